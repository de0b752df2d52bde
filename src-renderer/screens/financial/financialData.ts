// What the Financeiro screen reads from the server (001 §7.9): the accounts with their balances, the categories, and
// the entries of a month with their totals. Financial data is the server's (every terminal's entries count), so it is
// read with the back office's server read, not the mirror.
import type { FinancialEntryView } from '../../../src-shared/api/schemas/financial.js';
import { serverApi } from '../../services/serverApi.js';

export interface FinancialAccountView {
  id: string;
  name: string;
  initialBalance: number;
  balance: number;
  note: string | null;
}
export interface FinancialCategoryView {
  id: string;
  name: string;
  kind: 'income' | 'expense';
  dreLine: string | null;
}
export interface FinancialTotals {
  income: number;
  expense: number;
  balance: number;
  paid: number;
  pending: number;
  overdue: number;
}
export interface FinancialAccountTotals {
  accountId: string;
  name: string;
  income: number;
  expense: number;
  balance: number;
  currentBalance: number;
}
export interface FinancialMonth {
  entries: FinancialEntryView[];
  totals: FinancialTotals;
  accounts: FinancialAccountTotals[];
}
export interface FinancialFilters {
  start: string;
  end: string;
  kind?: 'income' | 'expense';
  status?: 'pending' | 'paid' | 'overdue';
  accountId?: string;
}

const ENTRY =
  'id kind description amount dueDate paid paidDate status accountId accountName categoryId categoryName entityId mode recurrence isRecurring installmentGroupKey installment installments transferId note';

export interface FinancialRead {
  month: FinancialMonth;
  accounts: FinancialAccountView[];
  categories: FinancialCategoryView[];
}

/** The month's entries with their totals, the accounts and the categories, in one go. */
export async function loadFinancial(filters: FinancialFilters): Promise<FinancialRead> {
  const api = serverApi().financial;
  const [month, accounts, categories] = await Promise.all([
    api.gqlFinancialEntriesWithTotals(
      { filters: { ...filters } },
      `entries { ${ENTRY} } totals { income expense balance paid pending overdue } accounts { accountId name income expense balance currentBalance }`,
    ) as Promise<FinancialMonth>,
    api.gqlAccounts({}, 'id name initialBalance balance note') as Promise<FinancialAccountView[]>,
    api.gqlFinancialCategories({}, 'id name kind dreLine') as Promise<FinancialCategoryView[]>,
  ]);
  return { month, accounts, categories };
}

/** The first and last day of a month (YYYY-MM). */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `delta` months after `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
