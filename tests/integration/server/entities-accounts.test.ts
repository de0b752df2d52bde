// The customer's account (fiado) over HTTP on the real server (PGlite): a customer buys on account, owes it, and a
// payment the next day settles it; the statement prints as an ESC/POS ticket; the reads show who owes. Bad bodies
// are 400 naming the field, another business's ids are refused, a replayed key changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID as B, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let waiter: Client;
let ze: Client;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, waiter, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'waiter'), login(server.url, 'other')]);
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  api = createApi({ session: { context: 'business', businessId: B, project: 'pdv', environment: 'local' }, token: cashier.token, baseUrls: { local: base } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const maria = demoId('entity:maria');
const accountsPath = (entityId = maria) => manager.b(`entities/${entityId}/transaction-accounts`);

interface Account {
  id: string;
  balance: number;
  creditLimit: number | null;
}
interface Entry {
  id: string;
  type: string;
  amount: number;
  settles: boolean;
  transactionAccount: Account;
}

describe('a customer buys on account and pays it the next day', () => {
  it('sells on account, owes it, and a payment the next day settles it; the statement prints', async () => {
    // The cashier opens the account (typed client) and the customer takes an order without paying.
    const accountId = newId();
    const account = (await api.entities.entityTransactionAccountsCreate({ params: { entityId: maria }, body: { id: accountId, name: 'Fiado', creditLimit: 50_000 } as never })) as Account;
    expect(account).toMatchObject({ id: accountId, balance: 0, creditLimit: 50_000 });

    const { orderId } = await padWithOrder(cashier, 'table:3', [{ productId: demoId('product:batata'), quantity: 1000 }]);
    const order = await cashier.gql<{ orderDetails: { total: number } }>('query($b: ID!, $id: ID!){ orderDetails(businessId: $b, id: $id){ total } }', { b: B, id: orderId });
    const total = order.body.data!.orderDetails.total;
    expect(total).toBeGreaterThan(0);

    const today = new Date('2026-11-20T20:00:00-03:00').toISOString();
    const purchase = (await api.entities.entityTransactionAccountEntriesCreate({
      params: { entityId: maria, accountId },
      body: { id: newId(), type: 'purchase', amount: total, orderId, description: 'Mesa 3', occurredAt: today } as never,
    })) as Entry;
    expect(purchase).toMatchObject({ type: 'purchase', amount: total, settles: false, transactionAccount: { balance: total } });

    // What she owes reads the same in the account, the pending list and the totals.
    const owes = await cashier.gql<{ entitiesForPendency: { id: string; owes: number; phones: { number: string }[] }[] }>(
      'query($b: ID!){ entitiesForPendency(businessId: $b){ id owes phones { number } } }',
      { b: B },
    );
    expect(owes.body.data!.entitiesForPendency).toEqual([{ id: maria, owes: total, phones: [{ number: '11987654321' }] }]);

    // The next day she pays in cash, into the open register (account-cash.test.ts: it counts there): an entry
    // that settles pays exactly what is owed.
    expect((await cashier.post(cashier.b('payments/cash-register-audits/open'), { cashRegisterId: demoId('cash:1'), openingAmount: 0 })).status).toBe(201);
    const tomorrow = new Date('2026-11-21T12:00:00-03:00').toISOString();
    const pay = await cashier.post<Entry>(accountsPath() + `/${accountId}/entries`, { id: newId(), type: 'payment', settle: true, paymentMethodId: demoId('pm:dinheiro'), occurredAt: tomorrow }, newId());
    expect(pay.status).toBe(201);
    expect(pay.body).toMatchObject({ type: 'payment', amount: total, settles: true, transactionAccount: { balance: 0 } });

    const totals = await cashier.gql<{ transactionAccountEntriesWithTotals: { purchases: number; payments: number; balance: number; entries: { type: string }[] } }>(
      'query($b: ID!, $a: ID!, $r: JSON){ transactionAccountEntriesWithTotals(businessId: $b, transactionAccountId: $a, dateRange: $r){ purchases payments balance entries { type } } }',
      { b: B, a: accountId, r: { start: '2026-11-21', end: '2026-11-21' } },
    );
    expect(totals.body.data!.transactionAccountEntriesWithTotals).toEqual({ purchases: 0, payments: total, balance: 0, entries: [{ type: 'payment' }] });
    const none = await cashier.gql<{ entitiesForPendency: unknown[] }>('query($b: ID!){ entitiesForPendency(businessId: $b){ id } }', { b: B });
    expect(none.body.data!.entitiesForPendency).toEqual([]);

    // The statement of the payment, as the ticket the counter's printer takes (ESC/POS: starts with ESC @).
    const resume = await cashier.post<{ escpos: string; resume: { balance: number; entries: unknown[]; customer: string } }>(accountsPath() + `/${accountId}/entries/${pay.body.id}/print-resume`, {}, newId());
    expect(resume.status).toBe(200);
    expect(resume.body.resume).toMatchObject({ balance: 0, customer: 'Maria Aparecida Silva' });
    expect(resume.body.resume.entries).toHaveLength(2);
    const bytes = Buffer.from(resume.body.escpos, 'base64');
    expect([bytes[0], bytes[1]]).toEqual([0x1b, 0x40]);
    expect(bytes.toString('latin1')).toContain('QUITADA');
  });

  it('refuses a purchase over the limit, a payment over what is owed and a payment when nothing is owed', async () => {
    const accountId = newId();
    expect((await cashier.post(accountsPath(demoId('entity:joao')), { id: accountId, creditLimit: 1_000 }, newId())).status).toBe(201);
    const entries = `entities/${demoId('entity:joao')}/transaction-accounts/${accountId}/entries`;
    const nothing = await cashier.post(cashier.b(entries), { type: 'payment', settle: true }, newId());
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toContain('não deve nada');
    const over = await cashier.post(cashier.b(entries), { type: 'purchase', amount: 1_500 }, newId());
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('Limite da conta');
    expect((await cashier.post(cashier.b(entries), { type: 'purchase', amount: 800 }, newId())).status).toBe(201);
    const overpaid = await cashier.post(cashier.b(entries), { type: 'payment', amount: 900 }, newId());
    expect(overpaid.status).toBe(409);
    expect(overpaid.body.message).toContain('R$ 8,00');
    // An account that is owed is not deleted; a deleted entry gives back what it added.
    const del = await manager.del(manager.b(`entities/${demoId('entity:joao')}/transaction-accounts/${accountId}`), newId());
    expect(del.status).toBe(409);
  });

  it('answers 400 naming the field, with nothing written', async () => {
    const accountId = newId();
    expect((await cashier.post(accountsPath(), { id: accountId }, newId())).status).toBe(201);
    const entries = accountsPath() + `/${accountId}/entries`;
    const noAmount = await cashier.post(entries, { type: 'purchase' }, newId());
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.message).toContain('Valor');
    const fractional = await cashier.post(entries, { type: 'purchase', amount: 10.5 }, newId());
    expect(fractional.status).toBe(400);
    const badType = await cashier.post(entries, { type: 'gift', amount: 100 }, newId());
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('Tipo');
    const settlePurchase = await cashier.post(entries, { type: 'purchase', amount: 100, settle: true }, newId());
    expect(settlePurchase.status).toBe(400);
    const badLimit = await cashier.post(accountsPath(), { creditLimit: -1 }, newId());
    expect(badLimit.status).toBe(400);
    const accounts = await cashier.gql<{ transactionAccountByEntity: Account[] }>('query($b: ID!, $e: ID!){ transactionAccountByEntity(businessId: $b, entityId: $e){ id balance } }', { b: B, e: maria });
    expect(accounts.body.data!.transactionAccountByEntity.find((a) => a.id === accountId)?.balance).toBe(0);
  });

  it('replays a repeated key with the first answer and writes one entry', async () => {
    const accountId = newId();
    expect((await cashier.post(accountsPath(), { id: accountId }, newId())).status).toBe(201);
    const key = newId();
    const body = { type: 'purchase', amount: 1_234 };
    const first = await cashier.post<Entry>(accountsPath() + `/${accountId}/entries`, body, key);
    const again = await cashier.post<Entry>(accountsPath() + `/${accountId}/entries`, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const totals = await cashier.gql<{ transactionAccountEntriesWithTotals: { entries: unknown[]; balance: number } }>(
      'query($b: ID!, $a: ID!){ transactionAccountEntriesWithTotals(businessId: $b, transactionAccountId: $a){ entries { id } balance } }',
      { b: B, a: accountId },
    );
    expect(totals.body.data!.transactionAccountEntriesWithTotals).toMatchObject({ balance: 1_234 });
    expect(totals.body.data!.transactionAccountEntriesWithTotals.entries).toHaveLength(1);
    // The entry deleted (a manager's), the balance goes back.
    const del = await manager.del<{ transactionAccount: Account }>(accountsPath() + `/${accountId}/entries/${first.body.id}`, newId());
    expect(del.status).toBe(200);
    expect(del.body.transactionAccount.balance).toBe(0);
  });

  it("refuses another business's customer and account, and a waiter's write on an account", async () => {
    const accountId = newId();
    expect((await cashier.post(accountsPath(), { id: accountId }, newId())).status).toBe(201);
    // Zé (another business) cannot reach the Cantina's account, through his business or the Cantina's.
    expect((await ze.post(ze.b(`entities/${maria}/transaction-accounts/${accountId}/entries`), { type: 'purchase', amount: 100 }, newId())).status).toBe(404);
    expect((await ze.post(`/businesses/${B}/entities/${maria}/transaction-accounts/${accountId}/entries`, { type: 'purchase', amount: 100 }, newId())).status).toBe(403);
    const zeRead = await ze.gql('query($b: ID!, $e: ID!){ transactionAccountByEntity(businessId: $b, entityId: $e){ id } }', { b: B, e: maria });
    expect(zeRead.status).toBe(403);
    // A waiter launches orders but does not take payments.
    expect((await waiter.post(accountsPath() + `/${accountId}/entries`, { type: 'purchase', amount: 100 }, newId())).status).toBe(403);
    // A delivery man has no account.
    expect((await cashier.post(accountsPath(demoId('entity:pedro')), {}, newId())).status).toBe(409);
  });
});
