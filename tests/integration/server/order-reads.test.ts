// The order reads and files of 002 §7 Orders the customers and orders screens use, over HTTP on the real server
// (PGlite) through the typed client: ordersByEntity (every order naming a person, as customer or delivery man),
// lastCustomerOrders (a customer's latest, canceled ones left out), the compositions ordered (the burger's extras)
// and one order's resume as a file. Figures worked by hand in the comments; wrong arguments get a Portuguese 400;
// another business's token learns nothing.
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../src-shared/api/registry.js';
import type { RunningServer } from '../../../src-server/server.js';
import { pdfText, sheetText } from './reportText.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let other: Client;
let period: { start: string; end: string };
let burgerOrder: string;
const maria = demoId('entity:maria');
const pedro = demoId('entity:pedro');
const delivered: string[] = [];

const apiFor = (c: Client) =>
  createApi({
    session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' },
    token: c.token,
    baseUrls: { local: { main: server.url } },
  });
const coke = (n: number) => ({ productId: demoId('product:coca-lata'), quantity: n * 1000 });
const FIELDS = 'id number status entityId total products { name quantity totalPrice }';

async function deliveryForMaria(products: { productId: string; quantity: number }[]): Promise<string> {
  const res = await cashier.post<{ id: string }[]>(cashier.b('orders/bulk'), {
    orders: [{ id: newId(), deliveryMode: 'delivery', originType: 'phone', originId: demoId('origin:telefone'), entityId: maria, entityAddressId: demoId('address:maria'), deliveryMethodId: demoId('dm:entrega'), products }],
  });
  expect(res.status).toBe(201);
  return res.body[0]?.id as string;
}

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, other] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  period = { start: new Date(Date.now() - 60_000).toISOString(), end: '' };
  // Table 3: two X-Burgers (R$ 28,90), each "ao ponto" with two bacons (R$ 5,00 each): (28,90 + 10,00) × 2 = R$ 77,80.
  const burgers = await padWithOrder(cashier, 'table:3', [
    { productId: demoId('product:x-burger'), quantity: 2000, selections: [{ productSubproductId: demoId('ps:x-burger:ao-ponto') }, { productSubproductId: demoId('ps:x-burger:bacon'), quantity: 2000 }] },
  ]);
  burgerOrder = burgers.orderId;
  // Maria's first delivery: one coke (R$ 6,50) + R$ 7,00 delivery, carried by Pedro = R$ 13,50.
  const first = await deliveryForMaria([coke(1)]);
  await cashier.put(cashier.b('orders/check-delivery'), { orderIds: [first] });
  expect((await cashier.put(cashier.b('orders/dispatch-delivery'), { orderId: first, deliveryManId: pedro })).status).toBe(200);
  delivered.push(first);
  // Her second: two cokes, canceled on the phone.
  const canceled = await deliveryForMaria([coke(2)]);
  expect((await manager.put(manager.b(`orders/${canceled}/change-status`), { status: 'canceled', reason: 'cliente desistiu' })).status).toBe(200);
  delivered.push(canceled);
  // Her third: three cokes (R$ 19,50) + R$ 7,00 = R$ 26,50, still in the kitchen.
  delivered.push(await deliveryForMaria([coke(3)]));
  period.end = new Date(Date.now() + 60_000).toISOString();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('a customer’s orders', () => {
  it('ordersByEntity: Maria’s three orders newest first, the canceled one included, with lines and totals', async () => {
    const rows = await apiFor(manager).orders.gqlOrdersByEntity({ entityId: maria }, FIELDS);
    expect(rows.map((r) => r.id)).toEqual([...delivered].reverse());
    expect(rows.map((r) => [r.status, r.total])).toEqual([
      ['confirmed', 2650],
      ['canceled', 2000],
      ['delivering', 1350],
    ]);
    expect(rows[0]?.products).toEqual([{ name: 'Coca-Cola lata 350 ml', quantity: 3000, totalPrice: 1950 }]);
  });

  it('ordersByEntity of a delivery man: the order Pedro carried; limit takes the newest', async () => {
    const carried = await apiFor(cashier).orders.gqlOrdersByEntity({ entityId: pedro }, 'id entityId total');
    expect(carried).toEqual([{ id: delivered[0], entityId: maria, total: 1350 }]);
    const newest = await apiFor(manager).orders.gqlOrdersByEntity({ entityId: maria, limit: 1 }, 'id');
    expect(newest).toEqual([{ id: delivered[2] }]);
  });

  it('lastCustomerOrders: her latest orders that were not canceled', async () => {
    const rows = await apiFor(cashier).orders.gqlLastCustomerOrders({ entityId: maria }, 'id total');
    expect(rows).toEqual([
      { id: delivered[2], total: 2650 },
      { id: delivered[0], total: 1350 },
    ]);
    expect(await apiFor(cashier).orders.gqlLastCustomerOrders({ entityId: pedro }, 'id')).toEqual([]);
  });

  it('refuses a bad id or limit in Portuguese; another business and no token learn nothing', async () => {
    await expect(apiFor(manager).orders.gqlOrdersByEntity({ entityId: 'maria' }, 'id')).rejects.toMatchObject({ status: 400 });
    await expect(apiFor(manager).orders.gqlLastCustomerOrders({ entityId: maria, limit: 21 }, 'id')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/20/) });
    await expect(apiFor(other).orders.gqlOrdersByEntity({ entityId: maria }, 'id')).rejects.toMatchObject({ status: 403 });
    const anonymous = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ lastCustomerOrders(businessId: "${DEMO_BUSINESS_ID}", entityId: "${maria}") { id } }` }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('order files', () => {
  it('compositions ordered: bacon 4 for R$ 20,00 and "ao ponto" 2 at no charge; detailed by order', async () => {
    const api = apiFor(manager);
    const resumed = sheetText((await api.orders.ordersProductsOrderedCompositionsReport({ body: { format: 'excel', detail: 'resumed', dateFilters: period } })).data);
    expect(resumed).toContain('Complementos vendidos');
    expect(resumed).toMatch(/Complemento Opção Quantidade Total Adicionais Bacon 4 20 Ponto da carne Ao ponto 2 0 Total 20$/);
    const detailed = await api.orders.ordersProductsOrderedCompositionsReport({ body: { format: 'pdf', detail: 'detailed', dateFilters: period } });
    expect(detailed.fileName).toMatch(/^complementos-vendidos-\d{4}-\d\d-\d\d\.pdf$/);
    const text = pdfText(detailed.data);
    expect(text).toMatch(/X-Burger Ponto da carne Ao ponto 2,000 R\$ 0,00/);
    expect(text).toMatch(/X-Burger Adicionais Bacon 4,000 R\$ 20,00/);
  });

  it('one order’s resume: the burgers with their choices, as PDF and Excel', async () => {
    const api = apiFor(cashier);
    const pdf = await api.orders.ordersOrderResumeReport({ params: { id: burgerOrder }, body: {} });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.fileName).toBe(`pedido-${burgerOrder.slice(-6).toUpperCase()}.pdf`);
    const text = pdfText(pdf.data);
    expect(text).toContain(`Resumo do pedido ${burgerOrder.slice(-6).toUpperCase()}`);
    expect(text).toMatch(/X-Burger 2,000 R\$ 38,90 R\$ 77,80\s+\+ Ao ponto\s+\+ Bacon Total R\$ 77,80/);
    // A half-and-half pizza names each half as the kitchen ticket does.
    const pizza = await padWithOrder(cashier, 'table:4', [
      { productId: demoId('product:pizza-grande'), quantity: 1000, selections: [{ productSubproductId: demoId('ps:pizza-grande:margherita'), fraction: 500 }, { productSubproductId: demoId('ps:pizza-grande:quatro-queijos'), fraction: 500 }] },
    ]);
    const halves = pdfText((await api.orders.ordersOrderResumeReport({ params: { id: pizza.orderId }, body: {} })).data);
    expect(halves).toMatch(/\+ 1\/2 Margherita\s+\+ 1\/2 Quatro queijos/);
    const sheet = sheetText((await api.orders.ordersOrderResumeReport({ params: { id: delivered[0] as string }, body: { format: 'excel' } })).data);
    expect(sheet).toMatch(/Cliente: Maria Aparecida Silva/);
    expect(sheet).toMatch(/Coca-Cola lata 350 ml 1 6\.5 6\.5 Taxa de entrega 7 Total 13\.5$/);
  });

  it('an unknown order is a 404, a malformed id a 400, in Portuguese; another business gets 403 first', async () => {
    const api = apiFor(manager);
    await expect(api.orders.ordersOrderResumeReport({ params: { id: newId() }, body: {} })).rejects.toMatchObject({ status: 404, message: 'Pedido não encontrado' });
    await expect(api.orders.ordersOrderResumeReport({ params: { id: 'nada' }, body: {} })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Identificador inválido') });
    await expect(api.orders.ordersOrderResumeReport({ params: { id: burgerOrder }, body: { format: 'word' as 'pdf' } })).rejects.toMatchObject({ status: 400 });
    await expect(apiFor(other).orders.ordersOrderResumeReport({ params: { id: burgerOrder }, body: {} })).rejects.toMatchObject({ status: 403 });
  });
});

describe('an order that waited in a terminal’s outbox', () => {
  it('is stamped when the terminal took it (its UUIDv7), within a day’s window; its payment too', async () => {
    const HOUR = 3_600_000;
    const madeAt = Date.now() - 3 * HOUR;
    const pad = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:6') });
    const queued = await cashier.post<{ id: string; createdAt: string }>(cashier.b('orders'), {
      id: v7({ msecs: madeAt }),
      orderPadId: pad.body.id,
      deliveryMode: 'saloon',
      originType: 'saloon',
      products: [{ id: v7({ msecs: madeAt + 1 }), ...coke(1) }],
    });
    expect(queued.status).toBe(201);
    expect(Date.parse(queued.body.createdAt)).toBe(madeAt);
    const [order] = await apiFor(manager).orders.gqlOrdersDetails({ orderPadId: pad.body.id }, 'id createdAt products { createdAt }') as unknown as { createdAt: string; products: { createdAt: string }[] }[];
    expect(Date.parse(order!.createdAt)).toBe(madeAt);
    expect(Date.parse(order!.products[0]!.createdAt)).toBe(madeAt);
    const paid = await cashier.post<{ createdAt: string }>(cashier.b(`order-pads/${pad.body.id}/payments`), { id: v7({ msecs: madeAt + 60_000 }), paymentMethodId: demoId('pm:pix'), amount: 715 });
    expect(paid.status).toBe(201);
    expect(Date.parse(paid.body.createdAt)).toBe(madeAt + 60_000);
    // An id older than the window (a terminal's clock far off) does not backdate the sale: it is stamped on arrival.
    const before = Date.now();
    const stale = await cashier.post<{ createdAt: string }>(cashier.b('orders'), { id: v7({ msecs: Date.now() - 30 * HOUR }), orderPadId: pad.body.id, deliveryMode: 'saloon', originType: 'saloon', products: [coke(1)] });
    expect(stale.status).toBe(201);
    expect(Date.parse(stale.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});
