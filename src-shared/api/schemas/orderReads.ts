// Arguments and answers of the order reads the spec names without their shape (002 §7 Orders, GQL): ordersByEntity
// (the orders naming a customer or a delivery man), lastCustomerOrders (a customer's latest orders with their lines,
// to repeat one on the phone) and ordersToEmitNfe (finished orders of an identified customer with no NF-e yet). All
// answer the spec's Order; the fields below are what our screens ask for.
import { z } from 'zod';
import { uuid } from './common.js';
import { salesReportArgs } from './salesReports.js';

/** The most rows one read answers: a customer's history page, never the whole table. */
export const ORDERS_BY_ENTITY_MAX = 200;
export const LAST_CUSTOMER_ORDERS_MAX = 20;

export const ordersByEntityArgs = z.object({
  entityId: uuid,
  limit: z.number().int().min(1).max(ORDERS_BY_ENTITY_MAX).default(50),
});

export const lastCustomerOrdersArgs = z.object({
  entityId: uuid,
  limit: z.number().int().min(1).max(LAST_CUSTOMER_ORDERS_MAX).default(5),
});

/** The period of the finished orders to look at (at most 93 days, as the sales reads); without it the last 30 days. */
export const ordersToEmitNfeArgs = salesReportArgs.pick({ dateFilters: true });

export type OrdersToEmitNfeVariables = z.input<typeof ordersToEmitNfeArgs>;
export type OrdersByEntityVariables = z.input<typeof ordersByEntityArgs>;
export type LastCustomerOrdersVariables = z.input<typeof lastCustomerOrdersArgs>;

/** One line of an order as these reads answer it (quantity in thousandths, money in centavos). */
export interface OrderReadLine {
  productId: string;
  name: string;
  quantity: number;
  totalPrice: number;
  observation: string | null;
}

/** An order as these reads answer it: the spec's Order, the fields the customers screen asks for. */
/** An order on the pickup panel (kdsTracking): preparing while its KDS state is "sent", ready once "finished". */
export interface KdsTrack {
  id: string;
  kdsStatus: 'sent' | 'finished';
  updatedAt: string;
}

export interface OrderRead {
  id: string;
  number: number;
  createdAt: string;
  status: string;
  originType: string;
  deliveryMode: string;
  /** the customer the order names (null: a delivery man's order without a customer) */
  entityId: string | null;
  /** items and delivery fee, centavos */
  total: number;
  products: OrderReadLine[];
}
