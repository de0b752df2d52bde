// Survivors of the mutation spot-check (issue 20) in pricing: every earlier test put the dearest flavour last,
// so "the price of the LAST flavour" passed for "the price of the dearest".
import { describe, expect, it } from 'vitest';
import { compositePrice, unitPrice } from '../../../src-shared/domain/pricing.js';

describe('half-and-half pizza priced by the dearest flavour (rule "highest")', () => {
  it('takes the dearest flavour when it comes first', () => {
    expect(compositePrice('highest', [{ price: 5990 }, { price: 4290 }])).toBe(5990);
  });

  it('takes the dearest flavour when it sits in the middle of three', () => {
    expect(compositePrice('highest', [{ price: 3900 }, { price: 6490 }, { price: 4500 }])).toBe(6490);
  });

  it('a whole unit with the dearest flavour first: base + dearest + add-ons', () => {
    expect(unitPrice({ basePrice: 500, priceRule: 'highest', flavors: [{ price: 7000 }, { price: 5000 }], addOns: [{ price: 300, quantity: 2000 }] })).toBe(500 + 7000 + 600);
  });
});
