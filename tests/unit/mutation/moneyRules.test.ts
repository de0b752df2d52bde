// Survivors of the mutation run on src-shared/domain (mutation/README.md): the discount limit, the menu's bulk price
// change and the recipe's cost had no test in the set. Each moves money: who may give a discount, what the menu
// charges after a change, what the ficha técnica says a dish costs.
import { describe, expect, it } from 'vitest';
import { mayCloseWithOpenBills } from '../../../src-shared/domain/cashAudit.js';
import { discountWithinLimit, type DiscountLimitConfig } from '../../../src-shared/domain/discountLimit.js';
import { mulDiv } from '../../../src-shared/domain/money.js';
import { cashForBalance } from '../../../src-shared/domain/payment.js';
import { changedPrice } from '../../../src-shared/domain/priceChange.js';
import { recipeCost, recipeFeedstocks, type Ingredient, type RecipeLine, type RecipeSource } from '../../../src-shared/domain/recipeCost.js';

describe('the discount limit (hundredths of a percent of the subtotal)', () => {
  const tenPercent = { discountLimit: 1000 };

  it('lets a percentage discount up to the limit, not a hundredth above it', () => {
    expect(discountWithinLimit({ type: 'percentage', value: 1000 }, 5000, tenPercent)).toBe(true);
    expect(discountWithinLimit({ type: 'percentage', value: 999 }, 5000, tenPercent)).toBe(true);
    expect(discountWithinLimit({ type: 'percentage', value: 1001 }, 5000, tenPercent)).toBe(false);
  });

  it('compares a discount in centavos with the limit of this subtotal', () => {
    // 10 % of R$ 100,00 is R$ 10,00
    expect(discountWithinLimit({ type: 'value', value: 1000 }, 10_000, tenPercent)).toBe(true);
    expect(discountWithinLimit({ type: 'value', value: 1001 }, 10_000, tenPercent)).toBe(false);
    // R$ 10,00 off R$ 50,00 is 20 %: above the limit although the number 1000 equals it
    expect(discountWithinLimit({ type: 'value', value: 1000 }, 5000, tenPercent)).toBe(false);
    // 10 % of R$ 0,99 is 9,9 centavos: 9 fits, 10 does not
    expect(discountWithinLimit({ type: 'value', value: 9 }, 99, tenPercent)).toBe(true);
    expect(discountWithinLimit({ type: 'value', value: 10 }, 99, tenPercent)).toBe(false);
  });

  it('reads a percentage as a percentage, not as centavos', () => {
    // 5 % of R$ 10,00 is within 10 %; read as 500 centavos it would be 5 % too, so take a subtotal where they differ
    expect(discountWithinLimit({ type: 'percentage', value: 800 }, 1000, tenPercent)).toBe(true); // 8 %, not R$ 8,00 of R$ 10,00
    expect(discountWithinLimit({ type: 'value', value: 800 }, 1000, tenPercent)).toBe(false); // R$ 8,00 of R$ 10,00 is 80 %
  });

  it('without a limit (none, zero, negative, not a number) every discount needs a manager', () => {
    const none: (DiscountLimitConfig | null | undefined)[] = [undefined, null, {}, { discountLimit: null }, { discountLimit: 0 }, { discountLimit: -500 }];
    for (const config of none) {
      expect(discountWithinLimit({ type: 'percentage', value: 0 }, 5000, config)).toBe(false);
      expect(discountWithinLimit({ type: 'value', value: 1 }, 5000, config)).toBe(false);
    }
    // a limit stored as text (a hand-edited config) is not a limit either
    const text = { discountLimit: '1000' } as unknown as DiscountLimitConfig;
    expect(discountWithinLimit({ type: 'percentage', value: 500 }, 5000, text)).toBe(false);
  });
});

describe('a bulk price change', () => {
  it('raises or lowers by a percentage in basis points, rounded half away from zero', () => {
    expect(changedPrice(1000, { type: 'percentage', value: 1000 })).toBe(1100);
    expect(changedPrice(1000, { type: 'percentage', value: -500 })).toBe(950);
    expect(changedPrice(1990, { type: 'percentage', value: 250 })).toBe(2040); // 49,75 centavos → 50
  });

  it('raises or lowers by centavos', () => {
    expect(changedPrice(1000, { type: 'value', value: 150 })).toBe(1150);
    expect(changedPrice(1000, { type: 'value', value: -200 })).toBe(800);
  });

  it('lets a price fall to zero but refuses one below zero', () => {
    expect(changedPrice(100, { type: 'value', value: -100 })).toBe(0);
    expect(changedPrice(100, { type: 'value', value: -101 })).toBeNull();
    expect(changedPrice(1000, { type: 'percentage', value: -10_000 })).toBe(0);
    expect(changedPrice(10_000, { type: 'percentage', value: -10_001 })).toBeNull();
  });
});

/** An in-memory ficha técnica: lines per recipe and the subproducts they name. */
function source(lines: Record<string, RecipeLine[]>, items: Record<string, Ingredient>): RecipeSource {
  return {
    linesOf: async (id) => lines[id] ?? [],
    subproduct: async (id) => items[id],
  };
}

describe('the cost of a recipe', () => {
  it('adds quantity (thousandths) × unit cost of each line', async () => {
    // 200 g of flour at R$ 5,00/kg and 3 eggs at R$ 0,80
    const s = source({ bread: [{ subproductId: 'flour', quantity: 200 }, { subproductId: 'egg', quantity: 3000 }] }, { flour: { kind: 'feedstock', cost: 500 }, egg: { kind: 'feedstock', cost: 80 } });
    expect(await recipeCost('bread', s)).toBe(100 + 240);
  });

  it('rounds once at the end, not per line', async () => {
    // three lines of 0,4 centavo each: 1,2 → 1 (per line it would be 0)
    const s = source({ r: [{ subproductId: 'a', quantity: 4 }, { subproductId: 'b', quantity: 4 }, { subproductId: 'c', quantity: 4 }] }, { a: { kind: 'feedstock', cost: 100 }, b: { kind: 'feedstock', cost: 100 }, c: { kind: 'feedstock', cost: 100 } });
    expect(await recipeCost('r', s)).toBe(1);
  });

  it('costs a recipe inside it from its own lines, not its stored cost', async () => {
    // the sauce's stored cost is stale (R$ 999,99); its lines say 1 kg of tomato at R$ 6,00
    const s = source({ pizza: [{ subproductId: 'sauce', quantity: 250 }, { subproductId: 'cheese', quantity: 150 }], sauce: [{ subproductId: 'tomato', quantity: 1000 }] }, { sauce: { kind: 'recipe', cost: 99_999 }, tomato: { kind: 'feedstock', cost: 600 }, cheese: { kind: 'feedstock', cost: 4000 } });
    expect(await recipeCost('pizza', s)).toBe(150 + 600);
  });

  it('counts nothing for a missing subproduct or a recipe met again below itself', async () => {
    const s = source(
      { a: [{ subproductId: 'salt', quantity: 1000 }, { subproductId: 'gone', quantity: 1000 }, { subproductId: 'a', quantity: 1000 }, { subproductId: 'b', quantity: 500 }], b: [{ subproductId: 'a', quantity: 1000 }, { subproductId: 'oil', quantity: 1000 }] },
      { salt: { kind: 'feedstock', cost: 10 }, a: { kind: 'recipe', cost: 7 }, b: { kind: 'recipe', cost: 7 }, oil: { kind: 'feedstock', cost: 200 } },
    );
    // salt 10 + half of b (oil 200; a inside b counts nothing) = 110
    expect(await recipeCost('a', s)).toBe(110);
  });

  it('lists the feedstocks one unit takes, recipes inside opened and multiplied through', async () => {
    const s = source(
      { pizza: [{ subproductId: 'sauce', quantity: 250 }, { subproductId: 'cheese', quantity: 150 }, { subproductId: 'pizza', quantity: 1000 }, { subproductId: 'gone', quantity: 5 }], sauce: [{ subproductId: 'tomato', quantity: 800 }, { subproductId: 'cheese', quantity: 40 }, { subproductId: 'pizza', quantity: 1000 }] },
      { pizza: { kind: 'recipe', cost: 0 }, sauce: { kind: 'recipe', cost: 99_999 }, tomato: { kind: 'feedstock', cost: 600 }, cheese: { kind: 'feedstock', cost: 4000 } },
    );
    const uses = await recipeFeedstocks('pizza', s);
    expect(Object.fromEntries(uses.map((u) => [u.subproductId, u.quantity]))).toEqual({ tomato: 200, cheese: 160 });
    // the lines' costs add up to the recipe's cost
    expect(Math.round((200 * 600 + 160 * 4000) / 1000)).toBe(await recipeCost('pizza', s));
  });
});

describe('cash for the whole balance', () => {
  it('settles the balance and gives the rest as change', () => {
    expect(cashForBalance(3750, 5000)).toEqual({ ok: true, amount: 3750, tip: 0, tendered: 5000, change: 1250 });
  });

  it('settles only what was handed over when it is less than the balance', () => {
    expect(cashForBalance(3750, 2000)).toEqual({ ok: true, amount: 2000, tip: 0, tendered: 2000, change: 0 });
  });
});

describe('closing the register with bills still open', () => {
  it('closes when nothing is open, whatever the setting', () => {
    expect(mayCloseWithOpenBills({ cashRegister: { closeWithOpenBills: false } }, 0)).toBe(true);
  });

  it('closes with open bills unless the business said false', () => {
    expect(mayCloseWithOpenBills({ cashRegister: { closeWithOpenBills: false } }, 2)).toBe(false);
    expect(mayCloseWithOpenBills({ cashRegister: { closeWithOpenBills: true } }, 2)).toBe(true);
    expect(mayCloseWithOpenBills({ cashRegister: {} }, 2)).toBe(true);
    for (const config of [null, undefined, 'false', {}]) expect(mayCloseWithOpenBills(config, 2)).toBe(true);
  });
});

describe('division by zero', () => {
  it('is refused with its own message', () => {
    expect(() => mulDiv(100, 1, 0)).toThrow('division by zero');
  });
});
