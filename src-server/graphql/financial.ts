// Financial reads (001 §7.9): accounts with their balance, one account, the categories, the entries of a period with
// their totals (overall and per account), one entry. Money in centavos, dates YYYY-MM-DD of the business; an entry's
// status is computed: paid, or pending until its due date passes in the business's time zone (overdue). Who keeps the
// finances (permission finance) and the accountant read them; the counter's other people do not. The tenant guard applies.
import { and, asc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { financialEntryFilters, type FinancialEntryFilters, type FinancialEntryView } from '../../src-shared/api/schemas/financial.js';
import { entryStatus } from '../../src-shared/domain/financialDates.js';
import type { Db } from '../db/database.js';
import { financialAccounts as a, financialCategories as c, financialEntries as e } from '../db/schema.js';
import { isoTimestamp } from '../http/serialize.js';
import { parse } from '../http/validate.js';
import { requestContext } from '../auth/guard.js';
import { allows } from '../auth/permissions.js';
import { forbidden } from '../http/errors.js';
import { financialMessages as fm } from '../../src-shared/i18n/financial.js';
import { businessToday } from '../routes/financial.js';
import type { GraphqlContext } from './schema.js';

export const financialSdl = /* GraphQL */ `
"a place the business keeps money (caixa, banco); centavos; balance: initialBalance plus what was paid in minus paid out"
type FinancialAccount {
  id: ID!
  name: String!
  initialBalance: Float!
  balance: Float!
  note: String
  createdAt: String!
  updatedAt: String!
}

"what entries are filed under; kind income or expense; dreLine the income-statement line it adds to"
type FinancialCategory {
  id: ID!
  name: String!
  kind: String!
  dreLine: String
}

"one entry (conta a pagar or a receber); amount centavos; dueDate, paidDate YYYY-MM-DD; status pending, paid or overdue"
type FinancialEntry {
  id: ID!
  kind: String!
  description: String!
  amount: Float!
  dueDate: String!
  paid: Boolean!
  paidDate: String
  status: String!
  accountId: ID!
  accountName: String
  categoryId: ID
  categoryName: String
  entityId: ID
  mode: String!
  recurrence: String
  isRecurring: Boolean!
  installmentGroupKey: String
  installment: Int
  installments: Int
  transferId: ID
  note: String
}

"sums of entries in centavos: paid and pending are income minus expense (pending includes overdue)"
type FinancialTotals {
  income: Float!
  expense: Float!
  balance: Float!
  paid: Float!
  pending: Float!
  overdue: Float!
  incomePaid: Float!
  incomePending: Float!
  expensePaid: Float!
  expensePending: Float!
}

"an account's entries of the period (transfers included) and its balance now"
type FinancialAccountTotals {
  accountId: ID!
  name: String!
  income: Float!
  expense: Float!
  balance: Float!
  paid: Float!
  pending: Float!
  currentBalance: Float!
}

type FinancialEntriesWithTotals {
  entries: [FinancialEntry!]!
  "the business's totals: transfers between its own accounts left out"
  totals: FinancialTotals!
  accounts: [FinancialAccountTotals!]!
}

extend type Query {
  "gqlAccounts: the financial accounts with their balance now"
  accounts(businessId: ID!): [FinancialAccount!]!
  "gqlAccount"
  account(businessId: ID!, id: ID!): FinancialAccount
  "gqlFinancialCategories: by name; kind filters income or expense"
  financialCategories(businessId: ID!, kind: String): [FinancialCategory!]!
  "gqlFinancialEntriesWithTotals: filters {start, end (due dates YYYY-MM-DD), kind, status, accountId, categoryId}; this month when absent"
  financialEntriesWithTotals(businessId: ID!, filters: JSON): FinancialEntriesWithTotals!
  "gqlFinancialEntry"
  financialEntry(businessId: ID!, id: ID!): FinancialEntry
}
`;

type AccountRow = typeof a.$inferSelect;
type EntryRow = typeof e.$inferSelect;

/** What was paid in minus paid out of each account, ever. */
async function paidNet(db: Db, businessId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: e.accountId, net: sql<string>`coalesce(sum(case when ${e.kind} = 'income' then ${e.amount} else -${e.amount} end), 0)` })
    .from(e)
    .where(and(eq(e.businessId, businessId), isNull(e.deletedAt), eq(e.paid, true)))
    .groupBy(e.accountId);
  return new Map(rows.map((r) => [r.id, Number(r.net)]));
}

async function accountsOf(db: Db, businessId: string, id?: string) {
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.businessId, businessId), isNull(a.deletedAt), id ? eq(a.id, id) : undefined))
    .orderBy(asc(a.name), asc(a.id));
  const net = await paidNet(db, businessId);
  return rows.map((r: AccountRow) => ({
    id: r.id,
    name: r.name,
    initialBalance: r.initialBalance,
    balance: r.initialBalance + (net.get(r.id) ?? 0),
    note: r.note,
    createdAt: isoTimestamp(r.createdAt),
    updatedAt: isoTimestamp(r.updatedAt),
  }));
}

function viewOf(r: { e: EntryRow; accountName: string | null; categoryName: string | null }, today: string): FinancialEntryView {
  const x = r.e;
  return {
    id: x.id,
    kind: x.kind as FinancialEntryView['kind'],
    description: x.description,
    amount: x.amount,
    dueDate: x.dueDate,
    paid: x.paid,
    paidDate: x.paidDate,
    status: entryStatus(x, today),
    accountId: x.accountId,
    accountName: r.accountName,
    categoryId: x.categoryId,
    categoryName: r.categoryName,
    entityId: x.entityId,
    mode: x.mode,
    recurrence: x.recurrence,
    isRecurring: x.isRecurring,
    installmentGroupKey: x.installmentGroupKey,
    installment: x.installment,
    installments: x.installments,
    transferId: x.transferId,
    note: x.note,
  };
}

const monthOf = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${today.slice(0, 7)}-01`, end: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};

/** The entries of a period, filtered, by due date; their status is today's. */
export async function entriesOf(db: Db, businessId: string, f: FinancialEntryFilters, today: string, id?: string): Promise<FinancialEntryView[]> {
  const acc = alias(a, 'acc');
  const where: (SQL | undefined)[] = [eq(e.businessId, businessId), isNull(e.deletedAt)];
  if (id) where.push(eq(e.id, id));
  else {
    where.push(gte(e.dueDate, f.start), lte(e.dueDate, f.end));
    if (f.kind) where.push(eq(e.kind, f.kind));
    if (f.accountId) where.push(eq(e.accountId, f.accountId));
    if (f.categoryId) where.push(eq(e.categoryId, f.categoryId));
    if (f.status === 'paid') where.push(eq(e.paid, true));
    if (f.status === 'overdue') where.push(eq(e.paid, false), lt(e.dueDate, today));
    if (f.status === 'pending') where.push(eq(e.paid, false), gte(e.dueDate, today));
  }
  const rows = await db
    .select({ e, accountName: acc.name, categoryName: c.name })
    .from(e)
    .leftJoin(acc, eq(acc.id, e.accountId))
    .leftJoin(c, eq(c.id, e.categoryId))
    .where(and(...where))
    .orderBy(asc(e.dueDate), asc(e.installment), asc(e.id));
  return rows.map((r) => viewOf(r, today));
}

/** Income minus expense of some entries, in centavos. */
const net = (entries: FinancialEntryView[]) => entries.reduce((s, x) => s + (x.kind === 'income' ? x.amount : -x.amount), 0);
const sum = (entries: FinancialEntryView[]) => entries.reduce((s, x) => s + x.amount, 0);

export function totalsOf(entries: FinancialEntryView[]) {
  // Money moved between the business's own accounts is neither earned nor spent.
  const own = entries.filter((x) => !x.transferId);
  const income = own.filter((x) => x.kind === 'income');
  const expense = own.filter((x) => x.kind === 'expense');
  const paid = (l: FinancialEntryView[]) => l.filter((x) => x.paid);
  const pending = (l: FinancialEntryView[]) => l.filter((x) => !x.paid);
  return {
    income: sum(income),
    expense: sum(expense),
    balance: net(own),
    paid: net(paid(own)),
    pending: net(pending(own)),
    overdue: net(own.filter((x) => x.status === 'overdue')),
    incomePaid: sum(paid(income)),
    incomePending: sum(pending(income)),
    expensePaid: sum(paid(expense)),
    expensePending: sum(pending(expense)),
  };
}

/** The tenant guard, then the role: the business's money is for who keeps it and the accountant. */
export async function allowFinancial(ctx: GraphqlContext, businessId: string): Promise<void> {
  await ctx.allow(businessId);
  const user = await ctx.user();
  const roles = user ? await ctx.deps.guard.business(user, businessId, requestContext(ctx.req), 'read') : [];
  if (!allows(roles, 'finance') && !roles.includes('business_accountant')) throw forbidden(fm.forbiddenRead);
}

const idArg = z.object({ id: z.uuid('Identificador inválido') });
const kindArg = z.object({ kind: z.enum(['income', 'expense'], 'Tipo inválido: income ou expense').nullish() });

export const financialResolvers = {
  accounts: async (args: { businessId: string }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    return accountsOf(ctx.deps.db, args.businessId);
  },
  account: async (args: { businessId: string; id: string }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    const { id } = parse(idArg, { id: args.id });
    return (await accountsOf(ctx.deps.db, args.businessId, id))[0] ?? null;
  },
  financialCategories: async (args: { businessId: string; kind?: string | null }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    const { kind } = parse(kindArg, { kind: args.kind });
    const rows = await ctx.deps.db
      .select()
      .from(c)
      .where(and(eq(c.businessId, args.businessId), isNull(c.deletedAt), kind ? eq(c.kind, kind) : undefined))
      .orderBy(asc(c.name), asc(c.id));
    return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, dreLine: r.dreLine }));
  },
  financialEntriesWithTotals: async (args: { businessId: string; filters?: unknown }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    const db = ctx.deps.db;
    const today = await businessToday(db, args.businessId);
    const f = parse(financialEntryFilters, { ...monthOf(today), ...(args.filters && typeof args.filters === 'object' ? args.filters : {}) });
    const entries = await entriesOf(db, args.businessId, f, today);
    const accounts = await accountsOf(db, args.businessId);
    const perAccount = accounts
      .filter((acc) => !f.accountId || acc.id === f.accountId)
      .map((acc) => {
        const mine = entries.filter((x) => x.accountId === acc.id);
        return {
          accountId: acc.id,
          name: acc.name,
          income: sum(mine.filter((x) => x.kind === 'income')),
          expense: sum(mine.filter((x) => x.kind === 'expense')),
          balance: net(mine),
          paid: net(mine.filter((x) => x.paid)),
          pending: net(mine.filter((x) => !x.paid)),
          currentBalance: acc.balance,
        };
      });
    return { entries, totals: totalsOf(entries), accounts: perAccount };
  },
  financialEntry: async (args: { businessId: string; id: string }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    const { id } = parse(idArg, { id: args.id });
    const today = await businessToday(ctx.deps.db, args.businessId);
    return (await entriesOf(ctx.deps.db, args.businessId, { start: today, end: today }, today, id))[0] ?? null;
  },
};
