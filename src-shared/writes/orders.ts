// The writes on orders and their lines (items): fire an order, change or remove a line, move and divide lines,
// the orders board's status, checking and dispatching deliveries. Each effect pictures what the server's route
// does (src-server/routes/orders.ts, orderProducts.ts) with the same shared rules.
import { orderProductsCalls } from '../api/areas/orderProducts.js';
import { ordersCalls } from '../api/areas/orders.js';
import type { CompositePriceRule, DeliveryMode, OrderStatus } from '../api/enums.js';
import { orderProductDelete, orderProductInput, orderProductUpdate, orderProductsDivide, orderProductsTransfer, type OrderProductInput } from '../api/schemas/orderProducts.js';
import { orderChangeStatus, orderCreate, orderEntity, orderFinishKds, ordersCheckDelivery, ordersDispatchDelivery } from '../api/schemas/orders.js';
import { objectBody } from '../api/core/define.js';
import { canTransition, dispatchWalk } from '../domain/orderStatus.js';
import { linePrice, orderProductTotal, type LineOption, type SizePrice } from '../domain/pricing.js';
import { localDay, type CategorySale, type ItemSaleRow } from '../domain/sales.js';
import { splitAmount } from '../domain/money.js';
import { screenMessages as m } from '../i18n/screens.js';
import { declareWrite, num, str, type EffectScope } from './define.js';

type Pad = { padLabel: string };
type Line = { name: string; padLabel: string };

/**
 * Unit price of a line from the mirror's catalog by the rule the server charges (pricing.ts linePrice): options at
 * the chosen size or its item's sale at the instant, composites by their rule, the category's sale on the day the
 * line was taken.
 */
async function priceLine(s: EffectScope, line: Pick<OrderProductInput, 'productId' | 'selections'>): Promise<{ name: string; unitPrice: number }> {
  const product = await s.get('products', line.productId);
  const options: LineOption[] = [];
  const sizePrices: SizePrice[] = [];
  const itemSales: ItemSaleRow[] = [];
  for (const sel of line.selections) {
    const ps = await s.get('productSubproducts', sel.productSubproductId);
    if (!ps) continue;
    const composition = await s.get('compositions', str(ps.compositionId));
    options.push({ id: ps.id, price: num(ps.price), flavors: composition?.flavors === true, quantity: sel.quantity, ...(sel.fraction ? { fraction: sel.fraction } : {}) });
    for (const p of await s.where('compositionPrices', 'productSubproductId', ps.id)) {
      sizePrices.push({ productSubproductId: ps.id, sizeId: str(p.sizeId) ?? null, price: num(p.price), deletedAt: str(p.deletedAt) ?? null });
    }
    for (const r of await s.where('productSubproductSales', 'productSubproductId', ps.id)) {
      const weekdays = Array.isArray(r.weekdays) ? (r.weekdays as number[]) : [];
      itemSales.push({ productSubproductId: ps.id, price: num(r.price), startsAt: str(r.startsAt) ?? null, endsAt: str(r.endsAt) ?? null, weekdays, deletedAt: str(r.deletedAt) ?? null });
    }
  }
  const categoryId = str(product?.categoryId);
  const sales = categoryId ? ((await s.where('categorySales', 'categoryId', categoryId)) as unknown as CategorySale[]) : [];
  const timeZone = str(s.business?.timeZone) || 'America/Sao_Paulo';
  const at = new Date(s.change.createdAt);
  const { unitPrice: price } = linePrice({
    product: { price: num(product?.price), priceRule: (str(product?.priceRule) as CompositePriceRule | null) ?? null },
    options,
    sizePrices,
    sales,
    day: localDay(at, timeZone),
    itemSales,
    at,
    timeZone,
  });
  return { name: str(product?.name) ?? '', unitPrice: price };
}

async function putLine(s: EffectScope, orderId: string, line: OrderProductInput & { id: string }): Promise<void> {
  const { name, unitPrice: price } = await priceLine(s, line);
  await s.put('orderProducts', {
    id: line.id,
    orderId,
    productId: line.productId,
    name,
    quantity: line.quantity,
    unitPrice: price,
    totalPrice: orderProductTotal(price, line.quantity),
    selections: line.selections,
    observation: line.observation ?? null,
    kitchenStatus: 'preparing',
  });
}

export const ordersCreate = declareWrite('ordersCreate', ordersCalls.ordersCreate, {
  schema: orderCreate,
  label: ({ body }, n: Pad) => m.pad.actions.fire(body.products.length, n.padLabel),
  entityIds: ({ body }) => [body.id, body.orderPadId, ...body.products.map((p) => p.id)].filter((x): x is string => Boolean(x)),
  effect: async (s, { body: b }) => {
    if (!b.id) return;
    const pad = await s.get('orderPads', b.orderPadId);
    // The server charges the delivery method's fee on every delivery order (routes/orders.ts), none otherwise.
    const method = b.deliveryMode === 'delivery' ? await s.get('deliveryMethods', b.deliveryMethodId) : undefined;
    await s.put('orders', {
      id: b.id,
      number: 0, // the server numbers orders; shown as "—" until it answers
      orderPadId: b.orderPadId ?? null,
      serviceId: str(pad?.serviceId),
      originId: b.originId ?? null,
      originType: b.originType,
      deliveryMode: b.deliveryMode,
      status: b.status,
      paymentMode: b.paymentMode,
      entityId: b.entityId ?? null,
      entityAddressId: b.entityAddressId ?? null,
      deliveryManId: null,
      deliveryMethodId: b.deliveryMethodId ?? null,
      deliveryFee: num(method?.fee),
      message: b.message ?? null,
    });
    for (const line of b.products) if (line.id) await putLine(s, b.id, { ...line, id: line.id });
  },
});

export const orderProductsUpdate = declareWrite('orderProductsUpdate', orderProductsCalls.orderProductsUpdate, {
  schema: orderProductUpdate,
  label: ({ body }, n: Line & { quantityText?: string }) => `${m.pad.actions.edit(n.name, n.padLabel)}${body.quantity && n.quantityText ? ` (${n.quantityText})` : ''}`,
  entityIds: ({ params }) => [params.id, params.orderId],
  effect: async (s, { params, body: b }) => {
    const row = await s.get('orderProducts', params.id);
    if (!row) return;
    const quantity = b.quantity ?? num(row.quantity);
    const fields: Record<string, unknown> = { quantity, totalPrice: orderProductTotal(num(row.unitPrice), quantity) };
    if (b.observation !== undefined) fields.observation = b.observation;
    await s.patch('orderProducts', params.id, fields);
  },
});

export const orderProductsDelete = declareWrite('orderProductsDelete', orderProductsCalls.orderProductsDelete, {
  // The reason travels in the body (the server keeps the body as it came); the route reads the manager's grant.
  schema: orderProductDelete,
  label: (_i, n: Line) => m.pad.actions.remove(n.name, n.padLabel),
  entityIds: ({ params }) => [params.id, params.orderId],
  effect: async (s, { params }) => {
    await s.patch('orderProducts', params.id, { deletedAt: s.change.createdAt });
  },
});

/** The lines go to a new order on the target pad, made like the one they leave (status, origin, mode). */
export const orderProductsTransfer_ = declareWrite('orderProductsTransfer', orderProductsCalls.orderProductsTransfer, {
  schema: orderProductsTransfer,
  label: ({ body }, n: { from: string; to: string }) => m.pad.actions.transfer(body.orderProductIds.length, n.from, n.to),
  entityIds: ({ params, body }) => [params.orderId, body.targetOrderPadId, body.targetOrderId, ...body.orderProductIds].filter((x): x is string => Boolean(x)),
  effect: async (s, { params, body: b }) => {
    const from = await s.get('orders', params.orderId);
    if (!from || from.orderPadId === b.targetOrderPadId) return;
    if (await s.madeByServer('orders', b.targetOrderId)) return; // already moved on the server
    const target = await s.get('orderPads', b.targetOrderPadId);
    const orderId = b.targetOrderId ?? `pending:${s.change.callId}`;
    await s.put('orders', {
      id: orderId,
      number: 0, // numbered by the server, shown as "—" until then
      orderPadId: b.targetOrderPadId,
      serviceId: str(target?.serviceId),
      originId: str(from.originId),
      originType: str(from.originType),
      deliveryMode: str(from.deliveryMode),
      status: str(from.status),
      paymentMode: from.paymentMode ?? null,
      entityId: null,
      entityAddressId: null,
      deliveryManId: null,
      deliveryMethodId: null,
      deliveryFee: 0,
      message: null,
    });
    for (const id of b.orderProductIds) {
      const line = await s.get('orderProducts', id);
      if (line && !line.deletedAt && line.orderId === from.id) await s.patch('orderProducts', line.id, { orderId });
    }
  },
});

/** Equal parts by the shared split (the first parts take the leftover centavos and grams), as copies of the line. */
export const orderProductsDivide_ = declareWrite('orderProductsDivide', orderProductsCalls.orderProductsDivide, {
  schema: orderProductsDivide,
  label: ({ body }, n: { name: string }) => m.pad.actions.divide(n.name, body.parts),
  entityIds: ({ body }) => [body.id, ...(body.newIds ?? [])],
  effect: async (s, { body: b }) => {
    const line = await s.get('orderProducts', b.id);
    if (!line || line.deletedAt || num(line.quantity) < b.parts) return;
    const newIds = b.newIds ?? [];
    if (newIds[0] && (await s.madeByServer('orderProducts', newIds[0]))) return; // divided on the server already
    const quantities = splitAmount(num(line.quantity), b.parts);
    const totals = splitAmount(num(line.totalPrice), b.parts);
    await s.patch('orderProducts', line.id, { quantity: quantities[0], totalPrice: totals[0] });
    const { id: _id, createdAt: _c, updatedAt: _u, changeSeq: _s, pending: _p, businessId: _b, ...copy } = line;
    for (let i = 1; i < b.parts; i++) {
      const id = newIds[i - 1] ?? `pending:${s.change.callId}:${i}`;
      await s.put('orderProducts', { ...copy, id, quantity: quantities[i], totalPrice: totals[i] });
    }
  },
});

/** Only along the shared transition table: a change the server would refuse is not pictured. */
/** The customer an order is for, named (or changed) after it was taken; the address goes with the old customer. */
export const ordersSetEntity = declareWrite('ordersSetEntity', ordersCalls.ordersSetEntity, {
  schema: orderEntity,
  label: (_i, n: { code: string; customer: string }) => m.orders.actions.customer(n.code, n.customer),
  entityIds: ({ params, body }) => [params.orderId, body.entityId],
  effect: async (s, { params, body }) => {
    await s.patch('orders', params.orderId, { entityId: body.entityId, entityAddressId: null });
  },
});

export const ordersChangeStatus = declareWrite('ordersChangeStatus', ordersCalls.ordersChangeStatus, {
  schema: orderChangeStatus,
  label: (_i, n: { code: string; statusLabel: string }) => m.orders.actions.status(n.code, n.statusLabel),
  entityIds: ({ params }) => [params.orderId],
  effect: async (s, { params, body }) => {
    const order = await s.get('orders', params.orderId);
    const to = body.status;
    if (!order || order.status === 'canceled') return;
    if (!canTransition(order.status as OrderStatus, to, order.deliveryMode as DeliveryMode)) return;
    await s.patch('orders', order.id, to === 'canceled' ? { status: to, canceledAt: s.change.createdAt } : { status: to });
  },
});

export const ordersCheckDelivery_ = declareWrite('ordersCheckDelivery', ordersCalls.ordersCheckDelivery, {
  schema: ordersCheckDelivery,
  label: (_i, n: { code: string }) => m.orders.actions.check(n.code),
  entityIds: ({ body }) => body.orderIds,
  effect: async (s, { body }) => {
    for (const id of body.orderIds) {
      const order = await s.get('orders', id);
      if (order?.deliveryMode === 'delivery' && !order.deliveryCheckedAt) await s.patch('orders', order.id, { deliveryCheckedAt: s.change.createdAt });
    }
  },
});

/** Dispatching walks the order to "delivering" through the statuses it skipped, with the delivery man. */
export const ordersDispatchDelivery_ = declareWrite('ordersDispatchDelivery', ordersCalls.ordersDispatchDelivery, {
  schema: ordersDispatchDelivery,
  label: (_i, n: { code: string; deliveryMan: string }) => m.orders.actions.dispatch(n.code, n.deliveryMan),
  entityIds: ({ body }) => [body.orderId],
  effect: async (s, { body: b }) => {
    const order = await s.get('orders', b.orderId);
    if (!order || order.deliveryMode !== 'delivery' || !order.deliveryCheckedAt || order.dispatchedAt) return;
    const walk = dispatchWalk(order.status as OrderStatus);
    await s.patch('orders', order.id, {
      status: walk.at(-1) ?? order.status,
      deliveryManId: b.deliveryManId ?? null,
      dispatchedAt: s.change.createdAt,
      trackingStatus: b.isDispatchNotification === true ? 'delivering' : (order.trackingStatus ?? null),
    });
  },
});

// ---------------------------------------------------------------- kitchen display (KDS, 002 §2)
// An order is sent to the KDS, the send can be reverted; the kitchen finishes it naming the displays (kdsIds) that
// finished it, and the finish can be reverted. Finishing marks its lines done; reverting it, in preparation again.

/** Moves an order's KDS state `from` → `to`, as the server's routes/orders.ts does; its lines take `lines` when given. */
async function kdsStep(s: EffectScope, orderId: string, from: string, to: string, extra: Record<string, unknown>, lines?: 'done' | 'preparing') {
  const order = await s.get('orders', orderId);
  if (!order || order.kdsStatus !== from || order.status === 'canceled') return;
  await s.patch('orders', order.id, { kdsStatus: to, ...extra });
  if (lines) for (const line of await s.where('orderProducts', 'orderId', order.id)) await s.patch('orderProducts', line.id, { kitchenStatus: lines });
}

export const ordersSendKds = declareWrite('ordersSendKds', ordersCalls.ordersSendKds, {
  schema: objectBody,
  label: (_i, n: { code: string }) => m.orders.actions.sendKds(n.code),
  entityIds: ({ params }) => [params.id],
  effect: (s, { params }) => kdsStep(s, params.id, 'none', 'sent', {}),
});
export const ordersRevertSendKds = declareWrite('ordersRevertSendKds', ordersCalls.ordersRevertSendKds, {
  schema: objectBody,
  label: (_i, n: { code: string }) => m.orders.actions.revertSendKds(n.code),
  entityIds: ({ params }) => [params.id],
  effect: (s, { params }) => kdsStep(s, params.id, 'sent', 'none', {}),
});
export const ordersFinishKdsOrder = declareWrite('ordersFinishKdsOrder', ordersCalls.ordersFinishKdsOrder, {
  schema: orderFinishKds,
  label: (_i, n: { code: string }) => m.orders.actions.finishKds(n.code),
  entityIds: ({ params }) => [params.id],
  effect: (s, { params, body }) => kdsStep(s, params.id, 'sent', 'finished', { kdsIds: body.kdsIds }, 'done'),
});
export const ordersRevertFinishKdsOrder = declareWrite('ordersRevertFinishKdsOrder', ordersCalls.ordersRevertFinishKdsOrder, {
  schema: objectBody,
  label: (_i, n: { code: string }) => m.orders.actions.revertFinishKds(n.code),
  entityIds: ({ params }) => [params.id],
  effect: (s, { params }) => kdsStep(s, params.id, 'finished', 'sent', {}, 'preparing'),
});

export const orderProductsCreate = declareWrite('orderProductsCreate', orderProductsCalls.orderProductsCreate, {
  schema: orderProductInput,
  label: (_i, n: { quantityText: string; name: string; padLabel: string }) => m.pad.actions.add(n.quantityText, n.name, n.padLabel),
  entityIds: ({ params, body }) => [body.id, params.orderId].filter((x): x is string => Boolean(x)),
  effect: async (s, { params, body }) => {
    if (body.id) await putLine(s, params.orderId, { ...body, id: body.id });
  },
});
