// Money a payment takes above the bill, with the same method: the gorjeta. Declared here once; every rule that
// handles it reads this list, so a new kind is a line here, its column on `payments` and its field on the screen.
//
// What each kind means everywhere: it settles nothing (the pad's total and balance do not move); the money handed
// over must cover amount + extras before there is change; the method's closing expects it; a table's bill puts it
// on its last pad; the pad's totals carry its sum under `total`; the receipt prints it apart, after "Pago".

/** Each kind: its column on `payments` (integer centavos, 0 when none), the name of its sum in a pad's totals and
 *  a report's rows, and the words a person reads (screen, paper, errors). */
export const paymentExtras = {
  tip: { total: 'tips', word: 'Gorjeta', plural: 'gorjetas' },
} as const;

export type PaymentExtra = keyof typeof paymentExtras;
/** The name of a kind's sum (a pad's totals, a report's row). */
export type ExtraTotal = (typeof paymentExtras)[PaymentExtra]['total'];
export type ExtraAmounts = Record<PaymentExtra, number>;
export type ExtraTotals = Record<ExtraTotal, number>;

export const paymentExtraKeys = Object.keys(paymentExtras) as PaymentExtra[];
export const extraTotalKeys = paymentExtraKeys.map((k) => paymentExtras[k].total);

const amountOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A payment's extras (a row, a body, a decision): each kind, 0 when absent. */
export function extrasOf(p: Partial<Record<PaymentExtra, unknown>>): ExtraAmounts {
  return Object.fromEntries(paymentExtraKeys.map((k) => [k, amountOf(p[k])])) as ExtraAmounts;
}

/** What of a payment is above the bill, all kinds together. */
export function extrasSum(p: Partial<Record<PaymentExtra, unknown>>): number {
  return paymentExtraKeys.reduce((s, k) => s + amountOf(p[k]), 0);
}

/** The kinds a partial body names (an update changes only those). */
export function namedExtras(p: Partial<Record<PaymentExtra, number | null | undefined>>): Partial<ExtraAmounts> {
  return Object.fromEntries(paymentExtraKeys.filter((k) => p[k] !== undefined && p[k] !== null).map((k) => [k, p[k]])) as Partial<ExtraAmounts>;
}

/** The sums of many payments' extras, by their totals' names (`tips`). */
export function extraTotals(payments: readonly Partial<Record<PaymentExtra, unknown>>[]): ExtraTotals {
  return Object.fromEntries(paymentExtraKeys.map((k) => [paymentExtras[k].total, payments.reduce((s, p) => s + amountOf(p[k]), 0)])) as ExtraTotals;
}

/** Totals added together, name by name (a service's pads, a payment on top of a pad's sums). */
export function addExtraTotals(a: Partial<Record<ExtraTotal, unknown>>, b: Partial<Record<ExtraTotal, unknown>>): ExtraTotals {
  return Object.fromEntries(extraTotalKeys.map((t) => [t, amountOf(a[t]) + amountOf(b[t])])) as ExtraTotals;
}

/** The words of a kind by its column or its total's name (`tip` and `tips` both read "Gorjeta"). */
export const extraWords: Record<string, string> = Object.fromEntries(
  paymentExtraKeys.flatMap((k) => [
    [k, paymentExtras[k].word],
    [paymentExtras[k].total, paymentExtras[k].word],
  ]),
);
