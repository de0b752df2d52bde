// GraphQL reads of the entities beyond the mirrored collections: a complete entity, providers, the platform's and a
// partner's lists, customers' accounts (fiado) with their totals, who owes, delivery addresses with the fee of their
// neighborhood, and delivery men's unchecked adjustments. Names as spec/calls.json spells them.
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as t from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { pendingAccounts } from '../routes/entities.js';
import type { GraphqlContext } from './schema.js';
import { typeSdl } from './sdl.js';

const cols = (table: Parameters<typeof getTableColumns>[0]) => getTableColumns(table) as Record<string, PgColumn>;

export const entitiesSdl = /* GraphQL */ `
${typeSdl('DeliveryAdjustment', cols(t.deliveryAdjustments))}

${typeSdl(
  'CompleteEntity',
  cols(t.entities),
  `  phones: [EntityPhone!]!
  addresses: [EntityAddress!]!
  transactionAccounts: [EntityTransactionAccount!]!
  "what the customer owes on all accounts (centavos)"
  owes: Int!`,
)}

${typeSdl(
  'EntityWithOrderQuantities',
  cols(t.entities),
  `  "the customer's orders, canceled ones out"
  orderQuantity: Int!
  lastOrderAt: String`,
)}

${typeSdl(
  'EntityDeliveryAddress',
  cols(t.entityAddresses),
  `  "the business's neighborhood of that name, and what a delivery there costs (centavos); null: not delivered to"
  neighborhoodId: ID
  deliveryFee: Int`,
)}

"The entries of a customer's account in a date range, and their totals (centavos)"
type TransactionAccountEntriesWithTotals {
  entries: [EntityTransactionAccountEntry!]!
  purchases: Int!
  payments: Int!
  "what is owed now on the account (all entries, not only the range)"
  balance: Int!
}

extend type Query {
  "gqlCompleteEntity: the entity with its phones, addresses and accounts"
  completeEntity(businessId: ID!, id: ID!): CompleteEntity
  "gqlAdminEntities: a platform admin's search of a business's entities (filters: type, term)"
  adminEntities(businessId: ID!, filters: JSON): [Entity!]!
  "gqlPartnerEntities: a partner's search of one of its businesses' entities (filters: type, term)"
  partnerEntities(businessId: ID!, filters: JSON): [Entity!]!
  "gqlProviders"
  providers(businessId: ID!): [Entity!]!
  "gqlBusinessOwnersAndFranchises: a business's owners and franchises (filters: term)"
  businessOwnersAndFranchises(businessId: ID!, filters: JSON): [Entity!]!
  "gqlEntitiesWithTransactionAccount: customers with an account, what they owe"
  entitiesWithTransactionAccount(businessId: ID!, term: String): [CompleteEntity!]!
  "gqlEntitiesForPendency: customers who owe, most owed first"
  entitiesForPendency(businessId: ID!, term: String): [CompleteEntity!]!
  "gqlEntityWithOrderQuantities"
  entityWithOrderQuantities(businessId: ID!, id: ID!): EntityWithOrderQuantities
  "gqlEntityDeliveryAddresses: the customer's addresses with the delivery fee of their neighborhood"
  entityDeliveryAddresses(businessId: ID!, entityId: ID!): [EntityDeliveryAddress!]!
  "gqlTransactionAccountByEntity"
  transactionAccountByEntity(businessId: ID!, entityId: ID!): [EntityTransactionAccount!]!
  "gqlTransactionAccountEntriesWithTotals (dateRange: { start, end } ISO dates)"
  transactionAccountEntriesWithTotals(businessId: ID!, transactionAccountId: ID!, dateRange: JSON): TransactionAccountEntriesWithTotals
  "gqlUncheckedDeliveryAdjustments"
  uncheckedDeliveryAdjustments(businessId: ID!, deliveryManId: ID): [DeliveryAdjustment!]!
}
`;

type Args = Record<string, unknown> & { businessId: string };
type Filters = { type?: string; term?: string } | null | undefined;

const liveEntities = (businessId: string, more?: SQL) => and(eq(t.entities.businessId, businessId), isNull(t.entities.deletedAt), more);
const byTerm = (term: string | undefined) => (term ? or(ilike(t.entities.name, `%${term}%`), eq(t.entities.document, term.replace(/\D/g, '') || '-')) : undefined);

async function entitiesWhere(ctx: GraphqlContext, where: SQL | undefined, limit = 500) {
  const rows = await ctx.deps.db.select().from(t.entities).where(where).orderBy(asc(t.entities.name)).limit(limit);
  return rows.map(out);
}

/** Entities with their phones, addresses and accounts, read in three queries. */
async function complete(ctx: GraphqlContext, businessId: string, rows: (typeof t.entities.$inferSelect)[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const db = ctx.deps.db;
  const [phones, addresses, accounts] = await Promise.all([
    db.select().from(t.entityPhones).where(and(eq(t.entityPhones.businessId, businessId), inArray(t.entityPhones.entityId, ids), isNull(t.entityPhones.deletedAt))),
    db.select().from(t.entityAddresses).where(and(eq(t.entityAddresses.businessId, businessId), inArray(t.entityAddresses.entityId, ids), isNull(t.entityAddresses.deletedAt))),
    db
      .select()
      .from(t.entityTransactionAccounts)
      .where(and(eq(t.entityTransactionAccounts.businessId, businessId), inArray(t.entityTransactionAccounts.entityId, ids), isNull(t.entityTransactionAccounts.deletedAt))),
  ]);
  return rows.map((r) => {
    const own = accounts.filter((a) => a.entityId === r.id);
    return {
      ...out(r),
      phones: phones.filter((p) => p.entityId === r.id).map(out),
      addresses: addresses.filter((a) => a.entityId === r.id).map(out),
      transactionAccounts: own.map(out),
      owes: own.reduce((s, a) => s + a.balance, 0),
    };
  });
}

/** A platform role's read of a business it reaches (the business's own link is checked first, as every read). */
async function requirePlatform(ctx: GraphqlContext, businessId: string, role: 'admin' | 'franchise') {
  await ctx.allow(businessId);
  const user = await ctx.user();
  if (!user?.platformRoles.includes('admin') && !user?.platformRoles.includes(role)) throw new HttpError(403, 'Só a plataforma ou o parceiro vê esta lista');
}

export const entitiesResolvers = {
  completeEntity: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const rows = await ctx.deps.db.select().from(t.entities).where(liveEntities(args.businessId, eq(t.entities.id, args.id)));
    return (await complete(ctx, args.businessId, rows))[0] ?? null;
  },
  adminEntities: async (args: Args & { filters?: Filters }, ctx: GraphqlContext) => {
    await requirePlatform(ctx, args.businessId, 'admin');
    const f = args.filters ?? {};
    return entitiesWhere(ctx, liveEntities(args.businessId, and(f.type ? eq(t.entities.type, f.type) : undefined, byTerm(f.term))));
  },
  partnerEntities: async (args: Args & { filters?: Filters }, ctx: GraphqlContext) => {
    await requirePlatform(ctx, args.businessId, 'franchise');
    const f = args.filters ?? {};
    return entitiesWhere(ctx, liveEntities(args.businessId, and(f.type ? eq(t.entities.type, f.type) : undefined, byTerm(f.term))));
  },
  providers: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return entitiesWhere(ctx, liveEntities(args.businessId, eq(t.entities.type, 'provider')));
  },
  businessOwnersAndFranchises: async (args: Args & { filters?: Filters }, ctx: GraphqlContext) => {
    await requirePlatform(ctx, args.businessId, 'admin');
    const f = args.filters ?? {};
    return entitiesWhere(ctx, liveEntities(args.businessId, and(inArray(t.entities.type, ['businessOwner', 'franchise']), byTerm(f.term))));
  },
  entitiesWithTransactionAccount: async (args: Args & { term?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const withAccount = sql`${t.entities.id} in (select entity_id from entity_transaction_accounts where business_id = ${args.businessId} and deleted_at is null)`;
    const rows = await ctx.deps.db.select().from(t.entities).where(liveEntities(args.businessId, and(withAccount, byTerm(args.term)))).orderBy(asc(t.entities.name));
    return complete(ctx, args.businessId, rows);
  },
  entitiesForPendency: async (args: Args & { term?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const pending = await pendingAccounts(ctx.deps.db, args.businessId, args.term);
    const seen = new Set<string>();
    const rows = pending.map((p) => p.entity).filter((e) => !seen.has(e.id) && seen.add(e.id));
    return (await complete(ctx, args.businessId, rows)).sort((a, b) => b.owes - a.owes);
  },
  entityWithOrderQuantities: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const [row] = await ctx.deps.db.select().from(t.entities).where(liveEntities(args.businessId, eq(t.entities.id, args.id)));
    if (!row) return null;
    const [q] = await ctx.deps.db
      .select({ n: count(), last: max(t.orders.createdAt) })
      .from(t.orders)
      .where(and(eq(t.orders.businessId, args.businessId), eq(t.orders.entityId, row.id), isNull(t.orders.deletedAt), sql`${t.orders.status} <> 'canceled'`));
    return { ...out(row), orderQuantity: Number(q?.n ?? 0), lastOrderAt: q?.last ? new Date(q.last).toISOString() : null };
  },
  entityDeliveryAddresses: async (args: Args & { entityId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const db = ctx.deps.db;
    const [addresses, hoods] = await Promise.all([
      db.select().from(t.entityAddresses).where(and(eq(t.entityAddresses.businessId, args.businessId), eq(t.entityAddresses.entityId, args.entityId), isNull(t.entityAddresses.deletedAt))),
      db.select().from(t.neighborhoods).where(and(eq(t.neighborhoods.businessId, args.businessId), isNull(t.neighborhoods.deletedAt), eq(t.neighborhoods.available, true))),
    ]);
    const key = (s: string | null | undefined) => (s ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
    return addresses.map((a) => {
      const hood = hoods.find((n) => key(n.name) === key(a.neighborhood));
      return { ...out(a), neighborhoodId: hood?.id ?? null, deliveryFee: hood?.deliveryFee ?? null };
    });
  },
  transactionAccountByEntity: async (args: Args & { entityId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const rows = await ctx.deps.db
      .select()
      .from(t.entityTransactionAccounts)
      .where(and(eq(t.entityTransactionAccounts.businessId, args.businessId), eq(t.entityTransactionAccounts.entityId, args.entityId), isNull(t.entityTransactionAccounts.deletedAt)))
      .orderBy(asc(t.entityTransactionAccounts.createdAt));
    return rows.map(out);
  },
  transactionAccountEntriesWithTotals: async (args: Args & { transactionAccountId: string; dateRange?: { start?: string; end?: string } | null }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const db = ctx.deps.db;
    const e = t.entityTransactionAccountEntries;
    const [account] = await db
      .select()
      .from(t.entityTransactionAccounts)
      .where(and(eq(t.entityTransactionAccounts.businessId, args.businessId), eq(t.entityTransactionAccounts.id, args.transactionAccountId), isNull(t.entityTransactionAccounts.deletedAt)));
    if (!account) return null;
    const range = args.dateRange ?? {};
    const rows = await db
      .select()
      .from(e)
      .where(
        and(
          eq(e.businessId, args.businessId),
          eq(e.transactionAccountId, account.id),
          isNull(e.deletedAt),
          range.start ? gte(e.occurredAt, range.start) : undefined,
          range.end ? lte(e.occurredAt, range.end.length === 10 ? `${range.end}T23:59:59.999-03:00` : range.end) : undefined,
        ),
      )
      .orderBy(desc(e.occurredAt), desc(e.id));
    const total = (type: string) => rows.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
    return { entries: rows.map(out), purchases: total('purchase'), payments: total('payment'), balance: account.balance };
  },
  uncheckedDeliveryAdjustments: async (args: Args & { deliveryManId?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const d = t.deliveryAdjustments;
    const rows = await ctx.deps.db
      .select()
      .from(d)
      .where(and(eq(d.businessId, args.businessId), isNull(d.deletedAt), isNull(d.checkedAt), args.deliveryManId ? eq(d.deliveryManId, args.deliveryManId) : undefined))
      .orderBy(asc(d.createdAt));
    return rows.map(out);
  },
};
