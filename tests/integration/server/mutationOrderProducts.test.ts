// Survivors of the routes-orderproducts mutation set (issue 20), over HTTP on a real database: a line is changed
// only through its own order, a can is never sold by the fraction, a division takes the ids it was given and
// refuses one in use, a transfer refuses its own comanda and lines of another order, and each write's audit event
// says what it did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, orderProducts, orders } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

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
type Line = { id: string; orderId: string; quantity: number; unitPrice: number; totalPrice: number; name: string; deletedAt: string | null };

async function audit(entityId: string) {
  const rows = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
  return rows.map((r) => ({ type: r.type, entityType: r.entityType, data: r.data as Record<string, unknown> }));
}

async function linesOf(orderId: string) {
  return server.database.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
}

describe('a line changed through another order', () => {
  it('is not found (404) on update and delete, and stays as it was', async () => {
    const a = await padWithOrder(manager, 'table:1', [coke()]);
    const b = await padWithOrder(manager, 'table:2', [coke(2)]);
    const [lineB] = await linesOf(b.orderId);
    const update = await manager.put(manager.b(`orders/${a.orderId}/products/${lineB!.id}`), { quantity: 5000 });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ message: 'Produto do pedido não encontrado' });
    const del = await manager.del(manager.b(`orders/${a.orderId}/products/${lineB!.id}`));
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ message: 'Produto do pedido não encontrado' });
    expect(await linesOf(b.orderId)).toEqual([expect.objectContaining({ id: lineB!.id, quantity: 2000, totalPrice: 1300, deletedAt: null })]);
  });
});

describe('adding a line', () => {
  it('answers 201 with the stored line and audits its name and quantity', async () => {
    const { orderId } = await padWithOrder(manager, 'table:3', [coke()]);
    const id = newId();
    const added = await manager.post<Line>(manager.b(`orders/${orderId}/products`), { id, ...coke(3) });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id, orderId, quantity: 3000, unitPrice: 650, totalPrice: 1950, name: 'Coca-Cola lata 350 ml' });
    expect(await audit(id)).toEqual([{ type: 'addOrderProduct', entityType: 'orderProduct', data: { orderId, name: 'Coca-Cola lata 350 ml', quantity: 3000 } }]);
  });
});

describe('updating a line', () => {
  it('refuses a fraction of a can (409) and prices a new whole quantity from the unit price', async () => {
    const { orderId } = await padWithOrder(manager, 'table:4', [coke(2)]);
    const [line] = await linesOf(orderId);
    const path = manager.b(`orders/${orderId}/products/${line!.id}`);
    const fraction = await manager.put(path, { quantity: 2500 });
    expect(fraction.status).toBe(409);
    expect(fraction.body).toEqual({ message: 'Coca-Cola lata 350 ml não é vendido por peso ou fração: use quantidades inteiras' });
    const more = await manager.put<Line>(path, { quantity: 5000 });
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ quantity: 5000, totalPrice: 3250 });
    // an observation alone keeps the price
    const noted = await manager.put<Line & { observation: string }>(path, { observation: 'gelada' });
    expect(noted.body).toMatchObject({ quantity: 5000, totalPrice: 3250, observation: 'gelada' });
    expect(await audit(line!.id)).toEqual([
      { type: 'updateOrderProduct', entityType: 'orderProduct', data: { before: { quantity: 2000 }, after: { quantity: 5000 } } },
      { type: 'updateOrderProduct', entityType: 'orderProduct', data: { before: { quantity: 5000 }, after: { observation: 'gelada' } } },
    ]);
  });

  it('takes grams of a product sold by weight', async () => {
    const { orderId } = await padWithOrder(manager, 'table:5', [{ productId: demoId('product:buffet'), quantity: 500 }]);
    const [line] = await linesOf(orderId);
    const res = await manager.put<Line>(manager.b(`orders/${orderId}/products/${line!.id}`), { quantity: 750 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ quantity: 750, totalPrice: 5618 });
  });

  it('refuses a combo or an all-you-can-eat line that is not this business’s (404)', async () => {
    const { orderId } = await padWithOrder(manager, 'table:6', [coke()]);
    const [line] = await linesOf(orderId);
    const path = manager.b(`orders/${orderId}/products/${line!.id}`);
    const combo = await manager.put(path, { comboId: newId() });
    expect(combo.status).toBe(404);
    expect(combo.body).toEqual({ message: 'Produto não encontrado' });
    const ayce = await manager.put(path, { allYouCanEatOrderProductId: newId() });
    expect(ayce.status).toBe(404);
    expect(ayce.body).toEqual({ message: 'Produto do pedido não encontrado' });
    expect((await manager.put(path, { comboId: demoId('product:combo-burger') })).status).toBe(200);
  });
});

describe('deleting a line', () => {
  it('marks it deleted, takes it off the comanda and audits its name and price', async () => {
    const { padId, orderId } = await padWithOrder(manager, 'table:7', [coke(2), { productId: demoId('product:batata') }]);
    const line = (await linesOf(orderId)).find((l) => l.name.startsWith('Coca'))!;
    const res = await manager.del<Line>(manager.b(`orders/${orderId}/products/${line.id}`));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: line.id, deletedAt: expect.any(String) });
    const pad = await manager.gql<{ orderPad: { totals: { subtotal: number } } }>('query($b: ID!, $id: ID!){ orderPad(businessId: $b, id: $id){ totals { subtotal } } }', {
      b: DEMO_BUSINESS_ID,
      id: padId,
    });
    expect(pad.body.data?.orderPad.totals.subtotal).toBe(2490);
    const [event] = await audit(line.id);
    expect(event).toMatchObject({ type: 'removeOrderProduct', entityType: 'orderProduct', data: { orderId, name: 'Coca-Cola lata 350 ml', totalPrice: 1300 } });
  });
});

describe('dividing a line', () => {
  it('refuses more parts than the quantity (409) and changes nothing, takes as many', async () => {
    // 3 g of the buffet cannot go into 4 parts (the schema allows up to 50 parts)
    const { orderId } = await padWithOrder(manager, 'table:8', [{ productId: demoId('product:buffet'), quantity: 3 }]);
    const [line] = await linesOf(orderId);
    const res = await manager.put(manager.b('orders/products/divide'), { id: line!.id, parts: 4 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'A quantidade não pode ser dividida nessas partes' });
    expect(await linesOf(orderId)).toHaveLength(1);
    // as many parts as grams is the most it takes
    expect((await manager.put(manager.b('orders/products/divide'), { id: line!.id, parts: 3 })).status).toBe(200);
    expect((await linesOf(orderId)).map((l) => l.quantity)).toEqual([1, 1, 1]);
  });

  it('splits quantity and price into the ids it was given, and audits the division', async () => {
    const { orderId } = await padWithOrder(manager, 'table:9', [coke(2)]);
    const [line] = await linesOf(orderId);
    const newIds = [newId(), newId()];
    const res = await manager.put<{ products: Line[]; total: number }>(manager.b('orders/products/divide'), { id: line!.id, parts: 3, newIds });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1300);
    const rows = await linesOf(orderId);
    expect(rows.map((r) => [r.id, r.quantity, r.totalPrice, r.name]).sort()).toEqual(
      [
        [line!.id, 667, 434, 'Coca-Cola lata 350 ml'],
        [newIds[0], 667, 433, 'Coca-Cola lata 350 ml'],
        [newIds[1], 666, 433, 'Coca-Cola lata 350 ml'],
      ].sort(),
    );
    expect(res.body.products.map((p) => p.id).sort()).toEqual([line!.id, ...newIds].sort());
    expect(await audit(line!.id)).toContainEqual({ type: 'updateOrderProduct', entityType: 'orderProduct', data: { divided: 3, into: [line!.id, ...newIds] } });
  });

  it('refuses a new id already in use (400) and changes nothing', async () => {
    const { orderId } = await padWithOrder(manager, 'table:10', [coke(2), coke(1)]);
    const [first, second] = await linesOf(orderId);
    const res = await manager.put(manager.b('orders/products/divide'), { id: first!.id, parts: 2, newIds: [second!.id] });
    expect(res.status).toBe(400);
    expect(await linesOf(orderId)).toHaveLength(2);
    expect((await linesOf(orderId)).find((l) => l.id === first!.id)).toMatchObject({ quantity: first!.quantity });
  });
});

describe('transferring lines', () => {
  it('refuses the comanda the order is on (409) and a line of another order (404)', async () => {
    const a = await padWithOrder(manager, 'table:11', [coke()]);
    const b = await padWithOrder(manager, 'table:12', [coke()]);
    const [lineA] = await linesOf(a.orderId);
    const [lineB] = await linesOf(b.orderId);
    const same = await manager.post(manager.b(`orders/${a.orderId}/products/transfer`), { orderProductIds: [lineA!.id], targetOrderPadId: a.padId });
    expect(same.status).toBe(409);
    expect(same.body).toEqual({ message: 'Escolha outra comanda de destino' });
    const other = await manager.post(manager.b(`orders/${a.orderId}/products/transfer`), { orderProductIds: [lineA!.id, lineB!.id], targetOrderPadId: b.padId });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Produto do pedido não encontrado' });
    const missing = await manager.post(manager.b(`orders/${a.orderId}/products/transfer`), { orderProductIds: [lineA!.id, newId()], targetOrderPadId: b.padId });
    expect(missing.status).toBe(404);
    expect(await linesOf(a.orderId)).toHaveLength(1);
  });

  it('moves the lines to a new order of the target comanda under the id given, numbered next, like the order it left', async () => {
    const a = await padWithOrder(manager, 'table:13', [coke(), { productId: demoId('product:batata') }]);
    const b = await padWithOrder(manager, 'table:14', [coke()]);
    const [from] = await server.database.db.select().from(orders).where(eq(orders.id, a.orderId));
    const [last] = await server.database.db.select().from(orders).where(eq(orders.id, b.orderId));
    const coca = (await linesOf(a.orderId)).find((l) => l.name.startsWith('Coca'))!;
    const targetOrderId = newId();
    const res = await manager.post<{ from: { total: number; products: Line[] }; to: { id: string; number: number; total: number; orderPadId: string }; moved: Line[] }>(
      manager.b(`orders/${a.orderId}/products/transfer`),
      { orderProductIds: [coca.id], targetOrderPadId: b.padId, targetOrderId },
    );
    expect(res.status).toBe(200);
    expect(res.body.from).toMatchObject({ total: 2490, products: [expect.objectContaining({ name: 'Batata frita (porção)' })] });
    expect(res.body.to).toMatchObject({ id: targetOrderId, orderPadId: b.padId, total: 650, number: last!.number + 1 });
    expect(res.body.moved).toEqual([expect.objectContaining({ id: coca.id, orderId: targetOrderId })]);
    const [created] = await server.database.db.select().from(orders).where(and(eq(orders.id, targetOrderId)));
    expect(created).toMatchObject({
      number: last!.number + 1,
      orderPadId: b.padId,
      serviceId: b.serviceId,
      originType: from!.originType,
      deliveryMode: from!.deliveryMode,
      status: from!.status,
      paymentMode: from!.paymentMode,
    });
    expect(await linesOf(targetOrderId)).toEqual([expect.objectContaining({ id: coca.id })]);
    expect(await audit(coca.id)).toEqual([
      { type: 'transferOrderProduct', entityType: 'orderProduct', data: { fromOrderId: a.orderId, toOrderId: targetOrderId, toOrderPadId: b.padId } },
    ]);
  });

  it('refuses a target order id already in use (400) and moves nothing', async () => {
    const a = await padWithOrder(manager, 'table:15', [coke()]);
    const b = await padWithOrder(manager, 'table:16', [coke()]);
    const [lineA] = await linesOf(a.orderId);
    const res = await manager.post(manager.b(`orders/${a.orderId}/products/transfer`), { orderProductIds: [lineA!.id], targetOrderPadId: b.padId, targetOrderId: b.orderId });
    expect(res.status).toBe(400);
    expect(await linesOf(a.orderId)).toHaveLength(1);
  });
});
