// GraphQL reads of the business's setup: the business lists by context (admin, partner, business), by user
// and by group, what is public of a business (login screen, online store), user-business links, the platform
// users, the base catalogues, delivery methods available now, conditional printers, printers of several
// businesses, users by type or entity, a product's add-on sales and one sale. Like every read they take the
// businessId the caller works in (the tenant guard); the admin and partner lists also need that context.
import { and, asc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isAvailable, type Availability } from '../../src-shared/domain/availability.js';
import { platformMessages } from '../../src-shared/i18n/platform.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext, type AuthUser } from '../auth/guard.js';
import * as t from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { padTotals } from '../routes/ledger.js';
import { typeSdl } from './sdl.js';
import type { Row } from '../db/rows.js';
import { orderFields } from './orderFields.js';
import { soldChoice, type StoredChoice } from '../routes/soldOrders.js';
import { peopleOf } from './people.js';
import type { GraphqlContext } from './schema.js';

const cols = (table: Parameters<typeof getTableColumns>[0]) => getTableColumns(table) as Record<string, PgColumn>;

export const businessSdl = /* GraphQL */ `
"A business as the platform lists it"
type BusinessSummary {
  id: ID!
  name: String!
  tradeName: String
  document: String
  partnerId: ID
  timeZone: String!
  "when its partner released it to production (null: still in setup)"
  releasedToProductionAt: String
  createdAt: String!
  updatedAt: String!
  "the caller's roles in it (lists of the caller's own businesses)"
  roles: [String!]
}

"What anyone may read of a business: the login screen and the online store show it before any login"
type PublicBusiness {
  id: ID!
  name: String!
  tradeName: String
  timeZone: String!
  digitalMenuSlug: String
  linkVendasSlug: String
  logo: String
  "whether it takes orders now (no origin paused for the store)"
  available: Boolean!
}

type UserBusinessLink {
  id: ID!
  userId: ID!
  businessId: ID!
  roles: [String!]!
  userName: String!
  userEmail: String!
  businessName: String!
  updatedAt: String!
}

type PlatformUser {
  id: ID!
  name: String!
  email: String!
  type: String!
  platformRoles: [String!]!
  "the businesses it is linked to (within the caller's reach)"
  businessIds: [ID!]!
}

"Add-ons and flavours chosen with a product, summed over its live sales (quantities in thousandths)"
type ProductSubproductSale {
  productSubproductId: ID!
  subproductId: ID
  name: String!
  quantity: Int!
  "centavos: price × quantity of each choice"
  total: Int!
  lines: Int!
}

"One sale: a comanda with its orders and payments, and its totals"
type Sale {
  orderPad: OrderPad!
  orders: [Order!]!
  payments: [Payment!]!
}

${typeSdl('DeliveryMethodBase', cols(t.deliveryMethodsBase))}

${typeSdl('PaymentMethodBase', cols(t.paymentMethodsBase))}

${typeSdl('CreditCardBannerBase', cols(t.creditCardBannersBase))}

${typeSdl('DeliveryMethodConditionalPrinter', cols(t.deliveryMethodConditionalPrinters))}

extend type Query {
  "gqlBusinessListAdmin: every business (admin context, a platform admin); term filters by name or CNPJ"
  businessListAdmin(businessId: ID!, term: String): [BusinessSummary!]!
  "gqlBusinessListPartner: the partner's businesses (franchise context)"
  businessListPartner(businessId: ID!, partnerId: ID, term: String): [BusinessSummary!]!
  "gqlBusinessListBusiness: the businesses the caller works in"
  businessListBusiness(businessId: ID!): [BusinessSummary!]!
  "gqlBusinessForAuth: what the login screen shows of a business (no token needed)"
  businessForAuth(businessId: ID!): PublicBusiness
  "gqlBusinessesByUser: a user's businesses (the caller's own; another user's for a platform admin)"
  businessesByUser(businessId: ID!, userId: ID): [BusinessSummary!]!
  "gqlBusinessForLinkVendas: what the online store shows of a business (no token needed)"
  businessForLinkVendas(businessId: ID!): PublicBusiness
  "gqlBusinessesByGroup: the businesses of the same group (the same partner) the caller works in"
  businessesByGroup(businessId: ID!): [BusinessSummary!]!
  "gqlAvailableBusinessesByGroup: those of the group released to production"
  availableBusinessesByGroup(businessId: ID!): [BusinessSummary!]!
  "gqlUserBusinessListAdmin: user-business links of every business (admin context); filters by business or user"
  userBusinessListAdmin(businessId: ID!, filterBusinessId: ID, userId: ID): [UserBusinessLink!]!
  "gqlUserBusinessListPartner: user-business links of the partner's businesses (franchise context)"
  userBusinessListPartner(businessId: ID!, partnerId: ID, filterBusinessId: ID, userId: ID): [UserBusinessLink!]!
  "gqlDeliveryMethodsAvailable: the delivery methods on and within their availabilities now (origin, weekday)"
  deliveryMethodsAvailable(businessId: ID!, originId: ID): [DeliveryMethod!]!
  "gqlDeliveryMethodsBase: the platform's base delivery methods"
  deliveryMethodsBase(businessId: ID!): [DeliveryMethodBase!]!
  "gqlConditionalDeliveryMethodPrinters"
  conditionalDeliveryMethodPrinters(businessId: ID!, deliveryMethodId: ID): [DeliveryMethodConditionalPrinter!]!
  "gqlPaymentMethodsBase: the platform's base payment methods"
  paymentMethodsBase(businessId: ID!): [PaymentMethodBase!]!
  "gqlCreditCardBannersBase: the platform's base card brands"
  creditCardBannersBase(businessId: ID!): [CreditCardBannerBase!]!
  "gqlPrintersByUser: printers of the caller's businesses among businessIds (each checked)"
  printersByUser(businessId: ID!, businessIds: [ID!]): [Printer!]!
  "gqlAdminUsers: the platform's admin users (admin context)"
  adminUsers(businessId: ID!): [PlatformUser!]!
  "gqlPartnerUsers: users of the partner's businesses (franchise context, the partner itself)"
  partnerUsers(businessId: ID!, partnerId: ID!): [PlatformUser!]!
  "gqlUsersWithoutEntityTypes: the business's users but those of the given types"
  usersWithoutEntityTypes(businessId: ID!, typesToExclude: [String!]!): [User!]!
  "gqlUsersByType"
  usersByType(businessId: ID!, type: String!): [User!]!
  "gqlUserByEntity: the user a person's record (waiter, delivery man) is linked to"
  userByEntity(entityId: ID!, businessId: ID!): User
  "gqlProductSubproductSales: what was chosen with a product"
  productSubproductSales(productId: ID!, businessId: ID!): [ProductSubproductSale!]!
  "gqlSale: a comanda as sold (id: the order pad's)"
  sale(id: ID!, businessId: ID!): Sale
}
`;

type Args = { businessId: string } & Record<string, unknown>;

function requireAdmin(ctx: GraphqlContext, user: AuthUser): void {
  if (requestContext(ctx.req) !== 'admin' || !user.platformRoles.includes('admin')) throw new HttpError(403, serverMessages.auth.forbiddenContext('ADMIN'));
}
/** The partner context, and the partner named (the typed client sends its partnerId) being the caller. */
function requirePartner(ctx: GraphqlContext, user: AuthUser, partnerId?: unknown): void {
  if (requestContext(ctx.req) !== 'franchise' || !user.platformRoles.includes('franchise')) throw new HttpError(403, serverMessages.auth.forbiddenContext('PARTNER'));
  if (typeof partnerId === 'string' && partnerId !== user.id) throw new HttpError(403, platformMessages.forbiddenPartner);
}

/** The caller after the tenant guard of the business named. */
async function caller(ctx: GraphqlContext, businessId: string): Promise<AuthUser> {
  await ctx.allow(businessId);
  return (await ctx.user()) as AuthUser;
}

async function summaries(ctx: GraphqlContext, where: ReturnType<typeof and>, rolesOf?: Map<string, string[]>) {
  const rows = await ctx.deps.db
    .select({ b: t.businesses, released: t.businessProductionReleases.releasedAt })
    .from(t.businesses)
    .leftJoin(t.businessProductionReleases, eq(t.businessProductionReleases.businessId, t.businesses.id))
    .where(and(isNull(t.businesses.deletedAt), where))
    .orderBy(asc(t.businesses.name));
  return rows.map(({ b, released }) =>
    out({
      id: b.id,
      name: b.name,
      tradeName: b.tradeName,
      document: b.document,
      partnerId: b.partnerId,
      timeZone: b.timeZone,
      releasedToProductionAt: released ?? null,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      roles: rolesOf?.get(b.id) ?? null,
    }),
  );
}

/** The businesses a user is linked to, with the roles there. */
async function linksOf(ctx: GraphqlContext, userId: string): Promise<Map<string, string[]>> {
  const rows = await ctx.deps.db
    .select({ businessId: t.userBusinesses.businessId, roles: t.userBusinesses.roles })
    .from(t.userBusinesses)
    .where(and(eq(t.userBusinesses.userId, userId), isNull(t.userBusinesses.deletedAt)));
  return new Map(rows.map((r) => [r.businessId, r.roles]));
}

const termFilter = (term: unknown) =>
  typeof term === 'string' && term.trim() ? sql`(${t.businesses.name} ilike ${`%${term.trim()}%`} or ${t.businesses.document} = ${term.replace(/\D/g, '')})` : undefined;

async function publicBusiness(ctx: GraphqlContext, businessId: string) {
  // Before login the screen shows the business's name; with a token, the tenant guard applies.
  if (await ctx.user()) await ctx.allow(businessId);
  const db = ctx.deps.db;
  const [b] = await db.select().from(t.businesses).where(and(eq(t.businesses.id, businessId), isNull(t.businesses.deletedAt)));
  if (!b) return null;
  const [menu] = await db.select().from(t.businessDigitalMenus).where(and(eq(t.businessDigitalMenus.businessId, businessId), isNull(t.businessDigitalMenus.deletedAt)));
  const [store] = await db.select().from(t.businessLinkVendasConfigs).where(and(eq(t.businessLinkVendasConfigs.businessId, businessId), isNull(t.businessLinkVendasConfigs.deletedAt)));
  return {
    id: b.id,
    name: b.name,
    tradeName: b.tradeName,
    timeZone: b.timeZone,
    digitalMenuSlug: menu?.active ? menu.slug : null,
    linkVendasSlug: store?.active ? store.slug : null,
    logo: store?.logo ?? menu?.logo ?? null,
    available: store ? store.active : true,
  };
}

async function userLinks(ctx: GraphqlContext, reach: string[] | null, args: Args) {
  if (reach && reach.length === 0) return [];
  const rows = await ctx.deps.db
    .select({ link: t.userBusinesses, user: t.users, business: t.businesses })
    .from(t.userBusinesses)
    .innerJoin(t.users, eq(t.users.id, t.userBusinesses.userId))
    .innerJoin(t.businesses, eq(t.businesses.id, t.userBusinesses.businessId))
    .where(
      and(
        isNull(t.userBusinesses.deletedAt),
        isNull(t.users.deletedAt),
        reach ? inArray(t.userBusinesses.businessId, reach) : undefined,
        typeof args.filterBusinessId === 'string' ? eq(t.userBusinesses.businessId, args.filterBusinessId) : undefined,
        typeof args.userId === 'string' ? eq(t.userBusinesses.userId, args.userId) : undefined,
      ),
    )
    .orderBy(asc(t.businesses.name), asc(t.users.name));
  return rows.map(({ link, user, business }) =>
    out({ id: link.id, userId: user.id, businessId: link.businessId, roles: link.roles, userName: user.name, userEmail: user.email, businessName: business.name, updatedAt: link.updatedAt }),
  );
}

async function partnerBusinessIds(ctx: GraphqlContext, partnerId: string): Promise<string[]> {
  const rows = await ctx.deps.db
    .select({ id: t.businesses.id })
    .from(t.businesses)
    .where(and(eq(t.businesses.partnerId, partnerId), isNull(t.businesses.deletedAt)));
  return rows.map((r) => r.id);
}

async function platformUsers(ctx: GraphqlContext, where: ReturnType<typeof and>, reach: string[] | null) {
  const users = await ctx.deps.db.select().from(t.users).where(and(isNull(t.users.deletedAt), where)).orderBy(asc(t.users.name));
  if (users.length === 0) return [];
  const links = await ctx.deps.db
    .select({ userId: t.userBusinesses.userId, businessId: t.userBusinesses.businessId })
    .from(t.userBusinesses)
    .where(and(inArray(t.userBusinesses.userId, users.map((u) => u.id)), isNull(t.userBusinesses.deletedAt)));
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    type: u.type,
    platformRoles: u.platformRoles,
    businessIds: links.filter((l) => l.userId === u.id && (reach === null || reach.includes(l.businessId))).map((l) => l.businessId),
  }));
}

/** The business's people (graphql/people.ts: invited ones too, with their status) that `keep` picks. */
async function businessUsers(ctx: GraphqlContext, businessId: string, keep: (p: { id: string; type: string }) => boolean) {
  return (await peopleOf(ctx.deps.db, businessId)).filter(keep);
}

const live = <T extends { deletedAt: PgColumn }>(table: T) => isNull(table.deletedAt);

export const businessResolvers = {
  businessListAdmin: async (args: Args & { term?: string }, ctx: GraphqlContext) => {
    requireAdmin(ctx, await caller(ctx, args.businessId));
    return summaries(ctx, and(termFilter(args.term)));
  },
  businessListPartner: async (args: Args & { term?: string }, ctx: GraphqlContext) => {
    const user = await caller(ctx, args.businessId);
    requirePartner(ctx, user, args.partnerId);
    return summaries(ctx, and(eq(t.businesses.partnerId, user.id), termFilter(args.term)));
  },
  businessListBusiness: async (args: Args, ctx: GraphqlContext) => {
    const user = await caller(ctx, args.businessId);
    const links = await linksOf(ctx, user.id);
    return summaries(ctx, and(inArray(t.businesses.id, [...links.keys()])), links);
  },
  businessForAuth: (args: Args, ctx: GraphqlContext) => publicBusiness(ctx, args.businessId),
  businessForLinkVendas: (args: Args, ctx: GraphqlContext) => publicBusiness(ctx, args.businessId),
  businessesByUser: async (args: Args & { userId?: string }, ctx: GraphqlContext) => {
    const user = await caller(ctx, args.businessId);
    const target = args.userId ?? user.id;
    // Another person's businesses are a platform admin's to see (admin context): a waiter learns nothing of them.
    if (target !== user.id) requireAdmin(ctx, user);
    const links = await linksOf(ctx, target);
    if (links.size === 0) return [];
    return summaries(ctx, and(inArray(t.businesses.id, [...links.keys()])), links);
  },
  businessesByGroup: async (args: Args, ctx: GraphqlContext) => group(ctx, args.businessId, false),
  availableBusinessesByGroup: async (args: Args, ctx: GraphqlContext) => group(ctx, args.businessId, true),
  userBusinessListAdmin: async (args: Args, ctx: GraphqlContext) => {
    requireAdmin(ctx, await caller(ctx, args.businessId));
    return userLinks(ctx, null, args);
  },
  userBusinessListPartner: async (args: Args, ctx: GraphqlContext) => {
    const user = await caller(ctx, args.businessId);
    requirePartner(ctx, user, args.partnerId);
    return userLinks(ctx, await partnerBusinessIds(ctx, user.id), args);
  },

  deliveryMethodsAvailable: async (args: Args & { originId?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const db = ctx.deps.db;
    const [methods, avail, [business]] = await Promise.all([
      db.select().from(t.deliveryMethods).where(and(eq(t.deliveryMethods.businessId, args.businessId), live(t.deliveryMethods), eq(t.deliveryMethods.available, true))).orderBy(asc(t.deliveryMethods.name)),
      db.select().from(t.availabilities).where(and(eq(t.availabilities.businessId, args.businessId), eq(t.availabilities.ownerType, 'deliveryMethod'), live(t.availabilities))),
      db.select({ timeZone: t.businesses.timeZone }).from(t.businesses).where(eq(t.businesses.id, args.businessId)),
    ]);
    const moment = { at: new Date(), timeZone: business?.timeZone ?? 'America/Sao_Paulo', originId: args.originId ?? null };
    return methods.filter((m) => isAvailable(avail.filter((a) => a.ownerId === m.id) as Availability[], moment)).map(out);
  },
  deliveryMethodsBase: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await ctx.deps.db.select().from(t.deliveryMethodsBase).where(live(t.deliveryMethodsBase)).orderBy(asc(t.deliveryMethodsBase.name))).map(out);
  },
  conditionalDeliveryMethodPrinters: async (args: Args & { deliveryMethodId?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const table = t.deliveryMethodConditionalPrinters;
    const rows = await ctx.deps.db
      .select()
      .from(table)
      .where(and(eq(table.businessId, args.businessId), live(table), args.deliveryMethodId ? eq(table.deliveryMethodId, args.deliveryMethodId) : undefined));
    return rows.map(out);
  },
  paymentMethodsBase: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await ctx.deps.db.select().from(t.paymentMethodsBase).where(live(t.paymentMethodsBase)).orderBy(asc(t.paymentMethodsBase.name))).map(out);
  },
  creditCardBannersBase: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await ctx.deps.db.select().from(t.creditCardBannersBase).where(live(t.creditCardBannersBase)).orderBy(asc(t.creditCardBannersBase.name))).map(out);
  },
  printersByUser: async (args: Args & { businessIds?: string[] | null }, ctx: GraphqlContext) => {
    // Each business named is checked like the first: another restaurant's printers answer 403.
    const ids = [...new Set([args.businessId, ...(args.businessIds ?? [])])];
    for (const id of ids) await ctx.allow(id);
    const rows = await ctx.deps.db.select().from(t.printers).where(and(inArray(t.printers.businessId, ids), live(t.printers))).orderBy(asc(t.printers.name));
    return rows.map(out);
  },
  adminUsers: async (args: Args, ctx: GraphqlContext) => {
    requireAdmin(ctx, await caller(ctx, args.businessId));
    return platformUsers(ctx, and(sql`'admin' = any(${t.users.platformRoles})`), null);
  },
  partnerUsers: async (args: Args & { partnerId: string }, ctx: GraphqlContext) => {
    const user = await caller(ctx, args.businessId);
    if (requestContext(ctx.req) === 'admin') requireAdmin(ctx, user);
    else {
      requirePartner(ctx, user);
      if (user.id !== args.partnerId) throw new HttpError(403, platformMessages.forbiddenPartner);
    }
    const reach = await partnerBusinessIds(ctx, args.partnerId);
    if (reach.length === 0) return [];
    const linked = ctx.deps.db
      .select({ id: t.userBusinesses.userId })
      .from(t.userBusinesses)
      .where(and(inArray(t.userBusinesses.businessId, reach), isNull(t.userBusinesses.deletedAt)));
    return platformUsers(ctx, and(inArray(t.users.id, linked)), reach);
  },
  usersWithoutEntityTypes: async (args: Args & { typesToExclude: string[] }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return businessUsers(ctx, args.businessId, (p) => !args.typesToExclude.includes(p.type));
  },
  usersByType: async (args: Args & { type: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return businessUsers(ctx, args.businessId, (p) => p.type === args.type);
  },
  userByEntity: async (args: Args & { entityId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const [entity] = await ctx.deps.db
      .select({ userId: t.entities.userId })
      .from(t.entities)
      .where(and(eq(t.entities.businessId, args.businessId), eq(t.entities.id, args.entityId), live(t.entities)));
    if (!entity?.userId) return null;
    return (await peopleOf(ctx.deps.db, args.businessId, entity.userId))[0] ?? null;
  },
  productSubproductSales: async (args: Args & { productId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const rows = await ctx.deps.db
      .select({ quantity: t.orderProducts.quantity, selections: t.orderProducts.selections })
      .from(t.orderProducts)
      .innerJoin(t.orders, eq(t.orders.id, t.orderProducts.orderId))
      .where(
        and(
          eq(t.orderProducts.businessId, args.businessId),
          eq(t.orderProducts.productId, args.productId),
          live(t.orderProducts),
          live(t.orders),
          ne(t.orders.status, 'canceled'),
        ),
      );
    const sums = new Map<string, { productSubproductId: string; subproductId: string | null; name: string; quantity: number; total: number; lines: number }>();
    for (const line of rows) {
      for (const raw of line.selections as StoredChoice[]) {
        if (!raw.productSubproductId) continue;
        const sold = soldChoice(line.quantity, raw);
        const s = sums.get(raw.productSubproductId) ?? { productSubproductId: raw.productSubproductId, subproductId: raw.subproductId ?? null, name: raw.name ?? '', quantity: 0, total: 0, lines: 0 };
        s.quantity += sold.quantity;
        s.total += sold.total;
        s.lines += 1;
        sums.set(raw.productSubproductId, s);
      }
    }
    return [...sums.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
  },
  sale: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const db = ctx.deps.db;
    const [pad] = await db.select().from(t.orderPads).where(and(eq(t.orderPads.businessId, args.businessId), eq(t.orderPads.id, args.id), live(t.orderPads)));
    if (!pad) return null;
    const [orders, payments] = await Promise.all([
      db.select().from(t.orders).where(and(eq(t.orders.businessId, args.businessId), eq(t.orders.orderPadId, pad.id), live(t.orders))).orderBy(asc(t.orders.number)),
      db.select().from(t.payments).where(and(eq(t.payments.businessId, args.businessId), eq(t.payments.orderPadId, pad.id), live(t.payments))),
    ]);
    return { orderPad: { ...out(pad), totals: () => padTotals(db, pad) }, orders: orders.map((o) => orderFields(ctx, out(o) as unknown as Row)), payments: payments.map(out) };
  },
};

/** The group is the partner's network: the businesses sharing the given one's partner that the caller works in. */
async function group(ctx: GraphqlContext, businessId: string, onlyReleased: boolean) {
  const user = await caller(ctx, businessId);
  const [b] = await ctx.deps.db.select({ partnerId: t.businesses.partnerId }).from(t.businesses).where(eq(t.businesses.id, businessId));
  const links = await linksOf(ctx, user.id);
  const admin = requestContext(ctx.req) === 'admin' && user.platformRoles.includes('admin');
  const owner = Boolean(b?.partnerId) && b?.partnerId === user.id;
  const sameGroup = b?.partnerId ? eq(t.businesses.partnerId, b.partnerId) : eq(t.businesses.id, businessId);
  // A partner or an admin sees the whole group; anyone else only the businesses they work in.
  const within = admin || owner ? undefined : inArray(t.businesses.id, [...links.keys(), businessId]);
  const rows = await summaries(ctx, and(sameGroup, within), links);
  return onlyReleased ? rows.filter((r) => r.releasedToProductionAt !== null) : rows;
}
