// GraphQL reads of the fiscal module (001 §7.9): cests, ncms, cstsByCrt, fiscalOrigins, productFiscalConfigs, nfces,
// nfceEntries, nfe, and ours: nfceVoidings (the ranges voided at SEFAZ; calls.json has no read of them). Types from the Drizzle tables (the notes without their XML, downloaded on its own).
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EVENT_CORRECTION } from '../../src-shared/fiscal/nfeXml.js';
import { parseXml, textOf } from '../../src-shared/fiscal/soap.js';
import { CRTS, cstsByCrt, FISCAL_ORIGINS, type Crt } from '../../src-shared/fiscal/taxTables.js';
import { FISCAL_MODELS } from '../../src-shared/fiscal/voiding.js';
import { voidingMessages } from '../../src-shared/i18n/voiding.js';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import { badRequest } from '../http/errors.js';
import { typeSdl } from './sdl.js';
import type { GraphqlContext } from './schema.js';

const without = (columns: Record<string, unknown>, ...names: string[]) =>
  Object.fromEntries(Object.entries(columns).filter(([k]) => !names.includes(k))) as Record<string, PgColumn>;

export const fiscalSdl = /* GraphQL */ `
${typeSdl('Ncm', getTableColumns(t.ncms) as Record<string, PgColumn>)}

${typeSdl('Cest', getTableColumns(t.cests) as Record<string, PgColumn>)}

${typeSdl('ProductFiscalConfig', getTableColumns(t.productFiscalConfigs) as Record<string, PgColumn>)}

${typeSdl('Nfce', without(getTableColumns(t.nfces), 'xml', 'protNfe'))}

${typeSdl('Nfe', without(getTableColumns(t.nfes), 'xml'))}

# What the screens show of an issued NF-e (read from its nfeProc and its events).
extend type Nfe {
  "SEFAZ's authorisation protocol (nProt)"
  protocol: String
  "when SEFAZ authorised it (dhRecbto): the cancellation window starts here"
  authorizedAt: String
  "correction letters (CC-e) registered"
  corrections: Int!
}

${typeSdl('NfceVoiding', without(getTableColumns(t.nfceVoidings), 'xml', 'answerXml'))}

"A CST (Tabela B) or CSOSN the business's CRT uses"
type Cst {
  crt: Int!
  kind: String!
  code: String!
  description: String!
}

"Origem da mercadoria (Tabela A)"
type FiscalOrigin {
  code: Int!
  description: String!
}

"One line of an NFC-e (det/prod of its XML) with its note"
type NfceEntry {
  nfceId: ID!
  key: String!
  number: Int!
  series: Int!
  issuedAt: String!
  status: String!
  n: Int!
  code: String!
  barcode: String
  description: String!
  ncm: String!
  cfop: String!
  unit: String!
  "thousandths"
  quantity: Int!
  unitPrice: Int!
  total: Int!
  cst: String!
}

extend type Query {
  "gqlCests"
  cests(businessId: ID!): [Cest!]!
  "gqlNcms"
  ncms(businessId: ID!): [Ncm!]!
  "gqlCstsByCrt: every CRT's codes, or those of one CRT (1 Simples Nacional, 2 excesso de sublimite, 3 Regime Normal, 4 MEI)"
  cstsByCrt(businessId: ID!, crt: Int): [Cst!]!
  "gqlFiscalOrigins"
  fiscalOrigins(businessId: ID!): [FiscalOrigin!]!
  "gqlProductFiscalConfigs"
  productFiscalConfigs(businessId: ID!, productId: ID): [ProductFiscalConfig!]!
  "gqlNfces: filters groupPaymentId, model, status, dateFilters.month (001 §3); our addition: dateFilters.day (AAAA-MM-DD, the business's calendar)"
  nfces(businessId: ID!, groupPaymentId: String, model: String, status: String, dateFilters: JSON): [Nfce!]!
  "gqlNfceEntries: the lines of the NFC-e of a note or of a month"
  nfceEntries(businessId: ID!, nfceId: ID, dateFilters: JSON): [NfceEntry!]!
  "gqlNfe: NF-e documents (direction entrada: imported from suppliers)"
  nfe(businessId: ID!, id: ID, direction: String, status: String): [Nfe!]!
  "our addition: the NFC-e (model 65) and NF-e (model 55) number ranges voided at SEFAZ (inutilização), newest first; filters model (55 or 65), series, dateFilters.month (when voided)"
  nfceVoidings(businessId: ID!, model: String, series: Int, dateFilters: JSON): [NfceVoiding!]!
}
`;

type Args = { businessId: string };

function dateFilter(column: PgColumn, dateFilters: unknown, business: PgColumn = t.nfces.businessId): SQL | undefined {
  const filters = dateFilters as { month?: unknown; day?: unknown } | null | undefined;
  const local = (format: string) => sql`to_char(${column} at time zone (select time_zone from businesses where id = ${business}), ${format})`;
  // Our addition beside the spec's month: one day of the business's calendar (the NFC-e of the day, any terminal's).
  const day = filters?.day;
  if (day !== undefined && day !== null) {
    if (typeof day !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(day)) {
      const message = 'dateFilters.day: o dia deve estar no formato AAAA-MM-DD';
      throw badRequest(message, [{ path: 'dateFilters.day', message }]);
    }
    return sql`${local('YYYY-MM-DD')} = ${day}`;
  }
  const month = filters?.month;
  if (month === undefined || month === null) return undefined;
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest('Mês deve estar no formato AAAA-MM', [{ path: 'dateFilters.month', message: 'Mês deve estar no formato AAAA-MM' }]);
  return sql`${local('YYYY-MM')} = ${month}`;
}

const noXml = <R extends { xml?: unknown; protNfe?: unknown }>(r: R) => {
  const { xml: _x, protNfe: _p, ...rest } = r;
  return out(rest);
};

/** An NF-e as the screens show it: its protocol and authorisation time (from its nfeProc) and its CC-e count. */
async function withNfeFacts(ctx: GraphqlContext, businessId: string, rows: (typeof t.nfes.$inferSelect)[]) {
  const e = t.nfeEvents;
  const letters = await ctx.deps.db
    .select({ nfeId: e.nfeId, count: sql<number>`count(*)::int` })
    .from(e)
    .where(and(eq(e.businessId, businessId), eq(e.tpEvento, EVENT_CORRECTION), isNull(e.deletedAt)))
    .groupBy(e.nfeId);
  return rows.map((r) => {
    // An imported note's nfeProc carries its protocol too; an issued one always has it.
    const doc = parseXml(r.xml);
    return { ...noXml(r), protocol: textOf(doc, 'nProt'), authorizedAt: textOf(doc, 'dhRecbto'), corrections: Number(letters.find((l) => l.nfeId === r.id)?.count ?? 0) };
  });
}

export const fiscalResolvers = {
  cests: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await ctx.deps.db.select().from(t.cests).where(and(eq(t.cests.businessId, args.businessId), isNull(t.cests.deletedAt))).orderBy(asc(t.cests.code))).map(out);
  },
  ncms: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await ctx.deps.db.select().from(t.ncms).where(and(eq(t.ncms.businessId, args.businessId), isNull(t.ncms.deletedAt))).orderBy(asc(t.ncms.code))).map(out);
  },
  cstsByCrt: async (args: Args & { crt?: number | null }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    if (args.crt === undefined || args.crt === null) return CRTS.flatMap(cstsByCrt);
    if (!CRTS.includes(args.crt as Crt)) throw badRequest('CRT deve ser 1, 2, 3 ou 4', [{ path: 'crt', message: 'CRT deve ser 1, 2, 3 ou 4' }]);
    return cstsByCrt(args.crt as Crt);
  },
  fiscalOrigins: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return FISCAL_ORIGINS;
  },
  productFiscalConfigs: async (args: Args & { productId?: string | null }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const p = t.productFiscalConfigs;
    return (await ctx.deps.db.select().from(p).where(and(eq(p.businessId, args.businessId), isNull(p.deletedAt), args.productId ? eq(p.productId, args.productId) : undefined))).map(out);
  },
  nfces: async (args: Args & { groupPaymentId?: string | null; model?: string | null; status?: string | null; dateFilters?: unknown }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const n = t.nfces;
    const rows = await ctx.deps.db
      .select()
      .from(n)
      .where(
        and(
          eq(n.businessId, args.businessId),
          isNull(n.deletedAt),
          args.groupPaymentId ? eq(n.groupPaymentId, args.groupPaymentId) : undefined,
          args.model ? eq(n.model, args.model) : undefined,
          args.status ? eq(n.status, args.status) : undefined,
          dateFilter(n.issuedAt, args.dateFilters),
        ),
      )
      .orderBy(desc(n.issuedAt));
    return rows.map(noXml);
  },
  nfceEntries: async (args: Args & { nfceId?: string | null; dateFilters?: unknown }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const n = t.nfces;
    const rows = await ctx.deps.db
      .select({ id: n.id, key: n.key, number: n.number, series: n.series, issuedAt: n.issuedAt, status: n.status, items: n.items })
      .from(n)
      .where(and(eq(n.businessId, args.businessId), isNull(n.deletedAt), args.nfceId ? eq(n.id, args.nfceId) : undefined, dateFilter(n.issuedAt, args.dateFilters)))
      .orderBy(asc(n.issuedAt), asc(n.number));
    return rows.flatMap((r) => {
      const note = out({ nfceId: r.id, key: r.key, number: r.number, series: r.series, issuedAt: r.issuedAt, status: r.status });
      return r.items.map((i) => ({ ...note, ...i }));
    });
  },
  nfceVoidings: async (args: Args & { model?: string | null; series?: number | null; dateFilters?: unknown }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const v = t.nfceVoidings;
    const model = args.model ?? null;
    // Each model numbers its series apart: series 1 of the NF-e and of the NFC-e are two different numberings.
    if (model !== null && !(FISCAL_MODELS as readonly string[]).includes(model)) throw badRequest(voidingMessages.server.model, [{ path: 'model', message: voidingMessages.server.model }]);
    const rows = await ctx.deps.db
      .select()
      .from(v)
      .where(and(eq(v.businessId, args.businessId), isNull(v.deletedAt), model ? eq(v.model, model) : undefined, typeof args.series === 'number' ? eq(v.series, args.series) : undefined, dateFilter(v.createdAt, args.dateFilters, v.businessId)))
      .orderBy(desc(v.createdAt), asc(v.series), asc(v.firstNumber));
    return rows.map(({ xml: _x, answerXml: _a, ...rest }) => out(rest));
  },
  nfe: async (args: Args & { id?: string | null; direction?: string | null; status?: string | null }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const n = t.nfes;
    const rows = await ctx.deps.db
      .select()
      .from(n)
      .where(
        and(
          eq(n.businessId, args.businessId),
          isNull(n.deletedAt),
          args.id ? eq(n.id, args.id) : undefined,
          args.direction ? eq(n.direction, args.direction) : undefined,
          args.status ? eq(n.status, args.status) : undefined,
        ),
      )
      .orderBy(desc(n.issuedAt));
    return withNfeFacts(ctx, args.businessId, rows);
  },
};
