// Gaps of the routes-orderpads mutation set (issue 20), over HTTP on a real database: the comandas a payment
// covers, the cash register audit a payment goes to, a payment changed or removed only through its own comanda and
// against the balance it left, a comanda's service fee and service, reopening, and customer accounts only through
// their own comanda.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, orderPads, payments, services } from '../../../src-server/db/schema.js';
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
type Totals = { subtotal: number; serviceFee: number; total: number; paid: number; balance: number };
const pix = demoId('pm:pix');
const db = () => server.database.db;

describe('what a payment covers and where it goes', () => {
  it('stores the comandas it covers, its own first, and refuses one that is not found', async () => {
    const a = await padWithOrder(manager, 'table:1', [coke()]);
    const b = await padWithOrder(manager, 'table:2', [coke()]);
    const pay = (body: Record<string, unknown>) => manager.post<{ id: string }>(manager.b(`order-pads/${a.padId}/payments`), { paymentMethodId: pix, amount: 100, ...body });
    const both = await pay({ orderPads: [b.padId, a.padId] });
    expect(both.status).toBe(201);
    const own = await pay({});
    const stored = await db().select().from(payments).where(eq(payments.orderPadId, a.padId));
    expect(stored.find((p) => p.id === both.body.id)?.orderPads).toEqual([a.padId, b.padId]);
    expect(stored.find((p) => p.id === own.body.id)?.orderPads).toEqual([]);
    const missing = await pay({ orderPads: [newId()] });
    expect([missing.status, missing.body]).toEqual([404, { message: 'Comanda não encontrada' }]);
  });

  it('goes to the audit named, refuses a closed or unknown one, and to none when no register is open', async () => {
    const { padId } = await padWithOrder(manager, 'table:3', [coke(3)]);
    const path = manager.b(`order-pads/${padId}/payments`);
    const unnamed = await manager.post<{ id: string; cashRegisterAuditId: string | null }>(path, { paymentMethodId: pix, amount: 100 });
    expect(unnamed.body.cashRegisterAuditId).toBeNull();
    const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name: 'Caixa da comanda' });
    const open = await manager.post<{ id: string }>(manager.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: reg.body.id, openingAmount: 0 });
    // one register open: a payment naming none goes to it
    const sole = await manager.post<{ cashRegisterAuditId: string | null }>(path, { paymentMethodId: pix, amount: 100 });
    expect(sole.body.cashRegisterAuditId).toBe(open.body.id);
    const named = await manager.post<{ cashRegisterAuditId: string }>(path, { paymentMethodId: pix, amount: 100, cashRegisterAuditId: open.body.id });
    expect(named.body.cashRegisterAuditId).toBe(open.body.id);
    const unknown = await manager.post(path, { paymentMethodId: pix, amount: 100, cashRegisterAuditId: newId() });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Movimento de caixa não encontrado' }]);
    expect((await manager.put(manager.b(`payments/cash-register-audits/${open.body.id}/close`), { counted: {} })).status).toBe(200);
    const closed = await manager.post(path, { paymentMethodId: pix, amount: 100, cashRegisterAuditId: open.body.id });
    expect([closed.status, closed.body]).toEqual([409, { message: 'O caixa já está fechado' }]);
  });
});

describe('changing or removing a payment', () => {
  it('refuses a payment of another comanda (404), and weighs a new amount against the balance with this payment taken back', async () => {
    const a = await padWithOrder(manager, 'table:4', [coke(2)]);
    const b = await padWithOrder(manager, 'table:5', [coke()]);
    const payB = await manager.post<{ id: string }>(manager.b(`order-pads/${b.padId}/payments`), { paymentMethodId: pix, amount: 100 });
    const other = await manager.put(manager.b(`order-pads/${a.padId}/payments/${payB.body.id}`), { amount: 50 });
    expect([other.status, other.body]).toEqual([404, { message: 'Pagamento não encontrado' }]);
    const otherDel = await manager.del(manager.b(`order-pads/${a.padId}/payments/${payB.body.id}`));
    expect([otherDel.status, otherDel.body]).toEqual([404, { message: 'Pagamento não encontrado' }]);
    expect((await db().select().from(payments).where(eq(payments.id, payB.body.id)))[0]?.deletedAt).toBeNull();

    const first = await manager.post<{ id: string; orderPadTotals: Totals }>(manager.b(`order-pads/${a.padId}/payments`), { paymentMethodId: pix, amount: 1000 });
    const total = first.body.orderPadTotals.total;
    // the whole bill fits: the balance plus what this payment already paid
    const whole = await manager.put<{ amount: number; orderPadTotals: Totals }>(manager.b(`order-pads/${a.padId}/payments/${first.body.id}`), { amount: total });
    expect(whole.body).toMatchObject({ amount: total, orderPadTotals: { paid: total, balance: 0 } });
    const over = await manager.put(manager.b(`order-pads/${a.padId}/payments/${first.body.id}`), { amount: total + 1 });
    expect([over.status, over.body]).toEqual([409, { message: `Valor maior que o saldo da comanda (R$ ${(total / 100).toFixed(2).replace('.', ',')})` }]);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.entityId, first.body.id));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['addPayment', { orderPadId: a.padId, amount: 1000, tip: 0, change: 0 }],
      ['updatePayment', { before: 1000, after: total }],
    ]);
  });

  it('keeps what was tendered when only the note changes, and the note when only the amount does', async () => {
    const { padId } = await padWithOrder(manager, 'table:6', [coke(4)]);
    const cash = await manager.post<{ id: string }>(manager.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:dinheiro'), amount: 1000, tendered: 2000, note: 'troco em moedas' });
    const path = manager.b(`order-pads/${padId}/payments/${cash.body.id}`);
    const noted = await manager.put(path, { note: 'troco em notas' });
    expect(noted.body).toMatchObject({ amount: 1000, tendered: 2000, change: 1000, note: 'troco em notas' });
    const lower = await manager.put(path, { amount: 500 });
    expect(lower.body).toMatchObject({ amount: 500, tendered: 500, change: 0, note: 'troco em notas' });
  });
});

describe('opening and reopening a comanda', () => {
  it('takes the business’s 10 % fee or the one asked for, and joins the service of an occupied table', async () => {
    const first = await manager.post<{ id: string; serviceId: string; serviceFeeEnabled: boolean; serviceFeeRate: number }>(manager.b('order-pads/open'), { tableId: demoId('table:7') });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ serviceFeeEnabled: true, serviceFeeRate: 1000 });
    const second = await manager.post<{ serviceId: string; serviceFeeEnabled: boolean }>(manager.b('order-pads/open/'), { tableId: demoId('table:7'), serviceFeeEnabled: false });
    expect(second.body).toMatchObject({ serviceId: first.body.serviceId, serviceFeeEnabled: false });
    const alone = await manager.post<{ serviceId: string }>(manager.b('order-pads/open/'), { tableId: demoId('table:8') });
    expect(alone.body.serviceId).not.toBe(first.body.serviceId);
    const noEntity = await manager.post(manager.b('order-pads/open/'), { tableId: demoId('table:8'), entityId: newId() });
    expect([noEntity.status, noEntity.body]).toEqual([404, { message: 'Cadastro não encontrado' }]);
  });

  it('reopens a cancelled comanda and its closed service, audited as from cancelled, and refuses an open one', async () => {
    const pad = await manager.post<{ id: string; serviceId: string }>(manager.b('order-pads/open/'), { tableId: demoId('table:9') });
    expect((await manager.put(manager.b(`order-pads/${pad.body.id}/reopen`), {})).body).toEqual({ message: 'A comanda já está aberta' });
    expect((await manager.put(manager.b(`order-pads/${pad.body.id}/cancel`), { reason: 'engano' })).status).toBe(200);
    expect((await db().select().from(services).where(eq(services.id, pad.body.serviceId)))[0]?.status).toBe('closed');
    const reopened = await manager.put<{ status: string; cancelReason: string | null }>(manager.b(`order-pads/${pad.body.id}/reopen`), { reason: 'voltou' });
    expect(reopened.body).toMatchObject({ status: 'open', cancelReason: null });
    expect((await db().select().from(services).where(eq(services.id, pad.body.serviceId)))[0]?.status).toBe('open');
    expect((await db().select().from(orderPads).where(eq(orderPads.id, pad.body.id)))[0]).toMatchObject({ canceledAt: null, closedAt: null });
    const events = await db().select().from(auditEvents).where(eq(auditEvents.entityId, pad.body.id));
    expect(events.find((e) => e.type === 'reopenOrderPad')?.data).toEqual({ from: 'canceled', reason: 'voltou' });
  });
});

describe('customer accounts on a comanda', () => {
  it('are reached only through their own comanda, and their entries only through their own account', async () => {
    const a = await padWithOrder(manager, 'table:10', [coke()]);
    const b = await padWithOrder(manager, 'table:11', [coke()]);
    const noEntity = await manager.post(manager.b(`order-pads/${a.padId}/transaction-accounts`), { entityId: newId() });
    expect([noEntity.status, noEntity.body]).toEqual([404, { message: 'Cadastro não encontrado' }]);
    const accA = await manager.post<{ id: string }>(manager.b(`order-pads/${a.padId}/transaction-accounts`), { entityId: demoId('entity:maria') });
    const accB = await manager.post<{ id: string }>(manager.b(`order-pads/${b.padId}/transaction-accounts`), { entityId: demoId('entity:joao') });
    const viaB = await manager.post(manager.b(`order-pads/${b.padId}/transaction-accounts/${accA.body.id}/entries`), { amount: 100 });
    expect([viaB.status, viaB.body]).toEqual([404, { message: 'Conta não encontrada' }]);
    const entryB = await manager.post<{ entry: { id: string } }>(manager.b(`order-pads/${b.padId}/transaction-accounts/${accB.body.id}/entries`), { amount: 100 });
    const wrong = await manager.del(manager.b(`order-pads/${a.padId}/transaction-accounts/${accA.body.id}/entries/${entryB.body.entry.id}`));
    expect([wrong.status, wrong.body]).toEqual([404, { message: 'Registro não encontrado' }]);
    const badParent = await manager.post(manager.b(`order-pads/${a.padId}/transaction-accounts`), { entityId: demoId('entity:maria'), transactionAccountId: newId() });
    expect([badParent.status, badParent.body]).toEqual([404, { message: 'Conta não encontrada' }]);
  });
});
