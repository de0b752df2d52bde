// Totals of an order pad (comanda) and of a service (a table's session): subtotal, discount, service fee,
// payments, balance, change and overpayment. The server decides with these and the terminal shows them offline.
import type { DiscountType } from '../api/enums.js';
import { applyRate, splitAmount } from './money.js';

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
}

export interface Totals {
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
}

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
  return {
    subtotal,
    discount,
    serviceFee,
    extras,
    total,
    paid,
    balance: Math.max(total - paid, 0),
    overpayment: Math.max(paid - total, 0),
  };
}

/** A service's totals: the sum of its order pads' totals. */
export function serviceTotals(pads: readonly Totals[]): Totals {
  const add = (k: keyof Totals) => pads.reduce((a, p) => a + p[k], 0);
  return {
    subtotal: add('subtotal'),
    discount: add('discount'),
    serviceFee: add('serviceFee'),
    extras: add('extras'),
    total: add('total'),
    paid: add('paid'),
    balance: add('balance'),
    overpayment: add('overpayment'),
  };
}

/** Each occupant's share of the total (they add up exactly). */
export function splitByOccupants(total: number, occupants: number): number[] {
  return splitAmount(total, Math.max(1, Math.trunc(occupants)));
}
