// The price of one order product: base price, composite flavours by the product's price rule, add-ons.
import type { CompositePriceRule } from '../api/enums.js';
import { lineTotal, mulDiv } from './money.js';

export interface Flavor {
  /** price of a whole product of this flavour (centavos) */
  price: number;
  /** share of the product this flavour takes, in thousandths (500 = half); equal shares when omitted */
  fraction?: number;
}

/**
 * Composite (e.g. half-and-half pizza) price from its flavours:
 * - default: each flavour priced by its share (½ of A + ½ of B);
 * - average: the plain average of the flavours' prices;
 * - rounded_average: the average rounded up to the next whole real;
 * - highest: the price of the most expensive flavour.
 */
export function compositePrice(rule: CompositePriceRule, flavors: readonly Flavor[]): number {
  if (flavors.length === 0) return 0;
  const prices = flavors.map((f) => f.price);
  switch (rule) {
    case 'highest':
      return Math.max(...prices);
    case 'average':
      return mulDiv(sum(prices), 1, prices.length);
    case 'rounded_average':
      // the average, rounded up to the next whole real (integers only)
      return Math.ceil(sum(prices) / (prices.length * 100)) * 100;
    case 'default': {
      const equal = Math.floor(1000 / flavors.length);
      const shares = flavors.map((f, i) => f.fraction ?? (i === flavors.length - 1 ? 1000 - equal * (flavors.length - 1) : equal));
      return sum(flavors.map((f, i) => mulDiv(f.price, shares[i] ?? 0, 1000)));
    }
  }
}

export interface AddOn {
  /** centavos per unit */
  price: number;
  /** thousandths; 1000 = one */
  quantity: number;
}

export interface ProductPriceInput {
  /** the product's own price (unique, combo, all-you-can-eat); for composites the base added to the flavours */
  basePrice: number;
  priceRule?: CompositePriceRule | null;
  flavors?: readonly Flavor[];
  addOns?: readonly AddOn[];
}

/** Price of one unit of an order product, flavours and add-ons included. */
export function unitPrice(input: ProductPriceInput): number {
  const flavors = input.flavors ?? [];
  const flavorPart = flavors.length > 0 ? compositePrice(input.priceRule ?? 'default', flavors) : 0;
  const addOns = sum((input.addOns ?? []).map((a) => lineTotal(a.price, a.quantity)));
  return input.basePrice + flavorPart + addOns;
}

/** Total of a line: unit price × quantity (thousandths; grams for weighed items priced per kilogram). */
export function orderProductTotal(price: number, quantity: number): number {
  return lineTotal(price, quantity);
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
