// Survivors of the mutation run on src-shared/domain (mutation/README.md): the money rules where a wrong sign,
// guard or filter moves centavos. Each test asserts what the customer or the drawer would see.
import { describe, expect, it } from 'vitest';
import { comboShares } from '../../../src-shared/domain/comboShares.js';
import { mulDiv, splitAmount } from '../../../src-shared/domain/money.js';
import { discountAmount, padSums, padTotals, serviceFeeAmount } from '../../../src-shared/domain/orderPad.js';
import { settlePayment } from '../../../src-shared/domain/payment.js';

describe('rounding keeps the sign of a negative amount or divisor', () => {
  it('rounds half away from zero on either side', () => {
    expect(mulDiv(-5, 1, 2)).toBe(-3); // a refund of R$ 0,05 halved
    expect(mulDiv(5, 1, -2)).toBe(-3);
    expect(mulDiv(-5, 1, -2)).toBe(3);
    expect(mulDiv(-4, 1, 3)).toBe(-1);
    expect(mulDiv(4, 1, -3)).toBe(-1);
  });

  it('splits into one share or more, never zero or a fraction of a share', () => {
    expect(splitAmount(1001, 1)).toEqual([1001]);
    for (const parts of [0, -1, 1.5]) expect(() => splitAmount(1000, parts)).toThrow('parts must be a positive integer');
  });
});

describe('a payment', () => {
  it('refuses a zero, negative or fractional amount', () => {
    for (const amount of [0, -100, 10.5]) expect(settlePayment(5000, amount, undefined, true)).toEqual({ ok: false, reason: 'notPositive' });
    expect(settlePayment(5000, 1, undefined, true)).toMatchObject({ ok: true, amount: 1 });
  });

  it('refuses a negative or fractional gorjeta and takes none', () => {
    expect(settlePayment(5000, 5000, undefined, false, { tip: -1 })).toEqual({ ok: false, reason: 'notPositive' });
    expect(settlePayment(5000, 5000, undefined, false, { tip: 0.5 })).toEqual({ ok: false, reason: 'notPositive' });
    expect(settlePayment(5000, 5000, undefined, false, { tip: 0 })).toEqual({ ok: true, amount: 5000, tip: 0, tendered: 5000, change: 0 });
  });
});

describe('a pad total', () => {
  it('a negative discount or service rate adds nothing to the bill', () => {
    expect(discountAmount(10_000, { type: 'value', value: -500 })).toBe(0);
    expect(discountAmount(10_000, { type: 'percentage', value: -1000 })).toBe(0);
    expect(serviceFeeAmount(10_000, { enabled: true, rate: -1000 })).toBe(0);
  });

  it('a discount value without a discount type discounts nothing; every delivery fee is charged', () => {
    const pad = { discountType: null, discountValue: 500, serviceFeeEnabled: false, serviceFeeRate: 0 };
    const totals = padTotals(pad as never, { items: [10_000], deliveryFees: [700, 300], payments: [], tips: [] });
    expect(totals).toMatchObject({ discount: 0, total: 11_000, balance: 11_000 });
  });

  it('the service fee is charged unless the pad turned it off', () => {
    const sums = { items: [10_000], deliveryFees: [], payments: [], tips: [] };
    const pad = { discountType: null, discountValue: null, serviceFeeRate: 1000 };
    expect(padTotals({ ...pad, serviceFeeEnabled: false } as never, sums)).toMatchObject({ total: 10_000 });
    expect(padTotals({ ...pad, serviceFeeEnabled: true } as never, sums)).toMatchObject({ total: 11_000 });
  });

  it('counts live lines of live, not cancelled orders and live payments only', () => {
    const orders = [
      { id: 'a', status: 'delivered', deliveryFee: 500 },
      { id: 'b', status: 'canceled', deliveryFee: 700 },
      { id: 'c', status: 'delivered', deliveryFee: 900, deletedAt: '2026-11-27T12:00:00Z' },
    ];
    const lines = [
      { orderId: 'a', totalPrice: 1000 },
      { orderId: 'a', totalPrice: 2000, deletedAt: '2026-11-27T12:00:00Z' },
      { orderId: 'b', totalPrice: 4000 },
      { orderId: 'c', totalPrice: 8000 },
    ];
    const payments = [
      { amount: 600, tip: 60 },
      { amount: 300, tip: 30, deletedAt: '2026-11-27T12:00:00Z' },
    ];
    expect(padSums(orders, lines, payments)).toEqual({ items: [1000], deliveryFees: [500], payments: [600], tips: [60] });
  });
});

describe('a combo split', () => {
  it('hands the leftover centavos one each to the first parts, and never adds a part', () => {
    const shares = comboShares(10, [1, 1, 1, 1].map((price) => ({ price, quantity: 1 })));
    expect(shares).toEqual([3, 3, 2, 2]);
  });
});
