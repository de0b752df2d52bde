// The sales reads of 002 §7 Orders (GQL): salesPerDay, salesByCategory, paymentMethodsPerUse and
// deliveriesByDeliveryMan, which the reports screen draws as charts. The spec names them (and paymentMethodsPerUse's
// arguments, origins and dateFilters) without their answers; the answers below are ours, in centavos. What counts as
// sold: the orders not canceled nor deleted, their live lines plus the delivery fee (the order total of orderFields);
// what counts as paid: the live payments. Days are the business's calendar days (its time zone).
import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  salesReportArgs,
  type CategorySales,
  type DeliveryManDeliveries,
  type PaymentMethodUse,
  type SalesDay,
} from '../../src-shared/api/schemas/salesReports.js';
import { reportWords } from '../../src-shared/i18n/platform.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { extraTotalKeys, paymentExtraKeys, paymentExtras } from '../../src-shared/domain/paymentExtras.js';
import * as t from '../db/schema.js';
import { found } from '../http/errors.js';
import { soldOrders as sold } from '../routes/soldOrders.js';
import { parse } from '../http/validate.js';
import type { GraphqlContext } from './schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;

export const salesReportsSdl = /* GraphQL */ `
"one day of the business's calendar (AAAA-MM-DD): orders not canceled, what they sold (items and delivery fees, centavos) and the average ticket"
type SalesDay {
  day: String!
  orders: Int!
  total: Float!
  averageTicket: Float!
}

"what one category's items sold: quantity in thousandths of a unit, total in centavos (categoryId null: items without a category)"
type CategorySales {
  categoryId: ID
  name: String!
  quantity: Float!
  total: Float!
}

"how often a payment method was used and what it took in (amount settled, and apart what was given above the bill, centavos)"
type PaymentMethodUse {
  paymentMethodId: ID!
  name: String!
  type: String!
  uses: Int!
  amount: Float!
${extraTotalKeys.map((t) => `  ${t}: Float!`).join('\n')}
}

"the orders a delivery man carried: count, delivery fees and the orders' totals (centavos)"
type DeliveryManDeliveries {
  deliveryManId: ID!
  name: String!
  deliveries: Int!
  deliveryFees: Float!
  total: Float!
}

extend type Query {
  "gqlSalesPerDay: every day of the period (AAAA-MM-DD, the business's calendar), days without sales included; dateFilters {start, end} ISO, at most 93 days (default the last 30); origins: the orders' origin ids"
  salesPerDay(businessId: ID!, origins: [ID!], dateFilters: JSON): [SalesDay!]!
  "gqlSalesByCategory: the period's items by category, the best-selling first"
  salesByCategory(businessId: ID!, origins: [ID!], dateFilters: JSON): [CategorySales!]!
  "gqlPaymentMethodsPerUse (origins, dateFilters; 002 §7): the period's live payments by method, the most used first"
  paymentMethodsPerUse(businessId: ID!, origins: [ID!], dateFilters: JSON): [PaymentMethodUse!]!
  "gqlDeliveriesByDeliveryMan: the period's delivered orders (not canceled) by delivery man, the busiest first"
  deliveriesByDeliveryMan(businessId: ID!, origins: [ID!], dateFilters: JSON): [DeliveryManDeliveries!]!
}
`;

export interface SalesArgs {
  businessId: string;
  origins?: string[] | null;
  dateFilters?: unknown;
}

interface Scope {
  ctx: GraphqlContext;
  businessId: string;
  timeZone: string;
  start: string;
  end: string;
  origins: readonly string[];
}

/** Checks the caller, reads the arguments (400 in Portuguese when they are wrong) and the business's time zone. */
async function scopeOf(args: SalesArgs, ctx: GraphqlContext): Promise<Scope> {
  await ctx.allow(args.businessId);
  const a = parse(salesReportArgs, { origins: args.origins, dateFilters: args.dateFilters });
  const business = found(
    (await ctx.deps.db.select({ timeZone: t.businesses.timeZone }).from(t.businesses).where(eq(t.businesses.id, args.businessId)))[0],
    serverMessages.notFound.business,
  );
  const now = Date.now();
  const start = a.dateFilters ? new Date(a.dateFilters.start).toISOString() : new Date(now - DEFAULT_DAYS * DAY_MS).toISOString();
  const end = a.dateFilters ? new Date(a.dateFilters.end).toISOString() : new Date(now).toISOString();
  return { ctx, businessId: args.businessId, timeZone: business.timeZone, start, end, origins: a.origins ?? [] };
}

/** The orders that count as sales in the scope (routes/soldOrders.ts). */
const soldOrders = (s: Scope): SQL => sold({ businessId: s.businessId, start: s.start, end: s.end, origins: s.origins });

/** An order's live lines, summed (centavos). */
const itemsOf = (s: Scope) =>
  sql`(select coalesce(sum(op.total_price), 0) from order_products op where op.order_id = ${t.orders.id} and op.business_id = ${s.businessId} and op.deleted_at is null)`;

/** AAAA-MM-DD of an instant on the business's calendar. */
function localDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** Every calendar day from the start's to the end's, both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${first}T12:00:00Z`); ; d = new Date(d.getTime() + DAY_MS)) {
    const day = d.toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

const floorDiv = (a: number, b: number) => (b > 0 ? Math.floor(a / b) : 0);

export const salesReportsResolvers = {
  salesPerDay: async (args: SalesArgs, ctx: GraphqlContext): Promise<SalesDay[]> => {
    const s = await scopeOf(args, ctx);
    const o = t.orders;
    const day = sql<string>`to_char(${o.createdAt} at time zone ${s.timeZone}, 'YYYY-MM-DD')`;
    const rows = await ctx.deps.db
      .select({ day, orders: sql<number>`count(*)::int`, total: sql<string>`sum(${itemsOf(s)} + ${o.deliveryFee})::bigint` })
      .from(o)
      .where(soldOrders(s))
      // By position: the time zone is a bound parameter, so Postgres would not see the select's day in a repeated one.
      .groupBy(sql`1`);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return daysBetween(localDay(s.start, s.timeZone), localDay(s.end, s.timeZone)).map((d) => {
      const r = byDay.get(d);
      const orders = r?.orders ?? 0;
      const total = Number(r?.total ?? 0);
      return { day: d, orders, total, averageTicket: floorDiv(total, orders) };
    });
  },

  salesByCategory: async (args: SalesArgs, ctx: GraphqlContext): Promise<CategorySales[]> => {
    const s = await scopeOf(args, ctx);
    const op = t.orderProducts;
    const rows = await ctx.deps.db
      .select({
        categoryId: t.categories.id,
        name: t.categories.name,
        quantity: sql<string>`sum(${op.quantity})::bigint`,
        total: sql<string>`sum(${op.totalPrice})::bigint`,
      })
      .from(op)
      .innerJoin(t.orders, eq(t.orders.id, op.orderId))
      .leftJoin(t.products, and(eq(t.products.id, op.productId), eq(t.products.businessId, s.businessId)))
      .leftJoin(t.categories, and(eq(t.categories.id, t.products.categoryId), eq(t.categories.businessId, s.businessId)))
      .where(and(eq(op.businessId, s.businessId), isNull(op.deletedAt), soldOrders(s)))
      .groupBy(t.categories.id, t.categories.name);
    return rows
      .map((r) => ({ categoryId: r.categoryId, name: r.name ?? reportWords.noCategory, quantity: Number(r.quantity), total: Number(r.total) }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'pt-BR'));
  },

  paymentMethodsPerUse: async (args: SalesArgs, ctx: GraphqlContext): Promise<PaymentMethodUse[]> => {
    const s = await scopeOf(args, ctx);
    const p = t.payments;
    const m = t.paymentMethods;
    const rows = await ctx.deps.db
      .select({
        paymentMethodId: m.id,
        name: m.name,
        type: m.type,
        uses: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${p.amount})::bigint`,
        ...Object.fromEntries(paymentExtraKeys.map((k) => [paymentExtras[k].total, sql<string>`sum(${p[k]})::bigint`])),
      })
      .from(p)
      .innerJoin(m, and(eq(m.id, p.paymentMethodId), eq(m.businessId, s.businessId)))
      .where(
        and(
          eq(p.businessId, s.businessId),
          isNull(p.deletedAt),
          gte(p.createdAt, s.start),
          lte(p.createdAt, s.end),
          // A payment belongs to an origin through its comanda's orders.
          s.origins.length
            ? sql`${p.orderPadId} in (select o.order_pad_id from orders o where o.business_id = ${s.businessId} and o.deleted_at is null and o.origin_id in (${sql.join(
                s.origins.map((id) => sql`${id}`),
                sql`, `,
              )}))`
            : undefined,
        ),
      )
      .groupBy(m.id, m.name, m.type);
    return rows
      .map((r) => ({ ...r, amount: Number(r.amount), ...Object.fromEntries(extraTotalKeys.map((k) => [k, Number((r as Record<string, unknown>)[k])])) }) as PaymentMethodUse)
      .sort((a, b) => b.uses - a.uses || b.amount - a.amount || a.name.localeCompare(b.name, 'pt-BR'));
  },

  deliveriesByDeliveryMan: async (args: SalesArgs, ctx: GraphqlContext): Promise<DeliveryManDeliveries[]> => {
    const s = await scopeOf(args, ctx);
    const o = t.orders;
    const e = t.entities;
    const rows = await ctx.deps.db
      .select({
        deliveryManId: o.deliveryManId,
        name: e.name,
        deliveries: sql<number>`count(*)::int`,
        deliveryFees: sql<string>`sum(${o.deliveryFee})::bigint`,
        total: sql<string>`sum(${itemsOf(s)} + ${o.deliveryFee})::bigint`,
      })
      .from(o)
      .leftJoin(e, and(eq(e.id, o.deliveryManId), eq(e.businessId, s.businessId)))
      .where(and(soldOrders(s), sql`${o.deliveryManId} is not null`))
      .groupBy(o.deliveryManId, e.name)
      .orderBy(asc(e.name));
    return rows
      .map((r) => ({
        deliveryManId: r.deliveryManId as string,
        name: r.name ?? reportWords.unknownDeliveryMan,
        deliveries: r.deliveries,
        deliveryFees: Number(r.deliveryFees),
        total: Number(r.total),
      }))
      .sort((a, b) => b.deliveries - a.deliveries || a.name.localeCompare(b.name, 'pt-BR'));
  },
};
