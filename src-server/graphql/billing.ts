// GraphQL reads of the platform's billing (000 §7 Billing GQL, guards 000 §6). Shapes are not shown: ours are the
// tables' columns plus a few derived fields (the business's name, a duplicate's balance, what an invoice has in
// duplicates). Every read names a business, as every read of the endpoint does ("the businessId in the payload",
// 000 §7): the tenant guard runs on it first (an admin may name any business; a partner one it is linked to), though
// the rows read are the platform's (openInvoiceByBusiness's business is also the one read). Who reads
// (the §6 table): admin only — duplicates, duplicate, duplicateEntries, duplicateEntry, paymentPlan, listInvoices;
// partner only — duplicatesByPartner, listInvoiceByPartner; partner or admin — duplicatesByInvoice,
// duplicateOccurrences, invoice, openInvoiceByBusiness, invoiceContractPlanLines, paymentPlans. A partner (franchise
// context, platform role franchise) reads only the rows of its own businesses (partner_id = its user id; the typed
// client sends its partnerId, which must be the caller's); another partner's row answers 403.
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { billingMessages as m } from '../../src-shared/i18n/billing.js';
import { platformMessages } from '../../src-shared/i18n/platform.js';
import { requestContext, type AuthUser } from '../auth/guard.js';
import * as t from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';
import { typeSdl } from './sdl.js';

const cols = (table: Parameters<typeof getTableColumns>[0]) => getTableColumns(table) as Record<string, PgColumn>;

export const billingSdl = /* GraphQL */ `
${typeSdl('PaymentPlan', cols(t.paymentPlans))}

${typeSdl('Invoice', cols(t.invoices), `  "the business's trade name (or name)"\n  businessName: String\n  "what its live duplicates add up to (centavos)"\n  charged: Int!\n  "what is left to put in duplicates (centavos)"\n  left: Int!`)}

${typeSdl('InvoiceLine', cols(t.invoiceLines))}

${typeSdl('Duplicate', cols(t.duplicates), `  "the business's trade name (or name)"\n  businessName: String\n  "its invoice's month (AAAA-MM)"\n  referenceMonth: String\n  "its amount plus interest, less discounts and payments (centavos)"\n  balance: Int!`)}

${typeSdl('DuplicateEntry', cols(t.duplicateEntries))}

${typeSdl('DuplicateOccurrence', cols(t.duplicateOccurrences))}

extend type Query {
  "gqlDuplicates (admin): the live duplicates (filters: status, businessId, invoiceId, dueFrom, dueTo)"
  duplicates(businessId: ID!, filters: JSON): [Duplicate!]!
  "gqlDuplicate (admin)"
  duplicate(businessId: ID!, id: ID!): Duplicate
  "gqlDuplicatesByPartner (partner): the duplicates of the partner's businesses (filters as duplicates)"
  duplicatesByPartner(businessId: ID!, partnerId: ID!, filters: JSON): [Duplicate!]!
  "gqlDuplicatesByInvoice (partner or admin)"
  duplicatesByInvoice(businessId: ID!, invoiceId: ID!, partnerId: ID): [Duplicate!]!
  "gqlDuplicateOccurrences (partner or admin): a duplicate's history, oldest first"
  duplicateOccurrences(businessId: ID!, duplicateId: ID!, partnerId: ID): [DuplicateOccurrence!]!
  "gqlListInvoices (admin): the invoices, latest month first (filters: status, businessId, referenceMonth)"
  listInvoices(businessId: ID!, filters: JSON): [Invoice!]!
  "gqlListInvoiceByPartner (partner): the invoices of the partner's businesses"
  listInvoiceByPartner(businessId: ID!, partnerId: ID!, filters: JSON): [Invoice!]!
  "gqlInvoiceById (partner or admin; the spec does not name it)"
  invoice(businessId: ID!, id: ID!, partnerId: ID): Invoice
  "gqlOpenInvoiceByBusiness (partner or admin; the spec does not name it): the business's latest open invoice"
  openInvoiceByBusiness(businessId: ID!, partnerId: ID): Invoice
  "gqlPaymentPlansList (partner or admin): the live payment plans (filters: available)"
  paymentPlans(businessId: ID!, partnerId: ID, filters: JSON): [PaymentPlan!]!
  "gqlPaymentPlansFind (admin; the spec does not name it)"
  paymentPlan(businessId: ID!, id: ID!): PaymentPlan
  "gqlDuplicateEntriesList (admin; the spec does not name it): a duplicate's entries (or all of a period: filters from, to)"
  duplicateEntries(businessId: ID!, duplicateId: ID, filters: JSON): [DuplicateEntry!]!
  "gqlDuplicateEntriesFind (admin; the spec does not name it)"
  duplicateEntry(businessId: ID!, id: ID!): DuplicateEntry
  "gqlInvoiceContractPlanLines (partner or admin; the spec does not name it): the contract plan lines an invoice was opened with"
  invoiceContractPlanLines(businessId: ID!, invoiceId: ID!, partnerId: ID): [InvoiceLine!]!
}
`;

type Filters = Record<string, unknown> | null | undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id argument reaches here unchecked: a malformed one is 400, not a uuid cast error (500). */
function id(value: unknown, name: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new HttpError(400, `${m.id}: ${name}`);
  return value;
}
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v) ? v : undefined);

type Named = { businessId: string };

/** The caller after the tenant guard of the business named (401 without a token, 403 for another's business). */
async function caller(ctx: GraphqlContext, args: Named): Promise<AuthUser> {
  await ctx.allow(args.businessId);
  return (await ctx.user()) as AuthUser;
}

async function admin(ctx: GraphqlContext, args: Named): Promise<AuthUser> {
  const user = await caller(ctx, args);
  if (requestContext(ctx.req) !== 'admin' || !user.platformRoles.includes('admin')) throw new HttpError(403, m.onlyOperator);
  return user;
}

/** The partner named must be the caller, in partner context. */
async function partner(ctx: GraphqlContext, args: Named & { partnerId?: unknown }): Promise<string> {
  const user = await caller(ctx, args);
  const partnerId = args.partnerId;
  if (requestContext(ctx.req) !== 'franchise' || !user.platformRoles.includes('franchise')) throw new HttpError(403, m.onlyPartner);
  if (partnerId !== undefined && partnerId !== null && partnerId !== user.id) throw new HttpError(403, platformMessages.forbiddenPartner);
  return user.id;
}

/** A platform admin (null: sees every partner's rows) or the partner itself (its id: sees its own). */
async function partnerOrAdmin(ctx: GraphqlContext, args: Named & { partnerId?: unknown }): Promise<string | null> {
  const user = await caller(ctx, args);
  const context = requestContext(ctx.req);
  if (context === 'admin' && user.platformRoles.includes('admin')) return null;
  if (context !== 'franchise') throw new HttpError(403, m.onlyPartnerOrOperator);
  return partner(ctx, args);
}

/** A row of another partner than the one reading: 403 (an admin reads every one). */
function mine(row: { partnerId: string | null } | undefined, partnerId: string | null): void {
  if (row && partnerId !== null && row.partnerId !== partnerId) throw new HttpError(403, m.otherPartner);
}

const businessName = sql<string | null>`coalesce(${t.businesses.tradeName}, ${t.businesses.name})`;

async function duplicateViews(ctx: GraphqlContext, where: SQL | undefined) {
  const d = t.duplicates;
  const rows = await ctx.deps.db
    .select({ d, businessName, referenceMonth: t.invoices.referenceMonth })
    .from(d)
    .leftJoin(t.businesses, eq(t.businesses.id, d.businessId))
    .leftJoin(t.invoices, eq(t.invoices.id, d.invoiceId))
    .where(and(isNull(d.deletedAt), where))
    .orderBy(asc(d.dueDate), asc(d.number));
  const ids = rows.map((r) => r.d.id);
  const entries = ids.length === 0 ? [] : await ctx.deps.db
    .select({ duplicateId: t.duplicateEntries.duplicateId, kind: t.duplicateEntries.kind, amount: t.duplicateEntries.amount })
    .from(t.duplicateEntries)
    .where(and(inArray(t.duplicateEntries.duplicateId, ids), isNull(t.duplicateEntries.deletedAt)));
  const moved = new Map<string, number>();
  for (const e of entries) moved.set(e.duplicateId, (moved.get(e.duplicateId) ?? 0) + (e.kind === 'interest' ? e.amount : -e.amount));
  return rows.map((r) => ({ ...out(r.d), businessName: r.businessName, referenceMonth: r.referenceMonth, balance: r.d.amount + (moved.get(r.d.id) ?? 0) }));
}

function duplicateFilters(f: Filters): SQL | undefined {
  const d = t.duplicates;
  return and(
    str(f?.status) ? eq(d.status, str(f?.status)!) : undefined,
    f?.businessId !== undefined && f?.businessId !== null ? eq(d.businessId, id(f.businessId, 'businessId')) : undefined,
    f?.invoiceId !== undefined && f?.invoiceId !== null ? eq(d.invoiceId, id(f.invoiceId, 'invoiceId')) : undefined,
    day(f?.dueFrom) ? gte(d.dueDate, day(f?.dueFrom)!) : undefined,
    day(f?.dueTo) ? lte(d.dueDate, day(f?.dueTo)!) : undefined,
  );
}

async function invoiceViews(ctx: GraphqlContext, where: SQL | undefined) {
  const i = t.invoices;
  const rows = await ctx.deps.db
    .select({ i, businessName })
    .from(i)
    .leftJoin(t.businesses, eq(t.businesses.id, i.businessId))
    .where(and(isNull(i.deletedAt), where))
    .orderBy(desc(i.referenceMonth), asc(businessName));
  const ids = rows.map((r) => r.i.id);
  const sums = ids.length === 0 ? [] : await ctx.deps.db
    .select({ invoiceId: t.duplicates.invoiceId, total: sql<number>`sum(${t.duplicates.amount})::int` })
    .from(t.duplicates)
    .where(and(inArray(t.duplicates.invoiceId, ids), isNull(t.duplicates.deletedAt), ne(t.duplicates.status, 'cancelled')))
    .groupBy(t.duplicates.invoiceId);
  const charged = new Map(sums.map((s) => [s.invoiceId, Number(s.total)]));
  return rows.map((r) => {
    const c = charged.get(r.i.id) ?? 0;
    return { ...out(r.i), businessName: r.businessName, charged: c, left: r.i.amount - c };
  });
}

function invoiceFilters(f: Filters): SQL | undefined {
  const i = t.invoices;
  return and(
    str(f?.status) ? eq(i.status, str(f?.status)!) : undefined,
    f?.businessId !== undefined && f?.businessId !== null ? eq(i.businessId, id(f.businessId, 'businessId')) : undefined,
    str(f?.referenceMonth) ? eq(i.referenceMonth, str(f?.referenceMonth)!) : undefined,
  );
}

async function invoiceRow(ctx: GraphqlContext, invoiceId: string) {
  return (await ctx.deps.db.select().from(t.invoices).where(and(eq(t.invoices.id, invoiceId), isNull(t.invoices.deletedAt))))[0];
}

async function duplicateRow(ctx: GraphqlContext, duplicateId: string) {
  return (await ctx.deps.db.select().from(t.duplicates).where(eq(t.duplicates.id, duplicateId)))[0];
}

export const billingResolvers = {
  duplicates: async (args: Named & { filters?: Filters }, ctx: GraphqlContext) => {
    await admin(ctx, args);
    return duplicateViews(ctx, duplicateFilters(args.filters));
  },
  duplicate: async (args: Named & { id: string }, ctx: GraphqlContext) => {
    await admin(ctx, args);
    return (await duplicateViews(ctx, eq(t.duplicates.id, id(args.id, 'id'))))[0] ?? null;
  },
  duplicatesByPartner: async (args: Named & { partnerId: string; filters?: Filters }, ctx: GraphqlContext) => {
    const partnerId = await partner(ctx, args);
    return duplicateViews(ctx, and(eq(t.duplicates.partnerId, partnerId), duplicateFilters(args.filters)));
  },
  duplicatesByInvoice: async (args: Named & { invoiceId: string; partnerId?: string | null }, ctx: GraphqlContext) => {
    const partnerId = await partnerOrAdmin(ctx, args);
    mine(await invoiceRow(ctx, id(args.invoiceId, 'invoiceId')), partnerId);
    return duplicateViews(ctx, eq(t.duplicates.invoiceId, args.invoiceId));
  },
  duplicateOccurrences: async (args: Named & { duplicateId: string; partnerId?: string | null }, ctx: GraphqlContext) => {
    const partnerId = await partnerOrAdmin(ctx, args);
    mine(await duplicateRow(ctx, id(args.duplicateId, 'duplicateId')), partnerId);
    const o = t.duplicateOccurrences;
    return (await ctx.deps.db.select().from(o).where(eq(o.duplicateId, args.duplicateId)).orderBy(asc(o.createdAt), asc(o.id))).map(out);
  },
  listInvoices: async (args: Named & { filters?: Filters }, ctx: GraphqlContext) => {
    await admin(ctx, args);
    return invoiceViews(ctx, invoiceFilters(args.filters));
  },
  listInvoiceByPartner: async (args: Named & { partnerId: string; filters?: Filters }, ctx: GraphqlContext) => {
    const partnerId = await partner(ctx, args);
    return invoiceViews(ctx, and(eq(t.invoices.partnerId, partnerId), invoiceFilters(args.filters)));
  },
  invoice: async (args: Named & { id: string; partnerId?: string | null }, ctx: GraphqlContext) => {
    const partnerId = await partnerOrAdmin(ctx, args);
    mine(await invoiceRow(ctx, id(args.id, 'id')), partnerId);
    return (await invoiceViews(ctx, eq(t.invoices.id, args.id)))[0] ?? null;
  },
  openInvoiceByBusiness: async (args: Named & { partnerId?: string | null }, ctx: GraphqlContext) => {
    const partnerId = await partnerOrAdmin(ctx, args);
    const businessId = id(args.businessId, 'businessId');
    if (partnerId !== null) {
      const [business] = await ctx.deps.db.select({ partnerId: t.businesses.partnerId }).from(t.businesses).where(eq(t.businesses.id, businessId));
      if (business?.partnerId !== partnerId) throw new HttpError(403, m.otherPartner);
    }
    const open = await invoiceViews(ctx, and(eq(t.invoices.businessId, businessId), eq(t.invoices.status, 'open')));
    return open[0] ?? null;
  },
  paymentPlans: async (args: Named & { partnerId?: string | null; filters?: Filters }, ctx: GraphqlContext) => {
    await partnerOrAdmin(ctx, args);
    const p = t.paymentPlans;
    const available = args.filters?.available;
    return (
      await ctx.deps.db
        .select()
        .from(p)
        .where(and(isNull(p.deletedAt), typeof available === 'boolean' ? eq(p.available, available) : undefined))
        .orderBy(asc(p.installments), asc(p.name))
    ).map(out);
  },
  paymentPlan: async (args: Named & { id: string }, ctx: GraphqlContext) => {
    await admin(ctx, args);
    const p = t.paymentPlans;
    const [row] = await ctx.deps.db.select().from(p).where(and(eq(p.id, id(args.id, 'id')), isNull(p.deletedAt)));
    return row ? out(row) : null;
  },
  duplicateEntries: async (args: Named & { duplicateId?: string | null; filters?: Filters }, ctx: GraphqlContext) => {
    await admin(ctx, args);
    const e = t.duplicateEntries;
    const f = args.filters;
    const rows = await ctx.deps.db
      .select()
      .from(e)
      .where(
        and(
          isNull(e.deletedAt),
          args.duplicateId !== undefined && args.duplicateId !== null ? eq(e.duplicateId, id(args.duplicateId, 'duplicateId')) : undefined,
          day(f?.from) ? gte(e.date, day(f?.from)!) : undefined,
          day(f?.to) ? lte(e.date, day(f?.to)!) : undefined,
        ),
      )
      .orderBy(asc(e.date), asc(e.createdAt));
    return rows.map(out);
  },
  duplicateEntry: async (args: Named & { id: string }, ctx: GraphqlContext) => {
    await admin(ctx, args);
    const e = t.duplicateEntries;
    const [row] = await ctx.deps.db.select().from(e).where(and(eq(e.id, id(args.id, 'id')), isNull(e.deletedAt)));
    return row ? out(row) : null;
  },
  invoiceContractPlanLines: async (args: Named & { invoiceId: string; partnerId?: string | null }, ctx: GraphqlContext) => {
    const partnerId = await partnerOrAdmin(ctx, args);
    mine(await invoiceRow(ctx, id(args.invoiceId, 'invoiceId')), partnerId);
    const l = t.invoiceLines;
    return (await ctx.deps.db.select().from(l).where(eq(l.invoiceId, args.invoiceId)).orderBy(asc(l.description))).map(out);
  },
};
