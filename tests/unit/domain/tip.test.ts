// The gorjeta (tip) on a payment by the shared rules: paid on top of the amount, outside the pad's total and
// balance, counted in its method at closing, spread with the last part of a table's bill, printed on the receipt.
import { describe, expect, it } from 'vitest';
import { expectedByMethod, padSums, padTotals, serviceTotals, settlePayment } from '../../../src-shared/domain/index.js';
import { layout, layoutText } from '../../../src-shared/printing/layout.js';
import { buildTemplate } from '../../../src-shared/printing/templates/index.js';
import { paymentReceiptSample } from '../../../src-shared/printing/templates/samples.js';
import { allocatePayment } from '../../../src-renderer/screens/payment/bill.js';

const pad = { discountType: null, discountValue: 0, serviceFeeEnabled: true, serviceFeeRate: 1000 };

describe('gorjeta in a payment', () => {
  it('is paid on top of the amount: cash must cover both before change, a card charges both', () => {
    expect(settlePayment(8019, 8019, 10_000, true, { tip: 1000 })).toEqual({ ok: true, amount: 8019, tip: 1000, tendered: 10_000, change: 981 });
    expect(settlePayment(8019, 8019, 9000, true, { tip: 1000 })).toEqual({ ok: false, reason: 'tenderedBelowAmount' });
    expect(settlePayment(8019, 8019, undefined, false, { tip: 1000 })).toEqual({ ok: true, amount: 8019, tip: 1000, tendered: 9019, change: 0 });
    expect(settlePayment(8019, 8019, 9500, false, { tip: 1000 })).toEqual({ ok: false, reason: 'changeNotAllowed' });
    // The gorjeta settles nothing: the amount alone may not pass the balance.
    expect(settlePayment(8019, 8500, undefined, false, { tip: 0 })).toEqual({ ok: false, reason: 'overpayment' });
    expect(settlePayment(8019, 8019, undefined, false, { tip: -1 })).toEqual({ ok: false, reason: 'notPositive' });
  });
});

describe('gorjeta in the totals', () => {
  it('adds up the live payments\' gorjetas without touching total, paid or balance', () => {
    const orders = [{ id: 'o1', status: 'confirmed' }];
    const lines = [{ orderId: 'o1', totalPrice: 5000 }];
    const payments = [
      { amount: 3000, tip: 500 },
      { amount: 1000, tip: 250, deletedAt: '2026-11-26T12:00:00Z' },
      { amount: 1000 },
    ];
    const t = padTotals(pad, padSums(orders, lines, payments));
    expect(t).toMatchObject({ subtotal: 5000, serviceFee: 500, total: 5500, paid: 4000, balance: 1500, tips: 500 });
    const other = padTotals(pad, padSums(orders, lines, [{ amount: 5500, tip: 300 }]));
    expect(serviceTotals([t, other])).toMatchObject({ total: 11_000, paid: 9500, tips: 800 });
  });

  it('expects the gorjeta in the drawer of the method that received it', () => {
    const expected = expectedByMethod({
      openingAmount: 10_000,
      cashMethodId: 'cash',
      payments: [
        { paymentMethodId: 'cash', amount: 2000, tip: 300 },
        { paymentMethodId: 'pix', amount: 1500, tip: 200 },
        { paymentMethodId: 'pix', amount: 500 },
      ],
      entries: [],
    });
    expect(expected).toEqual({ cash: 12_300, pix: 2200 });
  });

  it('goes with the last part when a table\'s payment is spread over its comandas', () => {
    const parts = allocatePayment([{ padId: 'a', balance: 3000 }, { padId: 'b', balance: 2000 }], { amount: 5000, tendered: 6000, tip: 700 });
    expect(parts).toEqual([
      { padId: 'a', amount: 3000, tip: 0, tendered: 3000 },
      { padId: 'b', amount: 2000, tip: 700, tendered: 3000 },
    ]);
    // Each part settles on its own: the last one's cash covers its amount and the gorjeta, the rest is change.
    const last = parts[1]!;
    expect(settlePayment(2000, last.amount, last.tendered, true, last)).toMatchObject({ ok: true, change: 300 });
  });
});

describe('gorjeta on the receipt', () => {
  const text = (data: typeof paymentReceiptSample) => layoutText(layout(buildTemplate('paymentReceipt', data), 'ESC_POS', 'medium')).join('\n');

  it('prints the gorjeta after what was paid of the bill, before the change', () => {
    const printed = text({
      ...paymentReceiptSample,
      payments: [
        { method: 'Dinheiro', amount: 15_000, tip: 1000 },
        { method: 'PIX', amount: 9450, tip: 450 },
      ],
      change: 500,
    });
    const lines = printed.split('\n');
    const at = (label: string) => lines.findIndex((l) => new RegExp(`^${label} +R\\$`).test(l));
    expect(lines[at('Gorjeta')]).toMatch(/^Gorjeta +R\$ 14,50$/);
    expect(lines[at('Pago')]).toMatch(/R\$ 244,50$/);
    expect(at('Pago')).toBeLessThan(at('Gorjeta'));
    expect(at('Gorjeta')).toBeLessThan(at('Troco'));
  });

  it('prints no gorjeta line when none was given', () => {
    expect(text(paymentReceiptSample)).not.toContain('Gorjeta');
  });
});
