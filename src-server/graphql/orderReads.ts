// Order reads of 002 §7 Orders (GQL) for the customers screen: ordersByEntity (every order naming a person: as its
// customer or as its delivery man) and lastCustomerOrders (a customer's latest orders that were not canceled, to
// repeat one on the phone). Both answer the spec's Order (orderFields: lines, total, next statuses), newest first.
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { lastCustomerOrdersArgs, ordersByEntityArgs } from '../../src-shared/api/schemas/orderReads.js';
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
}
`;

export interface EntityArgs {
  businessId: string;
  entityId: string;
  limit?: number | null;
}

export const orderReadsResolvers = {
  ordersByEntity: async (args: EntityArgs, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const a = parse(ordersByEntityArgs, { entityId: args.entityId, limit: args.limit ?? undefined });
    const rows = await ctx.deps.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.businessId, args.businessId), isNull(t.orders.deletedAt), or(eq(t.orders.entityId, a.entityId), eq(t.orders.deliveryManId, a.entityId))))
      .orderBy(desc(t.orders.createdAt), desc(t.orders.number))
      .limit(a.limit);
    return rows.map((r) => orderFields(ctx, out(r) as unknown as Row));
  },
  lastCustomerOrders: async (args: EntityArgs, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const a = parse(lastCustomerOrdersArgs, { entityId: args.entityId, limit: args.limit ?? undefined });
    const rows = await ctx.deps.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.businessId, args.businessId), isNull(t.orders.deletedAt), eq(t.orders.entityId, a.entityId), ne(t.orders.status, 'canceled')))
      .orderBy(desc(t.orders.createdAt), desc(t.orders.number))
      .limit(a.limit);
    return rows.map((r) => orderFields(ctx, out(r) as unknown as Row));
  },
};
