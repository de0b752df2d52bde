// Survivors of the mutation spot-check (issue 20) in pricing: every earlier test put the dearest flavour last,
// so "the price of the LAST flavour" passed for "the price of the dearest".
import { describe, expect, it } from 'vitest';
import { compositePrice, linePrice, unitPrice } from '../../../src-shared/domain/pricing.js';

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

describe('composite price, survivors of the first Stryker run', () => {
  it('no flavours cost nothing, whatever the rule', () => {
    for (const rule of ['highest', 'average', 'rounded_average', 'default'] as const) expect(compositePrice(rule, [])).toBe(0);
  });

  it('default rule with three flavours: a third each, the last taking the thousandth left over', () => {
    // shares 333, 333, 334: 9000×0.333 + 6000×0.333 + 3000×0.334
    expect(compositePrice('default', [{ price: 9000 }, { price: 6000 }, { price: 3000 }])).toBe(2997 + 1998 + 1002);
    // the same flavours the other way round: the leftover thousandth goes to the last one, now the dearest
    expect(compositePrice('default', [{ price: 3000 }, { price: 6000 }, { price: 9000 }])).toBe(999 + 1998 + 3006);
  });

  it('default rule with four flavours: a quarter each', () => {
    expect(compositePrice('default', [{ price: 4000 }, { price: 8000 }, { price: 1000 }, { price: 2000 }])).toBe(1000 + 2000 + 250 + 500);
  });
});

describe('a line priced through linePrice', () => {
  it("passes each flavour's fraction to the rule: three quarters of the dearest, one of the other", () => {
    const options = [
      { id: 'calabresa', price: 4000, flavors: true, quantity: 1000, fraction: 750 },
      { id: 'mussarela', price: 2000, flavors: true, quantity: 1000, fraction: 250 },
    ];
    expect(linePrice({ product: { price: 0, priceRule: 'default' }, options }).unitPrice).toBe(3000 + 500);
    // an add-on is by quantity, not a share of the pizza
    const withAddOn = [...options, { id: 'borda', price: 800, flavors: false, quantity: 2000 }];
    expect(linePrice({ product: { price: 0, priceRule: 'default' }, options: withAddOn }).unitPrice).toBe(3500 + 1600);
  });

  it("reads an item sale's weekdays on São Paulo's clock when no zone is given", () => {
    // 02:00 UTC on Thursday is still Wednesday (3) in São Paulo
    const at = new Date('2026-11-26T02:00:00Z');
    const itemSales = [{ productSubproductId: 'calabresa', price: 3000, startsAt: null, endsAt: null, weekdays: [3] }];
    const options = [{ id: 'calabresa', price: 4000, flavors: false, quantity: 1000 }];
    expect(linePrice({ product: { price: 0 }, options, itemSales, at }).optionPrices).toEqual([3000]);
  });
});
