// Orders: create, bulk, change status (by the shared transition table), delivery check and dispatch,
// delivery man, entity, delivery method, kitchen notify, print resumes, KDS send/revert/finish.
import { checkAvailableNow, takenAt } from './availability.js';
import { checkOriginTakesOrders } from './originPause.js';
import type { FastifyInstance } from 'fastify';
import { orders as ordersWrites } from '../../src-shared/writes/index.js';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DeliveryMode, OrderStatus } from '../../src-shared/api/enums.js';
import { ORDER_STATUS_LABELS } from '../../src-shared/api/enums.js';
import {
  orderChangeDeliveryMethod,
  orderDeliveryMan,
  orderKitchenNotify,
  ordersBulk,
  ordersFinishOpenOrders,
  orderStatusNotification,
  type OrderCreate,
} from '../../src-shared/api/schemas/orders.js';
import { emptyBody } from '../../src-shared/api/schemas/services.js';
import { canTransition, dispatchWalk, isFinal, nextStatuses } from '../../src-shared/domain/orderStatus.js';
import { requireAuthorization, type ManagerAuthorizer } from '../auth/managerAuthorization.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { catalogMessages } from '../../src-shared/i18n/catalog.js';
import { findLive, insertRow, insertRows, updateRow, type Row } from '../db/rows.js';
import { cashRegisterAudits, categories, products, deliveryMethods, entities, entityAddresses, kds, kitchens, orderPads, orderProducts, orders, origins } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, found } from '../http/errors.js';
import { out, outAll } from '../http/serialize.js';
import { nextOrderNumber, orderNumber, registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { checkPadTotal } from '../http/bounds.js';
import { checkRequired, priceLines, readCatalogue, stored, type Catalogue } from './lines.js';
import { settleOrderStock, takeNewOrderStock } from './orderStock.js';
import { checkPadBound } from './ledger.js';
import { isOpen, openPad } from './orderPads.js';

const m = serverMessages;
export type OrderRow = typeof orders.$inferSelect;

export async function getOrder(db: Executor, businessId: string, id: string): Promise<OrderRow> {
  return found(await findLive(db, orders, businessId, id), m.notFound.order) as unknown as OrderRow;
}

/** An order that still takes changes: not cancelled, not finished, and its pad (if any) open. */
export async function changeableOrder(db: Executor, businessId: string, id: string): Promise<OrderRow> {
  return isChangeable(await orderWithPad(db, businessId, id));
}

/** An order and its comanda (none for a delivery or balcony order) in one read. */
export async function orderWithPad(db: Executor, businessId: string, id: string): Promise<{ order: OrderRow; pad: Row | undefined } | undefined> {
  const rows = await db
    .select({ order: orders, pad: orderPads })
    .from(orders)
    .leftJoin(orderPads, and(eq(orderPads.businessId, orders.businessId), eq(orderPads.id, orders.orderPadId), isNull(orderPads.deletedAt)))
    .where(and(eq(orders.businessId, businessId), eq(orders.id, id), isNull(orders.deletedAt)));
  const row = rows[0];
  return row ? { order: row.order as OrderRow, pad: (row.pad ?? undefined) as Row | undefined } : undefined;
}

/** The order read with its comanda, which must still take changes (see changeableOrder). */
export function isChangeable(read: { order: OrderRow; pad: Row | undefined } | undefined): OrderRow {
  const order = found(read?.order, m.notFound.order) as OrderRow;
  if (order.status === 'canceled') throw conflict(m.conflict.orderCanceled);
  if (isFinal(order.status as OrderStatus)) throw conflict(m.conflict.orderFinished);
  if (order.orderPadId) isOpen(read?.pad);
  return order;
}

export async function orderWithProducts(db: Executor, order: OrderRow, known?: (typeof orderProducts.$inferSelect)[]) {
  const lines =
    known ??
    (await db
      .select()
      .from(orderProducts)
      .where(and(eq(orderProducts.businessId, order.businessId), eq(orderProducts.orderId, order.id), isNull(orderProducts.deletedAt))));
  return {
    ...out(order),
    products: outAll(lines),
    total: lines.reduce((a, l) => a + l.totalPrice, 0) + order.deliveryFee,
    nextStatuses: nextStatuses(order.status as OrderStatus, order.deliveryMode as DeliveryMode),
  };
}

async function deliveryFee(ctx: WriteContext<unknown, unknown>, deliveryMethodId: string | null | undefined): Promise<number> {
  if (!deliveryMethodId) return 0;
  const method = found(await findLive(ctx.tx, deliveryMethods, ctx.businessId, deliveryMethodId), m.notFound.deliveryMethod);
  return method.fee as number;
}

async function checkCustomer(ctx: WriteContext<unknown, unknown>, entityId: string | null | undefined, addressId: string | null | undefined) {
  if (entityId) found(await findLive(ctx.tx, entities, ctx.businessId, entityId), m.notFound.customer);
  if (addressId) {
    const address = found(await findLive(ctx.tx, entityAddresses, ctx.businessId, addressId), m.notFound.address);
    if (entityId && address.entityId !== entityId) throw conflict(m.conflict.addressOfOtherEntity);
  }
}

/** What a write read with its locks (writes.ts): the catalogue, and the comanda the order goes to (undefined: none found). */
export interface OrderReads {
  catalogue: Catalogue;
  pad: Row | undefined;
}

/**
 * Creates one order with its lines (used by create, bulk and product transfer). Its number is taken `now` (before
 * the insert: a write making several orders), or `atCommit` (a write making one: the business row that numbers
 * orders is held for the last round trip only, see WriteContext.numberAtCommit).
 */
export async function createOrder(ctx: WriteContext<unknown, unknown>, input: OrderCreate, known?: OrderReads, numbering: 'now' | 'atCommit' = 'now') {
  // Client-made ids of the order and its lines are checked by the inserts' primary keys (409 in writes.ts).
  const id = ctx.idFor(input.id);
  // The sale's time is when the terminal took it (its UUIDv7, within a day's window), not when a queued order
  // reached the server: an order made offline before midnight counts on its own day in the reports.
  const createdAt = takenAt(ctx.now, input.id).toISOString();
  let serviceId: string | null = null;
  if (input.orderPadId) serviceId = (known ? isOpen(known.pad) : await openPad(ctx.tx, ctx.businessId, input.orderPadId)).serviceId;
  await checkCustomer(ctx, input.entityId, input.entityAddressId);
  // The origin is a reference too: another business's is not found.
  if (input.originId) found(await findLive(ctx.tx, origins, ctx.businessId, input.originId), m.notFound.origin);
  // A paused origin (origin-unavailability/change-status) takes no orders until it is resumed or its pause ends.
  await checkOriginTakesOrders(ctx.tx, ctx.businessId, input.originId, ctx.now);
  const fee = input.deliveryMode === 'delivery' ? await deliveryFee(ctx, input.deliveryMethodId) : 0;
  if (input.deliveryMode !== 'delivery' && input.deliveryMethodId) await deliveryFee(ctx, input.deliveryMethodId);
  const catalogue = known?.catalogue ?? (await readCatalogue(ctx.tx, ctx.businessId, input.products));
  const lines = await priceLines(ctx, input.products, catalogue);
  checkRequired(lines);
  // The number (taken now), the order and its lines leave together (one round trip on PostgreSQL, in this order).
  if (numbering === 'atCommit') ctx.numberAtCommit(id);
  const [, order, inserted] = await Promise.all([
    numbering === 'now' ? nextOrderNumber(ctx.tx, ctx.businessId) : null,
    insertRow(ctx.tx, orders, {
      id,
      businessId: ctx.businessId,
      number: numbering === 'now' ? orderNumber : 0,
      orderPadId: input.orderPadId ?? null,
      serviceId,
      originId: input.originId ?? null,
      originType: input.originType,
      deliveryMode: input.deliveryMode,
      status: input.status,
      paymentMode: input.paymentMode,
      entityId: input.entityId ?? null,
      entityAddressId: input.entityAddressId ?? null,
      deliveryMethodId: input.deliveryMethodId ?? null,
      deliveryFee: fee,
      message: input.message ?? null,
      userId: ctx.user.id,
      createdAt,
      ...ctx.stamp(),
    }),
    insertRows(
      ctx.tx,
      orderProducts,
      lines.map((l) => ({ ...stored(l), orderId: id, businessId: ctx.businessId, userId: ctx.user.id, createdAt, ...ctx.stamp() })),
    ),
  ]);
  ctx.touchOrderPad(input.orderPadId);
  // What its lines chose of controlled insumos leaves the stock (orderStock.ts); most orders choose none.
  await takeNewOrderStock(ctx, id, lines, catalogue.controlled);
  // An order, and the comanda it joins, stay within what GraphQL's Int and a restaurant hold (http/bounds.ts).
  checkPadTotal(lines.reduce((sum, l) => sum + l.totalPrice, fee));
  await checkPadBound(ctx.tx, ctx.businessId, input.orderPadId);
  await ctx.audit('addOrderProduct', 'order', id, { orderPadId: input.orderPadId ?? null, orderProductIds: lines.map((l) => l.id) });
  return orderWithProducts(ctx.tx, order as unknown as OrderRow, inserted as unknown as (typeof orderProducts.$inferSelect)[]);
}

/** Moves an order to a status allowed by the transition table. */
async function moveTo(ctx: WriteContext<unknown, unknown>, order: OrderRow, status: OrderStatus, extra: Record<string, unknown> = {}) {
  const mode = order.deliveryMode as DeliveryMode;
  if (!canTransition(order.status as OrderStatus, status, mode)) {
    throw conflict(m.conflict.statusNotAllowed(ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status, ORDER_STATUS_LABELS[status]));
  }
  const values: Record<string, unknown> = { status, ...extra, ...ctx.stamp() };
  if (status === 'canceled') values.canceledAt = ctx.now;
  const updated = (await updateRow(ctx.tx, orders, order.id, values)) as unknown as OrderRow;
  ctx.touchOrderPad(order.orderPadId);
  // A cancelled order gives back to stock what its lines took.
  if (status === 'canceled') await settleOrderStock(ctx, [order.id]);
  return updated;
}

/** The final status an order reaches when the day is closed, by delivery mode. */
function finalStatus(mode: DeliveryMode): OrderStatus {
  return mode === 'delivery' ? 'delivered' : mode === 'saloon' || mode === 'self_service' ? 'consumed' : 'pickedUp';
}

export function registerOrders(app: FastifyInstance, deps: WriteDeps & { authorizer: ManagerAuthorizer }): void {
  registerWrite(app, deps, {
    ...routeOf(ordersWrites.ordersCreate),
    permission: 'launch',
    createdId: (b) => b.id,
    orderPadOf: (b) => b.orderPadId,
    prepare: ({ tx, businessId, body }) => readCatalogue(tx, businessId, body.products),
    read: ({ tx, businessId, body }) => (body.orderPadId ? findLive(tx, orderPads, businessId, body.orderPadId) : Promise.resolve(undefined)),
    async run(ctx) {
      await checkAvailableNow(ctx, ctx.body.products.map((p) => p.productId), ctx.body.originId ?? null, ctx.body.id);
      return { status: 201, body: await createOrder(ctx, ctx.body, { catalogue: ctx.prepared, pad: ctx.read }, 'atCommit') };
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'orders/bulk',
    body: ordersBulk,
    permission: 'launch',
    async run(ctx) {
      const created = [];
      for (const o of ctx.body.orders) {
        await checkAvailableNow(ctx, o.products.map((p) => p.productId), o.originId ?? null, o.id);
        created.push(await createOrder(ctx, o));
      }
      return { status: 201, body: created };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.ordersChangeStatus),
    permission: 'launch',
    async run(ctx) {
      const order = await getOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      if (order.status === 'canceled') throw conflict(m.conflict.orderCanceled);
      const canceling = ctx.body.status === 'canceled';
      if (canceling && order.orderPadId) await openPad(ctx.tx, ctx.businessId, order.orderPadId);
      // Cancelling an order already fired undoes a sale: a manager, or a manager's authorisation.
      const who = canceling ? await requireAuthorization(deps.authorizer, ctx, 'cancelOrder', order.id, ctx.body.authorizedBy) : null;
      const updated = await moveTo(ctx, order, ctx.body.status);
      if (canceling) await ctx.audit('cancelOrder', 'order', order.id, { reason: ctx.body.reason ?? null, from: order.status, ...who });
      return orderWithProducts(ctx.tx, updated);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.ordersCheckDelivery_),
    permission: 'dispatch',
    async run(ctx) {
      const result = [];
      for (const id of ctx.body.orderIds) {
        const order = await changeableOrder(ctx.tx, ctx.businessId, id);
        if (order.deliveryMode !== 'delivery') throw conflict(m.conflict.notDelivery);
        result.push(out(await updateRow(ctx.tx, orders, id, { deliveryCheckedAt: ctx.now, ...ctx.stamp() })));
      }
      return result;
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.ordersDispatchDelivery_),
    permission: 'dispatch',
    async run(ctx) {
      const order = await changeableOrder(ctx.tx, ctx.businessId, ctx.body.orderId);
      if (order.deliveryMode !== 'delivery') throw conflict(m.conflict.notDelivery);
      if (!order.deliveryCheckedAt) throw conflict(m.conflict.deliveryNotChecked);
      if (order.dispatchedAt) throw conflict(m.conflict.alreadyDispatched);
      const man = found(await findLive(ctx.tx, entities, ctx.businessId, ctx.body.deliveryManId), m.notFound.deliveryMan);
      if (man.type !== 'deliveryMan') throw conflict(m.conflict.entityNotDeliveryMan);
      let current = order;
      // Dispatching walks the order to "delivering" through the states it skipped (the shared rule).
      for (const step of dispatchWalk(order.status as OrderStatus)) current = await moveTo(ctx, current, step);
      const updated = (await updateRow(ctx.tx, orders, order.id, {
        deliveryManId: man.id,
        dispatchedAt: ctx.now,
        trackingStatus: ctx.body.isDispatchNotification ? 'delivering' : current.trackingStatus,
        ...ctx.stamp(),
      })) as unknown as OrderRow;
      if (ctx.body.isDispatchNotification) await ctx.audit('orderStatusNotification', 'order', order.id, { trackingStatus: 'delivering' });
      return orderWithProducts(ctx.tx, updated);
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'orders/:orderId/delivery-men',
    body: orderDeliveryMan,
    permission: 'dispatch',
    async run(ctx) {
      const order = await changeableOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      const man = found(await findLive(ctx.tx, entities, ctx.businessId, ctx.body.deliveryManId), m.notFound.deliveryMan);
      if (man.type !== 'deliveryMan') throw conflict(m.conflict.entityNotDeliveryMan);
      return orderWithProducts(ctx.tx, (await updateRow(ctx.tx, orders, order.id, { deliveryManId: man.id, ...ctx.stamp() })) as unknown as OrderRow);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.ordersSetEntity),
    permission: 'launch',
    async run(ctx) {
      const order = await changeableOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      await checkCustomer(ctx, ctx.body.entityId, null);
      return orderWithProducts(ctx.tx, (await updateRow(ctx.tx, orders, order.id, { entityId: ctx.body.entityId, entityAddressId: null, ...ctx.stamp() })) as unknown as OrderRow);
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'orders/:orderId/change-delivery-method',
    body: orderChangeDeliveryMethod,
    permission: 'launch',
    async run(ctx) {
      const order = await changeableOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      const fee = await deliveryFee(ctx, ctx.body.deliveryMethodId);
      await checkCustomer(ctx, order.entityId, ctx.body.entityAddressId);
      const updated = (await updateRow(ctx.tx, orders, order.id, {
        deliveryMethodId: ctx.body.deliveryMethodId,
        entityAddressId: ctx.body.entityAddressId ?? order.entityAddressId,
        deliveryFee: order.deliveryMode === 'delivery' ? fee : 0,
        ...ctx.stamp(),
      })) as unknown as OrderRow;
      ctx.touchOrderPad(order.orderPadId);
      await checkPadBound(ctx.tx, ctx.businessId, order.orderPadId);
      await ctx.audit('updateDeliveryMethod', 'order', order.id, { from: order.deliveryMethodId, to: ctx.body.deliveryMethodId });
      return orderWithProducts(ctx.tx, updated);
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'orders/:orderId/kitchens/:kitchenId/notify',
    body: orderKitchenNotify,
    permission: 'launch',
    async run(ctx) {
      const params = ctx.params as { orderId: string; kitchenId: string };
      const order = await getOrder(ctx.tx, ctx.businessId, params.orderId);
      const kitchen = found(await findLive(ctx.tx, kitchens, ctx.businessId, params.kitchenId), m.notFound.kitchen);
      const updated = await updateRow(ctx.tx, orders, order.id, { kitchenNotifiedAt: ctx.now, ...ctx.stamp() });
      return { order: updated, kitchen, message: ctx.body.message };
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'orders/:orderId/print-resume',
    body: emptyBody,
    permission: 'launch',
    async run(ctx) {
      const order = await getOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      await ctx.audit('reprintTicket', 'order', order.id, { what: 'order' });
      return orderWithProducts(ctx.tx, order);
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'orders/:orderId/kitchens/print-resume',
    body: emptyBody,
    permission: 'launch',
    async run(ctx) {
      const order = await getOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      await ctx.audit('reprintTicket', 'order', order.id, { what: 'kitchens' });
      return kitchenTickets(ctx.tx, order);
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'orders/finish-open-orders',
    body: ordersFinishOpenOrders,
    permission: 'settle',
    async run(ctx) {
      found(await findLive(ctx.tx, cashRegisterAudits, ctx.businessId, ctx.body.cashRegisterAuditId), m.notFound.cashRegisterAudit);
      const open = await ctx.tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.businessId, ctx.businessId),
            isNull(orders.deletedAt),
            inArray(orders.status, ['pending', 'confirmed', 'readyToConsumption', 'readyToPickUp', 'readyToDelivery', 'delivering', 'sentLogistics']),
            ctx.body.serviceIds.length ? inArray(orders.serviceId, ctx.body.serviceIds) : undefined,
          ),
        );
      const finished = [];
      for (const o of open) {
        finished.push(
          out(
            await updateRow(ctx.tx, orders, o.id, {
              status: finalStatus(o.deliveryMode as DeliveryMode),
              cashRegisterAuditId: ctx.body.cashRegisterAuditId,
              ...ctx.stamp(),
            }),
          ),
        );
      }
      return { finished };
    },
  });

  type KdsWrite = typeof ordersWrites.ordersSendKds | typeof ordersWrites.ordersRevertSendKds | typeof ordersWrites.ordersFinishKdsOrder | typeof ordersWrites.ordersRevertFinishKdsOrder;
  const kdsStep = (write: KdsWrite, from: string, to: string, refuse: string, products?: 'done' | 'preparing') =>
    registerWrite(app, deps, {
      ...routeOf(write as typeof ordersWrites.ordersFinishKdsOrder),
      permission: 'kds',
      async run(ctx) {
        const order = await changeableOrder(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
        if (order.kdsStatus !== from) throw conflict(refuse);
        const body = ctx.body as { kdsIds?: string[] };
        // The displays that finished it are this business's: another's id is not found.
        for (const id of new Set(body.kdsIds ?? [])) found(await findLive(ctx.tx, kds, ctx.businessId, id), catalogMessages.notFound.kds);
        const updated = (await updateRow(ctx.tx, orders, order.id, {
          kdsStatus: to,
          ...(body.kdsIds ? { kdsIds: body.kdsIds } : {}),
          ...ctx.stamp(),
        })) as unknown as OrderRow;
        if (products) {
          await ctx.tx
            .update(orderProducts)
            .set({ kitchenStatus: products, ...ctx.stamp() })
            .where(and(eq(orderProducts.orderId, order.id), isNull(orderProducts.deletedAt)));
        }
        return orderWithProducts(ctx.tx, updated);
      },
    });
  kdsStep(ordersWrites.ordersSendKds, 'none', 'sent', m.conflict.kdsAlreadySent);
  kdsStep(ordersWrites.ordersRevertSendKds, 'sent', 'none', m.conflict.kdsNotSent);
  kdsStep(ordersWrites.ordersFinishKdsOrder, 'sent', 'finished', m.conflict.kdsNotSent, 'done');
  kdsStep(ordersWrites.ordersRevertFinishKdsOrder, 'finished', 'sent', m.conflict.kdsNotFinished, 'preparing');

  registerWrite(app, deps, {
    method: 'POST',
    path: 'orders/:orderId/send-status-notification',
    body: orderStatusNotification,
    permission: 'dispatch',
    async run(ctx) {
      const order = await getOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      const updated = (await updateRow(ctx.tx, orders, order.id, { trackingStatus: ctx.body.trackingStatus, ...ctx.stamp() })) as unknown as OrderRow;
      await ctx.audit('orderStatusNotification', 'order', order.id, { trackingStatus: ctx.body.trackingStatus });
      return orderWithProducts(ctx.tx, updated);
    },
  });
}

/** Kitchen tickets of an order: its lines grouped by the kitchen of each product (or its category). */
export async function kitchenTickets(db: Executor, order: OrderRow) {
  const lines = await db
    .select({ line: orderProducts, kitchenId: sql<string | null>`coalesce(${products.kitchenId}, ${categories.kitchenId})` })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(orderProducts.orderId, order.id), isNull(orderProducts.deletedAt)));
  const groups = new Map<string, unknown[]>();
  for (const l of lines) {
    const key = l.kitchenId ?? 'none';
    groups.set(key, [...(groups.get(key) ?? []), out(l.line)]);
  }
  return { order: out(order), kitchens: [...groups.entries()].map(([kitchenId, items]) => ({ kitchenId: kitchenId === 'none' ? null : kitchenId, items })) };
}
