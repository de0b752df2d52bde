// Survivors of the http-writes mutation set (issue 20): what the write pipeline (http/writes.ts) adds to every
// write, over HTTP on a real database: the audit event with who and the write's stamp, the comanda a write touched
// stamped with it, an order's number in the answer and in the key's stored answer, the answer sent as stored, and an
// id made where the client sent none; a write that changes who may do what takes effect on the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { auditEvents, idempotencyKeys, orderPads, orders, payments, userBusinesses } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const coke = { productId: demoId('product:coca-lata'), quantity: 1000 };
const db = () => server.database.db;

describe('what every write adds', () => {
  it('audits who did it with the write’s stamp, and stamps the comanda it touched with the same', async () => {
    const { padId } = await padWithOrder(cashier, 'table:3', [coke]);
    const [before] = await db().select().from(orderPads).where(eq(orderPads.id, padId));
    const pay = await cashier.post<{ id: string }>(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 300 }, newId());
    expect(pay.status).toBe(201);
    const [payment] = await db().select().from(payments).where(eq(payments.id, pay.body.id));
    const events = await db().select().from(auditEvents).where(eq(auditEvents.entityId, pay.body.id));
    expect(events).toEqual([
      expect.objectContaining({
        businessId: DEMO_BUSINESS_ID,
        type: 'addPayment',
        severity: 'info',
        entityType: 'payment',
        userId: DEMO_USERS.cashier.id,
        data: { orderPadId: padId, amount: 300, tip: 0, change: 0 },
        changeSeq: payment!.changeSeq,
      }),
    ]);
    const [after] = await db().select().from(orderPads).where(eq(orderPads.id, padId));
    expect(after!.changeSeq).toBe(payment!.changeSeq);
    expect(after!.changeSeq).toBeGreaterThan(before!.changeSeq);
    expect(after!.updatedAt).toEqual(payment!.updatedAt);
    expect(events[0]!.createdAt).toEqual(payment!.createdAt);
  });

  it('gives an order its number in the answer, in the key’s stored answer and in its row, the next one each time', async () => {
    const bodies = [newId(), newId()].map((id) => ({ id, deliveryMode: 'balcony', products: [coke] }));
    const place = (i: number) => cashier.post<{ id: string; number: number }>(cashier.b('orders'), bodies[i], `order-number-${i}`);
    const first = await place(0);
    const second = await place(1);
    expect(first.status).toBe(201);
    expect(second.body.number).toBe(first.body.number + 1);
    expect(first.body.number).toBeGreaterThan(0);
    const [row] = await db().select().from(orders).where(eq(orders.id, second.body.id));
    expect(row!.number).toBe(second.body.number);
    const [key] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, DEMO_BUSINESS_ID), eq(idempotencyKeys.key, 'order-number-1')));
    expect(key!.answer).toEqual(second.body);
    const again = await place(1);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(second.body);
  });

  it('answers JSON, exactly what the key stored, with ISO timestamps', async () => {
    const res = await cashier.post<{ id: string; createdAt: string }>(cashier.b('order-pads/open/'), { tableId: demoId('table:9') }, 'open-no-id');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    // no id sent: a UUIDv7 made by the server
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [key] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, DEMO_BUSINESS_ID), eq(idempotencyKeys.key, 'open-no-id')));
    expect(key).toMatchObject({ method: 'POST', status: 201, answer: res.body });
  });
});

describe('a write that changes who may do what', () => {
  it('takes effect on the next request: a removed link refuses at once, and another business’s manager cannot remove one', async () => {
    const waiter = await login(server.url, 'waiter');
    const other = await login(server.url, 'other');
    const open = (c: Client, table: string) => c.post(c.b('order-pads/open/'), { tableId: demoId(table) });
    // the waiter's link is read, and remembered for a while, by this write
    expect((await open(waiter, 'table:10')).status).toBe(201);
    const [link] = await db()
      .select()
      .from(userBusinesses)
      .where(and(eq(userBusinesses.businessId, DEMO_BUSINESS_ID), eq(userBusinesses.userId, DEMO_USERS.waiter.id), isNull(userBusinesses.deletedAt)));
    const foreign = await other.request('DELETE', `/user-business/${link!.id}`, {}, { 'idempotency-key': newId() });
    expect(foreign.status).toBe(403);
    const removed = await cashier.request('DELETE', `/user-business/${link!.id}`, {}, { 'idempotency-key': newId() });
    expect(removed.status).toBe(403); // a cashier does not manage people
    const manager = await login(server.url, 'manager');
    expect((await manager.request('DELETE', `/user-business/${link!.id}`, {}, { 'idempotency-key': newId() })).status).toBe(200);
    expect((await open(waiter, 'table:11')).status).toBe(403);
  });
});
