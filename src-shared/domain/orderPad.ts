// Totals of an order pad (comanda) and of a service (a table's session): subtotal, discount, service fee,
// payments, balance, change and overpayment. The server decides with these and the terminal shows them offline.
import type { DiscountType } from '../api/enums.js';
import { applyRate, splitAmount } from './money.js';
import { addExtraTotals, extraTotalKeys, extraTotals, type ExtraTotal, type ExtraTotals, type PaymentExtra } from './paymentExtras.js';

export interface Discount {
  type: DiscountType;
  /** centavos for `value`; basis points for `percentage` (1000 = 10 %) */
  value: number;
}

export interface TotalsInput {
  /** line totals of the pad's products that count (not cancelled), centavos */
  items: readonly number[];
  discount?: Discount | null;
  serviceFee?: { enabled: boolean; rate: number } | null;
  /** delivery fee, other fees: added after the service fee, never discounted */
  extras?: number;
  /** the `amount` of each payment: the part of the bill it settles */
  payments?: readonly number[];
  /** the payments' extras by their totals' names: received above the bill, they neither add to the total nor
   *  settle it (paymentExtras.ts) */
  paymentExtras?: Partial<Record<ExtraTotal, readonly number[]>>;
}

/** The payments' extras (paymentExtras.ts) are carried by their totals' names, outside the total and the balance. */
export type Totals = ExtraTotals & {
  subtotal: number;
  discount: number;
  serviceFee: number;
  extras: number;
  total: number;
  paid: number;
  /** what is still owed; 0 when settled */
  balance: number;
  /** paid above the total (only possible by a later price change or discount) */
  overpayment: number;
};

/** The discount amount, never more than the subtotal. */
export function discountAmount(subtotal: number, discount?: Discount | null): number {
  if (!discount || discount.value <= 0) return 0;
  const raw = discount.type === 'percentage' ? applyRate(subtotal, Math.min(discount.value, 10_000)) : discount.value;
  return Math.min(raw, subtotal);
}

/** The service fee (the waiter's 10 %) is charged on what is consumed after the discount. */
export function serviceFeeAmount(base: number, fee?: { enabled: boolean; rate: number } | null): number {
  if (!fee || !fee.enabled || fee.rate <= 0) return 0;
  return applyRate(base, fee.rate);
}

export function orderPadTotals(input: TotalsInput): Totals {
  const subtotal = input.items.reduce((a, b) => a + b, 0);
  const discount = discountAmount(subtotal, input.discount);
  const serviceFee = serviceFeeAmount(subtotal - discount, input.serviceFee);
  const extras = input.extras ?? 0;
  const total = subtotal - discount + serviceFee + extras;
  const paid = (input.payments ?? []).reduce((a, b) => a + b, 0);
  const above = Object.fromEntries(extraTotalKeys.map((t) => [t, (input.paymentExtras?.[t] ?? []).reduce((a, b) => a + b, 0)])) as ExtraTotals;
  return {
    subtotal,
    discount,
    serviceFee,
    extras,
    total,
    paid,
    balance: Math.max(total - paid, 0),
    overpayment: Math.max(paid - total, 0),
    ...above,
  };
}

/** A service's totals: the sum of its order pads' totals. */
export function serviceTotals(pads: readonly Totals[]): Totals {
  const add = (k: Exclude<keyof Totals, ExtraTotal>) => pads.reduce((a, p) => a + p[k], 0);
  return {
    subtotal: add('subtotal'),
    discount: add('discount'),
    serviceFee: add('serviceFee'),
    extras: add('extras'),
    total: add('total'),
    paid: add('paid'),
    balance: add('balance'),
    overpayment: add('overpayment'),
    ...pads.reduce<ExtraTotals>((a, p) => addExtraTotals(a, p), addExtraTotals({}, {})),
  };
}

/** Each occupant's share of the total (they add up exactly). */
export function splitByOccupants(total: number, occupants: number): number[] {
  return splitAmount(total, Math.max(1, Math.trunc(occupants)));
}

/** What of a pad's own columns its totals depend on (as the server stores them). */
export interface PadTerms {
  discountType: DiscountType | null | undefined;
  discountValue: number | null | undefined;
  serviceFeeEnabled: boolean | null | undefined;
  serviceFeeRate: number | null | undefined;
}

/** A pad's amounts: its lines' totals, every order's delivery fee, its payments' amounts and their extras by their
 *  totals' names (only the rows that count; a kind left out is none). */
export type PadSums = Partial<Record<ExtraTotal, readonly number[]>> & {
  items: readonly number[];
  deliveryFees: readonly number[];
  payments: readonly number[];
};

/**
 * The one totals rule of a pad, for the server, the mirror's optimistic effects and the screens: the lines, the
 * discount, the service fee at the pad's rate, the delivery fee of each delivery order (the server charges it on
 * every delivery order), and the payments with their extras.
 */
export function padTotals(pad: PadTerms, sums: PadSums): Totals {
  return orderPadTotals({
    items: sums.items,
    discount: pad.discountType ? { type: pad.discountType, value: pad.discountValue ?? 0 } : null,
    serviceFee: { enabled: pad.serviceFeeEnabled !== false, rate: pad.serviceFeeRate ?? 0 },
    extras: sums.deliveryFees.reduce((a, b) => a + b, 0),
    payments: sums.payments,
    paymentExtras: sums,
  });
}

type Live = { deletedAt?: unknown };

/** Each extra's amounts over these payments, by its total's name (one per payment). */
function extraLists(payments: readonly Partial<Record<PaymentExtra, unknown>>[]): Record<ExtraTotal, number[]> {
  return Object.fromEntries(extraTotalKeys.map((t) => [t, payments.map((p) => extraTotals([p])[t])])) as Record<ExtraTotal, number[]>;
}

/** Which rows count, as the server's sums pick them: live lines of live, not cancelled orders; live payments. */
export function padSums(
  orders: readonly (Live & { id: string; status?: unknown; deliveryFee?: unknown })[],
  lines: readonly (Live & { orderId?: unknown; totalPrice?: unknown })[],
  payments: readonly (Live & { amount?: unknown } & Partial<Record<PaymentExtra, unknown>>)[],
): PadSums {
  const live = orders.filter((o) => !o.deletedAt && o.status !== 'canceled');
  const ids = new Set(live.map((o) => o.id));
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    items: lines.filter((l) => !l.deletedAt && ids.has(l.orderId as string)).map((l) => n(l.totalPrice)),
    deliveryFees: live.map((o) => n(o.deliveryFee)),
    payments: payments.filter((p) => !p.deletedAt).map((p) => n(p.amount)),
    ...extraLists(payments.filter((p) => !p.deletedAt)),
  };
}
