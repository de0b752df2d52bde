// The financial area's statements (001 §7.9): cashFlow, the money in and out of each day of a period with the balance
// it leaves (paid entries on the day they were paid, pending ones on their due date, as a forecast); dres, the lines
// of the income statement with the categories linked to each; dreAnalysis, the DRE of a period from those categories,
// its derived lines (receita líquida, lucro bruto, resultado operacional, antes do IR, lucro líquido) computed.
// Read by who keeps the finances and the accountant, like the entries (financial.ts); the CSV files read the same.
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { IncomeStatementLineKind } from '../../src-shared/api/enums.js';
import { financialPeriod, type FinancialPeriod } from '../../src-shared/api/schemas/financial.js';
import { DRE_BASE_LINES, DRE_DERIVED, DRE_LABELS, DRE_ORDER, dreContribution, dreLines, type DreBaseLine } from '../../src-shared/domain/dre.js';
import type { Db } from '../db/database.js';
import { financialAccounts as a, financialCategories as c, financialEntries as e } from '../db/schema.js';
import { parse } from '../http/validate.js';
import { allowFinancial } from './financial.js';
import type { GraphqlContext } from './schema.js';

export const financialStatementsSdl = /* GraphQL */ `
"one day of the cash flow, centavos: paid in and out that day, pending due that day, and the balance it leaves"
type CashFlowDay {
  date: String!
  income: Float!
  expense: Float!
  pendingIncome: Float!
  pendingExpense: Float!
  net: Float!
  balance: Float!
}

"the cash flow of a period: the balance before it (opening), each day that moved, and the balance after (closing)"
type CashFlow {
  start: String!
  end: String!
  opening: Float!
  closing: Float!
  days: [CashFlowDay!]!
}

"a line of the income statement: derived lines are computed, the others sum the categories linked to them"
type DreLine {
  line: String!
  label: String!
  derived: Boolean!
  categories: [FinancialCategory!]!
}

"a line of a period's DRE, centavos; share: basis points of the net revenue (null when there is none)"
type DreAnalysisLine {
  line: String!
  label: String!
  derived: Boolean!
  value: Float!
  share: Float
}

type DreAnalysis {
  start: String!
  end: String!
  "competence (by due date) or cash (by the day paid)"
  basis: String!
  lines: [DreAnalysisLine!]!
  "income and expense of the period in no category linked to the DRE"
  unlinkedIncome: Float!
  unlinkedExpense: Float!
}

extend type Query {
  "gqlCashFlow: filters {start, end (YYYY-MM-DD), accountId}"
  cashFlow(businessId: ID!, filters: JSON!): CashFlow!
  "gqlDres: the DRE's lines in order with the categories linked to each"
  dres(businessId: ID!): [DreLine!]!
  "gqlDreAnalysis: filters {start, end (YYYY-MM-DD), basis: competence or cash}"
  dreAnalysis(businessId: ID!, filters: JSON!): DreAnalysis!
}
`;

const signed = (kind: string, amount: number) => (kind === 'income' ? amount : -amount);

export async function cashFlowOf(db: Db, businessId: string, p: FinancialPeriod) {
  const own = and(eq(e.businessId, businessId), isNull(e.deletedAt), p.accountId ? eq(e.accountId, p.accountId) : isNull(e.transferId));
  const accounts = await db
    .select({ initial: sql<string>`coalesce(sum(${a.initialBalance}), 0)` })
    .from(a)
    .where(and(eq(a.businessId, businessId), isNull(a.deletedAt), p.accountId ? eq(a.id, p.accountId) : undefined));
  // What was paid before the period (a pending entry due before it is not money held).
  const before = await db
    .select({ net: sql<string>`coalesce(sum(case when ${e.kind} = 'income' then ${e.amount} else -${e.amount} end), 0)` })
    .from(e)
    .where(and(own, eq(e.paid, true), lt(e.paidDate, p.start)));
  const opening = Number(accounts[0]?.initial ?? 0) + Number(before[0]?.net ?? 0);
  const rows = await db
    .select({ kind: e.kind, amount: e.amount, paid: e.paid, paidDate: e.paidDate, dueDate: e.dueDate })
    .from(e)
    .where(
      and(
        own,
        or(and(eq(e.paid, true), isNotNull(e.paidDate), gte(e.paidDate, p.start), lte(e.paidDate, p.end)), and(eq(e.paid, false), gte(e.dueDate, p.start), lte(e.dueDate, p.end))),
      ),
    );
  const days = new Map<string, { date: string; income: number; expense: number; pendingIncome: number; pendingExpense: number; net: number; balance: number }>();
  for (const r of rows) {
    const date = r.paid ? r.paidDate! : r.dueDate;
    const d = days.get(date) ?? { date, income: 0, expense: 0, pendingIncome: 0, pendingExpense: 0, net: 0, balance: 0 };
    const field = r.paid ? (r.kind === 'income' ? 'income' : 'expense') : r.kind === 'income' ? 'pendingIncome' : 'pendingExpense';
    d[field] += r.amount;
    d.net += signed(r.kind, r.amount);
    days.set(date, d);
  }
  let balance = opening;
  const list = [...days.values()].sort((x, y) => x.date.localeCompare(y.date)).map((d) => ({ ...d, balance: (balance += d.net) }));
  return { start: p.start, end: p.end, opening, closing: balance, days: list };
}

export async function dresOf(db: Db, businessId: string) {
  const cats = await db
    .select()
    .from(c)
    .where(and(eq(c.businessId, businessId), isNull(c.deletedAt), isNotNull(c.dreLine)))
    .orderBy(asc(c.name), asc(c.id));
  return DRE_ORDER.map((line) => ({
    line,
    label: DRE_LABELS[line],
    derived: (DRE_DERIVED as readonly string[]).includes(line),
    categories: cats.filter((x) => x.dreLine === line).map((x) => ({ id: x.id, name: x.name, kind: x.kind, dreLine: x.dreLine })),
  }));
}

export async function dreAnalysisOf(db: Db, businessId: string, p: FinancialPeriod) {
  const date = p.basis === 'cash' ? e.paidDate : e.dueDate;
  const rows = await db
    .select({ kind: e.kind, amount: e.amount, line: c.dreLine })
    .from(e)
    .leftJoin(c, and(eq(c.id, e.categoryId), isNull(c.deletedAt)))
    .where(and(eq(e.businessId, businessId), isNull(e.deletedAt), isNull(e.transferId), p.basis === 'cash' ? eq(e.paid, true) : undefined, gte(date, p.start), lte(date, p.end)));
  const base: Partial<Record<DreBaseLine, number>> = {};
  let unlinkedIncome = 0;
  let unlinkedExpense = 0;
  for (const r of rows) {
    const line = r.line && (DRE_BASE_LINES as readonly string[]).includes(r.line) ? (r.line as DreBaseLine) : null;
    if (!line) {
      if (r.kind === 'income') unlinkedIncome += r.amount;
      else unlinkedExpense += r.amount;
      continue;
    }
    base[line] = (base[line] ?? 0) + dreContribution(line, r.kind as 'income' | 'expense', r.amount);
  }
  const values = dreLines(base);
  const net = values.netRevenue;
  const lines = DRE_ORDER.map((line: IncomeStatementLineKind) => ({
    line,
    label: DRE_LABELS[line],
    derived: (DRE_DERIVED as readonly string[]).includes(line),
    value: values[line],
    share: net > 0 ? Math.round((values[line] * 10_000) / net) : null,
  }));
  return { start: p.start, end: p.end, basis: p.basis, lines, unlinkedIncome, unlinkedExpense };
}

export const financialStatementsResolvers = {
  cashFlow: async (args: { businessId: string; filters: unknown }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    return cashFlowOf(ctx.deps.db, args.businessId, parse(financialPeriod, args.filters));
  },
  dres: async (args: { businessId: string }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    return dresOf(ctx.deps.db, args.businessId);
  },
  dreAnalysis: async (args: { businessId: string; filters: unknown }, ctx: GraphqlContext) => {
    await allowFinancial(ctx, args.businessId);
    return dreAnalysisOf(ctx.deps.db, args.businessId, parse(financialPeriod, args.filters));
  },
};
