// The price of one order product: base price, composite flavours by the product's price rule, add-ons.
import type { CompositePriceRule } from '../api/enums.js';
import { lineTotal, mulDiv } from './money.js';
import { itemSalePrice, salePrice, type CategorySale, type ItemSaleRow } from './sales.js';

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

/** An option's price at one size of its product (a flavour of the G pizza); `sizeId` null: at every size. */
export interface SizePrice {
  productSubproductId: string;
  /** the option of the product's size composition (P, M, G) this price is for */
  sizeId: string | null;
  price: number;
  deletedAt?: string | null;
}

/**
 * An option's price among the options chosen with it: its price at the chosen size, else its price at every
 * size, else its own price. A pizza's size is one of the chosen options, so the flavours follow it.
 */
export function optionPrice(option: { id: string; price: number }, sizePrices: readonly SizePrice[], chosen: ReadonlySet<string>): number {
  let any: number | null = null;
  for (const p of sizePrices) {
    if (p.productSubproductId !== option.id || p.deletedAt) continue;
    if (p.sizeId === null) any = p.price;
    else if (chosen.has(p.sizeId)) return p.price;
  }
  return any ?? option.price;
}

/** One chosen option of a line: a flavour (priced by the product's rule) or an add-on (by its quantity). */
export interface LineOption {
  id: string;
  price: number;
  flavors: boolean;
  /** thousandths */
  quantity: number;
  fraction?: number;
}

export interface LinePriceInput {
  product: { price: number; priceRule?: CompositePriceRule | null };
  options?: readonly LineOption[];
  /** the chosen options' prices per size */
  sizePrices?: readonly SizePrice[];
  /** the sales of the product's category */
  sales?: readonly CategorySale[];
  /** the day of the sale on the business's calendar (YYYY-MM-DD); no day: no sale applies */
  day?: string;
  /** the sales of the chosen items (product-subproducts); they hold at `at` on the business's clock */
  itemSales?: readonly ItemSaleRow[];
  /** the instant the line was taken; no instant: no item sale applies */
  at?: Date;
  /** the business's zone, for the item sales' weekdays */
  timeZone?: string;
}

/**
 * The unit price of an order line as the counter shows it and the server charges it: each option at the chosen
 * size, or at its item's sale holding at that instant when lower, flavours by the product's rule, add-ons, then
 * the category's sale of the day. `optionPrices` follow `options`, for the line's selections.
 */
export function linePrice(input: LinePriceInput): { unitPrice: number; optionPrices: number[] } {
  const options = input.options ?? [];
  const chosen = new Set(options.map((o) => o.id));
  const at = input.at;
  const optionPrices = options.map((o) => {
    const listed = optionPrice(o, input.sizePrices ?? [], chosen);
    return at && input.itemSales?.length ? itemSalePrice(o.id, listed, input.itemSales, at, input.timeZone ?? 'America/Sao_Paulo') : listed;
  });
  const flavors: Flavor[] = [];
  const addOns: AddOn[] = [];
  options.forEach((o, i) => {
    const price = optionPrices[i] ?? o.price;
    if (o.flavors) flavors.push(o.fraction === undefined ? { price } : { price, fraction: o.fraction });
    else addOns.push({ price, quantity: o.quantity });
  });
  const full = unitPrice({ basePrice: input.product.price, priceRule: input.product.priceRule ?? null, flavors, addOns });
  return { unitPrice: input.day ? salePrice(full, input.sales ?? [], input.day) : full, optionPrices };
}

/** Total of a line: unit price × quantity (thousandths; grams for weighed items priced per kilogram). */
export function orderProductTotal(price: number, quantity: number): number {
  return lineTotal(price, quantity);
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
