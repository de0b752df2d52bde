// The PostgreSQL suite: the same server on a real PostgreSQL 15 that this test starts itself
// (DATABASE_URL path): migrations, login, a comanda settled end to end, the change cursor,
// 100 concurrent repeats with one effect, and the tenant guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orderProducts, orders, payments } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import pg from 'pg';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let pgServer: TestPostgres & { databaseUrl: string };
let server: RunningServer;
let cashier: Client;

beforeAll(async () => {
  const started = await startPostgres();
  pgServer = { ...started, databaseUrl: await started.createDatabase('pos_test') };
  server = await startTestServer(pgServer.databaseUrl);
  cashier = await login(server.url, 'cashier');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await pgServer?.stop();
});

describe('on PostgreSQL', () => {
  it('serves health from PostgreSQL and the seeded demo', async () => {
    const health = await cashier.get('/health');
    expect(health.body).toMatchObject({ status: 'ok', database: 'postgres' });
    const t = await cashier.gql<{ tables: { type: string }[] }>('query($b: ID!){ tables(businessId: $b){ type } }', { b: DEMO_BUSINESS_ID });
    const kinds = t.body.data?.tables.map((x) => x.type) ?? [];
    expect(kinds.filter((k) => k === 'table')).toHaveLength(20);
    expect(kinds.filter((k) => k === 'order-slip')).toHaveLength(50);
    expect(kinds.filter((k) => k === 'reference-point')).toHaveLength(3);
  });

  it('settles a comanda: half-and-half pizza by the highest flavour, 10 % fee, cash with change, close frees the table', async () => {
    const { padId } = await padWithOrder(cashier, 'table:10', [
      {
        productId: demoId('product:pizza-grande'),
        selections: [{ productSubproductId: demoId('ps:pizza-grande:margherita') }, { productSubproductId: demoId('ps:pizza-grande:quatro-queijos') }],
      },
    ]);
    const pay = await cashier.post<{ change: number; orderPadTotals: { total: number; balance: number } }>(cashier.b(`order-pads/${padId}/payments`), {
      paymentMethodId: demoId('pm:dinheiro'),
      amount: 8019,
      tendered: 10_000,
    });
    expect(pay.status).toBe(201);
    expect(pay.body).toMatchObject({ change: 1981, orderPadTotals: { total: 8019, balance: 0 } });
    expect((await cashier.put(cashier.b(`order-pads/${padId}/close`))).status).toBe(200);
    const tables = await cashier.gql<{ tables: { id: string; status: string }[] }>('query($b: ID!){ tables(businessId: $b){ id status } }', { b: DEMO_BUSINESS_ID });
    expect(tables.body.data?.tables.find((x) => x.id === demoId('table:10'))?.status).toBe('released');
  });

  it('leaves exactly one effect after 100 concurrent repeats of one write', async () => {
    const { padId } = await padWithOrder(cashier, 'table:11', [{ productId: demoId('product:chopp'), quantity: 10_000 }]);
    const body = { id: newId(), paymentMethodId: demoId('pm:credito'), creditCardBannerId: demoId('banner:credito:Visa'), amount: 4000 };
    const answers = await Promise.all(Array.from({ length: 100 }, () => cashier.post(cashier.b(`order-pads/${padId}/payments`), body, 'pg-burst')));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await server.database.db.select().from(payments).where(eq(payments.orderPadId, padId))).toHaveLength(1);
  });

  it('runs writes on different comandas side by side and takes turns on one: no overpayment, no deadlock', async () => {
    // Pad A: 40 payments race for a balance that takes exactly 10, while whole-business writes (the pad's own
    // update, which waits for all of them) cut in. Pad B: orders, payments and items on its first order at once.
    const a = await padWithOrder(cashier, 'table:12', [{ productId: demoId('product:chopp'), quantity: 10_000 }]);
    const b = await padWithOrder(cashier, 'table:13', [{ productId: demoId('product:coca-lata'), quantity: 1000 }]);
    const q = 'query($b: ID!, $id: ID!){ orderPad(businessId: $b, id: $id){ totals { total balance } } }';
    const before = await cashier.gql<{ orderPad: { totals: { total: number; balance: number } } }>(q, { b: DEMO_BUSINESS_ID, id: a.padId });
    const total = before.body.data?.orderPad.totals.total ?? 0;
    expect(total % 10).toBe(0);
    const share = total / 10;
    const pay = (padId: string, amount: number) =>
      cashier.post(cashier.b(`order-pads/${padId}/payments`), { id: newId(), paymentMethodId: demoId('pm:pix'), amount });
    const orderBodies = Array.from({ length: 10 }, () => ({
      id: newId(),
      orderPadId: b.padId,
      deliveryMode: 'saloon',
      originType: 'saloon',
      products: [{ id: newId(), productId: demoId('product:coca-lata'), quantity: 1000 }],
    }));
    const writes = [
      ...Array.from({ length: 40 }, () => pay(a.padId, share)),
      ...Array.from({ length: 5 }, (_, i) => cashier.put(cashier.b(`order-pads/${a.padId}`), { description: `mesa 12, ${i}` })),
      ...orderBodies.map((body) => cashier.post(cashier.b('orders'), body)),
      ...Array.from({ length: 10 }, () => pay(b.padId, 100)),
      ...Array.from({ length: 10 }, () =>
        cashier.post(cashier.b(`orders/${b.orderId}/products`), { id: newId(), productId: demoId('product:coca-lata'), quantity: 1000 }),
      ),
    ];
    const answers = await Promise.all(writes);
    const statuses = answers.map((x) => x.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const onA = statuses.slice(0, 40);
    expect(onA.filter((s) => s === 201)).toHaveLength(10);
    expect(onA.filter((s) => s === 409)).toHaveLength(30);
    expect(statuses.slice(40, 45)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(45)).toEqual(Array(30).fill(201));
    const fired = answers.slice(45, 55).map((x) => x.body as { id: string; number: number });
    const numbers = fired.map((o) => o.number);
    expect(new Set(numbers).size).toBe(10);
    // Taken in turn with the commit: ten numbers with no gap, each stored as answered.
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(9);
    const kept = await server.database.db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, fired.map((o) => o.id)));
    expect(Object.fromEntries(kept.map((o) => [o.id, o.number]))).toEqual(Object.fromEntries(fired.map((o) => [o.id, o.number])));
    // A repeat of one of them answers its number again and takes none.
    const again = await cashier.post(cashier.b('orders'), orderBodies[0]);
    expect(again.status).toBe(201);
    expect((again.body as { number: number }).number).toBe(fired[0]!.number);
    const paidA = await server.database.db.select().from(payments).where(eq(payments.orderPadId, a.padId));
    expect(paidA.reduce((sum, p) => sum + p.amount, 0)).toBe(total);
    const after = await cashier.gql<{ orderPad: { totals: { balance: number } } }>(q, { b: DEMO_BUSINESS_ID, id: a.padId });
    expect(after.body.data?.orderPad.totals.balance).toBe(0);
    const itemsOfB = await server.database.db.select().from(orderProducts).where(eq(orderProducts.orderId, b.orderId));
    expect(itemsOfB).toHaveLength(11);
  });

  it('pulls changes by cursor and refuses another business', async () => {
    const before = await cashier.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO_BUSINESS_ID });
    const seq = before.body.data?.counterChanges.seq ?? 0;
    const { padId } = await padWithOrder(cashier, 'table:12', [{ productId: demoId('product:agua') }]);
    const delta = await cashier.gql<{ counterChanges: { seq: number; orderPads: { id: string }[]; orders: { id: string }[] } }>(
      'query($b: ID!, $s: Int){ counterChanges(businessId: $b, sinceSeq: $s){ seq orderPads { id } orders { id } } }',
      { b: DEMO_BUSINESS_ID, s: seq },
    );
    expect(delta.body.data?.counterChanges.seq).toBe(seq + 2);
    expect(delta.body.data?.counterChanges.orderPads).toEqual([{ id: padId }]);
    const ze = await login(server.url, 'other');
    expect((await ze.put(`/businesses/${DEMO_BUSINESS_ID}/order-pads/${padId}/close`)).status).toBe(403);
  });

  it('never hands out a cursor past a write still running: it comes in the next pull', async () => {
    type Changes = { counterChanges: { seq: number; tables: { id: string; name: string }[]; orderPads: { id: string }[] } };
    const q = 'query($b: ID!, $s: Int){ counterChanges(businessId: $b, sinceSeq: $s){ seq tables { id name } orderPads { id } } }';
    const start = (await cashier.gql<Changes>(q, { b: DEMO_BUSINESS_ID, s: 0 })).body.data?.counterChanges.seq ?? 0;
    // Another terminal's write, slow to commit: it took its stamp first and holds it open.
    const held = new pg.Client({ connectionString: pgServer.databaseUrl });
    await held.connect();
    try {
      await held.query('begin');
      const stamp = Number((await held.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0]?.x);
      await held.query("update tables set name = 'Mesa 1 (varanda)', change_seq = pg_current_xact_id()::text::bigint where id = $1", [demoId('table:1')]);
      // Meanwhile this terminal opens a comanda: it commits first, with a later stamp.
      const pad = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { tableId: demoId('slip:33') });
      expect(pad.status).toBe(201);
      const during = (await cashier.gql<Changes>(q, { b: DEMO_BUSINESS_ID, s: start })).body.data?.counterChanges;
      expect(during?.seq).toBeLessThan(stamp);
      expect(during?.orderPads).toEqual([]);
      await held.query('commit');
      // The next pull from that cursor brings both: nothing was skipped.
      const after = (await cashier.gql<Changes>(q, { b: DEMO_BUSINESS_ID, s: during?.seq })).body.data?.counterChanges;
      expect(after?.tables).toEqual([{ id: demoId('table:1'), name: 'Mesa 1 (varanda)' }]);
      expect(after?.orderPads).toEqual([{ id: pad.body.id }]);
    } finally {
      await held.end();
    }
  });
});
