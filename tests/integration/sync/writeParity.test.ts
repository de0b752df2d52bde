// The generated parity test of issue 15: it walks EVERY declared write (src-shared/writes). Each step starts from
// the same rows (the mirror just pulled from the server), applies the write's optimistic effect offline (the
// renderer's overlay, on a real IndexedDB), then sends the write to the real server (PGlite over HTTP, the REST call
// made from the declaration) and pulls: every row the effect wrote must read the same from the server.
// A write missing from the walk fails the test, so a new declaration brings its step with it.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextStatuses } from '../../../src-shared/domain/orderStatus.js';
import { describeWrite, writes, type AnyWrite } from '../../../src-shared/writes/index.js';
import { Mirror, type MirrorRow, type PendingChangeRow, type Touch } from '../../../src-renderer/db/mirror.js';
import { rebase } from '../../../src-renderer/db/overlay.js';
import { pull } from '../../../src-renderer/db/pull.js';
import { DEMO_BUSINESS_ID as B, demoId, login, newId, startTestServer, type Client } from '../server/harness.js';
import type { RunningServer } from '../../../src-server/server.js';

let server: RunningServer;
let url: string;
let c: Client;
let db: Mirror;

/** Fields the server stamps itself: compared by presence, not value. */
const STAMPS = new Set(['createdAt', 'updatedAt', 'openedAt', 'closedAt', 'canceledAt', 'deliveryCheckedAt', 'dispatchedAt', 'releasedAt', 'deletedAt']);
const OWN = new Set(['id', 'pending', 'changeSeq', 'businessId']);
/** Fields an effect leaves as the server's answer fills them (the server numbers orders). */
const SERVER_ONLY: Record<string, string[]> = { orders: ['number'] };

/** What the effect wrote to one row, as the screens read it. */
function view(table: string, row: MirrorRow | undefined, fields: string[]): Record<string, unknown> | null {
  // The mirror drops a row the server deleted: gone either way, as the screens see it.
  if (!row || row.deletedAt) return { gone: true };
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = STAMPS.has(f) ? Boolean(row[f]) : (row[f] ?? null);
  void table;
  return out;
}

/** A stand-in row (`pending:…`) has the server's row under another id: found by what it links. */
async function counterpart(t: Touch, optimistic: MirrorRow): Promise<MirrorRow | undefined> {
  if (t.table === 'serviceTables') {
    const rows = await db.collection('serviceTables').where('serviceId').equals(optimistic.serviceId as string).toArray();
    return rows.find((r) => r.tableId === optimistic.tableId && !r.pending);
  }
  return undefined;
}

let order = 0;
const walked = new Set<string>();
const results: { id: string; rows: number }[] = [];

/** One step: the effect offline, then the server, then the comparison of every row the effect wrote. */
async function step(w: AnyWrite, params: Record<string, string>, body: unknown): Promise<Record<string, unknown>> {
  walked.add(w.id);
  const parsed = w.schema.parse(body);
  const callId = newId();
  const d = describeWrite(w, { params, body: parsed }, B, callId);
  const change: Omit<PendingChangeRow, 'touched'> = {
    callId, businessId: B, order: ++order, kind: w.id, label: w.id, method: d.method, path: d.path, body: d.body ?? null,
    write: { id: w.id, params }, createdAt: new Date().toISOString(),
  };
  await rebase(db, B, [change]);
  const applied = await db.pendingChanges.get(callId);
  const touched = applied?.touched ?? [];
  const offline: { t: Touch; row: MirrorRow | undefined; fields: string[] }[] = [];
  for (const t of touched) {
    const row = await db.collection(t.table).get(t.id);
    const before = t.before ?? {};
    // The fields this write set or changed.
    const fields = Object.keys(row ?? {}).filter((f) => !OWN.has(f) && !(SERVER_ONLY[t.table] ?? []).includes(f) && (t.before === null || JSON.stringify(row?.[f]) !== JSON.stringify((before as MirrorRow)[f])));
    offline.push({ t, row, fields });
  }

  const res = await c.request(d.method, d.path, d.body ?? undefined, { ...d.headers, 'content-type': 'application/json' });
  expect(res.status, `${w.id}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  await pull(db, { serverUrl: url, token: c.token }, B, []);

  for (const { t, row, fields } of offline) {
    if (t.id.startsWith('pending:') && t.table === 'services') continue; // a stand-in for the service the server starts (orderPadsOpen without one): not in this walk
    const server = t.id.startsWith('pending:') ? await counterpart(t, row!) : await db.collection(t.table).get(t.id);
    expect(view(t.table, server, fields), `${w.id} → ${t.table} ${t.id}`).toEqual(view(t.table, row, fields));
  }
  results.push({ id: w.id, rows: offline.length });
  return res.body as Record<string, unknown>;
}

/** A multipart write (an image upload): no effect to compare (its noEffect says why); the server must take it. */
async function upload(w: AnyWrite, path: string): Promise<{ id: string }[]> {
  walked.add(w.id);
  const image = { fileName: 'foto.png', contentType: 'image/png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) };
  w.schema.parse({ images: [{ type: 'main', image }] });
  const form = new FormData();
  form.append('mainImages', new Blob([image.data], { type: image.contentType }), image.fileName);
  const res = await fetch(`${url}/businesses/${B}/${path}`, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'idempotency-key': newId() }, body: form });
  expect(res.status, w.id).toBe(201);
  results.push({ id: w.id, rows: 0 });
  return (await res.json()) as { id: string }[];
}

const W = (id: string): AnyWrite => {
  const w = writes.get(id);
  if (!w) throw new Error(`no declared write ${id}`);
  return w;
};

beforeAll(async () => {
  server = await startTestServer();
  url = server.url;
  c = await login(url, 'manager');
  db = new Mirror(`write-parity-${newId()}`);
  await pull(db, { serverUrl: url, token: c.token }, B, []);
}, 60_000);

afterAll(async () => {
  db?.close();
  await server?.close();
});

describe('every declared write: offline effect = server, row by row', () => {
  it('walks them all', async () => {
    const [A, S1, P1, P2, P3, S2, P4, O1, O2, L1, L2, L3, L4, PAY1, PAY2, E, PH, EA, S3, DP, DO, DL] = Array.from({ length: 22 }, () => newId()) as [
      string, string, string, string, string, string, string, string, string, string, string,
      string, string, string, string, string, string, string, string, string, string, string,
    ];
    const id = (x: string) => x;
    const table = (n: number) => demoId(`table:${n}`);

    await step(W('cashRegisterAuditsOpen'), {}, { id: A, cashRegisterId: demoId('cash:1'), openingAmount: 10_000 });
    await step(W('cashRegisterEntriesCreate'), { cashRegisterAuditId: id(A) }, { id: newId(), entry: { type: 'supply', amount: 5_000, description: 'Troco' } });

    await step(W('servicesCreate'), {}, { id: S1, tableIds: [table(4)], occupants: 2, orderPads: [{ id: P1, occupants: 2 }] });
    await step(W('servicesAddTables'), { id: id(S1) }, { tableId: table(5) });
    await step(W('servicesReleaseTable'), { id: id(S1), tableId: table(5) }, {});
    await step(W('servicesTransfer'), { id: id(S1) }, { tableIds: [table(8)] });
    await step(W('orderPadsOpen'), {}, { id: P2, serviceId: S1, occupants: 1 });
    await step(W('orderPadsOpen'), {}, { id: P3, serviceId: S1, occupants: 1, description: 'Para cancelar' });

    await step(W('ordersCreate'), {}, {
      id: O1, orderPadId: P1, originType: 'saloon', deliveryMode: 'saloon',
      products: [
        { id: L1, productId: demoId('product:chopp'), quantity: 3000 },
        { id: L2, productId: demoId('product:batata'), quantity: 1000 },
      ],
    });
    await step(W('orderProductsCreate'), { orderId: id(O1) }, { id: L3, productId: demoId('product:coca-lata'), quantity: 2000 });
    await step(W('orderProductsUpdate'), { orderId: id(O1), id: id(L1) }, { quantity: 2000 });
    await step(W('orderProductsDivide'), {}, { id: L3, parts: 2, newIds: [L4] });
    await step(W('orderProductsTransfer'), { orderId: id(O1) }, { orderProductIds: [L4], targetOrderPadId: P2, targetOrderId: O2 });
    await step(W('orderProductsDelete'), { orderId: id(O1), id: id(L2) }, { reason: 'Cliente desistiu' });
    const next = nextStatuses('confirmed', 'saloon')[0]!;
    await step(W('ordersChangeStatus'), { orderId: id(O1) }, { status: next });

    await step(W('orderPadsUpdate'), { id: id(P1) }, { discount: { type: 'value', value: 500 } });
    await step(W('orderPadPaymentsCreate'), { orderPadId: id(P1) }, { id: PAY1, paymentMethodId: demoId('pm:dinheiro'), amount: 1000, tendered: 2000 });
    await step(W('orderPadPaymentsDelete'), { orderPadId: id(P1), id: id(PAY1) }, {});
    await step(W('orderPadsCancel'), { id: id(P3) }, { reason: 'Aberta por engano' });
    await step(W('orderPadsReopen'), { id: id(P3) }, { reason: null });

    await step(W('servicesCreate'), {}, { id: S2, tableIds: [table(9)], occupants: 1, orderPads: [{ id: P4 }] });
    await step(W('servicesJoin'), { id: id(S2) }, { targetServiceId: S1 });

    // Pay what the mirror says P1 owes, to the centavo, with a gorjeta on top, then close it.
    const pad = await db.collection('orderPads').get(id(P1));
    const orders = await db.collection('orders').where('orderPadId').equals(id(P1)).toArray();
    const lines = (await Promise.all(orders.map((o) => db.collection('orderProducts').where('orderId').equals(o.id).toArray()))).flat();
    const { padSums, padTotals } = await import('../../../src-shared/domain/orderPad.js');
    const owed = padTotals(pad as never, padSums(orders, lines as never, [])).balance;
    await step(W('orderPadPaymentsCreate'), { orderPadId: id(P1) }, { id: PAY2, paymentMethodId: demoId('pm:dinheiro'), amount: owed, tip: 500, tendered: owed + 1500 });
    await step(W('orderPadsClose'), { id: id(P1) }, { cashRegisterAuditId: A });

    await step(W('entitiesCreate'), {}, { id: E, type: 'customer', name: '  Ana Paridade  ' });
    await step(W('entityPhonesCreate'), { entityId: id(E) }, { id: PH, number: '11955554444', main: true });
    await step(W('entityAddressesCreate'), { entityId: id(E) }, { id: EA, street: 'Rua das Flores', number: '10', cep: '01001000', city: 'São Paulo', state: 'SP' });
    // Configurações → Cadastros: a manager edits Ana, adds a waiter, switches him off and deletes him.
    const WT = newId();
    await step(W('entitiesUpdate'), { id: id(E) }, { name: 'Ana Paridade Souza', email: 'ana@example.com', note: null });
    await step(W('entitiesWaitersCreate'), {}, { id: WT, name: 'Garçom Paridade' });
    await step(W('entitiesChangeAvailability'), { id: WT }, { available: false });
    await step(W('entitiesDelete'), { id: WT }, {});
    // Ana's phone and address corrected from her card, then a second phone added and removed.
    const PH2 = newId();
    await step(W('entityPhonesUpdate'), { entityId: id(E), id: id(PH) }, { number: '11955553333' });
    await step(W('entityAddressesUpdate'), { entityId: id(E), id: id(EA) }, { number: '12', complement: 'Casa 2' });
    await step(W('entityPhonesCreate'), { entityId: id(E) }, { id: PH2, number: '1133334444', main: false });
    await step(W('entityPhonesDelete'), { entityId: id(E), id: PH2 }, {});
    const EA2 = newId();
    await step(W('entityAddressesCreate'), { entityId: id(E) }, { id: EA2, street: 'Rua do Trabalho', number: '5' });
    await step(W('entityAddressesDelete'), { entityId: id(E), id: EA2 }, {});
    // Ana buys on account and settles it: the balance the effect computes is the server's.
    const ACC = newId();
    await step(W('entityTransactionAccountsCreate'), { entityId: id(E) }, { id: ACC, name: 'Fiado', creditLimit: 50_000 });
    await step(W('entityTransactionAccountEntriesCreate'), { entityId: id(E), accountId: ACC }, { id: newId(), type: 'purchase', amount: 2_500, description: 'Mesa 4' });
    await step(W('entityTransactionAccountEntriesCreate'), { entityId: id(E), accountId: ACC }, { id: newId(), type: 'payment', settle: true, paymentMethodId: demoId('pm:dinheiro') });

    await step(W('servicesCreate'), {}, { id: S3, originId: demoId('origin:telefone'), occupants: 1, description: 'Entrega Ana', orderPads: [{ id: DP, description: 'Entrega Ana' }] });
    await step(W('ordersCreate'), {}, {
      id: DO, orderPadId: DP, originId: demoId('origin:telefone'), originType: 'phone', deliveryMode: 'delivery', entityId: E, entityAddressId: EA,
      deliveryMethodId: demoId('dm:entrega'), products: [{ id: DL, productId: demoId('product:batata'), quantity: 1000 }],
    });
    await step(W('ordersCheckDelivery'), {}, { orderIds: [DO] });
    await step(W('ordersDispatchDelivery'), {}, { orderId: DO, deliveryManId: demoId('entity:pedro') });

    {
    // The menu (issue 17): a new product, an edit, sold out, a bulk price change, a copy, a type change, a delete.
    const NP = newId();
    const CP = newId();
    await step(W('productsUniquesCreate'), {}, { id: NP, name: 'Pastel paridade', internalCode: '990', price: 1100, categoryId: demoId('cat:porcoes'), kitchenId: demoId('kitchen:cozinha') });
    // Several at once (the menu's "Criar vários"): each born on the terminal with its id.
    await step(W('productsUniquesBulkCreate'), {}, { businessId: B, createdBy: 'parity', products: [{ id: newId(), name: 'Suco paridade', price: 850, internalCode: '991' }, { id: newId(), name: 'Chá paridade', price: 600 }] });
    await step(W('productsUpdate'), { id: NP }, { name: 'Pastel de carne', price: 1200, barcode: '' });
    await step(W('productsUpdate'), { id: NP }, { available: false });
    await step(W('productsBulkUpdate'), {}, { products: [{ id: NP }, { id: demoId('product:agua') }], priceChange: { type: 'percentage', value: 1250 } });
    await step(W('productsCopy'), { id: NP }, { id: CP, newProductName: 'Pastel de carne (cópia)' });
    await step(W('productsChangeType'), { id: CP }, { type: 'allYouCanEat' });
    await step(W('productsDelete'), { id: CP }, {});

    }
    {
    // The menu: a pizza, a combo and a rodízio with their children (src-shared/writes/productKinds.ts).
    const [PZ, PZC, F1, F2, CM, PSI, AV, PR, SL, SK, FC, CB, CP1, CP2, CPP, RZ, AP, AC] = Array.from({ length: 18 }, () => newId());
    const menu = (name: string, params: Record<string, string | undefined>, body: unknown) => step(W(name), params as Record<string, string>, body);
    await menu('productCompositesCreate', {}, {
      id: PZ, compositionId: PZC, name: 'Pizza Paridade', categoryId: demoId('cat:pizzas'),
      flavors: [{ id: F1, subproductId: demoId('sub:calabresa'), price: 5000 }, { id: F2, subproductId: demoId('sub:margherita'), price: 4500 }],
    });
    await menu('productCompositesUpdate', { id: PZ }, { name: 'Pizza Paridade G', priceRule: 'average', maxFlavors: 3 });
    await menu('productCompositionsCreate', { productId: PZ }, { id: CM, name: 'Borda', selectionType: 'select', maxQuantity: 1 });
    await menu('productCompositionsUpdate', { productId: PZ, id: CM }, { name: 'Borda recheada', selectionType: 'select', maxQuantity: 1 });
    await menu('productSubproductsCreate', { productId: PZ }, { id: PSI, compositionId: CM, subproductId: demoId('sub:borda-catupiry'), price: 1200 });
    await menu('productSubproductsUpdate', { productId: PZ, id: PSI }, { price: 1300 });
    await menu('productSubproductPricesBulkUpdate', { productId: PZ }, { prices: [{ productSubproductId: F1, price: 5200 }, { productSubproductId: F2, price: 4700 }] });
    await menu('productCompositionsBindSubproducts', { productId: PZ, id: CM }, { productSubproductId: F1 });
    await menu('productCompositionsUnbindSubproduct', { productId: PZ, id: CM, subproductId: demoId('sub:calabresa') }, {});
    await menu('productSubproductAvailabilitiesCreate', { productId: PZ, sid: F1 }, { id: AV, weekdays: [5] });
    await menu('productSubproductAvailabilitiesUpdate', { productId: PZ, sid: F1, id: AV }, { weekdays: [6] });
    await menu('productSubproductAvailabilitiesDelete', { productId: PZ, sid: F1, id: AV }, {});
    await menu('productSubproductPricesCreate', { productId: PZ, sid: F1 }, { id: PR, size: 'Família', price: 8000 });
    await menu('productSubproductPricesUpdate', { productId: PZ, sid: F1, id: PR }, { size: 'Família', price: 8200 });
    await menu('productSubproductPricesDelete', { productId: PZ, sid: F1, id: PR }, {});
    await menu('productSubproductSalesCreate', { productId: PZ }, { id: SL, productSubproductId: F1, price: 4000 });
    await menu('productSubproductSalesUpdate', { productId: PZ, sid: F1, saleId: SL }, { price: 3900 });
    await menu('productSubproductSalesDelete', { productId: PZ, sid: F1, saleId: SL }, {});
    await menu('productSecondaryKitchensCreate', { productId: PZ }, { id: SK, kitchenId: demoId('kitchen:bar') });
    await menu('productSecondaryKitchensUpdate', { productId: PZ, id: SK }, { kitchenId: demoId('kitchen:cozinha') });
    await menu('productSecondaryKitchensDelete', { productId: PZ, id: SK }, {});
    await menu('productIntegratorsCreate', { productId: PZ }, { product: { id: PZ }, businessIntegratorId: newId() });
    const [image] = await upload(W('productImagesCreate'), `products/${PZ}/images`);
    await menu('productImagesDelete', { productId: PZ, imageId: image!.id }, {});
    const [itemImage] = await upload(W('productSubproductImagesCreate'), `products/${PZ}/subproducts/${F1}/images`);
    await menu('productSubproductImagesDelete', { productId: PZ, sid: F1, id: itemImage!.id }, {});
    await menu('productFiscalConfigCreate', {}, { id: FC, productId: PZ, ncm: '21069090', cfop: '5102', csosn: '102' });
    await menu('productFiscalConfigUpdate', { id: FC }, { ncm: '21069090', cfop: '5405', cst: '60' });
    await menu('productFiscalConfigDelete', { id: FC }, {});
    await menu('productComboCreate', {}, { id: CB, name: 'Combo Paridade', price: 6000, products: [{ id: CP1, productId: PZ, price: 5000 }, { productId: demoId('product:coca-lata'), price: 1000 }] });
    await menu('productComboUpdate', { id: CB }, { price: 6500 });
    await menu('productComboProductsCreate', { productId: CB }, { id: CP2, productId: demoId('product:batata') });
    await menu('productComboProductsUpdate', { productId: CB, id: CP2 }, { quantity: 2000 });
    await menu('productSubproductComboProductProductSubproductCreate', { productId: PZ, sid: PSI }, { id: CPP, comboProductId: CP1, price: 0 });
    await menu('productSubproductComboProductProductSubproductUpdate', { productId: PZ, sid: PSI, id: CPP }, { price: 500 });
    await menu('productComboProductsDelete', { productId: CB, id: CP2 }, {});
    await menu('productComboDelete', { id: CB }, {});
    await menu('productAllYouCanEatCreate', {}, { id: RZ, name: 'Rodízio Paridade', price: 5990 });
    await menu('productAllYouCanEatUpdate', { id: RZ }, { price: 6490 });
    await menu('productAllowedProductsCreate', { productId: RZ }, { id: AP, allowedProductId: PZ });
    await menu('productAllowedProductsUpdate', { productId: RZ, id: AP }, { price: 500 });
    await menu('productAllowedProductsDelete', { productId: RZ, id: AP }, {});
    await menu('productAllowedCategoriesCreate', { productId: RZ }, { id: AC, categoryId: demoId('cat:pizzas') });
    await menu('productAllowedCategoriesUpdate', { productId: RZ, id: AC }, { categoryId: demoId('cat:sobremesas') });
    await menu('productAllowedCategoriesDelete', { productId: RZ, id: AC }, {});
    await menu('productAllYouCanEatDelete', { id: RZ }, {});
    await menu('productSubproductsDelete', { productId: PZ, id: PSI }, {});
    await menu('productCompositionsDelete', { productId: PZ, id: CM }, {});
    await menu('productCompositesDelete', { id: PZ }, {});

    }
    {
    // The menu's configuration (src-shared/writes/catalog.ts): each collection created, changed and deleted.
    const k = () => newId();
    const [CAT, CC, CA, SA, CI, CO, CSP, CP, CB, NS, OF, K1, K2, CK] = Array.from({ length: 14 }, k) as string[] as [
      string, string, string, string, string, string, string, string, string, string, string, string, string, string,
    ];
    const crud = async (prefix: string, params: Record<string, string>, rowId: string, create: Record<string, unknown>, update: Record<string, unknown>) => {
      await step(W(`${prefix}Create`), params, { id: rowId, ...create });
      await step(W(`${prefix}Update`), { ...params, id: rowId }, update);
    };
    const drop = (prefix: string, params: Record<string, string>, rowId: string) => step(W(`${prefix}Delete`), { ...params, id: rowId }, {});
    const hours = { weekdays: [5, 6], originIds: [demoId('origin:salao')], startTime: '18:00', endTime: '23:30' };
    const availabilityOf = async (prefix: string, params: Record<string, string>) => {
      const av = newId();
      await crud(prefix, params, av, hours, { weekdays: [0], endTime: null });
      await drop(prefix, params, av);
    };
    await crud('catalogs', {}, CAT, { name: 'Delivery', originIds: [demoId('origin:telefone')] }, { name: 'Delivery noturno' });
    await crud('categories', {}, CA, { name: 'Sobremesas', kitchenId: demoId('kitchen:cozinha') }, { position: 9, available: false });
    await step(W('catalogCategoriesCreate'), { catalogId: CAT }, { categories: [{ id: CC, catalogCategoryId: CA }] });
    await step(W('catalogCategoriesUpdate'), { catalogId: CAT, id: CC }, { position: 3 });
    await drop('catalogCategories', { catalogId: CAT }, CC);
    await drop('catalogs', {}, CAT);
    await availabilityOf('categoryAvailabilities', { categoryId: CA });
    await crud('categorySales', { categoryId: CA }, SA, { discountType: 'percentage', discount: 1000, startDate: '2026-12-01', endDate: '2026-12-24' }, { discount: 1500 });
    await drop('categorySales', { categoryId: CA }, SA);
    await crud('categoryIntegrators', { categoryId: CA }, CI, { businessIntegratorId: newId(), externalCode: 'IF-1' }, { externalCode: 'IF-2' });
    await drop('categoryIntegrators', { categoryId: CA }, CI);
    await drop('categories', {}, CA);

    await crud('compositions', {}, CO, { productId: demoId('product:x-burger'), name: 'Molhos', selectionType: 'check', maxQuantity: 2 }, { minQuantity: 1 });
    await availabilityOf('compositionAvailabilities', { compositionId: CO });
    await availabilityOf('productAvailabilities', { productId: demoId('product:x-burger') });
    await crud('compositionSubproducts', { compositionId: CO }, CSP, { subproductId: demoId('sub:bacon'), price: 350 }, { price: 400, available: false });
    await availabilityOf('compositionSubproductAvailabilities', { compositionId: CO, subproductId: CSP });
    await crud('compositionPrices', { compositionId: CO, subproductId: CSP }, CP, { price: 500 }, { price: 550 });
    await drop('compositionPrices', { compositionId: CO, subproductId: CSP }, CP);
    await drop('compositionSubproducts', { compositionId: CO }, CSP);
    await drop('compositions', {}, CO);
    const ponto = { compositionId: demoId('comp:x-burger:ponto') };
    await crud('compositionComboProductCompositionSubproduct', ponto, CB, { comboProductId: demoId('combo:burger'), productSubproductId: demoId('ps:x-burger:ao-ponto') }, { price: 100 });
    await drop('compositionComboProductCompositionSubproduct', ponto, CB);
    await crud('nominalSubproducts', {}, NS, { name: 'Sem cebola' }, { description: 'Pedido na hora' });
    await drop('nominalSubproducts', {}, NS);

    await crud('otherFees', {}, OF, { name: 'Embalagem', type: 'value', value: 200, originIds: [demoId('origin:telefone')] }, { value: 250, automatic: true });
    await availabilityOf('otherFeeAvailabilities', { otherFeeId: OF });
    await drop('otherFees', {}, OF);

    await crud('kds', {}, K1, { name: 'KDS Cozinha', kitchenIds: [demoId('kitchen:cozinha')], warningMinutes: 5 }, { lateMinutes: 15 });
    await step(W('kdsCreate'), {}, { id: K2, name: 'KDS Pizzaria' });
    await step(W('kdsUpdateBulk'), { firstKdsId: K1 }, { kdsIds: [K2] });
    // The kitchen display's writes on the order the transfer made: sent, finished on K2, undone both ways, again.
    await step(W('ordersSendKds'), { id: O2 }, {});
    await step(W('ordersFinishKdsOrder'), { id: O2 }, { kdsIds: [K2] });
    await step(W('ordersRevertFinishKdsOrder'), { id: O2 }, {});
    await step(W('ordersRevertSendKds'), { id: O2 }, {});
    await step(W('ordersSendKds'), { id: O2 }, {});
    await step(W('ordersFinishKdsOrder'), { id: O2 }, { kdsIds: [K2] });
    // The customer named on an order after it was taken.
    await step(W('ordersSetEntity'), { orderId: O2 }, { entityId: E });
    const pizzaria = { kitchenId: demoId('kitchen:pizzaria') };
    await crud('kitchenConditionalKds', pizzaria, CK, { kdsId: K2, originIds: [demoId('origin:telefone')] }, { originIds: [] });
    await availabilityOf('kitchenConditionalKdsAvailabilities', { ...pizzaria, conditionalKdsId: CK });
    await drop('kitchenConditionalKds', pizzaria, CK);
    await availabilityOf('kitchenConditionalPrinterAvailabilities', { ...pizzaria, conditionalPrinterId: demoId('kcp:pizzaria-delivery') });
    await drop('kds', {}, K1);
    // Kitchens with a conditional printer, and a table (src-shared/writes/kitchens.ts): mirrored, pictured at once.
    const [KI, KP, TB] = [newId(), newId(), newId()];
    await crud('kitchens', {}, KI, { name: 'Confeitaria', printerId: demoId('printer:forno') }, { name: 'Confeitaria fina' });
    await crud('kitchenConditionalPrinters', { kitchenId: KI }, KP, { printerId: demoId('printer:caixa'), originIds: [demoId('origin:telefone')] }, { originIds: [] });
    await drop('kitchenConditionalPrinters', { kitchenId: KI }, KP);
    await drop('kitchens', {}, KI);
    await crud('tables', {}, TB, { type: 'table', name: 'Varanda 1', number: 41, capacity: 6 }, { name: 'Varanda A', capacity: 8 });
    await drop('tables', {}, TB);

    // Subproducts (src-shared/writes/subproducts.ts): a recipe with one line, categories of both kinds.
    const [SP, SR, SC, FC, TR] = [newId(), newId(), newId(), newId(), newId()];
    await crud('subproducts', {}, SP, { name: 'Molho de tomate', kind: 'feedstock', controlStock: true, cost: 1290 }, { internalCode: 'MT-1' });
    await step(W('subproductsCreate'), {}, { id: SR, name: 'Molho da casa', kind: 'recipe' });
    await step(W('subproductTreesCreate'), { id: SR }, { id: TR, subproductParentId: SR, subproductId: SP, quantity: 250 });
    await step(W('subproductTreesUpdate'), { id: SR, treeId: TR }, { quantity: 300 });
    await step(W('subproductsUpdateRecipeCost'), { id: SR }, {});
    await step(W('subproductTreesDelete'), { id: SR, treeId: TR }, {});
    await drop('subproducts', {}, SP);
    await crud('subproductsCategories', {}, SC, { name: 'Molhos' }, { position: 2 });
    await drop('subproductsCategories', {}, SC);
    await crud('feedstocksCategories', {}, FC, { name: 'Hortifrúti' }, { name: 'Hortifruti' });
    await drop('feedstocksCategories', {}, FC);
    }

    await step(W('cashRegisterAuditsClose'), { id: id(A) }, { counted: {} });

    // The business's setup: sent while the manager waits at the screen, pictured nowhere offline (noEffect).
    const H = newId();
    await step(W('businessAddressUpdate'), {}, { cep: '01310-100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', cityCode: '3550308', state: 'SP' });
    await step(W('businessFiscalConfigCreate'), {}, { id: newId(), cnpj: '11222333000181', ie: '123456789', crt: 1, legalName: 'Cantina Ltda', environment: 'homologation', cscId: '1', cscToken: '0123456789ABCDEF', series: 1 });
    await step(W('businessFiscalConfigUpdate'), {}, { series: 2 });
    await step(W('businessHourCreate'), {}, { id: H, weekday: 5, opensAt: '18:00', closesAt: '01:00' });
    await step(W('businessHourUpdate'), { id: H }, { closesAt: '02:00' });
    await step(W('businessHourDelete'), { id: H }, {});

    // Every declared write was walked, and each pictured at least one row, but those that say why they picture none
    // (noEffect: sent while a person waits at the screen; proved by their own area's tests over HTTP).
    expect([...writes.values()].filter((w) => !walked.has(w.id) && !w.noEffect).map((w) => w.id)).toEqual([]);
    expect([...writes.values()].filter((w) => !w.effect && !w.noEffect).map((w) => w.id)).toEqual([]);
    expect(results.filter((r) => r.rows === 0 && !writes.get(r.id)?.noEffect).map((r) => r.id)).toEqual([]);
  }, 240_000);
});
