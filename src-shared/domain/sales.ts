// Promotions (the manager's "promoção"). A category's sale: a discount in centavos or in hundredths of a percent,
// valid from its first to its last day, both included, read on the business's calendar (a sale that ends on the
// 30th in Manaus still holds at 23:30 there, when it is already the 1st in São Paulo). An item's
// (product-subproduct's) sale: a price of its own between two instants, on some weekdays or every day. The counter
// prices with these rules, and the server lists what is on sale (listSaleProducts) with the same ones.
import type { DiscountType } from '../api/enums.js';
import { localClock } from './availability.js';
import { applyRate } from './money.js';

export interface CategorySale {
  categoryId: string;
  discountType: DiscountType;
  /** centavos (value) or hundredths of a percent (percentage: 1500 = 15 %) */
  discount: number;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  deletedAt?: string | null;
}

const calendars = new Map<string, Intl.DateTimeFormat>();

/** The day ("YYYY-MM-DD") an instant falls on in a zone's calendar. */
export function localDay(at: Date, timeZone: string): string {
  let f = calendars.get(timeZone);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendars.set(timeZone, f);
  }
  return f.format(at);
}

/** Whether a sale holds on a day of the business's calendar. */
export function saleHolds(sale: Pick<CategorySale, 'startDate' | 'endDate' | 'deletedAt'>, day: string): boolean {
  return !sale.deletedAt && sale.startDate <= day && day <= sale.endDate;
}

/** The price after a sale's discount, never below zero. */
export function discounted(price: number, sale: { discountType: DiscountType | string; discount: number }): number {
  const off = sale.discountType === 'percentage' ? applyRate(price, sale.discount) : sale.discount;
  return Math.max(0, price - off);
}

/** A product's price on a day: the lowest its category's sales holding that day give, else the price itself. */
export function salePrice(price: number, sales: readonly CategorySale[], day: string): number {
  let best = price;
  for (const s of sales) if (saleHolds(s, day)) best = Math.min(best, discounted(price, s));
  return best;
}

/** Whether a category's sale holds at an instant, on the business's calendar. */
export function categorySaleActive(sale: Pick<CategorySale, 'startDate' | 'endDate' | 'deletedAt'>, at: Date, timeZone: string): boolean {
  return saleHolds(sale, localDay(at, timeZone));
}

export interface ItemSale {
  startsAt?: string | null;
  endsAt?: string | null;
  weekdays: readonly number[];
}

/** An item's sale holds from startsAt (included) to endsAt (excluded), on its weekdays on the business's clock. */
export function itemSaleActive(sale: ItemSale, at: Date, timeZone: string): boolean {
  const time = at.getTime();
  if (sale.startsAt && time < Date.parse(sale.startsAt)) return false;
  if (sale.endsAt && time >= Date.parse(sale.endsAt)) return false;
  return sale.weekdays.length === 0 || sale.weekdays.includes(localClock(at, timeZone).weekday);
}

/** An item's sale as stored (product_subproduct_sales, the mirror's productSubproductSales). */
export interface ItemSaleRow extends ItemSale {
  productSubproductId: string;
  /** centavos while the sale holds */
  price: number;
  deletedAt?: string | null;
}

/**
 * An item's price at an instant: the lowest price of its sales holding then, never above its own price (a
 * promotion does not charge more). Sales of other items are ignored, so the caller may pass them all.
 */
export function itemSalePrice(itemId: string, price: number, sales: readonly ItemSaleRow[], at: Date, timeZone: string): number {
  let best = price;
  for (const s of sales) {
    if (s.productSubproductId !== itemId || s.deletedAt || !itemSaleActive(s, at, timeZone)) continue;
    best = Math.min(best, s.price);
  }
  return best;
}
