// Order reads of 002 §7 Orders (GQL): for the customers screen ordersByEntity (every order naming a person: as its
// customer or as its delivery man) and lastCustomerOrders (a customer's latest orders that were not canceled, to
// repeat one on the phone); for the orders board ordersToEmitNfe (finished orders of a customer with a CPF or CNPJ
// and no authorized NF-e for their sale); for the pickup panel kdsTracking. All answer the spec's Order (orderFields),
// newest first.
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { lastCustomerOrdersArgs, ordersByEntityArgs, ordersToEmitNfeArgs } from '../../src-shared/api/schemas/orderReads.js';
import { FINISHED_STATUSES } from '../../src-shared/domain/orderStatus.js';
import { parseBuyerDocument } from '../../src-shared/fiscal/documents.js';
import type { Row } from '../db/rows.js';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import { parse } from '../http/validate.js';
import { orderFields } from './orderFields.js';
import type { GraphqlContext } from './schema.js';

export const orderReadsSdl = /* GraphQL */ `
extend type Query {
  "gqlOrdersByEntity: the orders naming the entity as customer or delivery man, newest first (limit 1 to 200, default 50)"
  ordersByEntity(businessId: ID!, entityId: ID!, limit: Int): [Order!]!
  "gqlLastCustomerOrders: the customer's latest orders not canceled, newest first (limit 1 to 20, default 5)"
  lastCustomerOrders(businessId: ID!, entityId: ID!, limit: Int): [Order!]!
  "gqlOrdersToEmitNfe: finished orders (consumed, picked up, delivered) of a customer with a CPF or CNPJ and no authorized NF-e for their comanda or order; dateFilters {start, end} ISO, at most 93 days (default the last 30)"
  ordersToEmitNfe(businessId: ID!, dateFilters: JSON): [Order!]!
  "gqlKdsTracking: the pickup panel, orders of the last 12 hours on the kitchen display not yet handed over, being prepared (kdsStatus sent) or ready (finished), the last to change first"
  kdsTracking(businessId: ID!): [Order!]!
}
`;

export interface EntityArgs {
  businessId: string;
  entityId: string;
  limit?: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough for a month's identified sales at a counter; the screen lists them to pick one. */
const TO_EMIT_MAX = 200;

/** The business's live orders matching `where`, newest first, as the spec's Order. */
async function newestOrders(ctx: GraphqlContext, businessId: string, where: SQL | undefined, limit: number) {
  const rows = await ctx.deps.db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.businessId, businessId), isNull(t.orders.deletedAt), where))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.number))
    .limit(limit);
  return rows.map((r) => orderFields(ctx, out(r) as unknown as Row));
}

/** The pickup panel's window: a shift. */
const TRACKING_MS = 12 * 60 * 60 * 1000;
const TRACKING_MAX = 100;

export const orderReadsResolvers = {
  kdsTracking: async (args: { businessId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const since = new Date(Date.now() - TRACKING_MS).toISOString();
    const rows = await ctx.deps.db
      .select()
      .from(t.orders)
      .where(
        and(
          eq(t.orders.businessId, args.businessId),
          isNull(t.orders.deletedAt),
          inArray(t.orders.kdsStatus, ['sent', 'finished']),
          sql`${t.orders.status} not in ('canceled', ${sql.join(FINISHED_STATUSES.map((x) => sql`${x}`), sql`, `)})`,
          gte(t.orders.createdAt, since),
        ),
      )
      .orderBy(desc(t.orders.updatedAt))
      .limit(TRACKING_MAX);
    return rows.map((r) => orderFields(ctx, out(r) as unknown as Row));
  },
  ordersByEntity: async (args: EntityArgs, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const a = parse(ordersByEntityArgs, { entityId: args.entityId, limit: args.limit ?? undefined });
    return newestOrders(ctx, args.businessId, or(eq(t.orders.entityId, a.entityId), eq(t.orders.deliveryManId, a.entityId)), a.limit);
  },
  lastCustomerOrders: async (args: EntityArgs, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const a = parse(lastCustomerOrdersArgs, { entityId: args.entityId, limit: args.limit ?? undefined });
    return newestOrders(ctx, args.businessId, and(eq(t.orders.entityId, a.entityId), ne(t.orders.status, 'canceled')), a.limit);
  },
  ordersToEmitNfe: async (args: { businessId: string; dateFilters?: unknown }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const a = parse(ordersToEmitNfeArgs, { dateFilters: args.dateFilters });
    const now = Date.now();
    const start = a.dateFilters ? new Date(a.dateFilters.start).toISOString() : new Date(now - 30 * DAY_MS).toISOString();
    const end = a.dateFilters ? new Date(a.dateFilters.end).toISOString() : new Date(now).toISOString();
    // The sale an NF-e covers is its comanda's, or the order's when it has none (services/nfeIssue.ts saleOfOrder).
    const issued = sql`exists (select 1 from nfes n where n.business_id = ${t.orders.businessId} and n.direction = 'saida' and n.status = 'authorized' and n.deleted_at is null and n.group_payment_id in (${t.orders.id}::text, ${t.orders.orderPadId}::text))`;
    const rows = await ctx.deps.db
      .select({ order: t.orders, document: t.entities.document })
      .from(t.orders)
      .innerJoin(t.entities, and(eq(t.entities.id, t.orders.entityId), eq(t.entities.businessId, t.orders.businessId)))
      .where(
        and(
          eq(t.orders.businessId, args.businessId),
          isNull(t.orders.deletedAt),
          inArray(t.orders.status, [...FINISHED_STATUSES]),
          gte(t.orders.createdAt, start),
          lte(t.orders.createdAt, end),
          isNotNull(t.entities.document),
          sql`not ${issued}`,
        ),
      )
      .orderBy(desc(t.orders.createdAt), desc(t.orders.number))
      .limit(TO_EMIT_MAX);
    // The same test as the board's "Emitir NF-e" button: a document that reads as a CPF or a CNPJ.
    return rows.filter((r) => parseBuyerDocument(r.document ?? '')).map((r) => orderFields(ctx, out(r.order) as unknown as Row));
  },
};
