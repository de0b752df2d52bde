// Optimistic changes of the actions beyond opening, firing and paying (Dexie over fake-indexeddb): moving items
// to another pad, dividing an item, the orders board's status changes and dispatch, and a new customer with
// phone and address. Each shows at once as the server will make it, and is undone exactly when it does not go.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderPadTotals } from '../../../src-shared/domain/index.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { Mirror, type MirrorRow, type PendingChangeRow } from '../../../src-renderer/db/mirror.js';
import { hasEffect, rebase } from '../../../src-renderer/db/overlay.js';

type Change = Omit<PendingChangeRow, 'touched'>;
const B = 'b1';
let db: Mirror;
let order = 0;
const change = (kind: string, method: string, path: string, body: unknown): Change => ({
  callId: `c${++order}`,
  businessId: B,
  order,
  kind,
  label: kind,
  method,
  path: `/businesses/${B}${path}`,
  body,
  createdAt: new Date().toISOString(),
});

const [SVC, PAD1, PAD2, O1, L1, L2, L3] = [newId(), newId(), newId(), newId(), newId(), newId(), newId()];
const [DO, DMAN] = [newId(), newId()];

/** The server's rows: one table service with two pads, an order of three lines on the first; a delivery order. */
async function serverRows(): Promise<void> {
  for (const t of db.collectionTables()) await t.clear();
  await db.pendingChanges.clear();
  const row = (r: MirrorRow): MirrorRow => ({ businessId: B, createdAt: '2026-01-01T12:00:00.000Z', deletedAt: null, ...r });
  await db.collection('orderPads').bulkPut([
    row({ id: PAD1, serviceId: SVC, status: 'open', serviceFeeEnabled: true, serviceFeeRate: 1000 }),
    row({ id: PAD2, serviceId: SVC, status: 'open', serviceFeeEnabled: true, serviceFeeRate: 1000 }),
  ]);
  await db.collection('orders').bulkPut([
    row({ id: O1, number: 7, orderPadId: PAD1, serviceId: SVC, originType: 'saloon', deliveryMode: 'saloon', status: 'confirmed', paymentMode: null }),
    row({ id: DO, number: 8, orderPadId: null, serviceId: null, originType: 'delivery', deliveryMode: 'delivery', status: 'confirmed', deliveryCheckedAt: null, dispatchedAt: null }),
  ]);
  await db.collection('orderProducts').bulkPut([
    row({ id: L1, orderId: O1, name: 'Rodízio de pizza', quantity: 3000, unitPrice: 6990, totalPrice: 20970, kitchenStatus: 'preparing' }),
    row({ id: L2, orderId: O1, name: 'Chopp Brahma 300 ml', quantity: 1000, unitPrice: 1290, totalPrice: 1290 }),
    row({ id: L3, orderId: O1, name: 'Batata frita (porção)', quantity: 1000, unitPrice: 2490, totalPrice: 2490 }),
  ]);
  await db.collection('entities').put(row({ id: DMAN, type: 'deliveryMan', name: 'Pedro Motoboy' }));
}

async function padTotal(padId: string): Promise<{ lines: string[]; total: number }> {
  const orders = await db.collection('orders').where('orderPadId').equals(padId).toArray();
  const lines: MirrorRow[] = [];
  for (const o of orders) lines.push(...(await db.collection('orderProducts').where('orderId').equals(o.id).toArray()));
  const live = lines.filter((l) => !l.deletedAt);
  return {
    lines: live.map((l) => `${l.name as string} ${l.quantity as number}`).sort(),
    total: orderPadTotals({ items: live.map((l) => l.totalPrice as number), serviceFee: { enabled: true, rate: 1000 } }).total,
  };
}

beforeAll(() => {
  db = new Mirror(`overlay-more-${newId()}`);
});
beforeEach(serverRows);

describe('optimistic changes beyond the basics', () => {
  it('has an effect for every action of the counter that was missing one', () => {
    for (const id of ['orderProductsTransfer', 'orderProductsDivide', 'ordersChangeStatus', 'ordersCheckDelivery', 'ordersDispatchDelivery', 'entitiesCreate', 'entityPhonesCreate', 'entityAddressesCreate']) {
      expect(hasEffect(id), id).toBe(true);
    }
  });

  it('moves items to the other pad on a new order there, and both totals follow; undone exactly', async () => {
    const targetOrderId = newId();
    const move = change('orderProducts.transfer', 'POST', `/orders/${O1}/products/transfer`, { orderProductIds: [L2, L3], targetOrderPadId: PAD2, targetOrderId });
    await rebase(db, B, [move]);
    expect(await padTotal(PAD1)).toEqual({ lines: ['Rodízio de pizza 3000'], total: 23067 });
    expect(await padTotal(PAD2)).toEqual({ lines: ['Batata frita (porção) 1000', 'Chopp Brahma 300 ml 1000'], total: 4158 });
    // The new order is made like the one they left, numbered by the server later.
    expect(await db.collection('orders').get(targetOrderId)).toMatchObject({
      orderPadId: PAD2,
      serviceId: SVC,
      status: 'confirmed',
      deliveryMode: 'saloon',
      number: 0,
      pending: move.callId,
    });

    await rebase(db, B, []);
    expect(await padTotal(PAD1)).toMatchObject({ total: 27225 });
    expect(await db.collection('orders').get(targetOrderId)).toBeUndefined();
    expect((await db.collection('orderProducts').get(L2))?.orderId).toBe(O1);
  });

  it('divides a line into equal parts by the shared split, the pad total unchanged', async () => {
    const ids = [newId(), newId()];
    const divide = change('orderProducts.divide', 'PUT', '/orders/products/divide', { id: L1, parts: 3, newIds: ids });
    await rebase(db, B, [divide]);
    const parts = await Promise.all([L1, ...ids].map((id) => db.collection('orderProducts').get(id)));
    expect(parts.map((p) => [p?.name, p?.quantity, p?.totalPrice, p?.orderId, p?.kitchenStatus])).toEqual([
      ['Rodízio de pizza', 1000, 6990, O1, 'preparing'],
      ['Rodízio de pizza', 1000, 6990, O1, 'preparing'],
      ['Rodízio de pizza', 1000, 6990, O1, 'preparing'],
    ]);
    expect((await padTotal(PAD1)).total).toBe(27225);
    // Uneven: 1 chopp (1000 thousandths) in 3: 334 + 333 + 333, 12,90 as 4,30 each.
    const uneven = change('orderProducts.divide', 'PUT', '/orders/products/divide', { id: L2, parts: 3, newIds: [newId(), newId()] });
    await rebase(db, B, [divide, uneven]);
    const chopps = (await db.collection('orderProducts').where('orderId').equals(O1).toArray()).filter((l) => l.name === 'Chopp Brahma 300 ml');
    expect(chopps.map((l) => [l.quantity, l.totalPrice]).sort()).toEqual([
      [333, 430],
      [333, 430],
      [334, 430],
    ]);
    await rebase(db, B, []);
    expect(await db.collection('orderProducts').get(L1)).toMatchObject({ quantity: 3000, totalPrice: 20970 });
    expect(await db.collection('orderProducts').count()).toBe(3);
  });

  it('is not pictured twice when a pull brings the server\'s result before the outbox hears the answer', async () => {
    const ids = [newId(), newId()];
    const divide = change('orderProducts.divide', 'PUT', '/orders/products/divide', { id: L1, parts: 3, newIds: ids });
    const targetOrderId = newId();
    const move = change('orderProducts.transfer', 'POST', `/orders/${O1}/products/transfer`, { orderProductIds: [L2], targetOrderPadId: PAD2, targetOrderId });
    await rebase(db, B, [divide, move]);
    const shown = await padTotal(PAD1);
    // The server committed both and a pull lands while both are still in the outbox's list.
    await rebase(db, B, [divide, move], async () => {
      await db.collection('orderProducts').bulkPut([
        { id: L1, businessId: B, orderId: O1, name: 'Rodízio de pizza', quantity: 1000, unitPrice: 6990, totalPrice: 6990 },
        ...ids.map((id) => ({ id, businessId: B, orderId: O1, name: 'Rodízio de pizza', quantity: 1000, unitPrice: 6990, totalPrice: 6990 })),
        { id: L2, businessId: B, orderId: targetOrderId, name: 'Chopp Brahma 300 ml', quantity: 1000, unitPrice: 1290, totalPrice: 1290 },
      ]);
      await db.collection('orders').put({ id: targetOrderId, businessId: B, number: 9, orderPadId: PAD2, serviceId: SVC, status: 'confirmed', deliveryMode: 'saloon' });
    });
    expect(await padTotal(PAD1)).toEqual(shown);
    expect(await db.collection('orders').get(targetOrderId)).toMatchObject({ number: 9 });
  });

  it('changes an order status along the shared transitions only', async () => {
    const ready = change('orders.changeStatus', 'PUT', `/orders/${O1}/change-status`, { status: 'readyToConsumption' });
    const back = change('orders.changeStatus', 'PUT', `/orders/${O1}/change-status`, { status: 'pending' });
    await rebase(db, B, [ready, back]);
    // The second is not allowed from "ready" (the server refuses it too): not pictured.
    expect(await db.collection('orders').get(O1)).toMatchObject({ status: 'readyToConsumption', pending: ready.callId });
    const cancel = change('orders.changeStatus', 'PUT', `/orders/${O1}/change-status`, { status: 'canceled', reason: 'Cliente desistiu' });
    await rebase(db, B, [ready, back, cancel]);
    expect(await db.collection('orders').get(O1)).toMatchObject({ status: 'canceled', canceledAt: cancel.createdAt });
    await rebase(db, B, []);
    const restored = await db.collection('orders').get(O1);
    expect(restored?.status).toBe('confirmed');
    expect(restored?.pending).toBeFalsy();
  });

  it('checks and dispatches a delivery: on its way with the delivery man, through the statuses it skipped', async () => {
    const check = change('orders.checkDelivery', 'PUT', '/orders/check-delivery', { orderIds: [DO] });
    const dispatch = change('orders.dispatchDelivery', 'PUT', '/orders/dispatch-delivery', { orderId: DO, deliveryManId: DMAN, isDispatchNotification: false });
    await rebase(db, B, [dispatch]);
    // Not checked yet: the server refuses a dispatch, so nothing shows.
    expect(await db.collection('orders').get(DO)).toMatchObject({ status: 'confirmed', dispatchedAt: null });
    await rebase(db, B, [check, dispatch]);
    expect(await db.collection('orders').get(DO)).toMatchObject({
      status: 'delivering',
      deliveryManId: DMAN,
      deliveryCheckedAt: check.createdAt,
      dispatchedAt: dispatch.createdAt,
      pending: dispatch.callId,
    });
  });

  it('a new customer with phone and address shows where the checkout looks them up', async () => {
    const [E, P, A] = [newId(), newId(), newId()];
    await rebase(db, B, [
      change('entities.create', 'POST', '/entities', { id: E, type: 'customer', name: '  Paulo Henrique Costa ' }),
      change('entityPhones.create', 'POST', `/entities/${E}/phones`, { id: P, number: '11955554444', main: true }),
      change('entityAddresses.create', 'POST', `/entities/${E}/addresses`, {
        id: A,
        type: 'residential',
        cep: '04538133',
        street: 'Avenida Brigadeiro Faria Lima',
        number: '3477',
        complement: null,
        neighborhood: 'Itaim Bibi',
        city: 'São Paulo',
        state: 'SP',
        reference: null,
      }),
    ]);
    expect(await db.collection('entities').get(E)).toMatchObject({ name: 'Paulo Henrique Costa', type: 'customer', available: true, businessId: B });
    expect(await db.collection('entityPhones').where('entityId').equals(E).toArray()).toMatchObject([{ id: P, number: '11955554444', main: true }]);
    expect(await db.collection('entityAddresses').where('entityId').equals(E).toArray()).toMatchObject([
      { id: A, street: 'Avenida Brigadeiro Faria Lima', number: '3477', neighborhood: 'Itaim Bibi', city: 'São Paulo', state: 'SP', complement: null },
    ]);
    await rebase(db, B, []);
    expect(await db.collection('entities').get(E)).toBeUndefined();
    expect(await db.collection('entityPhones').count()).toBe(0);
  });
});
