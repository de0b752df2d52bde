// One payment against an order pad's balance: what it settles, the change handed back, or why it is refused.

export type PaymentRefusal = 'notPositive' | 'nothingOwed' | 'overpayment' | 'tenderedBelowAmount' | 'changeNotAllowed';

export type PaymentDecision = { ok: true; amount: number; tip: number; tendered: number; change: number } | { ok: false; reason: PaymentRefusal };

/**
 * `amount` is the part of the bill the payment settles; `tip` the gorjeta given with it, above the bill (it settles
 * nothing); `tendered` what the customer handed over (defaults to amount + tip). Only methods that give change
 * (cash) accept tendered > amount + tip; no payment settles more than is owed.
 */
export function settlePayment(balance: number, amount: number, tendered: number | undefined, allowsChange: boolean, tip = 0): PaymentDecision {
  const due = amount + tip;
  const given = tendered ?? due;
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'notPositive' };
  if (!Number.isInteger(tip) || tip < 0) return { ok: false, reason: 'notPositive' };
  if (balance <= 0) return { ok: false, reason: 'nothingOwed' };
  if (amount > balance) return { ok: false, reason: 'overpayment' };
  if (given < due) return { ok: false, reason: 'tenderedBelowAmount' };
  if (given > due && !allowsChange) return { ok: false, reason: 'changeNotAllowed' };
  return { ok: true, amount, tip, tendered: given, change: given - due };
}

/** Cash handed over for the whole balance: settles the balance, the rest is change. */
export function cashForBalance(balance: number, tendered: number): PaymentDecision {
  return settlePayment(balance, Math.min(balance, tendered), tendered, true);
}
