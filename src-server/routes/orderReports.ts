// The orders' report files (002 §7 Orders: delivery-report, lead-time-report, products/ordered-report,
// products/ordered-compositions-report, products/abc-curve-report): binary answers, PDF or Excel, resumed or detailed,
// filtered by the Service filters of 002 §3 (period, users, origins, delivery men) as the services' reports are
// (reports.ts registers the routes); and {id}/order-resume-report, one order's lines and total as a file.
// What counts as sold is what the sales reads count (graphql/salesReports.ts): orders not canceled nor deleted,
// their live lines. Reads only: no transaction, no key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { ORDER_CHANNEL_LABELS, ORDER_STATUS_LABELS, type OrderChannel, type OrderStatus } from '../../src-shared/api/enums.js';
import { orderResumeReport } from '../../src-shared/api/schemas/orders.js';
import { mulDiv } from '../../src-shared/domain/money.js';
import { fractionText, orderCode } from '../../src-shared/domain/orderCode.js';
import { orderReportWords as w } from '../../src-shared/i18n/orderReports.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext } from '../auth/guard.js';
import { businesses, compositions, entities, orderProducts, orders } from '../db/schema.js';
import { found } from '../http/errors.js';
import { parse } from '../http/validate.js';
import type { WriteDeps } from '../http/writes.js';
import { formatDateTime, sendReport, type Cell, type ReportColumn, type ReportTable } from './reportFiles.js';
import { registerPeriodReports, type ReportBody, type ReportScope } from './reports.js';
import { soldChoice, soldOrders as sold, type StoredChoice } from './soldOrders.js';

/** Rows read for one report at most, as the services' reports. */
const MAX_ROWS = 20_000;
const MINUTE_MS = 60_000;

const col = (header: string, kind: ReportColumn['kind'], width: number): ReportColumn => ({ header, kind, width });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The period's sold orders of the report's filters, `more` narrowing them further. */
const soldOrders = (s: ReportScope, ...more: (SQL | undefined)[]): SQL =>
  sold({ businessId: s.businessId, start: s.start, end: s.end, ...s.filters }, ...more);

/** Each sold order's live lines, summed (centavos), by order id. */
async function itemsByOrder(s: ReportScope, ids: readonly string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (ids.length === 0) return totals;
  const lines = await s.db
    .select({ orderId: orderProducts.orderId, total: orderProducts.totalPrice })
    .from(orderProducts)
    .where(and(eq(orderProducts.businessId, s.businessId), isNull(orderProducts.deletedAt), inArray(orderProducts.orderId, [...ids])));
  for (const l of lines) totals.set(l.orderId, (totals.get(l.orderId) ?? 0) + l.total);
  return totals;
}

async function deliveryReport(s: ReportScope): Promise<ReportBody> {
  const customer = entities;
  const rows = await s.db
    .select({ order: orders, customer: customer.name })
    .from(orders)
    .leftJoin(customer, and(eq(customer.id, orders.entityId), eq(customer.businessId, orders.businessId)))
    .where(soldOrders(s, eq(orders.deliveryMode, 'delivery')))
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(MAX_ROWS);
  const menIds = [...new Set(rows.map((r) => r.order.deliveryManId).filter((id): id is string => id !== null))];
  const men = new Map(
    menIds.length
      ? (await s.db.select({ id: entities.id, name: entities.name }).from(entities).where(and(eq(entities.businessId, s.businessId), inArray(entities.id, menIds)))).map((m) => [m.id, m.name])
      : [],
  );
  const items = await itemsByOrder(s, rows.map((r) => r.order.id));
  const manOf = (id: string | null) => (id ? (men.get(id) ?? w.noDeliveryMan) : w.noDeliveryMan);
  const totalOf = (o: typeof orders.$inferSelect) => (items.get(o.id) ?? 0) + o.deliveryFee;
  const fees = sum(rows.map((r) => r.order.deliveryFee));
  const total = sum(rows.map((r) => totalOf(r.order)));
  if (s.filters.detail === 'resumed') {
    const byMan = new Map<string, { count: number; fees: number; total: number }>();
    for (const { order } of rows) {
      const name = manOf(order.deliveryManId);
      const m = byMan.get(name) ?? { count: 0, fees: 0, total: 0 };
      byMan.set(name, { count: m.count + 1, fees: m.fees + order.deliveryFee, total: m.total + totalOf(order) });
    }
    return {
      title: w.deliveryTitle,
      columns: [col(w.deliveryMan, 'text', 30), col(w.deliveries, 'count', 12), col(w.deliveryFee, 'money', 16), col(w.total, 'money', 16)],
      rows: [...byMan].sort(([a], [b]) => a.localeCompare(b, 'pt-BR')).map(([name, m]) => [name, m.count, m.fees, m.total]),
      totals: [w.total, rows.length, fees, total],
      empty: w.nothing,
    };
  }
  return {
    title: w.deliveryTitle,
    columns: [col(w.dateTime, 'datetime', 16), col(w.order, 'text', 9), col(w.customer, 'text', 22), col(w.deliveryMan, 'text', 18), col(w.status, 'text', 16), col(w.deliveryFee, 'money', 13), col(w.total, 'money', 13)],
    rows: rows.map((r) => [r.order.createdAt, orderCode(r.order.id), r.customer ?? '', manOf(r.order.deliveryManId), ORDER_STATUS_LABELS[r.order.status as OrderStatus] ?? r.order.status, r.order.deliveryFee, totalOf(r.order)]),
    totals: [w.total, rows.length, null, null, null, fees, total],
    empty: w.nothing,
  };
}

/** From the order to its dispatch, whole minutes: the orders that left the house (delivery or pick-up). */
async function leadTimeReport(s: ReportScope): Promise<ReportBody> {
  const rows = await s.db
    .select({ id: orders.id, mode: orders.deliveryMode, createdAt: orders.createdAt, dispatchedAt: orders.dispatchedAt })
    .from(orders)
    .where(soldOrders(s, isNotNull(orders.dispatchedAt)))
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(MAX_ROWS);
  const minutesOf = (r: (typeof rows)[number]) => Math.max(0, Math.round((Date.parse(r.dispatchedAt as string) - Date.parse(r.createdAt)) / MINUTE_MS));
  const mode = (m: string) => w.modes[m] ?? m;
  if (s.filters.detail === 'resumed') {
    const byMode = new Map<string, number[]>();
    for (const r of rows) byMode.set(r.mode, [...(byMode.get(r.mode) ?? []), minutesOf(r)]);
    const all = rows.map(minutesOf);
    const average = (m: number[]) => (m.length ? Math.round(sum(m) / m.length) : 0);
    return {
      title: w.leadTimeTitle,
      columns: [col(w.mode, 'text', 24), col(w.orders, 'count', 12), col(w.averageMinutes, 'count', 14), col(w.longestMinutes, 'count', 14)],
      rows: [...byMode].sort(([a], [b]) => mode(a).localeCompare(mode(b), 'pt-BR')).map(([m, list]) => [mode(m), list.length, average(list), Math.max(...list)]),
      totals: [w.total, rows.length, average(all), all.length ? Math.max(...all) : 0],
      empty: w.nothing,
    };
  }
  return {
    title: w.leadTimeTitle,
    columns: [col(w.dateTime, 'datetime', 18), col(w.order, 'text', 10), col(w.mode, 'text', 16), col(w.dispatchedAt, 'datetime', 18), col(w.minutes, 'count', 10)],
    rows: rows.map((r) => [r.createdAt, orderCode(r.id), mode(r.mode), r.dispatchedAt, minutesOf(r)]),
    empty: w.nothing,
  };
}

/** The period's sold lines by product: quantity (thousandths) and total, the best-selling first. */
async function soldProducts(s: ReportScope) {
  const lines = await s.db
    .select({ productId: orderProducts.productId, name: orderProducts.name, quantity: orderProducts.quantity, total: orderProducts.totalPrice, unitPrice: orderProducts.unitPrice, at: orderProducts.createdAt, orderId: orders.id })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orderProducts.businessId, s.businessId), isNull(orderProducts.deletedAt), soldOrders(s)))
    .orderBy(asc(orderProducts.createdAt))
    .limit(MAX_ROWS);
  const byProduct = new Map<string, { name: string; quantity: number; total: number }>();
  for (const l of lines) {
    const p = byProduct.get(l.productId) ?? { name: l.name, quantity: 0, total: 0 };
    byProduct.set(l.productId, { name: p.name, quantity: p.quantity + l.quantity, total: p.total + l.total });
  }
  const products = [...byProduct.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'pt-BR'));
  return { lines, products };
}

async function productsOrderedReport(s: ReportScope): Promise<ReportBody> {
  const { lines, products } = await soldProducts(s);
  const total = sum(products.map((p) => p.total));
  if (s.filters.detail === 'resumed') {
    return {
      title: w.productsOrderedTitle,
      columns: [col(w.product, 'text', 40), col(w.quantity, 'quantity', 14), col(w.total, 'money', 16)],
      rows: products.map((p) => [p.name, p.quantity, p.total]),
      totals: [w.total, null, total],
      empty: w.nothing,
    };
  }
  return {
    title: w.productsOrderedTitle,
    columns: [col(w.dateTime, 'datetime', 16), col(w.order, 'text', 9), col(w.product, 'text', 32), col(w.quantity, 'quantity', 12), col(w.unitPrice, 'money', 13), col(w.total, 'money', 13)],
    rows: lines.map((l) => [l.at, orderCode(l.orderId), l.name, l.quantity, l.unitPrice, l.total]),
    totals: [w.total, null, null, null, null, total],
    empty: w.nothing,
  };
}

/**
 * The compositions' choices sold in the period (the pizza's flavours, the burger's extras): by composition and option,
 * quantity and what they added (centavos); detailed, one row per choice of each sold line.
 */
async function compositionsOrderedReport(s: ReportScope): Promise<ReportBody> {
  const lines = await s.db
    .select({ product: orderProducts.name, quantity: orderProducts.quantity, selections: orderProducts.selections, at: orderProducts.createdAt, orderId: orders.id })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orderProducts.businessId, s.businessId), isNull(orderProducts.deletedAt), soldOrders(s)))
    .orderBy(asc(orderProducts.createdAt))
    .limit(MAX_ROWS);
  const choices = lines.flatMap((l) => (l.selections as StoredChoice[]).map((c) => ({ line: l, choice: c, sold: soldChoice(l.quantity, c) })));
  const compositionIds = [...new Set(choices.map((c) => c.choice.compositionId).filter((id): id is string => !!id))];
  const names = new Map(
    compositionIds.length
      ? (await s.db.select({ id: compositions.id, name: compositions.name }).from(compositions).where(and(eq(compositions.businessId, s.businessId), inArray(compositions.id, compositionIds)))).map((c) => [c.id, c.name])
      : [],
  );
  const compositionOf = (c: StoredChoice) => (c.compositionId ? (names.get(c.compositionId) ?? w.noComposition) : w.noComposition);
  const total = sum(choices.map((c) => c.sold.total));
  if (s.filters.detail === 'resumed') {
    const byOption = new Map<string, { composition: string; option: string; quantity: number; total: number }>();
    for (const { choice, sold: one } of choices) {
      const composition = compositionOf(choice);
      const option = choice.name ?? '';
      const key = `${composition}\u0000${option}`;
      const o = byOption.get(key) ?? { composition, option, quantity: 0, total: 0 };
      byOption.set(key, { ...o, quantity: o.quantity + one.quantity, total: o.total + one.total });
    }
    const rows = [...byOption.values()].sort((a, b) => a.composition.localeCompare(b.composition, 'pt-BR') || b.quantity - a.quantity || a.option.localeCompare(b.option, 'pt-BR'));
    return {
      title: w.compositionsOrderedTitle,
      columns: [col(w.composition, 'text', 24), col(w.option, 'text', 30), col(w.quantity, 'quantity', 14), col(w.total, 'money', 16)],
      rows: rows.map((r) => [r.composition, r.option, r.quantity, r.total]),
      totals: [w.total, null, null, total],
      empty: w.nothingChosen,
    };
  }
  return {
    title: w.compositionsOrderedTitle,
    columns: [col(w.dateTime, 'datetime', 16), col(w.order, 'text', 9), col(w.product, 'text', 24), col(w.composition, 'text', 18), col(w.option, 'text', 22), col(w.quantity, 'quantity', 12), col(w.total, 'money', 13)],
    rows: choices.map(({ line, choice, sold: one }) => [line.at, orderCode(line.orderId), line.product, compositionOf(choice), choice.name ?? '', one.quantity, one.total]),
    totals: [w.total, null, null, null, null, null, total],
    empty: w.nothingChosen,
  };
}

/**
 * The ABC curve: products by what they sold, each with its share and the running share of the period's total; class
 * A up to 80 % of the running share, B up to 95 %, C the rest (the usual Pareto cut). Shares in basis points.
 */
async function abcCurveReport(s: ReportScope): Promise<ReportBody> {
  const { products } = await soldProducts(s);
  const total = sum(products.map((p) => p.total));
  let running = 0;
  const rows = products.map((p, i) => {
    // The class is decided by the running share before this product: the product that crosses 80 % is still A.
    const before = total > 0 ? mulDiv(running, 10_000, total) : 0;
    running += p.total;
    const abc = before < 8_000 ? 'A' : before < 9_500 ? 'B' : 'C';
    return [i + 1, p.name, p.quantity, p.total, total > 0 ? mulDiv(p.total, 10_000, total) : 0, total > 0 ? mulDiv(running, 10_000, total) : 0, abc];
  });
  return {
    title: w.abcCurveTitle,
    columns: [col(w.position, 'count', 8), col(w.product, 'text', 32), col(w.quantity, 'quantity', 12), col(w.total, 'money', 14), col(w.share, 'percent', 11), col(w.cumulative, 'percent', 12), col(w.abcClass, 'text', 8)],
    rows,
    totals: [w.total, null, null, total, products.length ? 10_000 : 0, null, null],
    empty: w.nothing,
  };
}

const ORDER_REPORTS = {
  'delivery-report': { build: deliveryReport, file: 'entregas' },
  'lead-time-report': { build: leadTimeReport, file: 'tempo-de-despacho' },
  'products/ordered-report': { build: productsOrderedReport, file: 'produtos-vendidos' },
  'products/ordered-compositions-report': { build: compositionsOrderedReport, file: 'complementos-vendidos' },
  'products/abc-curve-report': { build: abcCurveReport, file: 'curva-abc' },
} as const;

/** One order as a file: its lines with their choices and notes, the delivery fee and the total, for the customer or the books. */
async function orderResume(deps: WriteDeps, businessId: string, orderId: string, userName: string): Promise<ReportTable> {
  const [business, order] = await Promise.all([
    deps.db.select().from(businesses).where(eq(businesses.id, businessId)),
    deps.db.select({ order: orders, customer: entities.name }).from(orders).leftJoin(entities, and(eq(entities.id, orders.entityId), eq(entities.businessId, orders.businessId))).where(and(eq(orders.businessId, businessId), eq(orders.id, orderId), isNull(orders.deletedAt))),
  ]);
  const b = found(business[0], serverMessages.notFound.business);
  const { order: o, customer } = found(order[0], serverMessages.notFound.order);
  const lines = await deps.db.select().from(orderProducts).where(and(eq(orderProducts.businessId, businessId), eq(orderProducts.orderId, o.id), isNull(orderProducts.deletedAt))).orderBy(asc(orderProducts.createdAt), asc(orderProducts.id));
  const rows: Cell[][] = [];
  for (const l of lines) {
    rows.push([l.name, l.quantity, l.unitPrice, l.totalPrice]);
    for (const c of l.selections as StoredChoice[]) rows.push([w.choiceLine(`${fractionText(c.fraction)}${c.name ?? ''}`), null, null, null]);
    if (l.observation) rows.push([w.observationLine(l.observation), null, null, null]);
  }
  if (o.deliveryFee > 0) rows.push([w.deliveryFee, null, null, o.deliveryFee]);
  const tz = b.timeZone;
  return {
    title: w.orderResumeTitle(orderCode(o.id)),
    subtitle: [
      b.tradeName ?? b.name,
      w.orderResumeHeader(formatDateTime(o.createdAt, tz), ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status, ORDER_CHANNEL_LABELS[o.originType as OrderChannel] ?? o.originType),
      ...(customer ? [w.customerLine(customer)] : []),
      w.generated(formatDateTime(new Date().toISOString(), tz), userName),
    ],
    columns: [col(w.product, 'text', 40), col(w.quantity, 'quantity', 12), col(w.unitPrice, 'money', 14), col(w.total, 'money', 14)],
    rows,
    totals: [w.total, null, null, sum(lines.map((l) => l.totalPrice)) + o.deliveryFee],
    empty: w.noLines,
    timeZone: tz,
    fileName: `pedido-${orderCode(o.id)}`,
  };
}

export function registerOrderReports(app: FastifyInstance, deps: WriteDeps): void {
  registerPeriodReports(app, deps, 'orders', ORDER_REPORTS);
  app.post('/businesses/:businessId/orders/:id/order-resume-report', async (req: FastifyRequest, reply: FastifyReply) => {
    const { businessId, id } = req.params as { businessId: string; id: string };
    // The tenant guard first: another business's token learns nothing, not even a 400 or a 404.
    const user = await deps.guard.user(req);
    await deps.guard.business(user, businessId, requestContext(req), 'read');
    const { format } = parse(orderResumeReport, req.body ?? {});
    return sendReport(reply, await orderResume(deps, businessId, id, user.name), format);
  });
}
