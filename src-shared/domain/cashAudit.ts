// Cash register audit: what each payment method should hold at closing, against what was counted.

export interface CashAuditInput {
  openingAmount: number;
  /** the id of the cash ("money") payment method: opening amount, supplies and bleedings belong to it */
  cashMethodId: string | null;
  /** `tip`: the gorjeta received with the payment, in the same method's hands */
  payments: readonly { paymentMethodId: string; amount: number; tip?: number }[];
  entries: readonly { type: 'supply' | 'bleeding'; amount: number }[];
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
  for (const p of input.payments) add(p.paymentMethodId, p.amount + (p.tip ?? 0));
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

/** Cash in the drawer right now: opening + supplies − bleedings + cash payments. */
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
