// Financial (contas a pagar e a receber) over HTTP on the real server (PGlite): the manager registers the bank and the
// drawer, files entries under categories, buys an oven in 3 installments, pays the rent every month, changes and
// deletes the following installments, marks them paid, moves money from the drawer to the bank; the entries of a
// month are read back with their totals and each account's balance. Bad input is answered in Portuguese and writes
// nothing; the accountant reads and is refused writes, the financial operator writes, the cashier does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialEntryView } from '../../../src-shared/api/schemas/financial.js';
import { addPeriods, todayIn } from '../../../src-shared/domain/financialDates.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { DEMO_BUSINESS_ID, changedSince, client, newId, request, type Client } from './harness.js';
import { startMenu, type Menu } from './catalogSupport.js';

let t: Menu;
let accountant: Client;
let operator: Client;
const ids = { bank: newId(), drawer: newId(), rent: newId(), supplies: newId(), sales: newId() };
const b = (path: string) => t.manager.b(path);
const today = todayIn('America/Sao_Paulo');
const month = today.slice(0, 7);

interface Totals {
  income: number;
  expense: number;
  balance: number;
  paid: number;
  pending: number;
  overdue: number;
  incomePaid: number;
  incomePending: number;
  expensePaid: number;
  expensePending: number;
}
interface AccountTotals { accountId: string; name: string; income: number; expense: number; balance: number; paid: number; pending: number; currentBalance: number }
const ENTRY = 'id kind description amount dueDate paid paidDate status accountId accountName categoryId categoryName mode recurrence isRecurring installmentGroupKey installment installments transferId note';

async function period(filters: Record<string, unknown>, c: Client = t.manager) {
  const res = await c.gql<{ financialEntriesWithTotals: { entries: FinancialEntryView[]; totals: Totals; accounts: AccountTotals[] } }>(
    `query($b: ID!, $f: JSON){ financialEntriesWithTotals(businessId: $b, filters: $f){ entries { ${ENTRY} } totals { income expense balance paid pending overdue incomePaid incomePending expensePaid expensePending } accounts { accountId name income expense balance paid pending currentBalance } } }`,
    { b: DEMO_BUSINESS_ID, f: filters },
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data!.financialEntriesWithTotals;
}

async function accounts(c: Client = t.manager) {
  const res = await c.gql<{ accounts: { id: string; name: string; initialBalance: number; balance: number }[] }>('query($b: ID!){ accounts(businessId: $b){ id name initialBalance balance } }', { b: DEMO_BUSINESS_ID });
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return Object.fromEntries(res.body.data!.accounts.map((a) => [a.name, a.balance]));
}

async function entry(id: string): Promise<FinancialEntryView | null> {
  const res = await t.manager.gql<{ financialEntry: FinancialEntryView | null }>(`query($b: ID!, $id: ID!){ financialEntry(businessId: $b, id: $id){ ${ENTRY} } }`, { b: DEMO_BUSINESS_ID, id });
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data!.financialEntry;
}

/** A person of the Cantina with one role, logged in. */
async function person(email: string, role: string): Promise<Client> {
  const id = newId();
  await t.server.database.db.insert(users).values({ id, name: role, email, passwordHash: await hashPassword('senha1234'), type: 'others' });
  await t.server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId: id, roles: [role] });
  const res = await request<{ token: string }>(t.server.url, 'POST', '/login/login-pdv', { email, password: 'senha1234' });
  return client(t.server.url, res.body.token);
}

const post = (path: string, body: unknown, c: Client = t.manager) => c.post<Record<string, unknown> & { entries?: FinancialEntryView[]; message?: string; issues?: { path: string; message: string }[] }>(b(path), body, newId());
const put = (path: string, body: unknown, c: Client = t.manager) => c.put<Record<string, unknown> & { entries?: FinancialEntryView[]; message?: string }>(b(path), body, newId());

beforeAll(async () => {
  t = await startMenu();
  [accountant, operator] = await Promise.all([person('contadora@cantina.com.br', 'business_accountant'), person('financeiro@cantina.com.br', 'business_operator_financial')]);
  for (const [id, name, initialBalance] of [
    [ids.bank, 'Banco do Brasil', 100_000],
    [ids.drawer, 'Caixa da loja', 20_000],
  ] as const) {
    const res = await post('financial/account', { id, name, initialBalance });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  for (const [id, name, kind] of [
    [ids.rent, 'Aluguel', 'expense'],
    [ids.supplies, 'Equipamentos', 'expense'],
    [ids.sales, 'Vendas', 'income'],
  ] as const)
    expect((await post('financial/category', { id, name, kind })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

describe('entries', () => {
  it('one entry: pending, paid, and overdue when its due date has passed', async () => {
    const sale = newId();
    const res = await post('financial/entry', { id: sale, kind: 'income', description: 'Vendas do dia', amount: 154_990, dueDate: `${month}-01`, accountId: ids.bank, categoryId: ids.sales, paid: true, paidDate: `${month}-01` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await entry(sale)).toMatchObject({ kind: 'income', amount: 154_990, paid: true, status: 'paid', accountName: 'Banco do Brasil', categoryName: 'Vendas', mode: 'fixed', installmentGroupKey: null });
    const late = newId();
    const yesterday = addPeriods(today, 'daily', -1);
    expect((await post('financial/entry', { id: late, kind: 'expense', description: 'Conta de luz', amount: 32_000, dueDate: yesterday, accountId: ids.bank })).status).toBe(201);
    expect((await entry(late))?.status).toBe('overdue');
    const soon = newId();
    expect((await post('financial/entry', { id: soon, kind: 'expense', description: 'Internet', amount: 15_000, dueDate: today, accountId: ids.bank })).status).toBe(201);
    expect((await entry(soon))?.status).toBe('pending');
    // Paid without a date: today.
    const paid = await put(`financial/entry/${late}/change-paid`, { paid: true });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await entry(late)).toMatchObject({ paid: true, paidDate: today, status: 'paid' });
    // The other way round when the body does not say.
    await put(`financial/entry/${late}/change-paid`, {});
    expect(await entry(late)).toMatchObject({ paid: false, paidDate: null, status: 'overdue' });
    await t.api.financial.financialEntryDelete({ params: { id: late } });
    await t.api.financial.financialEntryDelete({ params: { id: soon } });
    await t.api.financial.financialEntryDelete({ params: { id: sale } });
    expect(await entry(late)).toBeNull();
  });

  it('an oven in 3 installments: the whole split to the centavo, one a month, the 31st on the month’s last day', async () => {
    const oven = newId();
    const res = await post('financial/entry', { id: oven, kind: 'expense', description: 'Forno', amount: 100_000, dueDate: '2031-01-31', accountId: ids.bank, categoryId: ids.supplies, mode: 'installment', installments: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { entries } = await period({ start: '2031-01-01', end: '2031-12-31' });
    expect(entries.map((x) => [x.amount, x.dueDate, x.installment, x.installments])).toEqual([
      [33_334, '2031-01-31', 1, 3],
      [33_333, '2031-02-28', 2, 3],
      [33_333, '2031-03-31', 3, 3],
    ]);
    expect(new Set(entries.map((x) => x.installmentGroupKey))).toEqual(new Set([oven]));
    expect(entries[0]!.id).toBe(oven);
    // The following ones move together: the second and third to R$ 400,00, five days later; the first stays.
    const second = entries[1]!;
    const upd = await put(`financial/entry/${second.id}/recurrence`, { kind: 'expense', description: 'Forno (renegociado)', amount: 40_000, dueDate: '2031-03-05', accountId: ids.bank, categoryId: ids.supplies, updateType: 'subsequent', installmentGroupKey: oven });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const after = (await period({ start: '2031-01-01', end: '2031-12-31' })).entries;
    expect(after.map((x) => [x.description, x.amount, x.dueDate])).toEqual([
      ['Forno', 33_334, '2031-01-31'],
      ['Forno (renegociado)', 40_000, '2031-03-05'],
      ['Forno (renegociado)', 40_000, '2031-04-05'],
    ]);
    // "this": only the first.
    await put(`financial/entry/${oven}`, { kind: 'expense', description: 'Forno, entrada', amount: 33_334, dueDate: '2031-01-31', accountId: ids.bank, updateType: 'this', installmentGroupKey: oven });
    expect((await period({ start: '2031-01-01', end: '2031-12-31' })).entries.map((x) => x.description)).toEqual(['Forno, entrada', 'Forno (renegociado)', 'Forno (renegociado)']);
    // Deleting the following ones from the second leaves the first (the scope in the query, as the spec's client says it).
    const del = await t.manager.del(b(`financial/entry/${second.id}/recurrence?updateType=subsequent`), newId());
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await period({ start: '2031-01-01', end: '2031-12-31' })).entries.map((x) => x.id)).toEqual([oven]);
    await t.api.financial.financialEntryDelete({ params: { id: oven } });
  });

  it('the rent every month, 12 times; "all" changes every one of them and deletes them together', async () => {
    const rent = newId();
    const res = await post('financial/entry/recurrence', { id: rent, kind: 'expense', description: 'Aluguel', amount: 350_000, dueDate: '2032-01-10', accountId: ids.bank, categoryId: ids.rent, isRecurring: true, recurrence: 'monthly', occurrences: 12 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    let { entries } = await period({ start: '2032-01-01', end: '2032-12-31' });
    expect(entries).toHaveLength(12);
    expect(entries.every((x) => x.isRecurring && x.recurrence === 'monthly' && x.amount === 350_000 && x.installmentGroupKey === rent)).toBe(true);
    expect(entries.at(-1)!.dueDate).toBe('2032-12-10');
    await put(`financial/entry/${entries[5]!.id}/recurrence`, { kind: 'expense', description: 'Aluguel reajustado', amount: 380_000, dueDate: entries[5]!.dueDate, accountId: ids.bank, categoryId: ids.rent, updateType: 'all', installmentGroupKey: rent });
    ({ entries } = await period({ start: '2032-01-01', end: '2032-12-31' }));
    expect(entries.every((x) => x.amount === 380_000 && x.description === 'Aluguel reajustado')).toBe(true);
    expect(entries[0]!.dueDate).toBe('2032-01-10');
    const del = await t.manager.request('DELETE', b(`financial/entry/${rent}/recurrence`), { updateType: 'all' }, { 'idempotency-key': newId() });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await period({ start: '2032-01-01', end: '2032-12-31' })).entries).toHaveLength(0);
  });
});

describe('a month with its totals, and transfers', () => {
  it('sums income, expense, paid, pending and each account; a transfer moves money between accounts only', async () => {
    const m = '2033-05';
    const made = [
      { kind: 'income', description: 'Vendas', amount: 500_000, dueDate: `${m}-02`, accountId: ids.bank, categoryId: ids.sales, paid: true, paidDate: `${m}-02` },
      { kind: 'income', description: 'Evento', amount: 80_000, dueDate: `${m}-20`, accountId: ids.drawer, categoryId: ids.sales },
      { kind: 'expense', description: 'Aluguel', amount: 350_000, dueDate: `${m}-10`, accountId: ids.bank, categoryId: ids.rent, paid: true, paidDate: `${m}-10` },
      { kind: 'expense', description: 'Gás', amount: 12_000, dueDate: `${m}-15`, accountId: ids.drawer },
    ];
    for (const body of made) expect((await post('financial/entry', { id: newId(), ...body })).status).toBe(201);
    const before = await accounts();
    const tr = await post('financial/entry/transfer', { id: newId(), incomeId: newId(), accountId: ids.drawer, accountDestinationId: ids.bank, amount: 10_000, dueDate: `${m}-31` });
    expect(tr.status, JSON.stringify(tr.body)).toBe(201);
    expect(tr.body.entries!.map((x) => [x.kind, x.accountId, x.description, x.paid])).toEqual([
      ['expense', ids.drawer, 'Transferência para Banco do Brasil', true],
      ['income', ids.bank, 'Transferência de Caixa da loja', true],
    ]);
    const after = await accounts();
    expect(after['Banco do Brasil']! - before['Banco do Brasil']!).toBe(10_000);
    expect(after['Caixa da loja']! - before['Caixa da loja']!).toBe(-10_000);

    const { entries, totals, accounts: per } = await period({ start: `${m}-01`, end: `${m}-31` });
    expect(entries).toHaveLength(6);
    expect(totals).toEqual({
      income: 580_000,
      expense: 362_000,
      balance: 218_000,
      paid: 150_000,
      pending: 68_000,
      overdue: 0,
      incomePaid: 500_000,
      incomePending: 80_000,
      expensePaid: 350_000,
      expensePending: 12_000,
    });
    const bank = per.find((x) => x.accountId === ids.bank)!;
    expect(bank).toMatchObject({ income: 510_000, expense: 350_000, balance: 160_000, paid: 160_000, pending: 0 });
    expect(per.find((x) => x.accountId === ids.drawer)).toMatchObject({ income: 80_000, expense: 22_000, balance: 58_000, pending: 68_000 });
    // Filters: the pending expenses of the drawer.
    const pending = await period({ start: `${m}-01`, end: `${m}-31`, kind: 'expense', status: 'pending', accountId: ids.drawer });
    expect(pending.entries.map((x) => x.description)).toEqual(['Gás']);

    // The transfer is changed as one: both halves, R$ 150,00; marked pending together; deleted together.
    const outId = (tr.body.entries![0] as FinancialEntryView).id;
    const upd = await put(`financial/entry/transfer/${outId}`, { accountId: ids.drawer, accountDestinationId: ids.bank, amount: 15_000, dueDate: `${m}-30` });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const halves = (await period({ start: `${m}-01`, end: `${m}-31` })).entries.filter((x) => x.transferId);
    expect(halves.map((x) => [x.amount, x.dueDate])).toEqual([
      [15_000, `${m}-30`],
      [15_000, `${m}-30`],
    ]);
    await put(`financial/entry/${halves[1]!.id}/change-paid`, { paid: false });
    expect((await period({ start: `${m}-01`, end: `${m}-31` })).entries.filter((x) => x.transferId).map((x) => x.paid)).toEqual([false, false]);
    const refused = await put(`financial/entry/${halves[1]!.id}`, { kind: 'income', description: 'x', amount: 1, dueDate: `${m}-30`, accountId: ids.bank });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este lançamento é parte de uma transferência: altere-o pela transferência');
    await t.api.financial.financialEntryDelete({ params: { id: halves[1]!.id } });
    expect((await period({ start: `${m}-01`, end: `${m}-31` })).entries.filter((x) => x.transferId)).toHaveLength(0);
  });
});

describe('refusals', () => {
  it('bad input is answered in Portuguese and writes nothing', async () => {
    const before = await t.seq();
    await t.refused(await post('financial/entry', { kind: 'expense', description: 'Gás', amount: 12.5, dueDate: '2033-05-01', accountId: ids.bank }), 'amount', before);
    await t.refused(await post('financial/entry', { kind: 'expense', description: 'Gás', amount: 1000, dueDate: '01/05/2033', accountId: ids.bank }), 'dueDate', before);
    await t.refused(await post('financial/entry', { kind: 'expense', description: '', amount: 1000, dueDate: '2033-05-01', accountId: ids.bank }), 'description', before);
    await t.refused(await post('financial/entry', { kind: 'expense', description: 'Forno', amount: 1000, dueDate: '2033-05-01', accountId: ids.bank, mode: 'installment' }), 'installments', before);
    await t.refused(await post('financial/entry/transfer', { accountId: ids.bank, accountDestinationId: ids.bank, amount: 1000, dueDate: '2033-05-01' }), 'accountDestinationId', before);
    await t.refused(await post('financial/account', { name: ' ' }), 'name', before);
    const res = await post('financial/entry', { kind: 'expense', description: 'Gás', amount: -5, dueDate: '2033-05-01', accountId: ids.bank });
    expect(res.body.issues?.find((i) => i.path === 'amount')?.message).toBe('Informe um valor maior que zero');
    // A category of the other kind, an account that is not the Cantina's.
    const wrongKind = await post('financial/entry', { kind: 'expense', description: 'Gás', amount: 1000, dueDate: '2033-05-01', accountId: ids.bank, categoryId: ids.sales });
    expect(wrongKind.status).toBe(409);
    expect(wrongKind.body.message).toBe('A categoria "Vendas" é de receitas: escolha uma do mesmo tipo do lançamento');
    const noAccount = await post('financial/entry', { kind: 'expense', description: 'Gás', amount: 1000, dueDate: '2033-05-01', accountId: newId() });
    expect(noAccount.status).toBe(404);
    expect(noAccount.body.message).toBe('Conta não encontrada');
    expect(await changedSince(t.cashier, before)).toBe(0);
  });

  it('an account or a category with entries is not deleted', async () => {
    const id = newId();
    const repairs = newId();
    expect((await post('financial/category', { id: repairs, name: 'Manutenção', kind: 'expense' })).status).toBe(201);
    await post('financial/entry', { id, kind: 'expense', description: 'Conserto da coifa', amount: 1000, dueDate: '2034-01-01', accountId: ids.bank, categoryId: repairs });
    const acc = await t.manager.del<{ message: string }>(b(`financial/account/${ids.bank}`), newId());
    expect(acc.status).toBe(409);
    expect(acc.body.message).toMatch(/^A conta "Banco do Brasil" tem \d+ lançamentos?: exclua-os ou mude-os de conta antes$/);
    const cat = await t.manager.del<{ message: string }>(b(`financial/category/${repairs}`), newId());
    expect(cat.status).toBe(409);
    expect(cat.body.message).toBe('A categoria "Manutenção" tem 1 lançamento: mude-os de categoria antes');
    await t.api.financial.financialEntryDelete({ params: { id } });
    expect((await t.manager.del(b(`financial/category/${repairs}`), newId())).status).toBe(200);
  });
});

describe('who', () => {
  it('the accountant reads and is refused writes; the financial operator writes; the cashier does not; Zé sees nothing', async () => {
    expect(Object.keys(await accounts(accountant))).toContain('Banco do Brasil');
    const body = { id: newId(), kind: 'expense', description: 'Gás', amount: 1000, dueDate: '2035-01-01', accountId: ids.drawer };
    expect((await post('financial/entry', body, accountant)).status).toBe(403);
    expect((await post('financial/entry', { ...body, id: newId() }, t.cashier)).status).toBe(403);
    const ok = await post('financial/entry', body, operator);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // The counter's other people do not read the business's money.
    const cashierRead = await t.cashier.gql('query($b: ID!){ accounts(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(cashierRead.status).toBe(403);
    expect(cashierRead.body.message).toBe('O financeiro é do gerente, do operador financeiro e do contador');
    expect(Object.keys(await accounts(operator))).toContain('Caixa da loja');
    const ze = await t.ze.gql('query($b: ID!){ accounts(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(ze.status).toBe(403);
    expect((await t.ze.post(b('financial/entry'), { ...body, id: newId() }, newId())).status).toBe(403);
  });
});
