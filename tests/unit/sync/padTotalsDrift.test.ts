// The drifts issue 15 found between what the counter shows offline and what the server decides (Dexie over
// fake-indexeddb, the renderer's own modules): a discount set offline shows at once; a delivery order's fee is the
// delivery method's on every delivery order, as the server charges it; a new pad takes the business's service
// fee setting; the tables map's tile shows the pad's total (service fee included), the same as its panel and bill.
// The changes are written in the outbox's old form ({ method, path, body }): they read the same before and after.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import { mirror, type MirrorRow, type PendingChangeRow } from '../../../src-renderer/db/mirror.js';
import { rebase } from '../../../src-renderer/db/overlay.js';
import { loadPad, loadTablesMap } from '../../../src-renderer/queries/counter.js';

type Change = Omit<PendingChangeRow, 'touched'>;
const B = newId();
let order = 0;
const change = (kind: string, method: string, path: string, body: unknown): Change => ({
  callId: newId(),
  businessId: B,
  order: ++order,
  kind,
  label: kind,
  method,
  path: `/businesses/${B}${path}`,
  body,
  createdAt: new Date().toISOString(),
});

const [TABLE, SVC, PAD, O1, L1, FRIES, DELIVERY, DPAD, DSVC] = Array.from({ length: 9 }, () => newId()) as [string, string, string, string, string, string, string, string, string];
const row = (r: MirrorRow): MirrorRow => ({ businessId: B, createdAt: '2026-01-01T12:00:00.000Z', deletedAt: null, ...r });

beforeEach(async () => {
  for (const t of mirror.collectionTables()) await t.clear();
  await mirror.pendingChanges.clear();
  await mirror.businesses.clear();
  // The server's rows: table 4 with a service and a pad of R$ 100,60 (10 % service fee); a delivery method of R$ 7,00.
  await mirror.collection('tables').put(row({ id: TABLE, type: 'table', name: 'Mesa 4', number: 4 }));
  await mirror.collection('services').put(row({ id: SVC, status: 'open', occupants: 2 }));
  await mirror.collection('serviceTables').put(row({ id: newId(), serviceId: SVC, tableId: TABLE, releasedAt: null }));
  await mirror.collection('orderPads').put(row({ id: PAD, serviceId: SVC, status: 'open', serviceFeeEnabled: true, serviceFeeRate: 1000, discountType: null, discountValue: 0 }));
  await mirror.collection('orders').put(row({ id: O1, number: 1, orderPadId: PAD, serviceId: SVC, status: 'confirmed', deliveryMode: 'saloon', deliveryFee: 0 }));
  await mirror.collection('orderProducts').put(row({ id: L1, orderId: O1, productId: FRIES, name: 'Batata frita (porção)', quantity: 1000, unitPrice: 10060, totalPrice: 10060 }));
  await mirror.collection('products').put(row({ id: FRIES, name: 'Batata frita (porção)', price: 2490, type: 'unique' }));
  await mirror.collection('deliveryMethods').put(row({ id: DELIVERY, name: 'Motoboy', mode: 'delivery', fee: 700, available: true }));
});

describe('one total for a pad, the same offline as on the server', () => {
  it('a discount set offline shows at once ({discount} as the payment screen sends it)', async () => {
    await rebase(mirror, B, [change('orderPads.update', 'PUT', `/order-pads/${PAD}`, { discount: { type: 'value', value: 1000 } })]);
    expect(await mirror.collection('orderPads').get(PAD)).toMatchObject({ discountType: 'value', discountValue: 1000 });
    // 100,60 − 10,00 = 90,60, plus 10 % service: 99,66.
    expect((await loadPad(PAD))?.totals).toMatchObject({ subtotal: 10060, discount: 1000, serviceFee: 906, total: 9966 });
  });

  it('charges the delivery method’s fee on every delivery order of a pad, as the server does', async () => {
    const products = (id: string) => [{ id, productId: FRIES, quantity: 1000, selections: [] }];
    const fire = (orderId: string) =>
      change('orders.create', 'POST', '/orders', { id: orderId, orderPadId: DPAD, originType: 'balconyDelivery', deliveryMode: 'delivery', status: 'confirmed', deliveryMethodId: DELIVERY, products: products(newId()) });
    const [first, second] = [newId(), newId()];
    await rebase(mirror, B, [
      change('services.start', 'POST', '/services', { id: DSVC, occupants: 1, description: 'Entrega', orderPads: [{ id: DPAD, occupants: 1 }] }),
      change('orderPads.update', 'PUT', `/order-pads/${DPAD}`, { serviceFeeEnabled: false }),
      fire(first),
      fire(second),
    ]);
    expect((await mirror.collection('orders').get(first))?.deliveryFee).toBe(700);
    expect((await mirror.collection('orders').get(second))?.deliveryFee).toBe(700);
    // Two fries (24,90 each) and two delivery fees: 63,80.
    expect((await loadPad(DPAD))?.totals).toMatchObject({ subtotal: 4980, extras: 1400, total: 6380 });
  });

  it('a pad opened offline takes the business’s service fee setting, not a fixed 10 %', async () => {
    await mirror.businesses.put({ id: B, name: 'Bar', tradeName: null, document: null, timeZone: 'America/Sao_Paulo', updatedAt: '', config: { serviceFee: { enabled: true, rate: 1200 } } });
    const pad = newId();
    await rebase(mirror, B, [change('orderPads.open', 'POST', '/order-pads/open/', { id: pad, serviceId: SVC, occupants: 1 })]);
    expect(await mirror.collection('orderPads').get(pad)).toMatchObject({ serviceFeeEnabled: true, serviceFeeRate: 1200 });
  });

  it('the table’s tile shows the pad’s total, service fee included, as its panel and its bill do', async () => {
    const tile = (await loadTablesMap(B)).find((v) => v.table.id === TABLE);
    const panel = await loadPad(PAD);
    expect(panel?.totals.total).toBe(11066);
    expect(tile?.amount).toBe(11066);
  });
});
