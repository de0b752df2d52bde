// The financial statements over HTTP on the real server (PGlite): the manager links categories to lines of the DRE
// and reads the DRE of a month (its derived lines computed), the cash flow with its opening and closing balances, and
// the files: entries as PDF, Excel and CSV, the cash flow's and the DRE's CSV. The accountant gets them; the cashier
// does not; a derived line cannot be linked, and a bad period is answered in Portuguese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { DEMO_BUSINESS_ID, changedSince, client, newId, request, type Client } from './harness.js';
import { startMenu, type Menu } from './catalogSupport.js';
import { pdfText, sheetText } from './reportText.js';

let t: Menu;
let accountant: Client;
const ids = { bank: newId(), drawer: newId(), sales: newId(), taxes: newId(), food: newId(), rent: newId(), interest: newId(), loose: newId() };
const b = (path: string) => t.manager.b(path);
const post = (path: string, body: unknown, c: Client = t.manager) => c.post<Record<string, unknown> & { message?: string; issues?: { path: string }[] }>(b(path), body, newId());
const M = '2030-03';

interface DreLine { line: string; label: string; derived: boolean; value: number; share: number | null }

async function dre(filters: Record<string, unknown>) {
  const res = await t.manager.gql<{ dreAnalysis: { basis: string; lines: DreLine[]; unlinkedIncome: number; unlinkedExpense: number } }>(
    'query($b: ID!, $f: JSON!){ dreAnalysis(businessId: $b, filters: $f){ basis lines { line label derived value share } unlinkedIncome unlinkedExpense } }',
    { b: DEMO_BUSINESS_ID, f: filters },
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data!.dreAnalysis;
}

/** A file asked as a person: its bytes and type (text files as text). */
async function file(path: string, body: unknown, c: Client = t.manager): Promise<{ status: number; type: string; text: string; bytes: Uint8Array }> {
  const res = await fetch(t.server.url + b(path), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` }, body: JSON.stringify(body) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: new TextDecoder().decode(bytes), bytes };
}

beforeAll(async () => {
  t = await startMenu();
  const id = newId();
  await t.server.database.db.insert(users).values({ id, name: 'Contadora', email: 'contadora@cantina.com.br', passwordHash: await hashPassword('conta1234'), type: 'others' });
  await t.server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId: id, roles: ['business_accountant'] });
  accountant = client(t.server.url, (await request<{ token: string }>(t.server.url, 'POST', '/login/login-pdv', { email: 'contadora@cantina.com.br', password: 'conta1234' })).body.token);

  for (const [aid, name, initialBalance] of [
    [ids.bank, 'Banco', 50_000],
    [ids.drawer, 'Caixa', 10_000],
  ] as const)
    expect((await post('financial/account', { id: aid, name, initialBalance })).status).toBe(201);
  for (const [cid, name, kind] of [
    [ids.sales, 'Vendas', 'income'],
    [ids.taxes, 'Simples Nacional', 'expense'],
    [ids.food, 'Insumos', 'expense'],
    [ids.rent, 'Aluguel', 'expense'],
    [ids.interest, 'Juros recebidos', 'income'],
    [ids.loose, 'Diversos', 'expense'],
  ] as const)
    expect((await post('financial/category', { id: cid, name, kind })).status).toBe(201);
  // Before the month: a paid sale (it is in the opening balance) and a pending bill (it is not).
  await post('financial/entry', { kind: 'income', description: 'Vendas de fevereiro', amount: 40_000, dueDate: '2030-02-27', accountId: ids.bank, categoryId: ids.sales, paid: true, paidDate: '2030-02-27' });
  await post('financial/entry', { kind: 'expense', description: 'Conta esquecida', amount: 9_999, dueDate: '2030-02-20', accountId: ids.bank });
  const month = [
    { kind: 'income', description: 'Vendas', amount: 1_000_000, dueDate: `${M}-05`, accountId: ids.bank, categoryId: ids.sales, paid: true, paidDate: `${M}-05` },
    { kind: 'income', description: 'Estorno de venda', amount: 20_000, dueDate: `${M}-06`, accountId: ids.bank, categoryId: ids.sales, kindOverride: 'expense' },
    { kind: 'expense', description: 'DAS', amount: 60_000, dueDate: `${M}-20`, accountId: ids.bank, categoryId: ids.taxes, paid: true, paidDate: `${M}-20` },
    { kind: 'expense', description: 'Hortifrúti', amount: 300_000, dueDate: `${M}-10`, accountId: ids.drawer, categoryId: ids.food, paid: true, paidDate: `${M}-11` },
    { kind: 'expense', description: 'Aluguel', amount: 250_000, dueDate: `${M}-10`, accountId: ids.bank, categoryId: ids.rent },
    { kind: 'income', description: 'Juros da aplicação', amount: 5_000, dueDate: `${M}-31`, accountId: ids.bank, categoryId: ids.interest, paid: true, paidDate: `${M}-31` },
    { kind: 'expense', description: 'Material de limpeza', amount: 7_000, dueDate: `${M}-15`, accountId: ids.drawer, categoryId: ids.loose, paid: true, paidDate: `${M}-15` },
  ];
  for (const { kindOverride, ...body } of month as (Record<string, unknown> & { kindOverride?: string })[]) {
    // A sale given back is an expense, and a category keeps its kind: it goes without category (not in the DRE).
    const res = await post('financial/entry', kindOverride ? { ...body, kind: kindOverride, categoryId: null } : body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // A transfer is neither revenue nor expense, and moves nothing in the business's cash flow.
  expect((await post('financial/entry/transfer', { accountId: ids.bank, accountDestinationId: ids.drawer, amount: 100_000, dueDate: `${M}-12` })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

describe('the DRE', () => {
  it('links categories to its lines, refuses a derived line, and lists the lines with their categories', async () => {
    const before = await t.seq();
    await t.refused(await post('financial/category/link-dre', { categoryIds: [ids.sales], dreLine: 'netIncome' }), 'dreLine', before);
    for (const [cid, line] of [
      [ids.sales, 'grossRevenue'],
      [ids.taxes, 'deductionsAndTaxes'],
      [ids.food, 'costOfGoodsSold'],
      [ids.rent, 'administrativeExpenses'],
      [ids.interest, 'financialRevenues'],
    ] as const) {
      const res = await post('financial/category/link-dre', { categoryIds: [cid], dreLine: line });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const missing = await post('financial/category/link-dre', { categoryIds: [newId()], dreLine: 'grossRevenue' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Categoria não encontrada');
    const res = await t.manager.gql<{ dres: { line: string; derived: boolean; categories: { name: string }[] }[] }>('query($b: ID!){ dres(businessId: $b){ line derived categories { name } } }', { b: DEMO_BUSINESS_ID });
    const lines = res.body.data!.dres;
    expect(lines.map((l) => l.line)).toEqual([
      'grossRevenue', 'deductionsAndTaxes', 'netRevenue', 'costOfGoodsSold', 'grossProfit', 'salesExpenses', 'administrativeExpenses',
      'otherOperatingExpenses', 'otherOperatingRevenues', 'operatingResult', 'financialRevenues', 'financialExpenses', 'resultBeforeTax',
      'incomeTaxAndSocialContribution', 'netIncome',
    ]);
    expect(lines.find((l) => l.line === 'grossRevenue')?.categories.map((c) => c.name)).toEqual(['Vendas']);
    expect(lines.filter((l) => l.derived).map((l) => l.line)).toEqual(['netRevenue', 'grossProfit', 'operatingResult', 'resultBeforeTax', 'netIncome']);
  });

  it('a month by competence: every line, the derived ones computed, shares of the net revenue', async () => {
    const d = await dre({ start: `${M}-01`, end: `${M}-31` });
    const v = Object.fromEntries(d.lines.map((l) => [l.line, l.value]));
    expect(v).toMatchObject({
      grossRevenue: 1_000_000,
      deductionsAndTaxes: 60_000,
      netRevenue: 940_000,
      costOfGoodsSold: 300_000,
      grossProfit: 640_000,
      administrativeExpenses: 250_000,
      operatingResult: 390_000,
      financialRevenues: 5_000,
      resultBeforeTax: 395_000,
      netIncome: 395_000,
    });
    expect(d.lines.find((l) => l.line === 'grossProfit')?.share).toBe(Math.round((640_000 * 10_000) / 940_000));
    // Not linked to the DRE: the refund and the cleaning material; transfers are neither.
    expect(d.unlinkedExpense).toBe(27_000);
    expect(d.unlinkedIncome).toBe(0);
    // By cash: the rent is not paid yet.
    const cash = await dre({ start: `${M}-01`, end: `${M}-31`, basis: 'cash' });
    expect(cash.lines.find((l) => l.line === 'administrativeExpenses')?.value).toBe(0);
    expect(cash.lines.find((l) => l.line === 'netIncome')?.value).toBe(645_000);
  });
});

describe('the cash flow', () => {
  it('opens with the accounts and what was paid before, moves each day, forecasts what is pending', async () => {
    const res = await t.manager.gql<{ cashFlow: { opening: number; closing: number; days: { date: string; income: number; expense: number; pendingIncome: number; pendingExpense: number; net: number; balance: number }[] } }>(
      'query($b: ID!, $f: JSON!){ cashFlow(businessId: $b, filters: $f){ opening closing days { date income expense pendingIncome pendingExpense net balance } } }',
      { b: DEMO_BUSINESS_ID, f: { start: `${M}-01`, end: `${M}-31` } },
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const flow = res.body.data!.cashFlow;
    // 500 + 100 (accounts) + 400 (February's sale); the forgotten bill was never paid.
    expect(flow.opening).toBe(100_000);
    expect(flow.days.map((d) => [d.date, d.income, d.expense, d.pendingIncome, d.pendingExpense, d.balance])).toEqual([
      [`${M}-05`, 1_000_000, 0, 0, 0, 1_100_000],
      [`${M}-06`, 0, 0, 0, 20_000, 1_080_000],
      [`${M}-10`, 0, 0, 0, 250_000, 830_000],
      [`${M}-11`, 0, 300_000, 0, 0, 530_000],
      [`${M}-15`, 0, 7_000, 0, 0, 523_000],
      [`${M}-20`, 0, 60_000, 0, 0, 463_000],
      [`${M}-31`, 5_000, 0, 0, 0, 468_000],
    ]);
    expect(flow.closing).toBe(468_000);
    // One account: the transfer counts there.
    const drawer = await t.manager.gql<{ cashFlow: { opening: number; closing: number } }>('query($b: ID!, $f: JSON!){ cashFlow(businessId: $b, filters: $f){ opening closing } }', {
      b: DEMO_BUSINESS_ID,
      f: { start: `${M}-01`, end: `${M}-31`, accountId: ids.drawer },
    });
    expect(drawer.body.data!.cashFlow).toEqual({ opening: 10_000, closing: 10_000 + 100_000 - 300_000 - 7_000 });
  });
});

describe('files', () => {
  it('the entries as PDF, Excel and CSV; the cash flow and the DRE as CSV; the accountant gets them, the cashier does not', async () => {
    const period = { start: `${M}-01`, end: `${M}-31` };
    const pdf = (await t.api.financial.financialEntriesReport({ body: { ...period, format: 'pdf' } })) as BinaryAnswer;
    expect(pdf.contentType).toBe('application/pdf');
    const text = pdfText(pdf.data);
    expect(text).toContain('Lançamentos financeiros');
    expect(text).toContain('Hortifrúti');
    expect(text).toContain('R$ 3.000,00');
    const xlsx = (await t.api.financial.financialEntriesReport({ body: { ...period, format: 'excel', kind: 'income' } })) as BinaryAnswer;
    const sheet = sheetText(xlsx.data);
    expect(sheet).toContain('Juros da aplicação');
    expect(sheet).not.toContain('Hortifrúti');

    const csv = await file('financial/entry/entries-csv', { ...period, status: 'pending' });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.text.replace('\uFEFF', '').split(/\r?\n/).filter(Boolean)).toEqual([
      'Vencimento;Descrição;Categoria;Conta;Tipo;Situação;Valor;Pago em',
      expect.stringMatching(/^06\/03\/2030;Estorno de venda;;Banco;Despesa;(Pendente|Vencido);-200,00;$/),
      expect.stringMatching(/^10\/03\/2030;Aluguel;Aluguel;Banco;Despesa;(Pendente|Vencido);-2\.500,00;$/),
    ]);
    const flow = await file('financial/entry/cash-flow-csv', period, accountant);
    expect(flow.status, flow.text).toBe(200);
    expect(flow.text).toContain('Saldo anterior;;;;;;1.000,00');
    expect(flow.text).toContain('31/03/2030;50,00;0,00;0,00;0,00;50,00;4.680,00');
    const dreCsv = await file('financial/dre/dre-analysis-csv', period, accountant);
    expect(dreCsv.status, dreCsv.text).toBe(200);
    expect(dreCsv.text).toContain('= Lucro líquido;3.950,00;42,02 %');

    const refused = await file('financial/entry/entries-csv', period, t.cashier);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).message).toBe('O financeiro é do gerente, do operador financeiro e do contador');
    const before = await t.seq();
    const bad = await file('financial/dre/dre-analysis-csv', { start: '31/03/2030', end: `${M}-31` });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).message).toMatch(/^Dados inválidos/);
    expect(await changedSince(t.cashier, before)).toBe(0);
  });
});
