// The routes-orderproducts survivors of the first mutation run (mutation/README.md), over HTTP on a real database:
// a line written moves its comanda's stamp (so the mirrors pull the comanda again), the comanda's bound of
// R$ 10.000.000,00 holds across its orders, an order of no comanda is held to the same bound by its own live lines
// and delivery fee, and a line updated to the quantity it already has is not a lowering (no manager needed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderPads, products } from '../../../src-server/db/schema.js';
import { boundMessages } from '../../../src-server/http/bounds.js';
import type { RunningServer } from '../../../src-server/server.js';
import { demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;

/** A bottle of R$ 1.000.000,00: the dearest line there may be (http/bounds.ts), ten of them make the bound. */
const rare = demoId('product:coca-lata');
const bottle = () => ({ productId: rare, quantity: 1000 });
const refusedByBound = { message: boundMessages.pad, issues: [{ path: 'products', message: boundMessages.pad }] };

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
  await server.database.db.update(products).set({ price: 100_000_000 }).where(eq(products.id, rare));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const padSeq = async (id: string) => (await server.database.db.select({ s: orderPads.changeSeq }).from(orderPads).where(eq(orderPads.id, id)))[0]!.s;
const addLine = (c: Client, orderId: string) => c.post<{ id: string; message?: string }>(c.b(`orders/${orderId}/products`), { id: newId(), ...bottle() });

describe("a line written moves its comanda's stamp", () => {
  it('adding a line gives the comanda a newer change stamp', async () => {
    const { padId, orderId } = await padWithOrder(cashier, 'table:15', [{ productId: demoId('product:caipirinha'), quantity: 1000 }]);
    const before = await padSeq(padId);
    const added = await cashier.post(cashier.b(`orders/${orderId}/products`), { id: newId(), productId: demoId('product:caipirinha'), quantity: 1000 });
    expect(added.status).toBe(201);
    expect(await padSeq(padId)).toBeGreaterThan(before);
  });
});

describe("the comanda's bound across its orders", () => {
  it('refuses the line that takes two orders of one comanda past R$ 10.000.000,00', async () => {
    const { padId, orderId } = await padWithOrder(manager, 'table:16', [bottle(), bottle(), bottle(), bottle(), bottle(), bottle()]);
    const second = await manager.post<{ id: string }>(manager.b('orders'), { id: newId(), orderPadId: padId, deliveryMode: 'saloon', originType: 'saloon', products: [bottle(), bottle(), bottle()] });
    expect(second.status).toBe(201);
    // 6 + 3 + 1 bottles: exactly the bound, still taken
    expect((await addLine(manager, second.body.id)).status).toBe(201);
    // the eleventh passes it, though its own order holds only five
    const past = await addLine(manager, second.body.id);
    expect(past.status).toBe(400);
    expect(past.body).toEqual(refusedByBound);
    expect((await addLine(manager, orderId)).status).toBe(400);
  });
});

describe('an order of no comanda (delivery)', () => {
  it('is held to the bound by its own live lines and its delivery fee', async () => {
    const order = await manager.post<{ id: string; deliveryFee: number }>(manager.b('orders'), {
      id: newId(),
      deliveryMode: 'delivery',
      originType: 'phone',
      entityId: demoId('entity:maria'),
      entityAddressId: demoId('address:maria'),
      deliveryMethodId: demoId('dm:entrega'),
      products: [bottle(), bottle(), bottle(), bottle(), bottle()],
    });
    expect(order.status).toBe(201);
    expect(order.body.deliveryFee).toBe(700);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const added = await addLine(manager, order.body.id);
      expect(added.status).toBe(201);
      ids.push(added.body.id);
    }
    // nine bottles and the fee: R$ 9.000.007,00. A tenth would make R$ 10.000.007,00: the fee takes it past.
    const tenth = await addLine(manager, order.body.id);
    expect(tenth.status).toBe(400);
    expect(tenth.body).toEqual(refusedByBound);
    // a removed line no longer counts: the tenth fits once one is gone
    expect((await manager.del(manager.b(`orders/${order.body.id}/products/${ids[0]}`))).status).toBe(200);
    expect((await addLine(manager, order.body.id)).status).toBe(201);
  });

  it("counts only its own lines, not other orders' of the business", async () => {
    const order = await manager.post<{ id: string }>(manager.b('orders'), { id: newId(), deliveryMode: 'balcony', products: [bottle()] });
    expect(order.status).toBe(201);
    // the business holds far more than the bound in the tests above; this order holds one bottle
    expect((await addLine(manager, order.body.id)).status).toBe(201);
  });
});

describe('updating a line to the quantity it has', () => {
  it('is no lowering: a cashier without the grant may do it (a note changed, the quantity kept)', async () => {
    const { orderId } = await padWithOrder(cashier, 'table:18', [{ productId: demoId('product:caipirinha'), quantity: 2000 }]);
    const line = (await server.database.db.query.orderProducts.findFirst({ where: (l, { eq: is }) => is(l.orderId, orderId) }))!;
    const same = await cashier.put<{ quantity: number; observation: string }>(cashier.b(`orders/${orderId}/products/${line.id}`), { quantity: 2000, observation: 'sem gelo' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ quantity: 2000, observation: 'sem gelo' });
  });
});
