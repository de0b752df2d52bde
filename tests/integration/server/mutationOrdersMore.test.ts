// The routes-orders survivors of its first run to the end (mutation/README.md), over HTTP on a real database: what
// an order keeps of what it was sent (origin, customer, message), the bound of a new order of no comanda, the
// numbers a bulk of orders keeps, what each write puts in the audit trail (type, the order as its entity, data),
// a status move that is no cancellation, a self-service order closed as consumed, dispatch only of a delivery,
// every open status finished at the day's close, the KDS send leaving the lines alone, and a line of no kitchen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, categories, orderProducts, orders, products } from '../../../src-server/db/schema.js';
import { boundMessages } from '../../../src-server/http/bounds.js';
import { serverMessages } from '../../../src-shared/i18n/server.js';
import type { RunningServer } from '../../../src-server/server.js';
import { demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const coke = (n = 1) => ({ productId: demoId('product:coca-lata'), quantity: n * 1000 });
type Order = { id: string; number: number; status: string; products: { id: string }[] };
const delivery = (extra: Record<string, unknown> = {}) => ({
  id: newId(),
  deliveryMode: 'delivery',
  originType: 'phone',
  entityId: demoId('entity:maria'),
  entityAddressId: demoId('address:maria'),
  deliveryMethodId: demoId('dm:entrega'),
  products: [coke()],
  ...extra,
});

async function row(id: string) {
  return (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}
async function audit(entityId: string) {
  const rows = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
  return rows.map((r) => ({ type: r.type, entityType: r.entityType, data: r.data as Record<string, unknown> }));
}

describe('a new order', () => {
  it('keeps the origin, the customer and the message it was sent with, and audits its lines under the order', async () => {
    const o = await manager.post<Order>(manager.b('orders'), delivery({ originId: demoId('origin:telefone'), message: 'Interfone quebrado' }));
    expect(o.status).toBe(201);
    expect(await row(o.body.id)).toMatchObject({ originId: demoId('origin:telefone'), entityId: demoId('entity:maria'), message: 'Interfone quebrado' });
    expect(await audit(o.body.id)).toEqual([{ type: 'addOrderProduct', entityType: 'order', data: { orderPadId: null, orderProductIds: o.body.products.map((p) => p.id) } }]);
    const onPad = await padWithOrder(manager, 'table:3', [coke(2)]);
    expect((await audit(onPad.orderId)).map((e) => e.data.orderPadId)).toEqual([onPad.padId]);
  });

  it('of no comanda is refused past R$ 10.000.000,00 of lines and delivery fee', async () => {
    const rare = demoId('product:agua');
    await server.database.db.update(products).set({ price: 100_000_000 }).where(eq(products.id, rare));
    const tooMuch = await manager.post(manager.b('orders'), delivery({ products: Array.from({ length: 10 }, () => ({ productId: rare, quantity: 1000 })) }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ message: boundMessages.pad });
    await server.database.db.update(products).set({ price: 450 }).where(eq(products.id, rare));
  });

  it('in a bulk keeps, stored, the numbers it was answered with', async () => {
    const bulk = await manager.post<Order[]>(manager.b('orders/bulk'), { orders: [delivery(), { id: newId(), deliveryMode: 'balcony', products: [coke()] }] });
    expect(bulk.status).toBe(201);
    for (const o of bulk.body) expect((await row(o.id)).number).toBe(o.number);
  });
});

describe('moving an order', () => {
  it('to a status other than cancelled leaves no cancellation stamp and no cancellation in the audit; a cancellation is audited under the order', async () => {
    const { orderId } = await padWithOrder(manager, 'table:4', [coke()]);
    const ready = await manager.put<Order>(manager.b(`orders/${orderId}/change-status`), { status: 'readyToConsumption' });
    expect(ready.body).toMatchObject({ status: 'readyToConsumption' });
    expect((await row(orderId)).canceledAt).toBeNull();
    expect((await audit(orderId)).map((e) => e.type)).toEqual(['addOrderProduct']);
    await manager.put(manager.b(`orders/${orderId}/change-status`), { status: 'canceled', reason: 'engano' });
    expect((await audit(orderId)).filter((e) => e.type === 'cancelOrder')).toEqual([
      { type: 'cancelOrder', entityType: 'order', data: expect.objectContaining({ reason: 'engano', from: 'readyToConsumption' }) },
    ]);
  });

  it('dispatches only a delivery, and audits the dispatch notification under the order', async () => {
    const balcony = await manager.post<Order>(manager.b('orders'), { id: newId(), deliveryMode: 'balcony', products: [coke()] });
    const refused = await manager.put(manager.b('orders/dispatch-delivery'), { orderId: balcony.body.id, deliveryManId: demoId('entity:pedro') });
    expect([refused.status, refused.body]).toEqual([409, { message: serverMessages.conflict.notDelivery }]);
    const d = await manager.post<Order>(manager.b('orders'), delivery());
    await manager.put(manager.b('orders/check-delivery'), { orderIds: [d.body.id] });
    const sent = await manager.put<{ trackingStatus: string }>(manager.b('orders/dispatch-delivery'), { orderId: d.body.id, deliveryManId: demoId('entity:pedro'), isDispatchNotification: true });
    expect(sent.body.trackingStatus).toBe('delivering');
    expect((await audit(d.body.id)).filter((e) => e.type === 'orderStatusNotification')).toEqual([
      { type: 'orderStatusNotification', entityType: 'order', data: { trackingStatus: 'delivering' } },
    ]);
  });

  it('audits the delivery method change, the reprints and a status notification under the order', async () => {
    const o = await manager.post<Order>(manager.b('orders'), delivery({ deliveryMethodId: demoId('dm:retirada') }));
    await manager.put(manager.b(`orders/${o.body.id}/change-delivery-method`), { deliveryMethodId: demoId('dm:entrega') });
    await manager.post(manager.b(`orders/${o.body.id}/print-resume`));
    await manager.post(manager.b(`orders/${o.body.id}/kitchens/print-resume`));
    await manager.post(manager.b(`orders/${o.body.id}/send-status-notification`), { trackingStatus: 'delivered' });
    const events = (await audit(o.body.id)).filter((e) => e.type !== 'addOrderProduct');
    expect(events).toEqual([
      { type: 'updateDeliveryMethod', entityType: 'order', data: { from: demoId('dm:retirada'), to: demoId('dm:entrega') } },
      { type: 'reprintTicket', entityType: 'order', data: { what: 'order' } },
      { type: 'reprintTicket', entityType: 'order', data: { what: 'kitchens' } },
      { type: 'orderStatusNotification', entityType: 'order', data: { trackingStatus: 'delivered' } },
    ]);
  });
});

describe('the KDS and the kitchens', () => {
  it('sending an order to the KDS leaves its lines as they were (no new stamp for the mirrors to pull)', async () => {
    const { orderId } = await padWithOrder(manager, 'table:5', [coke()]);
    const before = await server.database.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    expect((await manager.put(manager.b(`orders/${orderId}/send-kds`), {})).status).toBe(200);
    const after = await server.database.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    expect(after.map((l) => [l.changeSeq, l.kitchenStatus])).toEqual(before.map((l) => [l.changeSeq, l.kitchenStatus]));
  });

  it('a line whose product and category name no kitchen goes on a ticket of no kitchen (null)', async () => {
    const product = demoId('product:coca-lata');
    const [p] = await server.database.db.select().from(products).where(eq(products.id, product));
    await server.database.db.update(products).set({ kitchenId: null }).where(eq(products.id, product));
    await server.database.db.update(categories).set({ kitchenId: null }).where(eq(categories.id, p!.categoryId!));
    const { orderId } = await padWithOrder(manager, 'table:6', [coke()]);
    const tickets = await manager.post<{ kitchens: { kitchenId: string | null; items: unknown[] }[] }>(manager.b(`orders/${orderId}/kitchens/print-resume`));
    expect(tickets.body.kitchens.map((k) => [k.kitchenId, k.items.length])).toEqual([[null, 1]]);
  });
});

// Last: with no services named it finishes every open order of the business.
describe("the day's close", () => {
  it('finishes an order in each open status, and a self-service one as consumed', async () => {
    const register = await manager.post<{ id: string }>(manager.b('payments/cash-register-audits/open'), { cashRegisterId: demoId('cash:2'), openingAmount: 0 });
    const self = await manager.post<Order>(manager.b('orders'), { id: newId(), deliveryMode: 'self_service', products: [coke()] });
    expect(self.status).toBe(201);
    const open = ['pending', 'readyToConsumption', 'readyToPickUp', 'readyToDelivery', 'delivering', 'sentLogistics'];
    const byStatus = new Map<string, string>();
    for (const status of open) {
      const o = await manager.post<Order>(manager.b('orders'), delivery());
      // put straight in the status (the transitions there are the shared rule's, tested on their own)
      await server.database.db.update(orders).set({ status }).where(and(eq(orders.id, o.body.id)));
      byStatus.set(status, o.body.id);
    }
    const res = await manager.put<{ finished: { id: string; status: string }[] }>(manager.b('orders/finish-open-orders'), { cashRegisterAuditId: register.body.id, serviceIds: [] });
    expect(res.status).toBe(200);
    const finished = new Map(res.body.finished.map((o) => [o.id, o.status]));
    expect(finished.get(self.body.id)).toBe('consumed');
    for (const [status, id] of byStatus) expect([status, finished.get(id)]).toEqual([status, 'delivered']);
  });
});
