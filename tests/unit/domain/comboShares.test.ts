// A combo's price split among its products: proportional to their own prices, adding up to the combo's price.
import { describe, expect, it } from 'vitest';
import { comboShares } from '../../../src-shared/domain/comboShares.js';

describe('comboShares', () => {
  it('splits by the parts’ own prices times their quantities', () => {
    // X-Burger 29,90 + batata 24,90 + lata 6,00 = 60,80 sold as a 39,90 combo.
    const shares = comboShares(3990, [
      { price: 2990, quantity: 1 },
      { price: 2490, quantity: 1 },
      { price: 600, quantity: 1 },
    ]);
    expect(shares).toEqual([1963, 1634, 393]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(3990);
  });

  it('counts a part twice when it comes twice', () => {
    expect(comboShares(3000, [{ price: 1000, quantity: 2 }, { price: 1000, quantity: 1 }])).toEqual([2000, 1000]);
  });

  it('gives the rounding leftovers to the first parts, never losing a centavo', () => {
    expect(comboShares(100, [{ price: 1, quantity: 1 }, { price: 1, quantity: 1 }, { price: 1, quantity: 1 }])).toEqual([34, 33, 33]);
  });

  it('splits equally when the parts cost nothing, and nothing for no parts', () => {
    expect(comboShares(1001, [{ price: 0, quantity: 1 }, { price: 0, quantity: 1 }])).toEqual([501, 500]);
    expect(comboShares(1000, [])).toEqual([]);
  });
});
