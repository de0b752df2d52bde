// Cash register audit: what each payment method should hold at closing, against what was counted.
import { extrasSum, type ExtraAmounts } from './paymentExtras.js';

export interface CashAuditInput {
  openingAmount: number;
  /** the id of the cash ("money") payment method: opening amount, supplies and bleedings belong to it */
  cashMethodId: string | null;
  /** with their extras (paymentExtras.ts): received above the bill, in the same method's hands */
  payments: readonly ({ paymentMethodId: string; amount: number } & Partial<ExtraAmounts>)[];
  entries: readonly { type: 'supply' | 'bleeding'; amount: number }[];
  /**
   * What customers paid of their accounts (fiado) at the counter during this session: the money is in the
   * method's hands exactly as a sale's payment is (cash in the drawer, PIX in the PIX account).
   */
  accountPayments?: readonly { paymentMethodId: string; amount: number }[];
}

export interface CashAuditLine {
  paymentMethodId: string;
  expected: number;
  counted: number;
  /** counted − expected: negative is missing, positive is left over */
  difference: number;
}

/** Expected amount per payment method. */
export function expectedByMethod(input: CashAuditInput): Record<string, number> {
  const expected: Record<string, number> = {};
  const add = (id: string, v: number) => (expected[id] = (expected[id] ?? 0) + v);
  if (input.cashMethodId) {
    add(input.cashMethodId, input.openingAmount);
    for (const e of input.entries) add(input.cashMethodId, e.type === 'supply' ? e.amount : -e.amount);
  }
  for (const p of input.payments) add(p.paymentMethodId, p.amount + extrasSum(p));
  for (const p of input.accountPayments ?? []) add(p.paymentMethodId, p.amount);
  return expected;
}

/** Expected versus counted, one line per payment method seen on either side. */
export function auditLines(expected: Record<string, number>, counted: Record<string, number>): CashAuditLine[] {
  const ids = [...new Set([...Object.keys(expected), ...Object.keys(counted)])].sort();
  return ids.map((id) => {
    const e = expected[id] ?? 0;
    const c = counted[id] ?? 0;
    return { paymentMethodId: id, expected: e, counted: c, difference: c - e };
  });
}

/** What customers paid of their accounts in the session, all methods together (the summary's line). */
export function accountReceipts(input: CashAuditInput): number {
  return (input.accountPayments ?? []).reduce((a, p) => a + p.amount, 0);
}

/**
 * The register session an account payment is received in: the one named (the terminal's), else the only one
 * open in the business; null when none is (or several are and none was named). Sale payments do the same.
 */
export function accountPaymentAudit(named: string | null | undefined, openAuditIds: readonly string[]): string | null {
  if (named) return named;
  return openAuditIds.length === 1 ? (openAuditIds[0] ?? null) : null;
}

/** A payment in this method is money in the drawer: it needs an open register to be received. */
export function isDrawerCash(methodType: string): boolean {
  return methodType === 'money' || methodType === 'cash';
}

/** Cash in the drawer right now: opening + supplies − bleedings + cash payments (sales and accounts). */
export function cashInDrawer(input: CashAuditInput): number {
  return input.cashMethodId ? (expectedByMethod(input)[input.cashMethodId] ?? 0) : input.openingAmount;
}

/**
 * Whether the register may close with tables or comandas still open: the spec sets no rule, so the business's
 * setting decides (config.cashRegister.closeWithOpenBills); allowed unless it says false, as the open bills
 * are received in the next register. The screen warns, listing them, either way.
 */
export function mayCloseWithOpenBills(config: unknown, openBills: number): boolean {
  if (openBills === 0) return true;
  const cash = config && typeof config === 'object' ? (config as { cashRegister?: { closeWithOpenBills?: unknown } }).cashRegister : undefined;
  return cash?.closeWithOpenBills !== false;
}
