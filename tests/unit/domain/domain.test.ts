// The shared business rules, as the counter and the server both apply them.
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  auditLines,
  canTransition,
  cashInDrawer,
  compositePrice,
  discountAmount,
  expectedByMethod,
  formatBRL,
  lineTotal,
  mulDiv,
  nextStatuses,
  orderPadTotals,
  serviceTotals,
  settlePayment,
  splitByOccupants,
  tableStatus,
  unitPrice,
} from '../../../src-shared/domain/index.js';

describe('money and quantities', () => {
  it('rounds half away from zero in integers', () => {
    expect(mulDiv(1849, 1000, 10_000)).toBe(185);
    expect(mulDiv(1845, 1, 10)).toBe(185);
    expect(mulDiv(-1845, 1, 10)).toBe(-185);
    expect(applyRate(18_485, 1000)).toBe(1849);
  });
  it('prices weighed items by grams of a per-kilogram price', () => {
    expect(lineTotal(7490, 456)).toBe(3415); // 456 g of buffet at R$ 74,90/kg
    expect(lineTotal(650, 3000)).toBe(1950);
    expect(lineTotal(999, 1500)).toBe(1499); // 1,5 × R$ 9,99 = 14,985 → R$ 14,99
  });
  it('formats reais for messages', () => {
    expect(formatBRL(123_456)).toBe('R$ 1.234,56');
    expect(formatBRL(5)).toBe('R$ 0,05');
  });
});

describe('composite price rules', () => {
  const halves = [{ price: 5990 }, { price: 7290 }];
  it('highest: a half-and-half pizza costs its most expensive flavour', () => {
    expect(compositePrice('highest', halves)).toBe(7290);
  });
  it('average and default (each half by its share)', () => {
    expect(compositePrice('average', halves)).toBe(6640);
    expect(compositePrice('default', halves)).toBe(6640);
    expect(compositePrice('default', [{ price: 6000, fraction: 250 }, { price: 8000, fraction: 750 }])).toBe(7500);
    expect(compositePrice('average', [{ price: 1000 }, { price: 1000 }, { price: 1001 }])).toBe(1000);
  });
  it('rounded_average rounds the average up to the next whole real', () => {
    expect(compositePrice('rounded_average', [{ price: 5990 }, { price: 6890 }])).toBe(6500);
    expect(compositePrice('rounded_average', [{ price: 6000 }, { price: 7000 }])).toBe(6500);
  });
  it('adds add-ons by quantity to the unit price', () => {
    expect(unitPrice({ basePrice: 2890, addOns: [{ price: 500, quantity: 2000 }, { price: 300, quantity: 1000 }] })).toBe(4190);
    expect(unitPrice({ basePrice: 0, priceRule: 'highest', flavors: halves, addOns: [{ price: 1200, quantity: 1000 }] })).toBe(8490);
  });
});

describe('order pad totals', () => {
  it('applies the discount, then the 10 % service fee on what is left, then extras; payments make the balance', () => {
    const t = orderPadTotals({
      items: [7290, 5780, 3415],
      discount: { type: 'percentage', value: 1000 },
      serviceFee: { enabled: true, rate: 1000 },
      extras: 700,
      payments: [5000],
    });
    expect(t).toEqual({ subtotal: 16_485, discount: 1649, serviceFee: 1484, extras: 700, total: 17_020, paid: 5000, balance: 12_020, overpayment: 0, tips: 0 });
  });
  it('never discounts more than the subtotal, and reports overpayment', () => {
    expect(discountAmount(1000, { type: 'value', value: 5000 })).toBe(1000);
    const t = orderPadTotals({ items: [1000], serviceFee: { enabled: false, rate: 1000 }, payments: [1500] });
    expect(t).toMatchObject({ total: 1000, balance: 0, overpayment: 500 });
  });
  it('sums pads into a service, and splits by occupants to the centavo', () => {
    const a = orderPadTotals({ items: [1000], serviceFee: { enabled: true, rate: 1000 } });
    const b = orderPadTotals({ items: [2000], serviceFee: { enabled: true, rate: 1000 } });
    expect(serviceTotals([a, b]).total).toBe(3300);
    expect(splitByOccupants(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitByOccupants(10_000, 3).reduce((x, y) => x + y, 0)).toBe(10_000);
  });
});

describe('payments', () => {
  it('gives change only for methods that allow it, and never settles more than is owed', () => {
    expect(settlePayment(8019, 8019, 10_000, true)).toEqual({ ok: true, amount: 8019, tip: 0, tendered: 10_000, change: 1981 });
    expect(settlePayment(8019, 8019, 10_000, false)).toEqual({ ok: false, reason: 'changeNotAllowed' });
    expect(settlePayment(8019, 9000, undefined, false)).toEqual({ ok: false, reason: 'overpayment' });
    expect(settlePayment(0, 100, undefined, true)).toEqual({ ok: false, reason: 'nothingOwed' });
    expect(settlePayment(100, 100, 50, true)).toEqual({ ok: false, reason: 'tenderedBelowAmount' });
  });
});

describe('cash audit', () => {
  const input = {
    openingAmount: 20_000,
    cashMethodId: 'cash',
    payments: [
      { paymentMethodId: 'cash', amount: 8019 },
      { paymentMethodId: 'pix', amount: 4000 },
      { paymentMethodId: 'cash', amount: 1000 },
    ],
    entries: [
      { type: 'supply' as const, amount: 5000 },
      { type: 'bleeding' as const, amount: 10_000 },
    ],
  };
  it('expects per payment method: cash = opening + supplies − bleedings + cash payments', () => {
    expect(expectedByMethod(input)).toEqual({ cash: 24_019, pix: 4000 });
    expect(cashInDrawer(input)).toBe(24_019);
  });
  it('compares with what was counted', () => {
    expect(auditLines(expectedByMethod(input), { cash: 24_000, pix: 4000, debit: 500 })).toEqual([
      { paymentMethodId: 'cash', expected: 24_019, counted: 24_000, difference: -19 },
      { paymentMethodId: 'debit', expected: 0, counted: 500, difference: 500 },
      { paymentMethodId: 'pix', expected: 4000, counted: 4000, difference: 0 },
    ]);
  });
});

describe('order status transitions', () => {
  it('walks a delivery order out with a delivery man', () => {
    expect(nextStatuses('confirmed', 'delivery')).toEqual(['readyToDelivery', 'canceled']);
    expect(nextStatuses('readyToDelivery', 'delivery')).toEqual(['delivering', 'sentLogistics', 'canceled']);
    expect(canTransition('delivering', 'delivered', 'delivery')).toBe(true);
  });
  it('ends saloon orders consumed and balcony orders picked up; cancelled orders go nowhere', () => {
    expect(nextStatuses('confirmed', 'saloon')).toEqual(['readyToConsumption', 'consumed', 'canceled']);
    expect(nextStatuses('readyToPickUp', 'balcony')).toEqual(['pickedUp', 'canceled']);
    expect(nextStatuses('canceled', 'saloon')).toEqual([]);
    expect(canTransition('pending', 'delivered', 'delivery')).toBe(false);
  });
});

describe('table status', () => {
  it('is occupied while an open service holds it unreleased', () => {
    const links = [
      { serviceId: 's1', tableId: 't1', releasedAt: null },
      { serviceId: 's2', tableId: 't2', releasedAt: null },
      { serviceId: 's1', tableId: 't3', releasedAt: '2026-01-01T12:00:00-03:00' },
    ];
    const services = [
      { id: 's1', status: 'open' },
      { id: 's2', status: 'closed' },
    ];
    expect(tableStatus('t1', links, services)).toBe('occupied');
    expect(tableStatus('t2', links, services)).toBe('released');
    expect(tableStatus('t3', links, services)).toBe('released');
  });
});
