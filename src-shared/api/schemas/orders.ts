// Request shapes of orders: create, bulk, change status, delivery, KDS, kitchen notify.
import { z } from 'zod';
import { DELIVERY_MODES, ORDER_CHANNELS, ORDER_PAYMENT_MODES, ORDER_STATUSES } from '../enums.js';
import { authorizedBy } from './authorization.js';
import { orderProductInput } from './orderProducts.js';

const id = z.uuid();

export const orderCreate = z.object({
  id: id.optional(),
  orderPadId: id.nullish(),
  originId: id.nullish(),
  originType: z.enum(ORDER_CHANNELS).default('balcony'),
  deliveryMode: z.enum(DELIVERY_MODES).default('balcony'),
  /** an order starts pending, or confirmed when the counter fires it at once */
  status: z.enum(['pending', 'confirmed', 'pendingPayment']).default('confirmed'),
  paymentMode: z.enum(ORDER_PAYMENT_MODES).default('postpaid'),
  entityId: id.nullish(),
  entityAddressId: id.nullish(),
  deliveryMethodId: id.nullish(),
  message: z.string().trim().max(500).nullish(),
  products: z.array(orderProductInput).min(1).max(200),
});
export type OrderCreate = z.infer<typeof orderCreate>;

export const ordersBulk = z.object({ orders: z.array(orderCreate).min(1).max(100) });
export type OrdersBulk = z.infer<typeof ordersBulk>;

export const orderChangeStatus = z.object({
  status: z.enum(ORDER_STATUSES),
  reason: z.string().trim().max(300).nullish(),
  /** a manager's authorisation, for a cancel by someone who may not cancel alone */
  authorizedBy: authorizedBy.nullish(),
});
export type OrderChangeStatus = z.infer<typeof orderChangeStatus>;

export const ordersCheckDelivery = z.object({ orderIds: z.array(id).min(1).max(200) });
export const ordersDispatchDelivery = z.object({
  orderId: id,
  deliveryManId: id,
  isDispatchNotification: z.boolean().default(false),
});
export const orderDeliveryMan = z.object({ deliveryManId: id });
export const orderEntity = z.object({ entityId: id });
export const orderChangeDeliveryMethod = z.object({ deliveryMethodId: id, entityAddressId: id.nullish() });
export const orderKitchenNotify = z.object({ message: z.string().trim().min(1).max(500) });
export const ordersFinishOpenOrders = z.object({ cashRegisterAuditId: id, serviceIds: z.array(id).max(500).default([]) });
export const orderFinishKds = z.object({ kdsIds: z.array(id).min(1).max(50) });
export const orderStatusNotification = z.object({ trackingStatus: z.enum(ORDER_STATUSES) });

/** POST orders/{id}/order-resume-report (002 §7 Orders): one order's resume as a PDF or an Excel file. */
export const orderResumeReport = z.object({ format: z.enum(['pdf', 'excel']).default('pdf') });
