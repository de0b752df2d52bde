// Promotional prices (sales): a category's sale takes a value (centavos) or a percentage (basis points, 1000 = 10 %)
// off its products' prices between two days of the business's calendar, both included; an item's (product-subproduct's)
// sale is a price of its own between two instants, on some weekdays or every day. The server lists them with these
// rules (listSaleProducts) and a terminal prices offline with the same ones.
import { localClock } from './availability.js';
import { applyRate } from './money.js';

export interface CategorySale {
  discountType: string;
  discount: number;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export interface ItemSale {
  startsAt?: string | null;
  endsAt?: string | null;
  weekdays: readonly number[];
}

const days = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  let f = days.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    days.set(timeZone, f);
  }
  return f.format(at);
}

export function categorySaleActive(sale: CategorySale, at: Date, timeZone: string): boolean {
  const day = localDay(at, timeZone);
  return sale.startDate <= day && day <= sale.endDate;
}

/** A price under a category's sale: never below zero (a discount larger than the price makes it free). */
export function categorySalePrice(price: number, sale: CategorySale): number {
  const off = sale.discountType === 'percentage' ? applyRate(price, sale.discount) : sale.discount;
  return Math.max(0, price - off);
}

/** An item's sale holds from startsAt (included) to endsAt (excluded), on its weekdays on the business's clock. */
export function itemSaleActive(sale: ItemSale, at: Date, timeZone: string): boolean {
  const time = at.getTime();
  if (sale.startsAt && time < Date.parse(sale.startsAt)) return false;
  if (sale.endsAt && time >= Date.parse(sale.endsAt)) return false;
  return sale.weekdays.length === 0 || sale.weekdays.includes(localClock(at, timeZone).weekday);
}
