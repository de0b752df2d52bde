// Calendar dates of the financial area (YYYY-MM-DD, the business's days): the due date of the n-th entry of an
// installment plan or a recurrence, and today in the business's time zone (what makes a pending entry overdue).
import type { FinancialRecurrence } from '../api/enums.js';

const DAYS: Partial<Record<FinancialRecurrence, number>> = { daily: 1, weekly: 7, fortnightly: 14 };
const MONTHS: Partial<Record<FinancialRecurrence, number>> = { monthly: 1, bimonthly: 2, quarterly: 3, halfYearly: 6, yearly: 12 };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The date `n` periods after `start`; by months, the 31st falls on the month's last day (31/01 → 28/02 → 31/03). */
export function addPeriods(start: string, recurrence: FinancialRecurrence, n: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const days = DAYS[recurrence];
  if (days !== undefined) {
    const t = new Date(Date.UTC(y, m - 1, d + days * n));
    return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  }
  const months = (MONTHS[recurrence] ?? 1) * n;
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(d, last));
}

/** Days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** `date` moved by `days`. */
export function addDays(date: string, days: number): string {
  return addPeriods(date, 'daily', days);
}

/** Today's date where the business is. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** An entry's situation: paid, or pending until its due date has passed (overdue). */
export function entryStatus(entry: { paid: boolean; dueDate: string }, today: string): 'paid' | 'pending' | 'overdue' {
  if (entry.paid) return 'paid';
  return entry.dueDate < today ? 'overdue' : 'pending';
}
