// The shared cash audit rule with accounts (fiado) paid at the counter: the server's register summary and the
// counter's offline one both come from these functions (src-server/routes/cash.ts, src-renderer/queries/cash.ts).
import { describe, expect, it } from 'vitest';
import { accountPaymentAudit, accountReceipts, auditLines, cashInDrawer, expectedByMethod, isDrawerCash } from '../../../src-shared/domain/cashAudit.js';

describe('an account paid at the counter counts like a sale', () => {
  const input = {
    openingAmount: 10_000,
    cashMethodId: 'cash',
    payments: [{ paymentMethodId: 'cash', amount: 2000 }],
    entries: [{ type: 'bleeding' as const, amount: 1500 }],
    accountPayments: [
      { paymentMethodId: 'cash', amount: 2739 },
      { paymentMethodId: 'pix', amount: 5000 },
    ],
  };

  it('adds the account payments to their method: cash 100,00 + 20,00 − 15,00 + 27,39 = 132,39', () => {
    expect(expectedByMethod(input)).toEqual({ cash: 13_239, pix: 5000 });
    expect(cashInDrawer(input)).toBe(13_239);
    expect(accountReceipts(input)).toBe(7739);
  });

  it('is the same as the sale payments alone when nobody paid an account', () => {
    const { accountPayments: _none, ...sales } = input;
    expect(expectedByMethod(sales)).toEqual({ cash: 10_500 });
    expect(expectedByMethod({ ...sales, accountPayments: [] })).toEqual({ cash: 10_500 });
    expect(accountReceipts(sales)).toBe(0);
  });

  it('shows the close difference with the account money expected', () => {
    expect(auditLines(expectedByMethod(input), { cash: 13_239, pix: 4900 })).toEqual([
      { paymentMethodId: 'cash', expected: 13_239, counted: 13_239, difference: 0 },
      { paymentMethodId: 'pix', expected: 5000, counted: 4900, difference: -100 },
    ]);
  });

  it('receives in the session named, else the only one open, else none', () => {
    expect(accountPaymentAudit('a1', ['a2'])).toBe('a1');
    expect(accountPaymentAudit(null, ['a2'])).toBe('a2');
    expect(accountPaymentAudit(undefined, [])).toBeNull();
    expect(accountPaymentAudit(null, ['a2', 'a3'])).toBeNull();
  });

  it('knows which methods are drawer cash', () => {
    expect(isDrawerCash('money')).toBe(true);
    expect(isDrawerCash('cash')).toBe(true);
    expect(isDrawerCash('pix')).toBe(false);
    expect(isDrawerCash('credit')).toBe(false);
  });
});
