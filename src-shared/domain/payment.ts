// One payment against an order pad's balance: what it settles, the change handed back, or why it is refused.

export type PaymentRefusal = 'notPositive' | 'nothingOwed' | 'overpayment' | 'tenderedBelowAmount' | 'changeNotAllowed';

export type PaymentDecision = { ok: true; amount: number; tendered: number; change: number } | { ok: false; reason: PaymentRefusal };

/**
 * `amount` is the part of the bill the payment settles; `tendered` what the customer handed over (defaults to
 * the amount). Only methods that give change (cash) accept tendered > amount; no payment settles more than is owed.
 */
export function settlePayment(balance: number, amount: number, tendered: number | undefined, allowsChange: boolean): PaymentDecision {
  const given = tendered ?? amount;
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'notPositive' };
  if (balance <= 0) return { ok: false, reason: 'nothingOwed' };
  if (amount > balance) return { ok: false, reason: 'overpayment' };
  if (given < amount) return { ok: false, reason: 'tenderedBelowAmount' };
  if (given > amount && !allowsChange) return { ok: false, reason: 'changeNotAllowed' };
  return { ok: true, amount, tendered: given, change: given - amount };
}

/** Cash handed over for the whole balance: settles the balance, the rest is change. */
export function cashForBalance(balance: number, tendered: number): PaymentDecision {
  return settlePayment(balance, Math.min(balance, tendered), tendered, true);
}
