// Survivors of the routes-orders mutation set (issue 20), over HTTP on a real database: what an order refuses
// (a closed comanda, a finished or cancelled order, someone else's customer or address, an unknown origin or
// delivery method), the delivery fee only on a delivery, numbers in turn, dispatch once, the KDS steps, and the
// day's close finishing each open order by its mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, orderProducts, orders } from '../../../src-server/db/schema.js';
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
type Order = { id: string; number: number; status: string; total: number; deliveryFee: number; entityId: string | null; entityAddressId: string | null; deliveryMethodId: string | null };

async function row(id: string) {
  const [o] = await server.database.db.select().from(orders).where(eq(orders.id, id));
  return o!;
}
async function audit(entityId: string) {
  const rows = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
  return rows.map((r) => ({ type: r.type, data: r.data as Record<string, unknown> }));
}
const delivery = (extra: Record<string, unknown> = {}) => ({
  id: newId(),
  deliveryMode: 'delivery',
  originType: 'phone',
  entityId: demoId('entity:maria'),
  entityAddressId: demoId('address:maria'),
  deliveryMethodId: demoId('dm:entrega'),
  products: [coke(2)],
  ...extra,
});

describe('creating an order', () => {
  it('numbers orders in turn and charges the delivery fee only on a delivery', async () => {
    const first = await manager.post<Order>(manager.b('orders'), delivery());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ deliveryFee: 700, total: 2000, deliveryMethodId: demoId('dm:entrega') });
    const second = await manager.post<Order>(manager.b('orders'), { id: newId(), deliveryMode: 'balcony', deliveryMethodId: demoId('dm:entrega'), products: [coke(2)] });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ deliveryFee: 0, total: 1300, number: first.body.number + 1 });
    expect((await row(second.body.id)).number).toBe(first.body.number + 1);
    const bulk = await manager.post<Order[]>(manager.b('orders/bulk'), { orders: [delivery(), { id: newId(), deliveryMode: 'balcony', products: [coke()] }] });
    expect(bulk.status).toBe(201);
    expect(bulk.body.map((o) => o.number)).toEqual([first.body.number + 2, first.body.number + 3]);
    expect(bulk.body.map((o) => [o.deliveryFee, o.total])).toEqual([
      [700, 2000],
      [0, 650],
    ]);
  });

  it('refuses an unknown delivery method even off a delivery, an unknown origin, customer or address, and another customer’s address', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ deliveryMode: 'balcony', deliveryMethodId: newId() }, 404, 'Forma de entrega não encontrada'],
      [{ deliveryMethodId: newId() }, 404, 'Forma de entrega não encontrada'],
      [{ originId: newId() }, 404, 'Origem não encontrada'],
      [{ entityId: newId() }, 404, 'Cliente não encontrado'],
      [{ entityAddressId: newId() }, 404, 'Endereço não encontrado'],
      [{ entityId: demoId('entity:joao') }, 409, 'O endereço não pertence a este cliente'],
    ];
    for (const [extra, status, message] of cases) {
      const res = await manager.post(manager.b('orders'), delivery(extra));
      expect([res.status, res.body], JSON.stringify(extra)).toEqual([status, { message }]);
    }
    // an address alone, with no customer named, is taken
    expect((await manager.post(manager.b('orders'), delivery({ entityId: undefined }))).status).toBe(201);
  });

  it('refuses a comanda that is closed, and changes to an order whose comanda closed', async () => {
    const { padId, orderId } = await padWithOrder(manager, 'table:15', [coke()]);
    const paid = await manager.post<{ orderPadTotals: { balance: number } }>(manager.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 650 });
    // the service fee
    await manager.post(manager.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: paid.body.orderPadTotals.balance });
    expect((await manager.put(manager.b(`order-pads/${padId}/close`), {})).status).toBe(200);
    const closed = { message: 'A comanda está fechada: não aceita esta ação' };
    const order = await manager.post(manager.b('orders'), { orderPadId: padId, products: [coke()] });
    expect([order.status, order.body]).toEqual([409, closed]);
    const line = await manager.post(manager.b(`orders/${orderId}/products`), coke());
    expect([line.status, line.body]).toEqual([409, closed]);
  });
});

describe('changing an order’s status', () => {
  it('refuses changes to a finished order, stamps a cancellation and refuses moving a cancelled one', async () => {
    const { orderId } = await padWithOrder(manager, 'table:16', [coke()]);
    const consumed = await manager.put<Order>(manager.b(`orders/${orderId}/change-status`), { status: 'consumed' });
    expect(consumed.body).toMatchObject({ status: 'consumed' });
    const line = await manager.post(manager.b(`orders/${orderId}/products`), coke());
    expect([line.status, line.body]).toEqual([409, { message: 'O pedido já foi finalizado' }]);

    const other = await padWithOrder(manager, 'table:17', [coke()]);
    expect((await row(other.orderId)).canceledAt).toBeNull();
    const canceled = await manager.put<Order>(manager.b(`orders/${other.orderId}/change-status`), { status: 'canceled', reason: 'desistiu' });
    expect(canceled.body).toMatchObject({ status: 'canceled' });
    expect((await row(other.orderId)).canceledAt).not.toBeNull();
    expect(await audit(other.orderId)).toContainEqual({ type: 'cancelOrder', data: expect.objectContaining({ reason: 'desistiu', from: 'confirmed' }) });
    const again = await manager.put(manager.b(`orders/${other.orderId}/change-status`), { status: 'consumed' });
    expect([again.status, again.body]).toEqual([409, { message: 'O pedido está cancelado' }]);
  });
});

describe('delivery', () => {
  it('checks several orders at once, dispatches once, and keeps the tracking status without a notification', async () => {
    const a = await manager.post<Order>(manager.b('orders'), delivery());
    const b = await manager.post<Order>(manager.b('orders'), delivery());
    const checked = await manager.put<{ id: string; deliveryCheckedAt: string }[]>(manager.b('orders/check-delivery'), { orderIds: [a.body.id, b.body.id] });
    expect(checked.status).toBe(200);
    expect(checked.body.map((o) => [o.id, typeof o.deliveryCheckedAt])).toEqual([
      [a.body.id, 'string'],
      [b.body.id, 'string'],
    ]);
    const sent = await manager.put<Order & { dispatchedAt: string; trackingStatus: string | null }>(manager.b('orders/dispatch-delivery'), { orderId: a.body.id, deliveryManId: demoId('entity:pedro') });
    expect(sent.body).toMatchObject({ status: 'delivering', trackingStatus: null, dispatchedAt: expect.any(String) });
    expect(await audit(a.body.id)).not.toContainEqual(expect.objectContaining({ type: 'orderStatusNotification' }));
    const twice = await manager.put(manager.b('orders/dispatch-delivery'), { orderId: a.body.id, deliveryManId: demoId('entity:pedro') });
    expect([twice.status, twice.body]).toEqual([409, { message: 'O pedido já foi despachado' }]);
    const unknown = await manager.put(manager.b('orders/dispatch-delivery'), { orderId: b.body.id, deliveryManId: newId() });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Entregador não encontrado' }]);
  });

  it('changes the delivery man only to a delivery man, the customer (clearing the address), and the method with its fee', async () => {
    const o = await manager.post<Order>(manager.b('orders'), delivery());
    const path = (p: string) => manager.b(`orders/${o.body.id}/${p}`);
    const notMan = await manager.put(path('delivery-men'), { deliveryManId: demoId('entity:maria') });
    expect([notMan.status, notMan.body]).toEqual([409, { message: 'O cadastro não é de um entregador' }]);
    const noMan = await manager.put(path('delivery-men'), { deliveryManId: newId() });
    expect([noMan.status, noMan.body]).toEqual([404, { message: 'Entregador não encontrado' }]);
    const man = await manager.put<Order & { deliveryManId: string }>(path('delivery-men'), { deliveryManId: demoId('entity:lucas') });
    expect(man.body.deliveryManId).toBe(demoId('entity:lucas'));

    const pickUp = await manager.put<Order>(path('change-delivery-method'), { deliveryMethodId: demoId('dm:retirada') });
    expect(pickUp.body).toMatchObject({ deliveryFee: 0, total: 1300, entityAddressId: demoId('address:maria') });
    const back = await manager.put<Order>(path('change-delivery-method'), { deliveryMethodId: demoId('dm:entrega') });
    expect(back.body).toMatchObject({ deliveryFee: 700, total: 2000, deliveryMethodId: demoId('dm:entrega') });
    expect(await audit(o.body.id)).toContainEqual({ type: 'updateDeliveryMethod', data: { from: demoId('dm:retirada'), to: demoId('dm:entrega') } });
    const noMethod = await manager.put(path('change-delivery-method'), { deliveryMethodId: newId() });
    expect([noMethod.status, noMethod.body]).toEqual([404, { message: 'Forma de entrega não encontrada' }]);

    const noCustomer = await manager.put(path('entity'), { entityId: newId() });
    expect([noCustomer.status, noCustomer.body]).toEqual([404, { message: 'Cliente não encontrado' }]);
    const customer = await manager.put<Order>(path('entity'), { entityId: demoId('entity:joao') });
    expect(customer.body).toMatchObject({ entityId: demoId('entity:joao'), entityAddressId: null });

    // a saloon order pays no delivery fee whatever its method
    const { orderId } = await padWithOrder(manager, 'table:18', [coke()]);
    const saloon = await manager.put<Order>(manager.b(`orders/${orderId}/change-delivery-method`), { deliveryMethodId: demoId('dm:entrega') });
    expect(saloon.body).toMatchObject({ deliveryFee: 0, total: 650 });
  });
});

describe('kitchen and KDS', () => {
  it('refuses an unknown kitchen, stamps the notice, and audits each reprint', async () => {
    const { orderId } = await padWithOrder(manager, 'table:19', [coke()]);
    const unknown = await manager.post(manager.b(`orders/${orderId}/kitchens/${newId()}/notify`), { message: 'oi' });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Cozinha não encontrada' }]);
    expect((await row(orderId)).kitchenNotifiedAt).toBeNull();
    await manager.post(manager.b(`orders/${orderId}/kitchens/${demoId('kitchen:bar')}/notify`), { message: 'gelada' });
    expect((await row(orderId)).kitchenNotifiedAt).not.toBeNull();
    const resume = await manager.post<{ id: string; total: number }>(manager.b(`orders/${orderId}/print-resume`));
    expect(resume.body).toMatchObject({ id: orderId, total: 650 });
    await manager.post(manager.b(`orders/${orderId}/kitchens/print-resume`));
    expect((await audit(orderId)).filter((e) => e.type === 'reprintTicket').map((e) => e.data)).toEqual([{ what: 'order' }, { what: 'kitchens' }]);
  });

  it('sends once, keeps the KDS ids at the finish, and puts the lines back to preparing when the finish is undone', async () => {
    const { orderId } = await padWithOrder(manager, 'table:20', [coke()]);
    const kds = (action: string, body: unknown = {}) => manager.put<{ kdsStatus: string; kdsIds: string[]; products: { kitchenStatus: string }[] }>(manager.b(`orders/${orderId}/${action}`), body);
    const early = await kds('revert-finish-kds-order');
    expect(early.body, JSON.stringify(early.body)).toEqual({ message: 'O pedido não foi finalizado no KDS' });
    expect((await kds('finish-kds-order', { kdsIds: [newId()] })).body).toEqual({ message: 'O pedido não foi enviado ao KDS' });
    expect((await kds('send-kds')).status).toBe(200);
    expect((await kds('send-kds')).body).toEqual({ message: 'O pedido já foi enviado ao KDS' });
    // The displays named at the finish are this business's (routes/orders.ts): one made here.
    const display = await manager.post<{ id: string }>(manager.b('kds'), { id: newId(), name: 'Chapa' });
    const ids = [display.body.id];
    const done = await kds('finish-kds-order', { kdsIds: ids });
    expect(done.body).toMatchObject({ kdsStatus: 'finished', kdsIds: ids });
    const undone = await kds('revert-finish-kds-order');
    expect(undone.body.kdsStatus).toBe('sent');
    expect(undone.body.products.map((p) => p.kitchenStatus)).toEqual(['preparing']);
    const lines = await server.database.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    expect(lines.map((l) => l.kitchenStatus)).toEqual(['preparing']);
  });

  it('audits a status notification with its tracking status', async () => {
    const o = await manager.post<Order>(manager.b('orders'), delivery());
    const res = await manager.post<{ trackingStatus: string }>(manager.b(`orders/${o.body.id}/send-status-notification`), { trackingStatus: 'delivering' });
    expect(res.body.trackingStatus).toBe('delivering');
    expect(await audit(o.body.id)).toContainEqual({ type: 'orderStatusNotification', data: { trackingStatus: 'delivering' } });
  });
});

// Last: with no services named it finishes every open order of the business.
describe('finishing the open orders', () => {
  it('refuses an unknown cash register audit, and finishes each open order by its mode into the audit', async () => {
    const missing = await manager.put(manager.b('orders/finish-open-orders'), { cashRegisterAuditId: newId(), serviceIds: [] });
    expect([missing.status, missing.body]).toEqual([404, { message: 'Movimento de caixa não encontrado' }]);
    const register = await manager.post<{ id: string }>(manager.b('payments/cash-register-audits/open'), { cashRegisterId: demoId('cash:2'), openingAmount: 0 });
    const saloon = await padWithOrder(manager, 'table:1', [coke()]);
    const d = await manager.post<Order>(manager.b('orders'), delivery());
    const b = await manager.post<Order>(manager.b('orders'), { id: newId(), deliveryMode: 'balcony', products: [coke()] });
    const canceled = await padWithOrder(manager, 'table:2', [coke()]);
    await manager.put(manager.b(`orders/${canceled.orderId}/change-status`), { status: 'canceled' });
    const res = await manager.put<{ finished: { id: string; status: string; cashRegisterAuditId: string }[] }>(manager.b('orders/finish-open-orders'), {
      cashRegisterAuditId: register.body.id,
      serviceIds: [],
    });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.finished.map((o) => [o.id, o]));
    expect(byId.get(saloon.orderId)).toMatchObject({ status: 'consumed', cashRegisterAuditId: register.body.id });
    expect(byId.get(d.body.id)).toMatchObject({ status: 'delivered' });
    expect(byId.get(b.body.id)).toMatchObject({ status: 'pickedUp' });
    expect(byId.has(canceled.orderId)).toBe(false);
    expect((await row(canceled.orderId)).status).toBe('canceled');
    expect((await row(b.body.id)).status).toBe('pickedUp');
  });
});
