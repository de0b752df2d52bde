// Idempotent writes and the change cursor, on PGlite: repeats answer the first answer and change nothing,
// the same key with another body is 409, 100 concurrent repeats leave one effect, soft deletes reach the puller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, payments } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { changedSince, DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const coke = { productId: demoId('product:coca-lata'), quantity: 3000 };

describe('idempotent writes', () => {
  it('answers a repeat of a key with the first answer and changes nothing', async () => {
    const { padId } = await padWithOrder(cashier, 'table:1', [coke]);
    const body = { paymentMethodId: demoId('pm:pix'), amount: 1000 };
    const first = await cashier.post(cashier.b(`order-pads/${padId}/payments`), body, 'pay-1');
    const again = await cashier.post(cashier.b(`order-pads/${padId}/payments`), body, 'pay-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    const rows = await server.database.db.select().from(payments).where(eq(payments.orderPadId, padId));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 when a key comes back with another body', async () => {
    const { padId } = await padWithOrder(cashier, 'table:2', [coke]);
    await cashier.post(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 500 }, 'pay-2');
    const other = await cashier.post(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 700 }, 'pay-2');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'Esta chave de idempotência já foi usada com outro conteúdo' });
  });

  it('treats a create re-sent with its client id as a no-op success, and another content for that id like a malformed id (400)', async () => {
    const id = newId();
    const body = { id, type: 'table', name: 'Mesa 99', number: 99 };
    const manager = await login(server.url, 'manager');
    const first = await manager.post(manager.b('tables'), body);
    const again = await manager.post(manager.b('tables'), body);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const clash = await manager.post(manager.b('tables'), { ...body, name: 'Mesa 100' });
    // The same answer as a malformed id: a used id says nothing about where it is used (issue 13 item 16).
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ message: 'Dados inválidos: Identificador: Deve ser um identificador (UUID) válido', issues: [{ path: 'id', message: 'Deve ser um identificador (UUID) válido' }] });
  });

  it('answers a repeat of a refused write with the same refusal, even after the state changed', async () => {
    const { padId } = await padWithOrder(cashier, 'table:3', [coke]);
    const refused = await cashier.put(cashier.b(`order-pads/${padId}/close`), {}, 'close-early');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'A comanda ainda tem R$ 21,45 a pagar' });
    await cashier.post(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 2145 });
    const repeat = await cashier.put(cashier.b(`order-pads/${padId}/close`), {}, 'close-early');
    expect(repeat.status).toBe(409);
    expect((await cashier.put(cashier.b(`order-pads/${padId}/close`), {}, 'close-now')).status).toBe(200);
  });

  it('leaves exactly one effect after 100 concurrent repeats of one write', async () => {
    const { padId } = await padWithOrder(cashier, 'table:4', [{ productId: demoId('product:chopp'), quantity: 10_000 }]);
    const body = { id: newId(), paymentMethodId: demoId('pm:dinheiro'), amount: 5000, tendered: 10_000 };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => cashier.post(cashier.b(`order-pads/${padId}/payments`), body, 'burst-key')),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const rows = await server.database.db.select().from(payments).where(eq(payments.orderPadId, padId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 5000, tendered: 10_000, change: 5000 });
    const events = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'addPayment'), eq(auditEvents.entityId, body.id)));
    expect(events).toHaveLength(1);
  });

  it('writes nothing when a write fails half-way (one transaction)', async () => {
    const { padId } = await padWithOrder(cashier, 'table:6', [coke]);
    const before = await cashier.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO_BUSINESS_ID });
    // The second line names an unknown product: the whole order is refused, the first line is not kept.
    const res = await cashier.post(cashier.b('orders'), {
      orderPadId: padId,
      products: [coke, { productId: newId() }],
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Produto não encontrado' });
    expect(await changedSince(cashier, before.body.data?.counterChanges.seq ?? 0)).toBe(0);
    const pad = await cashier.gql<{ orderPad: { totals: { subtotal: number } } }>('query($b: ID!, $id: ID!){ orderPad(businessId: $b, id: $id){ totals { subtotal } } }', { b: DEMO_BUSINESS_ID, id: padId });
    expect(pad.body.data?.orderPad.totals.subtotal).toBe(1950);
  });
});

describe('change cursor', () => {
  it('returns only what changed since the cursor, soft deletes included, and a cursor that moves forward', async () => {
    const q = `query($b: ID!, $s: Int){ counterChanges(businessId: $b, sinceSeq: $s){ seq tables { id name deletedAt } orderPads { id } payments { id deletedAt } } }`;
    type Changes = { counterChanges: { seq: number; tables: { id: string; name: string; deletedAt: string | null }[]; orderPads: { id: string }[]; payments: { id: string; deletedAt: string | null }[] } };
    const full = await cashier.gql<Changes>(q, { b: DEMO_BUSINESS_ID });
    expect(full.body.data?.counterChanges.tables.length).toBeGreaterThanOrEqual(73);
    const cursor = full.body.data?.counterChanges.seq ?? 0;

    const manager = await login(server.url, 'manager');
    const table = await manager.post<{ id: string }>(manager.b('tables'), { type: 'reference-point', name: 'Calçada' });
    await manager.del(manager.b(`tables/${table.body.id}`));
    const { padId } = await padWithOrder(cashier, 'table:7', [coke]);
    const pay = await cashier.post<{ id: string }>(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 100 });
    await cashier.del(cashier.b(`order-pads/${padId}/payments/${pay.body.id}`));

    const delta = await cashier.gql<Changes>(q, { b: DEMO_BUSINESS_ID, s: cursor });
    const changes = delta.body.data?.counterChanges;
    // Six writes, each its own transaction: the cursor passed all six stamps.
    expect(changes?.seq).toBeGreaterThanOrEqual(cursor + 6);
    expect(changes?.tables).toEqual([{ id: table.body.id, name: 'Calçada', deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$/) }]);
    expect(changes?.orderPads.map((p) => p.id)).toEqual([padId]);
    expect(changes?.payments).toEqual([{ id: pay.body.id, deletedAt: expect.any(String) }]);

    const none = await cashier.gql<Changes>(q, { b: DEMO_BUSINESS_ID, s: changes?.seq });
    expect(none.body.data?.counterChanges).toEqual({ seq: changes?.seq, tables: [], orderPads: [], payments: [] });
    // The per-collection query takes the same cursor.
    const tables = await cashier.gql<{ tables: { id: string }[] }>('query($b: ID!, $s: Int){ tables(businessId: $b, sinceSeq: $s){ id } }', { b: DEMO_BUSINESS_ID, s: cursor });
    expect(tables.body.data?.tables).toEqual([{ id: table.body.id }]);
  });
});
