// The reads of a product's compositions and items in the spec's variants (with integrators, by combo, of a
// catalog, for the digital menu and for the sales link), and the items bound to compositions. Each answers the
// live rows of the caller's business, as the mirrored collections do.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as t from '../db/schema.js';
import { productFiscalOf } from '../../src-shared/fiscal/productConfig.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';

type Args = { businessId: string; productId?: string; comboId?: string; catalogId?: string; businessIntegratorId?: string; compositionId?: string; subproductId?: string };

/** The products a variant reads from (a subquery of product ids), or undefined for all. */
const variants: Record<string, { note: string; args: string; products: (a: Args) => SQL | undefined }> = {
  WithIntegrators: {
    note: 'of products linked to a delivery integrator (one, when businessIntegratorId is given)',
    args: ', businessIntegratorId: ID',
    products: (a) =>
      sql`select product_id from ${t.productIntegrators} where business_id = ${a.businessId} and deleted_at is null${a.businessIntegratorId ? sql` and business_integrator_id = ${a.businessIntegratorId}` : sql``}`,
  },
  ByCombo: {
    note: 'of the products of a combo',
    args: ', comboId: ID!',
    products: (a) => sql`select product_id from ${t.comboProducts} where business_id = ${a.businessId} and combo_id = ${a.comboId ?? null} and deleted_at is null`,
  },
  Catalog: {
    note: "of the available products in a catalog's categories (every category when no catalogId)",
    args: ', catalogId: ID',
    products: (a) =>
      a.catalogId
        ? sql`select id from ${t.products} where business_id = ${a.businessId} and available and deleted_at is null and category_id in (select catalog_category_id from ${t.catalogCategories} where business_id = ${a.businessId} and catalog_id = ${a.catalogId} and deleted_at is null)`
        : sql`select id from ${t.products} where business_id = ${a.businessId} and available and deleted_at is null`,
  },
  DigitalMenu: {
    note: 'of the available products (the digital menu shows these)',
    args: '',
    products: (a) => sql`select id from ${t.products} where business_id = ${a.businessId} and available and deleted_at is null`,
  },
  ForLinkVendas: {
    note: 'of the available products (the sales link shows these)',
    args: '',
    products: (a) => sql`select id from ${t.products} where business_id = ${a.businessId} and available and deleted_at is null`,
  },
};

const reads = [
  { base: 'productCompositions', type: 'Composition', table: t.compositions },
  { base: 'productSubproducts', type: 'ProductSubproduct', table: t.productSubproducts },
] as const;

async function liveRows(ctx: GraphqlContext, table: (typeof reads)[number]['table'], businessId: string, more: SQL | undefined) {
  const rows = await ctx.deps.db
    .select()
    .from(table)
    .where(and(eq(table.businessId, businessId), isNull(table.deletedAt), more))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((r) => out(r as Record<string, unknown>));
}

const of = (column: PgColumn, a: Args, products: SQL | undefined): SQL | undefined =>
  and(products ? sql`${column} in (${products})` : undefined, a.productId ? eq(column, a.productId) : undefined);

export const productKindQueries = [
  ...reads.flatMap((r) =>
    Object.entries(variants).map(([name, v]) => `  "gql${r.base[0]!.toUpperCase()}${r.base.slice(1)}${name}: ${r.base} ${v.note}"\n  ${r.base}${name}(businessId: ID!, productId: ID${v.args}): [${r.type}!]!`),
  ),
  '  "gqlSubproductCompositionBinds: the items (product-subproducts) offered in compositions, by composition or subproduct"',
  '  subproductCompositionBinds(businessId: ID!, compositionId: ID, subproductId: ID, productId: ID): [ProductSubproduct!]!',
].join('\n');

export const productKindResolvers = {
  ...Object.fromEntries(
    reads.flatMap((r) =>
      Object.entries(variants).map(([name, v]) => [
        `${r.base}${name}`,
        async (a: Args, ctx: GraphqlContext) => {
          await ctx.allow(a.businessId);
          return liveRows(ctx, r.table, a.businessId, of(r.table.productId, a, v.products(a)));
        },
      ]),
    ),
  ),
  subproductCompositionBinds: async (a: Args, ctx: GraphqlContext) => {
    await ctx.allow(a.businessId);
    const ps = t.productSubproducts;
    return liveRows(
      ctx,
      ps,
      a.businessId,
      and(a.compositionId ? eq(ps.compositionId, a.compositionId) : undefined, a.subproductId ? eq(ps.subproductId, a.subproductId) : undefined, a.productId ? inArray(ps.productId, [a.productId]) : undefined),
    );
  },
};

/** Products with their fiscal configuration (one live per product), for the NFC-e built from the mirror. */
export async function withFiscal<R extends { id: string }>(ctx: GraphqlContext, businessId: string, rows: R[]): Promise<(R & { fiscal: unknown })[]> {
  const ids = rows.map((r) => r.id);
  const f = t.productFiscalConfigs;
  const configs = ids.length
    ? await ctx.deps.db.select().from(f).where(and(eq(f.businessId, businessId), inArray(f.productId, ids), isNull(f.deletedAt)))
    : [];
  const byProduct = new Map(configs.map((c) => [c.productId, productFiscalOf(c)]));
  return rows.map((r) => ({ ...r, fiscal: byProduct.get(r.id) ?? null }));
}
