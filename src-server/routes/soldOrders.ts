// What counts as sold, one rule for the sales reads (graphql/salesReports.ts) and the orders' report files
// (orderReports.ts): the business's orders neither canceled nor deleted, made in the period, of the origins, users
// and delivery men asked (each filter only when given).
import { and, eq, gte, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema.js';

export interface SoldFilter {
  businessId: string;
  /** ISO instants, both included */
  start: string;
  end: string;
  origins?: readonly string[] | null;
  usersIds?: readonly string[] | null;
  deliveryMenIds?: readonly string[] | null;
}

/** The orders that count as sales under `f`, narrowed further by `more`. */
export function soldOrders(f: SoldFilter, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(orders.businessId, f.businessId),
    isNull(orders.deletedAt),
    ne(orders.status, 'canceled'),
    gte(orders.createdAt, f.start),
    lte(orders.createdAt, f.end),
    f.origins?.length ? inArray(orders.originId, [...f.origins]) : undefined,
    f.usersIds?.length ? inArray(orders.userId, [...f.usersIds]) : undefined,
    f.deliveryMenIds?.length ? inArray(orders.deliveryManId, [...f.deliveryMenIds]) : undefined,
    ...more,
  ) as SQL;
}

/** A choice (composition option) as an order line stores it in `selections`. */
export interface StoredChoice {
  productSubproductId?: string;
  subproductId?: string;
  compositionId?: string;
  name?: string;
  /** centavos per unit of the choice */
  price?: number;
  /** thousandths per unit of the line (1000: one) */
  quantity?: number;
  /** a flavour's part of the item (500: half), when the product is split */
  fraction?: number;
}

/** What a line's choice sold: its quantity per unit times the line's units (thousandths), and that at its price. */
export function soldChoice(lineQuantity: number, choice: StoredChoice): { quantity: number; total: number } {
  const quantity = Math.round(((choice.quantity ?? 1000) * lineQuantity) / 1000);
  return { quantity, total: Math.round(((choice.price ?? 0) * quantity) / 1000) };
}
