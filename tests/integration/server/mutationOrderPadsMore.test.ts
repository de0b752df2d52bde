// The routes-orderpads survivors of its first run to the end (mutation/README.md), over HTTP on a real database:
// when a discount counts as changed (only then a manager and an audit), closing and cancelling refused in the wrong
// state or with money on the comanda, what a cancellation does to its orders, reopening a closed comanda of a
// service still open, a payment method switched off, what a payment keeps (the payment it stands for, covered comandas, card
// brand) and its reprint, and what each write puts in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, orderPads, orders, paymentMethods, payments, services, serviceTables, transactionAccountEntries, transactionAccounts } from '../../../src-server/db/schema.js';
import { serverMessages } from '../../../src-shared/i18n/server.js';
import type { RunningServer } from '../../../src-server/server.js';
import { demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const m = serverMessages.conflict;
const coke = (n = 1) => ({ productId: demoId('product:coca-lata'), quantity: n * 1000 });
const db = () => server.database.db;
type Totals = { total: number; balance: number };
async function audit(entityId: string) {
  const rows = await db().select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
  return rows.map((r) => ({ type: r.type, entityType: r.entityType, data: r.data as Record<string, unknown> }));
}
const padRow = async (id: string) => (await db().select().from(orderPads).where(eq(orderPads.id, id)))[0]!;
/** A comanda's totals, as an update that changes nothing answers them. */
const totalsOf = async (c: Client, padId: string) => (await c.put<{ totals: Totals }>(c.b(`order-pads/${padId}`), {})).body.totals;
/** Pays what is left of a comanda in cash. */
async function payAll(c: Client, padId: string) {
  return c.post(c.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:dinheiro'), amount: (await totalsOf(c, padId)).balance });
}

describe('a discount', () => {
  it('counts as changed only when its type or value differ: then a manager and an audit; the same one again, none', async () => {
    const { padId } = await padWithOrder(cashier, 'table:1', [coke(4)]);
    const path = (c: Client) => c.b(`order-pads/${padId}`);
    expect((await manager.put(path(manager), { discount: { type: 'value', value: 300 } })).status).toBe(200);
    // the same discount sent again (a screen saving the comanda) is no new discount: the cashier alone, no audit
    const same = await cashier.put<{ discountType: string; discountValue: number }>(path(cashier), { discount: { type: 'value', value: 300 }, description: 'Aniversário' });
    expect(same.status).toBe(200);
    // another change of the comanda leaves the discount as it was
    expect((await cashier.put(path(cashier), { description: 'Aniversário da Ana' })).status).toBe(200);
    expect(await padRow(padId)).toMatchObject({ discountType: 'value', discountValue: 300, description: 'Aniversário da Ana' });
    // the same value as a percentage is another discount: the cashier needs a manager
    const asPercent = await cashier.put(path(cashier), { discount: { type: 'percentage', value: 300 } });
    expect(asPercent.status).toBe(403);
    expect((await cashier.put(path(cashier), { discount: { type: 'value', value: 400 } })).status).toBe(403);
    expect((await manager.put(path(manager), { discount: { type: 'value', value: 450 } })).status).toBe(200);
    // a zero discount gives nothing: the cashier may set it alone
    expect((await cashier.put(path(cashier), { discount: { type: 'value', value: 0 } })).status).toBe(200);
    const discounts = (await audit(padId)).filter((e) => e.type === 'applyDiscount');
    expect(discounts.map((e) => [e.entityType, e.data.before, e.data.after])).toEqual([
      ['orderPad', null, { type: 'value', value: 300 }],
      ['orderPad', { type: 'value', value: 300 }, { type: 'value', value: 450 }],
      ['orderPad', { type: 'value', value: 450 }, { type: 'value', value: 0 }],
    ]);
  });
});

describe('closing and cancelling a comanda', () => {
  it('closing refuses a cancelled comanda and one with a balance, and audits the total under the comanda', async () => {
    const a = await padWithOrder(manager, 'table:2', [coke()]);
    expect((await manager.put(manager.b(`order-pads/${a.padId}/cancel`), { reason: 'engano' })).status).toBe(200);
    const canceled = await manager.put(manager.b(`order-pads/${a.padId}/close`), {});
    expect([canceled.status, canceled.body]).toEqual([409, { message: m.orderPadAlreadyCanceled }]);
    const b = await padWithOrder(manager, 'table:3', [coke(2)]);
    const { total } = await totalsOf(manager, b.padId);
    const owing = await manager.put(manager.b(`order-pads/${b.padId}/close`), {});
    expect([owing.status, owing.body]).toEqual([409, { message: m.orderPadHasBalance(total) }]);
    expect((await payAll(manager, b.padId)).status).toBe(201);
    const closed = await manager.put<{ totals: Totals }>(manager.b(`order-pads/${b.padId}/close`), {});
    expect(closed.status).toBe(200);
    expect((await audit(b.padId)).filter((e) => e.type === 'closeOrderPad')).toEqual([{ type: 'closeOrderPad', entityType: 'orderPad', data: { total } }]);
  });

  it('cancelling refuses a cancelled or closed comanda and one with payments; it cancels its orders and is audited with the reason', async () => {
    const a = await padWithOrder(manager, 'table:4', [coke()]);
    const second = await manager.post<{ id: string }>(manager.b('orders'), { id: newId(), orderPadId: a.padId, deliveryMode: 'saloon', originType: 'saloon', products: [coke()] });
    expect((await manager.put(manager.b(`orders/${second.body.id}/change-status`), { status: 'canceled', reason: 'antes' })).status).toBe(200);
    const canceledBefore = (await db().select().from(orders).where(eq(orders.id, second.body.id)))[0]!.canceledAt;
    expect((await manager.put(manager.b(`order-pads/${a.padId}/cancel`), { reason: 'cliente foi embora' })).status).toBe(200);
    const rows = await db().select().from(orders).where(eq(orders.orderPadId, a.padId));
    expect(rows.map((o) => o.status)).toEqual(['canceled', 'canceled']);
    // the order cancelled before keeps its own stamp
    expect(rows.find((o) => o.id === second.body.id)!.canceledAt).toEqual(canceledBefore);
    expect(await padRow(a.padId)).toMatchObject({ status: 'canceled', cancelReason: 'cliente foi embora' });
    expect((await audit(a.padId)).filter((e) => e.type === 'cancelOrderPad')).toEqual([{ type: 'cancelOrderPad', entityType: 'orderPad', data: { reason: 'cliente foi embora' } }]);
    const again = await manager.put(manager.b(`order-pads/${a.padId}/cancel`), { reason: 'de novo' });
    expect([again.status, again.body]).toEqual([409, { message: m.orderPadAlreadyCanceled }]);

    const paid = await padWithOrder(manager, 'table:5', [coke()]);
    await manager.post(manager.b(`order-pads/${paid.padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 100 });
    const withPayment = await manager.put(manager.b(`order-pads/${paid.padId}/cancel`), { reason: 'engano' });
    expect([withPayment.status, withPayment.body]).toEqual([409, { message: m.orderPadHasPayments }]);
    await payAll(manager, paid.padId);
    expect((await manager.put(manager.b(`order-pads/${paid.padId}/close`), {})).status).toBe(200);
    const closed = await manager.put(manager.b(`order-pads/${paid.padId}/cancel`), { reason: 'engano' });
    expect([closed.status, closed.body]).toEqual([409, { message: m.orderPadNotOpen('closed') }]);
  });

  it('reopening a closed comanda of a service still open leaves the service as it is, audited as from closed', async () => {
    const a = await padWithOrder(manager, 'table:7', [coke()]);
    // a second comanda on the same table joins its service, which stays open while it is
    const b = await manager.post<{ id: string; serviceId: string }>(manager.b('order-pads/open/'), { id: newId(), tableId: demoId('table:7') });
    expect(b.body.serviceId).toBe(a.serviceId);
    await payAll(manager, a.padId);
    expect((await manager.put(manager.b(`order-pads/${a.padId}/close`), {})).status).toBe(200);
    const service = (await db().select().from(services).where(eq(services.id, a.serviceId)))[0]!;
    expect(service.status).toBe('open');
    expect((await manager.put(manager.b(`order-pads/${a.padId}/reopen`), { reason: 'faltou um item' })).status).toBe(200);
    expect((await db().select().from(services).where(eq(services.id, a.serviceId)))[0]!.changeSeq).toBe(service.changeSeq);
    expect((await audit(a.padId)).filter((e) => e.type === 'reopenOrderPad')).toEqual([{ type: 'reopenOrderPad', entityType: 'orderPad', data: { from: 'closed', reason: 'faltou um item' } }]);
  });

  it('a closed comanda takes no payment', async () => {
    const a = await padWithOrder(manager, 'table:8', [coke()]);
    await payAll(manager, a.padId);
    await manager.put(manager.b(`order-pads/${a.padId}/close`), {});
    const late = await manager.post(manager.b(`order-pads/${a.padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 100 });
    expect([late.status, late.body]).toEqual([409, { message: m.orderPadNotOpen('closed') }]);
  });
});

describe('opening a comanda', () => {
  it('into a service named, on a table, occupies that table for it; with no table and no service, starts a service of no table', async () => {
    const first = await padWithOrder(manager, 'table:9', [coke()]);
    const joined = await manager.post<{ serviceId: string }>(manager.b('order-pads/open/'), { id: newId(), serviceId: first.serviceId, tableId: demoId('table:10') });
    expect(joined.status).toBe(201);
    const tables = await db().select().from(serviceTables).where(eq(serviceTables.serviceId, first.serviceId));
    expect(tables.map((t) => t.tableId).sort()).toEqual([demoId('table:9'), demoId('table:10')].sort());
    const counter = await manager.post<{ serviceId: string }>(manager.b('order-pads/open/'), { id: newId() });
    expect(counter.status).toBe(201);
    expect(await db().select().from(serviceTables).where(eq(serviceTables.serviceId, counter.body.serviceId))).toEqual([]);
  });
});

describe('payments', () => {
  it('refuses a payment method switched off', async () => {
    const a = await padWithOrder(manager, 'table:11', [coke()]);
    await db().update(paymentMethods).set({ available: false }).where(eq(paymentMethods.id, demoId('pm:debito')));
    const off = await manager.post(manager.b(`order-pads/${a.padId}/payments`), { paymentMethodId: demoId('pm:debito'), amount: 100 });
    await db().update(paymentMethods).set({ available: true }).where(eq(paymentMethods.id, demoId('pm:debito')));
    expect([off.status, off.body]).toEqual([409, { message: m.paymentMethodUnavailable }]);
  });

  it('keeps the payment it stands for, the comandas it covers and the card brand as changed, reprints through its own comanda, and audits each step under the payment', async () => {
    const a = await padWithOrder(manager, 'table:12', [coke(4)]);
    const b = await padWithOrder(manager, 'table:13', [coke()]);
    const [first, second] = [newId(), newId()];
    const card = await manager.post<{ id: string; paymentId: string }>(manager.b(`order-pads/${a.padId}/payments`), {
      paymentMethodId: demoId('pm:credito'),
      creditCardBannerId: demoId('banner:credito:Elo'),
      amount: 1000,
      paymentId: first,
    });
    expect(card.status).toBe(201);
    const stored = async () => (await db().select().from(payments).where(eq(payments.id, card.body.id)))[0]!;
    expect((await stored()).paymentId).toBe(first);
    const path = manager.b(`order-pads/${a.padId}/payments/${card.body.id}`);
    // the amount alone: the brand stays
    expect((await manager.put(path, { amount: 900 })).status).toBe(200);
    expect((await stored()).creditCardBannerId).toBe(demoId('banner:credito:Elo'));
    // another payment it stands for, and the comandas it covers, changed
    expect((await manager.put(path, { paymentId: second, orderPads: [b.padId] })).status).toBe(200);
    expect(await stored()).toMatchObject({ paymentId: second, orderPads: [a.padId, b.padId] });
    // another method without a brand: the old brand goes
    expect((await manager.put(path, { paymentMethodId: demoId('pm:pix') })).status).toBe(200);
    expect((await stored()).creditCardBannerId).toBeNull();

    const elsewhere = await manager.post(manager.b(`order-pads/${b.padId}/payments/${card.body.id}/print-resume`));
    expect(elsewhere.status).toBe(404);
    const reprint = await manager.post<{ payment: { id: string }; orderPad: { id: string; totals: Totals } }>(manager.b(`order-pads/${a.padId}/payments/${card.body.id}/print-resume`));
    expect(reprint.status).toBe(200);
    // R$ 26,00 and the 10 % service fee, less the R$ 9,00 paid
    expect(reprint.body).toMatchObject({ payment: { id: card.body.id }, orderPad: { id: a.padId, totals: { balance: 2860 - 900 } } });
    expect((await manager.del(path)).status).toBe(200);
    expect(await audit(card.body.id)).toEqual([
      { type: 'addPayment', entityType: 'payment', data: { orderPadId: a.padId, amount: 1000, tip: 0, change: 0 } },
      { type: 'updatePayment', entityType: 'payment', data: { before: 1000, after: 900 } },
      { type: 'updatePayment', entityType: 'payment', data: { before: 900, after: 900 } },
      { type: 'updatePayment', entityType: 'payment', data: { before: 900, after: 900 } },
      { type: 'reprintTicket', entityType: 'payment', data: { orderPadId: a.padId } },
      { type: 'updatePayment', entityType: 'payment', data: { deleted: true, amount: 900 } },
    ]);
  });
});

describe("a comanda's customer accounts", () => {
  it('keep the account they hang from and the description of each entry', async () => {
    const a = await padWithOrder(manager, 'table:14', [coke()]);
    const base = `order-pads/${a.padId}/transaction-accounts`;
    const parent = await manager.post<{ id: string }>(manager.b(base), { id: newId(), entityId: demoId('entity:maria') });
    const child = await manager.post<{ id: string }>(manager.b(base), { id: newId(), entityId: demoId('entity:maria'), transactionAccountId: parent.body.id });
    expect(child.status).toBe(201);
    expect((await db().select().from(transactionAccounts).where(eq(transactionAccounts.id, child.body.id)))[0]!.transactionAccountId).toBe(parent.body.id);
    const entry = await manager.post<{ entry: { id: string } }>(manager.b(`${base}/${child.body.id}/entries`), { id: newId(), amount: 650, description: 'Coca fiado' });
    expect(entry.status).toBe(201);
    expect((await db().select().from(transactionAccountEntries).where(eq(transactionAccountEntries.id, entry.body.entry.id)))[0]!.description).toBe('Coca fiado');
  });
});
