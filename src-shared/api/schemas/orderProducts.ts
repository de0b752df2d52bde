// Request shapes of order products: add, update, delete, divide, transfer.
import { z } from 'zod';
import { KITCHEN_ITEM_STATUSES } from '../enums.js';
import { authorizedBy } from './authorization.js';

const id = z.uuid();
/** thousandths of a unit: 1000 = one; grams for products sold by weight */
const quantity = z.int().min(1).max(1_000_000_000);

export const orderProductSelection = z.object({
  /** the subproduct offered in the product's composition (product_subproducts id) */
  productSubproductId: id,
  quantity: quantity.default(1000),
  /** a flavour's share of the product in thousandths (500 = half); equal shares when omitted */
  fraction: z.int().min(1).max(1000).optional(),
});

export const orderProductInput = z.object({
  id: id.optional(),
  productId: id,
  quantity: quantity.default(1000),
  selections: z.array(orderProductSelection).max(50).default([]),
  observation: z.string().trim().max(300).nullish(),
  comboId: id.nullish(),
  allYouCanEatOrderProductId: id.nullish(),
});
export type OrderProductInput = z.infer<typeof orderProductInput>;

export const orderProductUpdate = z.object({
  quantity: quantity.optional(),
  observation: z.string().trim().max(300).nullish(),
  kitchenStatus: z.enum(KITCHEN_ITEM_STATUSES).optional(),
  /** 002 §3 Order product: the combo this line is part of, and the all-you-can-eat line it belongs to */
  comboId: id.nullish(),
  allYouCanEatOrderProductId: id.nullish(),
  /** a manager's authorisation, for lowering the quantity of a fired line by whom may not remove one alone */
  authorizedBy: authorizedBy.nullish(),
});
export type OrderProductUpdate = z.infer<typeof orderProductUpdate>;

/** Splits one line into equal parts (e.g. to pay a shared pizza by halves). */
export const orderProductsDivide = z.object({
  id,
  parts: z.int().min(2).max(50),
  /** client-made ids of the new lines (parts − 1 of them) */
  newIds: z.array(id).max(49).optional(),
});
export type OrderProductsDivide = z.infer<typeof orderProductsDivide>;

/** Moves lines of this order to another order pad (a new order is made there). */
export const orderProductsTransfer = z.object({
  orderProductIds: z.array(id).min(1).max(200),
  targetOrderPadId: id,
  /** client-made id of the order created on the target pad */
  targetOrderId: id.optional(),
});
export type OrderProductsTransfer = z.infer<typeof orderProductsTransfer>;

/** DELETE of an order product: a line already fired is removed by a manager, or with a manager's authorisation. */
export const orderProductDelete = z.object({ authorizedBy: authorizedBy.nullish() }).passthrough();
