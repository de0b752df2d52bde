// Order products: add to an order, update, delete, divide into equal parts, transfer to another order pad.
import type { FastifyInstance } from 'fastify';
import { orders as ordersWrites } from '../../src-shared/writes/index.js';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { splitAmount } from '../../src-shared/domain/money.js';
import { orderProductTotal } from '../../src-shared/domain/pricing.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requireAuthorization, type ManagerAuthorizer } from '../auth/managerAuthorization.js';
import { findLive, idExists, insertRow, updateRow } from '../db/rows.js';
import { orderProducts, orders, products } from '../db/schema.js';
import { conflict, found } from '../http/errors.js';
import { outAll } from '../http/serialize.js';
import { nextOrderNumber, orderNumber, registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { checkRequired, priceLines, readCatalogue, stored } from './lines.js';
import { checkLine, checkPadTotal } from '../http/bounds.js';
import { checkPadBound } from './ledger.js';
import { openPad } from './orderPads.js';
import { settleOrderStock, takesStock } from './orderStock.js';
import { changeableOrder, isChangeable, orderWithPad, orderWithProducts, type OrderRow } from './orders.js';
import { idRefused } from '../http/validate.js';

const m = serverMessages;
type LineRow = typeof orderProducts.$inferSelect;

async function lineOf(ctx: WriteContext<unknown, unknown>, orderId: string, id: string): Promise<LineRow> {
  const line = found(await findLive(ctx.tx, orderProducts, ctx.businessId, id), m.notFound.orderProduct) as unknown as LineRow;
  if (line.orderId !== orderId) throw found(null, m.notFound.orderProduct);
  return line;
}

/**
 * Marks the order's comanda changed, settles what its lines take from stock when a `changed` line chose a subproduct
 * (orderStock.ts; most lines choose none, and cost no query), and refuses the change that took it past its bound
 * (http/bounds.ts).
 */
async function touchPad(ctx: WriteContext<unknown, unknown>, order: OrderRow, changed: readonly { selections: unknown }[]) {
  ctx.touchOrderPad(order.orderPadId);
  if (takesStock(changed)) await settleOrderStock(ctx, [order.id]);
  if (order.orderPadId) return checkPadBound(ctx.tx, ctx.businessId, order.orderPadId);
  // An order of no comanda (delivery, counter): its own lines and fee.
  const [row] = await ctx.tx
    .select({ items: sql<number>`coalesce(sum(${orderProducts.totalPrice}), 0)::bigint` })
    .from(orderProducts)
    .where(and(eq(orderProducts.businessId, ctx.businessId), eq(orderProducts.orderId, order.id), isNull(orderProducts.deletedAt)));
  checkPadTotal(Number(row?.items ?? 0) + order.deliveryFee);
}

export function registerOrderProducts(app: FastifyInstance, deps: WriteDeps & { authorizer: ManagerAuthorizer }): void {
  registerWrite(app, deps, {
    ...routeOf(ordersWrites.orderProductsCreate),
    permission: 'launch',
    createdId: (b) => b.id,
    orderOf: (_b, params) => (params as { orderId: string }).orderId,
    prepare: ({ tx, businessId, body }) => readCatalogue(tx, businessId, [body]),
    read: ({ tx, businessId, params }) => orderWithPad(tx, businessId, (params as { orderId: string }).orderId),
    async run(ctx) {
      // The client id is checked by the insert's primary key (409 in writes.ts).
      const order = isChangeable(ctx.read);
      const [line] = await priceLines(ctx, [ctx.body], ctx.prepared);
      if (!line) throw conflict(m.unexpected);
      checkRequired([line]);
      const row = await insertRow(ctx.tx, orderProducts, {
        ...stored(line),
        orderId: order.id,
        businessId: ctx.businessId,
        userId: ctx.user.id,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      await touchPad(ctx, order, [line]);
      await ctx.audit('addOrderProduct', 'orderProduct', line.id, { orderId: order.id, name: line.name, quantity: line.quantity });
      return { status: 201, body: row };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.orderProductsUpdate),
    permission: 'launch',
    orderOf: (_b, params) => (params as { orderId: string }).orderId,
    async run(ctx) {
      const params = ctx.params as { orderId: string; id: string };
      const order = await changeableOrder(ctx.tx, ctx.businessId, params.orderId);
      const line = await lineOf(ctx, order.id, params.id);
      const { authorizedBy, ...patch } = ctx.body;
      // Lowering a fired line's quantity removes part of it: the same rule as removing it.
      const lowering = patch.quantity !== undefined && patch.quantity < line.quantity;
      const who = lowering ? await requireAuthorization(deps.authorizer, ctx, 'removeOrderProduct', line.id, authorizedBy) : null;
      const values: Record<string, unknown> = { ...patch, ...ctx.stamp() };
      // The combo and the all-you-can-eat line it points to must be this business's (002 §3 Order product).
      if (patch.comboId) found(await findLive(ctx.tx, products, ctx.businessId, patch.comboId), m.notFound.product);
      if (patch.allYouCanEatOrderProductId) found(await findLive(ctx.tx, orderProducts, ctx.businessId, patch.allYouCanEatOrderProductId), m.notFound.orderProduct);
      if (ctx.body.quantity !== undefined) {
        const product = found(await findLive(ctx.tx, products, ctx.businessId, line.productId), m.notFound.product);
        if (ctx.body.quantity % 1000 !== 0 && !product.fractionalQuantity) throw conflict(m.conflict.notFractional(line.name));
        values.totalPrice = orderProductTotal(line.unitPrice, ctx.body.quantity);
        checkLine({ quantity: ctx.body.quantity, unitPrice: line.unitPrice, totalPrice: values.totalPrice as number });
      }
      const updated = await updateRow(ctx.tx, orderProducts, line.id, values);
      await touchPad(ctx, order, [line]);
      await ctx.audit('updateOrderProduct', 'orderProduct', line.id, { before: { quantity: line.quantity }, after: patch, ...who });
      return updated;
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.orderProductsDelete),
    permission: 'launch',
    orderOf: (_b, params) => (params as { orderId: string }).orderId,
    async run(ctx) {
      const params = ctx.params as { orderId: string; id: string };
      const order = await changeableOrder(ctx.tx, ctx.businessId, params.orderId);
      const line = await lineOf(ctx, order.id, params.id);
      // A line on the server was fired (to the kitchen, to the bill): removing it undoes a sale.
      const who = await requireAuthorization(deps.authorizer, ctx, 'removeOrderProduct', line.id, ctx.body.authorizedBy);
      const deleted = await updateRow(ctx.tx, orderProducts, line.id, { deletedAt: ctx.now, ...ctx.stamp() });
      await touchPad(ctx, order, [line]);
      await ctx.audit('removeOrderProduct', 'orderProduct', line.id, { orderId: order.id, name: line.name, totalPrice: line.totalPrice, ...who });
      return deleted;
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.orderProductsDivide_),
    permission: 'launch',
    async run(ctx) {
      const line = found(await findLive(ctx.tx, orderProducts, ctx.businessId, ctx.body.id), m.notFound.orderProduct) as unknown as LineRow;
      const order = await changeableOrder(ctx.tx, ctx.businessId, line.orderId);
      const { parts } = ctx.body;
      if (line.quantity < parts) throw conflict(m.conflict.divideQuantity);
      const quantities = splitAmount(line.quantity, parts);
      const totals = splitAmount(line.totalPrice, parts);
      const ids = [line.id, ...Array.from({ length: parts - 1 }, (_, i) => ctx.idFor(ctx.body.newIds?.[i]))];
      for (const id of ids.slice(1)) if (await idExists(ctx.tx, orderProducts, id)) throw idRefused();
      await updateRow(ctx.tx, orderProducts, line.id, { quantity: quantities[0], totalPrice: totals[0], ...ctx.stamp() });
      const { id: _id, createdAt: _c, updatedAt: _u, changeSeq: _s, ...copy } = line;
      for (let i = 1; i < parts; i++) {
        await insertRow(ctx.tx, orderProducts, { ...copy, id: ids[i], quantity: quantities[i], totalPrice: totals[i], createdAt: ctx.now, ...ctx.stamp() });
      }
      // Divided, the line's parts take what it took: nothing to settle.
      await touchPad(ctx, order, []);
      await ctx.audit('updateOrderProduct', 'orderProduct', line.id, { divided: parts, into: ids });
      return orderWithProducts(ctx.tx, order);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(ordersWrites.orderProductsTransfer_),
    permission: 'launch',
    async run(ctx) {
      const order = await changeableOrder(ctx.tx, ctx.businessId, (ctx.params as { orderId: string }).orderId);
      const target = await openPad(ctx.tx, ctx.businessId, ctx.body.targetOrderPadId);
      if (order.orderPadId === target.id) throw conflict(m.conflict.transferSamePad);
      const lines = await ctx.tx
        .select()
        .from(orderProducts)
        .where(and(eq(orderProducts.businessId, ctx.businessId), inArray(orderProducts.id, ctx.body.orderProductIds), isNull(orderProducts.deletedAt)));
      if (lines.length !== new Set(ctx.body.orderProductIds).size || lines.some((l) => l.orderId !== order.id)) {
        throw found(null, m.notFound.orderProduct);
      }
      const targetOrderId = ctx.idFor(ctx.body.targetOrderId);
      if (await idExists(ctx.tx, orders, targetOrderId)) throw idRefused();
      await nextOrderNumber(ctx.tx, ctx.businessId);
      const created = (await insertRow(ctx.tx, orders, {
        id: targetOrderId,
        businessId: ctx.businessId,
        number: orderNumber,
        orderPadId: target.id,
        serviceId: target.serviceId,
        originId: order.originId,
        originType: order.originType,
        deliveryMode: order.deliveryMode,
        status: order.status,
        paymentMode: order.paymentMode,
        userId: ctx.user.id,
        createdAt: ctx.now,
        ...ctx.stamp(),
      })) as unknown as OrderRow;
      await ctx.tx.update(orderProducts).set({ orderId: created.id, ...ctx.stamp() }).where(inArray(orderProducts.id, lines.map((l) => l.id)));
      await touchPad(ctx, order, lines);
      ctx.touchOrderPad(target.id);
      if (takesStock(lines)) await settleOrderStock(ctx, [created.id]);
      await checkPadBound(ctx.tx, ctx.businessId, target.id);
      for (const l of lines) {
        await ctx.audit('transferOrderProduct', 'orderProduct', l.id, { fromOrderId: order.id, toOrderId: created.id, toOrderPadId: target.id });
      }
      return { from: await orderWithProducts(ctx.tx, order), to: await orderWithProducts(ctx.tx, created), moved: outAll(lines.map((l) => ({ ...l, orderId: created.id }))) };
    },
  });
}
