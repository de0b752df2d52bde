// One payment against an order pad's balance: what it settles, the change handed back, or why it is refused.
import { extrasOf, extrasSum, type ExtraAmounts, type PaymentExtra } from './paymentExtras.js';

export type PaymentRefusal = 'notPositive' | 'nothingOwed' | 'overpayment' | 'tenderedBelowAmount' | 'changeNotAllowed';

/** A payment's money as it is stored: the part of the bill it settles, its extras, what was handed over, the change. */
export type PaymentMoney = { amount: number; tendered: number; change: number } & ExtraAmounts;

export type PaymentDecision = ({ ok: true } & PaymentMoney) | { ok: false; reason: PaymentRefusal };

/**
 * `amount` is the part of the bill the payment settles; `extras` what it takes above the bill (paymentExtras.ts;
 * it settles nothing); `tendered` what the customer handed over (defaults to amount + extras).
 * Only methods that give change (cash) accept more than that; no payment settles more than is owed.
 */
export function settlePayment(
  balance: number,
  amount: number,
  tendered: number | undefined,
  allowsChange: boolean,
  extras: Partial<Record<PaymentExtra, unknown>> = {},
): PaymentDecision {
  const above = extrasOf(extras);
  const due = amount + extrasSum(above);
  const given = tendered ?? due;
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'notPositive' };
  if (Object.values(above).some((v) => !Number.isInteger(v) || v < 0)) return { ok: false, reason: 'notPositive' };
  if (balance <= 0) return { ok: false, reason: 'nothingOwed' };
  if (amount > balance) return { ok: false, reason: 'overpayment' };
  if (given < due) return { ok: false, reason: 'tenderedBelowAmount' };
  if (given > due && !allowsChange) return { ok: false, reason: 'changeNotAllowed' };
  return { ok: true, amount, ...above, tendered: given, change: given - due };
}

/** The stored money of an accepted payment (its columns), without the decision's flag. */
export function paymentMoney(d: { ok: true } & PaymentMoney): PaymentMoney {
  const { ok: _ok, ...money } = d;
  return money;
}

/** Cash handed over for the whole balance: settles the balance, the rest is change. */
export function cashForBalance(balance: number, tendered: number): PaymentDecision {
  return settlePayment(balance, Math.min(balance, tendered), tendered, true);
}
