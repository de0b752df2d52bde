// GraphQL reads. Query names exactly as spec/calls.json spells them where the spec names them;
// the rest are our additions, marked so in the SDL (see schema.graphql, printed from this file).
// Every read takes businessId and answers only a user linked to that business (403 otherwise).
import { buildSchema, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DeliveryMode, OrderStatus } from '../../src-shared/api/enums.js';
import { nextStatuses } from '../../src-shared/domain/orderStatus.js';
import { extraTotalKeys, extraWords } from '../../src-shared/domain/paymentExtras.js';
import type { PlatformDeps } from '../app.js';
import { requestContext, type AuthUser } from '../auth/guard.js';
import type { Row } from '../db/rows.js';
import { horizonSeq } from '../db/cursor.js';
import * as t from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { businessResolvers, businessSdl } from './business.js';
import { catalogProducts } from './catalogProducts.js';
import { orderFields } from './orderFields.js';
import { businessSetupOf } from '../routes/businessProfile.js';
import { occupants, padTotals } from '../routes/ledger.js';
import { collections, type Collection } from './collections.js';
import { productKindQueries, productKindResolvers, withFiscal } from './productKinds.js';
import { collectionTypesSdl } from './sdl.js';
import { entitiesResolvers, entitiesSdl } from './entities.js';
import { locationsResolvers, locationsSdl } from './locations.js';
import { accountsResolvers, accountsSdl, invitedPerson } from './accounts.js';
import { contractPlansResolvers, contractPlansSdl } from './contractPlans.js';
import { partnerOnlinePaymentResolvers, partnerOnlinePaymentSdl } from './partnerOnlinePayment.js';
import { billingResolvers, billingSdl } from './billing.js';
import { peopleOf } from './people.js';
import { fiscalResolvers, fiscalSdl } from './fiscal.js';
import { orderReadsResolvers, orderReadsSdl } from './orderReads.js';
import { salesReportsResolvers, salesReportsSdl } from './salesReports.js';
import { productQueriesSdl, productResolvers, productTypesSdl } from './products.js';
import { subproductReads, subproductReadsSdl } from './subproductReads.js';
import { inventoryResolvers, inventorySdl } from './inventory.js';
import { financialResolvers, financialSdl } from './financial.js';
import { financialStatementsResolvers, financialStatementsSdl } from './financialStatements.js';
import { integratorsResolvers, integratorsSdl } from './integrators.js';
import { saleProductsQuerySdl, saleProductsResolvers, saleProductsSdl } from './saleProducts.js';

const collectionQueries = collections
  .map((c) => {
    const extra =
      c.name === 'entities'
        ? ', type: String, available: Boolean, entityType: String, term: String'
        : c.name === 'creditCardBanners' || c.name === 'printers'
          ? ', filter: JSON'
          : '';
    const note = c.inSpec ? `"${c.name} (spec); sinceSeq: rows changed after the cursor, deleted ones included"` : `"our addition: ${c.name}; sinceSeq: rows changed after the cursor, deleted ones included"`;
    return `  ${note}\n  ${c.name}(businessId: ID!, sinceSeq: Int${extra}): [${c.type}!]!`;
  })
  .join('\n');

/** The payments' extras received with them (paymentExtras.ts), outside the total and the balance. */
const extraTotalsSdl = extraTotalKeys.map((t) => `  "${extraWords[t] ?? t}: received above the bill, outside the total and the balance"\n  ${t}: Int!`).join('\n');

export const sdl = /* GraphQL */ `
scalar JSON

${collectionTypesSdl()}

type Business {
  id: ID!
  name: String!
  tradeName: String
  document: String
  timeZone: String!
  updatedAt: String!
  "the stamp (transaction id) of the business row's last change (our addition); the cursor is counterChanges.seq"
  changeSeq: Int
  config: JSON
}

"gqlBusinessConfigQueries: what the business set up (the CSC token never: fiscalConfig.cscTokenSet says whether it is)"
type BusinessSetup {
  businessId: ID!
  name: String!
  tradeName: String
  document: String
  timeZone: String!
  config: JSON
  "cep, street, number, complement, neighborhood, city, cityCode (IBGE), state, phone"
  address: JSON
  "cnpj, ie, crt, legalName, tradeName, environment, cscId, cscTokenSet, series"
  fiscalConfig: JSON
  "the A1 the server keeps to transmit to SEFAZ: cnpj, notAfter, updatedAt (never the key); null when none"
  certificate: JSON
  "weekday (0 Sunday), opensAt, closesAt ('HH:MM'; a closing before the opening runs past midnight)"
  hours: JSON!
  "the digital menu (slug, logo, active), the sales link (slug, deliveryEnabled, pickupEnabled, minimumOrder, active), the tracking notifications (enabled, channel, statuses, message); null when not set"
  digitalMenu: JSON
  linkVendasConfig: JSON
  trackingConfig: JSON
  "the origins with their pause state now: originId, name, available, paused, until, reason"
  origins: JSON!
}

"Totals of an order pad by the shared domain rules (centavos)"
type Totals {
  subtotal: Int!
  discount: Int!
  serviceFee: Int!
  extras: Int!
  total: Int!
  paid: Int!
  balance: Int!
  overpayment: Int!
${extraTotalsSdl}
}

type CatalogItem {
  "product_subproducts id: what an order selection refers to"
  id: ID!
  subproductId: ID!
  name: String!
  price: Int!
  maxQuantity: Int!
  position: Int!
  available: Boolean!
}

type CatalogComposition {
  id: ID!
  name: String!
  selectionType: String!
  minQuantity: Int!
  maxQuantity: Int!
  flavors: Boolean!
  position: Int!
  items: [CatalogItem!]!
}

"A product as the counter sells it: with its compositions, combo items and availabilities"
type CatalogProduct {
  product: Product!
  compositions: [CatalogComposition!]!
  comboItems: [ComboProduct!]!
  availabilities: [Availability!]!
}

type User {
  id: ID!
  name: String!
  email: String!
  type: String!
  roles: [String!]!
  businessId: ID!
  updatedAt: String!
  "ours: invited (added, has not signed in or accepted yet, whichever way they were added) or active"
  status: String!
}

"Our addition: every counter collection's changes since a cursor, and the new cursor, in one round trip"
type CounterChanges {
  "the cursor to send next time"
  seq: Int!
${collections.map((c) => `  ${c.name}: [${c.type}!]!`).join('\n')}
}

${productTypesSdl}
${saleProductsSdl}
type Query {
${productQueriesSdl}
${saleProductsQuerySdl}
  "gqlBusiness: one business by id (basic fields readable before login)"
  business(businessId: ID!): Business
  "gqlBusinessConfigQueries: the business's address, fiscal data and hours"
  configQueries(businessId: ID!): BusinessSetup!
${collectionQueries}
${productKindQueries}
  "our addition (documented): all counter collections changed since sinceSeq, plus the new cursor"
  counterChanges(businessId: ID!, sinceSeq: Int): CounterChanges!
${subproductReadsSdl}
  "our addition: one order pad with totals"
  orderPad(businessId: ID!, id: ID!): OrderPad
  "gqlProductCatalog: products to sell, by term or internal code, origin, catalog, category, weekday"
  productCatalog(businessId: ID!, term: String, searchByInternalCode: Boolean, originId: ID, catalogId: ID, categoryId: ID, productWithFractionalQuantity: Boolean, allYouCanEatProducts: Boolean, weekday: Int): [CatalogProduct!]!
  "gqlProduct"
  product(businessId: ID!, id: ID!): CatalogProduct
  "gqlNextStatuses: the statuses an order may move to"
  nextStatuses(businessId: ID!, orderId: ID!): [String!]!
  "gqlOrderDetails"
  orderDetails(businessId: ID!, id: ID!): Order
  "gqlOrdersDetails"
  ordersDetails(businessId: ID!, orderPadId: ID, serviceId: ID, status: String): [Order!]!
  "gqlOrderProductsToPay: the live lines of an order pad"
  orderProductsToPay(businessId: ID!, orderPadId: ID!): [OrderProduct!]!
  "gqlPendingPaymentOrder"
  pendingPaymentOrder(businessId: ID!): [Order!]!
  "gqlKdsOrders: orders sent to the kitchen display"
  kdsOrders(businessId: ID!): [Order!]!
  "gqlDeliveryUncheckedOrders"
  deliveryUncheckedOrders(businessId: ID!): [Order!]!
  "gqlDeliveryOrdersToDispatch"
  deliveryOrdersToDispatch(businessId: ID!): [Order!]!
  "gqlEntity"
  entity(businessId: ID!, id: ID!): Entity
  "gqlEntitiesByTerm: name, document or phone"
  entitiesByTerm(businessId: ID!, term: String!): [Entity!]!
  "gqlEntityByPhone"
  entityByPhone(businessId: ID!, phone: String!): Entity
  "gqlCustomers"
  customers(businessId: ID!): [Entity!]!
  "gqlDeliveryMen"
  deliveryMen(businessId: ID!): [Entity!]!
  "gqlWaiters"
  waiters(businessId: ID!): [Entity!]!
  "gqlUsers"
  users(businessId: ID!, filters: JSON): [User!]!
  "gqlUser"
  user(id: ID!, businessId: ID!): User
}

${businessSdl}
${fiscalSdl}`;

export const schema: GraphQLSchema = buildSchema([sdl, entitiesSdl, locationsSdl, accountsSdl, contractPlansSdl, partnerOnlinePaymentSdl, billingSdl, salesReportsSdl, orderReadsSdl, inventorySdl, financialSdl, financialStatementsSdl, integratorsSdl].join('\n'));

export interface GraphqlContext {
  deps: PlatformDeps;
  req: FastifyRequest;
  user: () => Promise<AuthUser | null>;
  /** 401 without a token, 403 when the user is not linked to the business */
  allow(businessId: string): Promise<void>;
}

export function graphqlContext(deps: PlatformDeps, req: FastifyRequest): GraphqlContext {
  let user: Promise<AuthUser | null> | null = null;
  const allowed = new Map<string, Promise<void>>();
  const ctx: GraphqlContext = {
    deps,
    req,
    user: () => (user ??= deps.guard.optionalUser(req)),
    allow(businessId) {
      let p = allowed.get(businessId);
      if (!p) {
        p = (async () => {
          const u = await ctx.user();
          if (!u) throw new HttpError(401, 'Faça login para continuar');
          await deps.guard.business(u, businessId, requestContext(req), 'read');
        })();
        allowed.set(businessId, p);
      }
      return p;
    },
  };
  return ctx;
}

/** 401/403 raised by a resolver make the whole answer 401/403 with `{ message }` (the client's error rule). */
export function graphqlStatus(result: ExecutionResult): { status: number; message: string } | null {
  for (const e of result.errors ?? []) {
    const original = e.originalError;
    if (original instanceof HttpError && (original.status === 401 || original.status === 403 || original.status === 400)) {
      return { status: original.status, message: original.message };
    }
  }
  return null;
}

type Args = Record<string, unknown> & { businessId: string };

async function rowsOf(ctx: GraphqlContext, c: Collection, businessId: string, sinceSeq: number | null | undefined, upTo?: number, more?: SQL) {
  const table = c.table;
  const where =
    sinceSeq === null || sinceSeq === undefined
      ? and(eq(table.businessId, businessId), isNull(table.deletedAt), more)
      : and(eq(table.businessId, businessId), gt(table.changeSeq, sinceSeq), upTo !== undefined ? lte(table.changeSeq, upTo) : undefined, more);
  const rows = (await ctx.deps.db.select().from(table as PgTable).where(where).orderBy(asc(table.changeSeq), asc(table.id))) as Row[];
  return decorate(ctx, c, businessId, rows.map(out));
}

/** The collections with a row of the business stamped in (since, upTo]: one round trip instead of one per collection. */
async function changedCollections(db: PlatformDeps['db'], businessId: string, since: number, upTo: number): Promise<Set<string>> {
  if (since >= upTo) return new Set();
  const probes = collections.map(
    (c) => sql`select ${c.name}::text as name where exists (select 1 from ${c.table} where ${c.table.businessId} = ${businessId} and ${c.table.changeSeq} > ${since} and ${c.table.changeSeq} <= ${upTo})`,
  );
  const rows = await db.execute<{ name: string }>(sql.join(probes, sql` union all `));
  return new Set(rows.rows.map((r) => r.name));
}

/** Derived fields of some types (table status, pad totals, order next statuses). */
async function decorate(ctx: GraphqlContext, c: Collection, businessId: string, rows: Row[]): Promise<Row[]> {
  const db = ctx.deps.db;
  if (c.type === 'Table') {
    const held = await occupants(db, businessId, rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, status: held.has(r.id) ? 'occupied' : 'released', serviceId: held.get(r.id) ?? null }));
  }
  if (c.type === 'OrderPad') {
    return rows.map((r) => ({ ...r, totals: () => padTotals(db, r as unknown as typeof t.orderPads.$inferSelect) }));
  }
  if (c.type === 'Order') return rows.map((r) => orderFields(ctx, r));
  if (c.type === 'Product') return withFiscal(ctx, businessId, rows);
  return rows;
}

const byName = (name: string) => collections.find((c) => c.name === name) as Collection;

async function orders(ctx: GraphqlContext, businessId: string, where: SQL | undefined) {
  return rowsOf(ctx, byName('orders'), businessId, null, undefined, where);
}

/** A product is sold on a weekday and origin unless an availability of it says otherwise. */
function availableOn(avail: { weekdays: number[]; originIds: string[] }[], weekday: number | null, originId: string | null): boolean {
  if (avail.length === 0) return true;
  return avail.some(
    (a) => (weekday === null || a.weekdays.length === 0 || a.weekdays.includes(weekday)) && (originId === null || a.originIds.length === 0 || a.originIds.includes(originId)),
  );
}

const collectionResolvers = Object.fromEntries(
  collections.map((c) => [
    c.name,
    async (args: Args & { sinceSeq?: number | null; type?: string; available?: boolean; entityType?: string; term?: string; filter?: Record<string, unknown> }, ctx: GraphqlContext) => {
      await ctx.allow(args.businessId);
      let more: SQL | undefined;
      if (c.name === 'entities') {
        const type = args.type ?? args.entityType;
        more = and(
          type ? eq(t.entities.type, type) : undefined,
          typeof args.available === 'boolean' ? eq(t.entities.available, args.available) : undefined,
          args.term ? ilike(t.entities.name, `%${args.term}%`) : undefined,
        );
      }
      if (c.name === 'creditCardBanners' && typeof args.filter?.paymentMethodId === 'string') more = eq(t.creditCardBanners.paymentMethodId, args.filter.paymentMethodId);
      if (c.name === 'printers' && typeof args.filter?.model === 'string') more = eq(t.printers.model, args.filter.model);
      return rowsOf(ctx, c, args.businessId, args.sinceSeq, undefined, more);
    },
  ]),
);

export const rootValue = {
  ...collectionResolvers,
  ...businessResolvers,
  ...entitiesResolvers,
  ...locationsResolvers,
  ...accountsResolvers,
  ...contractPlansResolvers,
  ...partnerOnlinePaymentResolvers,
  ...billingResolvers,
  ...fiscalResolvers,
  ...salesReportsResolvers,
  ...orderReadsResolvers,
  ...inventoryResolvers,
  ...financialResolvers,
  ...financialStatementsResolvers,
  ...integratorsResolvers,
  ...productResolvers,
  ...productKindResolvers,
  ...subproductReads,
  ...saleProductsResolvers,

  business: async (args: { businessId: string }, ctx: GraphqlContext) => {
    // Before login the terminal shows the business's name; with a token, the tenant guard applies.
    const user = await ctx.user();
    if (user) await ctx.allow(args.businessId);
    const rows = await ctx.deps.db
      .select()
      .from(t.businesses)
      .where(and(eq(t.businesses.id, args.businessId), isNull(t.businesses.deletedAt)));
    const b = rows[0];
    if (!b) return null;
    const base = out({ id: b.id, name: b.name, tradeName: b.tradeName, document: b.document, timeZone: b.timeZone, updatedAt: b.updatedAt });
    return user ? { ...base, changeSeq: b.changeSeq, config: b.config } : base;
  },

  configQueries: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return businessSetupOf(ctx.deps.db, args.businessId);
  },

  counterChanges: async (args: Args & { sinceSeq?: number | null }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    // One snapshot for the cursor and the rows: every row stamped up to the horizon is final in it (db/cursor.ts).
    return ctx.deps.db.transaction(
      async (tx) => {
        const read = { ...ctx, deps: { ...ctx.deps, db: tx as unknown as typeof ctx.deps.db } };
        const rows = await tx.execute<{ seq: string | number }>(sql`select ${horizonSeq()} as seq`);
        const seq = Number(rows.rows[0]?.seq ?? 0);
        const since = args.sinceSeq ?? null;
        const answer: Record<string, unknown> = { seq };
        // A terminal pulls each second: one probe says which collections changed, and only those are read.
        const changed = since === null ? null : await changedCollections(tx as unknown as typeof ctx.deps.db, args.businessId, since, seq);
        for (const c of collections) {
          if (since === null) answer[c.name] = await rowsOf(read, c, args.businessId, null, undefined, lte(c.table.changeSeq, seq));
          else answer[c.name] = changed?.has(c.name) ? await rowsOf(read, c, args.businessId, since, seq) : [];
        }
        return answer;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  },

  orderPad: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const rows = await rowsOf(ctx, byName('orderPads'), args.businessId, null, undefined, eq(t.orderPads.id, args.id));
    return rows[0] ?? null;
  },

  productCatalog: async (
    args: Args & { term?: string; searchByInternalCode?: boolean; originId?: string; catalogId?: string; categoryId?: string; productWithFractionalQuantity?: boolean; allYouCanEatProducts?: boolean; weekday?: number },
    ctx: GraphqlContext,
  ) => {
    await ctx.allow(args.businessId);
    const db = ctx.deps.db;
    const conditions: (SQL | undefined)[] = [eq(t.products.businessId, args.businessId), isNull(t.products.deletedAt), eq(t.products.available, true)];
    if (args.term) {
      const term = args.term.trim();
      conditions.push(args.searchByInternalCode ? eq(t.products.internalCode, term) : or(ilike(t.products.name, `%${term}%`), eq(t.products.internalCode, term), eq(t.products.barcode, term)));
    }
    if (args.categoryId) conditions.push(eq(t.products.categoryId, args.categoryId));
    if (args.productWithFractionalQuantity !== undefined && args.productWithFractionalQuantity !== null) conditions.push(eq(t.products.fractionalQuantity, args.productWithFractionalQuantity));
    if (args.allYouCanEatProducts !== undefined && args.allYouCanEatProducts !== null) {
      conditions.push(args.allYouCanEatProducts ? eq(t.products.type, 'allYouCanEat') : sql`${t.products.type} <> 'allYouCanEat'`);
    }
    if (args.catalogId) {
      const cats = await db
        .select({ id: t.catalogCategories.catalogCategoryId })
        .from(t.catalogCategories)
        .where(and(eq(t.catalogCategories.businessId, args.businessId), eq(t.catalogCategories.catalogId, args.catalogId), isNull(t.catalogCategories.deletedAt)));
      if (cats.length === 0) return [];
      conditions.push(inArray(t.products.categoryId, cats.map((c) => c.id)));
    }
    const productRows = await db.select().from(t.products).where(and(...conditions)).orderBy(asc(t.products.position), asc(t.products.name)).limit(500);
    const full = await catalogProducts(ctx, args.businessId, productRows);
    const weekday = typeof args.weekday === 'number' ? args.weekday : null;
    return full.filter((p) => availableOn(p.availabilities as unknown as { weekdays: number[]; originIds: string[] }[], weekday, args.originId ?? null));
  },

  product: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const rows = await ctx.deps.db.select().from(t.products).where(and(eq(t.products.businessId, args.businessId), eq(t.products.id, args.id), isNull(t.products.deletedAt)));
    return (await catalogProducts(ctx, args.businessId, rows))[0] ?? null;
  },

  nextStatuses: async (args: Args & { orderId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const rows = await ctx.deps.db.select().from(t.orders).where(and(eq(t.orders.businessId, args.businessId), eq(t.orders.id, args.orderId), isNull(t.orders.deletedAt)));
    const o = rows[0];
    if (!o) throw new HttpError(404, 'Pedido não encontrado');
    return nextStatuses(o.status as OrderStatus, o.deliveryMode as DeliveryMode);
  },

  orderDetails: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await orders(ctx, args.businessId, eq(t.orders.id, args.id)))[0] ?? null;
  },

  ordersDetails: async (args: Args & { orderPadId?: string; serviceId?: string; status?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return orders(
      ctx,
      args.businessId,
      and(
        args.orderPadId ? eq(t.orders.orderPadId, args.orderPadId) : undefined,
        args.serviceId ? eq(t.orders.serviceId, args.serviceId) : undefined,
        args.status ? eq(t.orders.status, args.status) : undefined,
      ),
    );
  },

  orderProductsToPay: async (args: Args & { orderPadId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const rows = await ctx.deps.db
      .select({ line: t.orderProducts })
      .from(t.orderProducts)
      .innerJoin(t.orders, eq(t.orders.id, t.orderProducts.orderId))
      .where(and(eq(t.orders.businessId, args.businessId), eq(t.orders.orderPadId, args.orderPadId), sql`${t.orders.status} <> 'canceled'`, isNull(t.orderProducts.deletedAt), isNull(t.orders.deletedAt)));
    return rows.map((r) => out(r.line));
  },

  pendingPaymentOrder: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return orders(ctx, args.businessId, eq(t.orders.status, 'pendingPayment'));
  },
  kdsOrders: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return orders(ctx, args.businessId, eq(t.orders.kdsStatus, 'sent'));
  },
  deliveryUncheckedOrders: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return orders(ctx, args.businessId, and(eq(t.orders.deliveryMode, 'delivery'), isNull(t.orders.deliveryCheckedAt), sql`${t.orders.status} not in ('canceled','delivered')`));
  },
  deliveryOrdersToDispatch: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return orders(ctx, args.businessId, and(eq(t.orders.deliveryMode, 'delivery'), sql`${t.orders.deliveryCheckedAt} is not null`, isNull(t.orders.dispatchedAt), sql`${t.orders.status} <> 'canceled'`));
  },

  entity: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await rowsOf(ctx, byName('entities'), args.businessId, null, undefined, eq(t.entities.id, args.id)))[0] ?? null;
  },
  entitiesByTerm: async (args: Args & { term: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const term = args.term.trim();
    const digits = term.replace(/\D/g, '');
    const byPhone = digits.length >= 4 ? sql`${t.entities.id} in (select entity_id from entity_phones where business_id = ${args.businessId} and deleted_at is null and number like ${`%${digits}%`})` : undefined;
    return rowsOf(ctx, byName('entities'), args.businessId, null, undefined, or(ilike(t.entities.name, `%${term}%`), digits ? eq(t.entities.document, digits) : undefined, byPhone));
  },
  entityByPhone: async (args: Args & { phone: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const digits = args.phone.replace(/\D/g, '');
    const rows = await rowsOf(
      ctx,
      byName('entities'),
      args.businessId,
      null,
      undefined,
      sql`${t.entities.id} in (select entity_id from entity_phones where business_id = ${args.businessId} and deleted_at is null and number = ${digits})`,
    );
    return rows[0] ?? null;
  },
  customers: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return rowsOf(ctx, byName('entities'), args.businessId, null, undefined, eq(t.entities.type, 'customer'));
  },
  deliveryMen: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return rowsOf(ctx, byName('entities'), args.businessId, null, undefined, eq(t.entities.type, 'deliveryMan'));
  },
  waiters: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return rowsOf(ctx, byName('entities'), args.businessId, null, undefined, eq(t.entities.type, 'waiter'));
  },

  users: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return peopleOf(ctx.deps.db, args.businessId);
  },
  user: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const found = (await peopleOf(ctx.deps.db, args.businessId, args.id))[0];
    if (found) return found;
    // An accepted invitation's id (what the create answered for a registered e-mail) still stands for that person.
    const person = await invitedPerson(ctx.deps.db, args.businessId, args.id);
    return person && 'acceptedUserId' in person ? ((await peopleOf(ctx.deps.db, args.businessId, person.acceptedUserId))[0] ?? null) : null;
  },
};
