// Reads of the delivery marketplaces for the Marketplaces screen (ours: the spec lists no read of business
// integrators). The credentials column is never selected. Managers read them (permission manage), as they configure
// them; the orders pulled and their shipments are also read by whoever dispatches. The tenant guard applies.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { requestContext } from '../auth/guard.js';
import { allows, type Permission } from '../auth/permissions.js';
import { businessIntegrators as bi, integratorCatalogItems as ci, integratorOrders as io, integratorShipments as sh, orders, products } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import type { GraphqlContext } from './schema.js';

export const integratorsSdl = /* GraphQL */ `
"a business's link to a delivery marketplace; status pending, connected or disconnected; settings {name, autoPull, active, pickUpTime, deliveryTime}; never its credentials"
type BusinessIntegrator {
  id: ID!
  provider: String!
  externalId: String
  status: String!
  connected: Boolean!
  settings: JSON!
  lastPulledAt: String
  catalogImportedAt: String
  catalogPushedAt: String
  catalogItems: Int!
  mappedItems: Int!
  pulledOrders: Int!
}

"one item of a marketplace's imported catalogue; price centavos; productId our product it stands for (null: none)"
type IntegratorCatalogItem {
  id: ID!
  businessIntegratorId: ID!
  externalCode: String!
  name: String!
  price: Float!
  productId: ID
  productName: String
}

"an order pulled from a marketplace, with our order's number and status and its shipment by a logistics provider"
type IntegratorOrder {
  id: ID!
  businessIntegratorId: ID!
  provider: String!
  externalId: String!
  orderId: ID!
  number: Int!
  status: String!
  deliveryMode: String!
  message: String
  providerStatus: String
  createdAt: String!
  shipmentId: String
  shipmentStatus: String
  shipmentProvider: String
  trackingUrl: String
}

extend type Query {
  "the business's marketplaces (ours)"
  businessIntegrators(businessId: ID!): [BusinessIntegrator!]!
  "a marketplace's imported catalogue (ours)"
  integratorCatalogItems(businessId: ID!, businessIntegratorId: ID!): [IntegratorCatalogItem!]!
  "the latest orders pulled from the marketplaces, newest first (ours)"
  integratorOrders(businessId: ID!): [IntegratorOrder!]!
}
`;

async function allow(ctx: GraphqlContext, businessId: string, permissions: Permission[]): Promise<void> {
  await ctx.allow(businessId);
  const user = await ctx.user();
  const roles = user ? await ctx.deps.guard.business(user, businessId, requestContext(ctx.req), 'read') : [];
  if (!permissions.some((p) => allows(roles, p))) throw forbidden();
}

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

export const integratorsResolvers = {
  businessIntegrators: async (args: { businessId: string }, ctx: GraphqlContext) => {
    await allow(ctx, args.businessId, ['manage']);
    const db = ctx.deps.db;
    const rows = await db.select().from(bi).where(and(eq(bi.businessId, args.businessId), isNull(bi.deletedAt))).orderBy(asc(bi.provider));
    const items = await db.select({ integrator: ci.businessIntegratorId, productId: ci.productId }).from(ci).where(and(eq(ci.businessId, args.businessId), isNull(ci.deletedAt)));
    const pulled = await db.select({ integrator: io.businessIntegratorId }).from(io).where(eq(io.businessId, args.businessId));
    return rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      externalId: r.externalId,
      status: r.status,
      connected: r.status === 'connected' && typeof (r.credentials as { accessToken?: unknown }).accessToken === 'string',
      settings: r.settings,
      lastPulledAt: iso(r.lastPulledAt),
      catalogImportedAt: iso(r.catalogImportedAt),
      catalogPushedAt: iso(r.catalogPushedAt),
      catalogItems: items.filter((i) => i.integrator === r.id).length,
      mappedItems: items.filter((i) => i.integrator === r.id && i.productId).length,
      pulledOrders: pulled.filter((p) => p.integrator === r.id).length,
    }));
  },
  integratorCatalogItems: async (args: { businessId: string; businessIntegratorId: string }, ctx: GraphqlContext) => {
    await allow(ctx, args.businessId, ['manage']);
    const rows = await ctx.deps.db
      .select({ item: ci, productName: products.name })
      .from(ci)
      .leftJoin(products, and(eq(products.id, ci.productId), eq(products.businessId, ci.businessId)))
      .where(and(eq(ci.businessId, args.businessId), eq(ci.businessIntegratorId, args.businessIntegratorId), isNull(ci.deletedAt)))
      .orderBy(asc(ci.name));
    return rows.map(({ item, productName }) => ({ ...item, productName }));
  },
  integratorOrders: async (args: { businessId: string }, ctx: GraphqlContext) => {
    await allow(ctx, args.businessId, ['manage', 'dispatch']);
    const db = ctx.deps.db;
    const rows = await db
      .select({ pulled: io, provider: bi.provider, order: orders })
      .from(io)
      .innerJoin(bi, eq(bi.id, io.businessIntegratorId))
      .innerJoin(orders, and(eq(orders.id, io.orderId), eq(orders.businessId, io.businessId)))
      .where(eq(io.businessId, args.businessId))
      .orderBy(desc(io.createdAt))
      .limit(100);
    const shipments = await db
      .select({ s: sh, provider: bi.provider })
      .from(sh)
      .innerJoin(bi, eq(bi.id, sh.businessIntegratorId))
      .where(and(eq(sh.businessId, args.businessId), isNull(sh.deletedAt)))
      .orderBy(asc(sh.createdAt));
    return rows.map(({ pulled, provider, order }) => {
      const s = shipments.filter((x) => x.s.orderId === pulled.orderId).at(-1);
      return {
        id: pulled.id,
        businessIntegratorId: pulled.businessIntegratorId,
        provider,
        externalId: pulled.externalId,
        orderId: pulled.orderId,
        number: order.number,
        status: order.status,
        deliveryMode: order.deliveryMode,
        message: order.message,
        providerStatus: pulled.providerStatus,
        createdAt: new Date(pulled.createdAt).toISOString(),
        shipmentId: s?.s.shipmentId ?? null,
        shipmentStatus: s?.s.status ?? null,
        shipmentProvider: s?.provider ?? null,
        trackingUrl: s?.s.trackingUrl ?? null,
      };
    });
  },
};
