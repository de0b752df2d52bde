// The product reads of 001 §7.9 beyond products/product/productCatalog: the manager's lists (with filters, for mass
// edit), the rodízio's catalogue and its categories, the digital menu and the sales link. Sold-out products
// (available: false) are in the manager's lists and left out of every list a customer or the counter sells from.
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import { catalogProducts } from './catalogProducts.js';
import type { GraphqlContext } from './schema.js';

export const productQueriesSdl = /* GraphQL */ `
  "gqlProductsWithFilter: the manager's product list, sold out ones included"
  productsWithFilter(businessId: ID!, term: String, searchByInternalCode: Boolean, categoryId: ID, catalogId: ID, type: String, available: Boolean): [Product!]!
  "gqlProductsToMassEdit: every product of the filter, to change many at once (PUT products/bulk)"
  productsToMassEdit(businessId: ID!, term: String, categoryId: ID, type: String): [Product!]!
  "gqlAllYouCanEatProductCatalog: the rodízio products to sell, by origin and weekday"
  allYouCanEatProductCatalog(businessId: ID!, originId: ID, catalogId: ID, term: String, weekday: Int): [CatalogProduct!]!
  "gqlListByCategoryToAYCE: the categories with the products a rodízio's guests order (no rodízio itself)"
  listByCategoryToAYCE(businessId: ID!, catalogId: ID): [CategoryProducts!]!
  "gqlProductDigitalMenu: what the digital menu shows, by catalog and term"
  productDigitalMenu(businessId: ID!, catalogId: ID, categoryId: ID, term: String): [CatalogProduct!]!
  "gqlProductForLinkVendas: one product of the sales link, when it is for sale"
  productForLinkVendas(businessId: ID!, id: ID!): CatalogProduct
  "our addition: the live pictures of the products themselves (not of their items), without their bytes: each url is fetched under /businesses/{businessId}/ (the counter's tiles)"
  productImages(businessId: ID!): [ProductImage!]!
`;

export const productTypesSdl = /* GraphQL */ `
"A picture of a product, stored by the server (POST products/{productId}/images); url: where its bytes are served"
type ProductImage {
  id: ID!
  productId: ID!
  type: String!
  fileName: String!
  contentType: String!
  size: Int!
  url: String!
  updatedAt: String!
}

"A category with its products (listByCategoryToAYCE)"
type CategoryProducts {
  category: Category!
  products: [Product!]!
}
`;

type Args = { businessId: string; term?: string | null; searchByInternalCode?: boolean | null; categoryId?: string | null; catalogId?: string | null; type?: string | null; available?: boolean | null };
type ProductRow = typeof t.products.$inferSelect;

/** The conditions of a product list: this business, not deleted, and the filters given. */
async function conditions(ctx: GraphqlContext, a: Args): Promise<SQL[] | null> {
  const c: SQL[] = [eq(t.products.businessId, a.businessId), isNull(t.products.deletedAt)];
  const term = a.term?.trim();
  if (term) c.push(a.searchByInternalCode ? eq(t.products.internalCode, term) : (or(ilike(t.products.name, `%${term}%`), eq(t.products.internalCode, term), eq(t.products.barcode, term)) as SQL));
  if (a.categoryId) c.push(eq(t.products.categoryId, a.categoryId));
  if (a.type) c.push(eq(t.products.type, a.type));
  if (typeof a.available === 'boolean') c.push(eq(t.products.available, a.available));
  if (a.catalogId) {
    const cats = await ctx.deps.db
      .select({ id: t.catalogCategories.catalogCategoryId })
      .from(t.catalogCategories)
      .where(and(eq(t.catalogCategories.businessId, a.businessId), eq(t.catalogCategories.catalogId, a.catalogId), isNull(t.catalogCategories.deletedAt)));
    if (cats.length === 0) return null;
    c.push(inArray(t.products.categoryId, cats.map((x) => x.id)));
  }
  return c;
}

async function list(ctx: GraphqlContext, a: Args): Promise<ProductRow[]> {
  await ctx.allow(a.businessId);
  const c = await conditions(ctx, a);
  if (!c) return [];
  return ctx.deps.db.select().from(t.products).where(and(...c)).orderBy(asc(t.products.position), asc(t.products.name));
}

/** A product is sold on a weekday and origin unless an availability of it says otherwise. */
function soldOn(avail: { weekdays: number[]; originIds: string[] }[], weekday: number | null, originId: string | null): boolean {
  if (avail.length === 0) return true;
  return avail.some((x) => (weekday === null || x.weekdays.length === 0 || x.weekdays.includes(weekday)) && (originId === null || x.originIds.length === 0 || x.originIds.includes(originId)));
}

export const productResolvers = {
  productsWithFilter: async (a: Args, ctx: GraphqlContext) => (await list(ctx, a)).map(out),
  productsToMassEdit: async (a: Args, ctx: GraphqlContext) => (await list(ctx, { ...a, available: null })).map(out),

  allYouCanEatProductCatalog: async (a: Args & { originId?: string | null; weekday?: number | null }, ctx: GraphqlContext) => {
    const rows = await list(ctx, { ...a, type: 'allYouCanEat', available: true });
    const full = await catalogProducts(ctx, a.businessId, rows);
    return full.filter((p) => soldOn(p.availabilities as unknown as { weekdays: number[]; originIds: string[] }[], typeof a.weekday === 'number' ? a.weekday : null, a.originId ?? null));
  },

  listByCategoryToAYCE: async (a: Args, ctx: GraphqlContext) => {
    const rows = (await list(ctx, { ...a, available: true })).filter((p) => p.type !== 'allYouCanEat');
    const cats = await ctx.deps.db
      .select()
      .from(t.categories)
      .where(and(eq(t.categories.businessId, a.businessId), isNull(t.categories.deletedAt), eq(t.categories.available, true)))
      .orderBy(asc(t.categories.position));
    return cats
      .map((c) => ({ category: out(c), products: rows.filter((p) => p.categoryId === c.id).map(out) }))
      .filter((g) => g.products.length > 0);
  },

  productDigitalMenu: async (a: Args, ctx: GraphqlContext) => catalogProducts(ctx, a.businessId, await list(ctx, { ...a, available: true })),

  productImages: async (a: { businessId: string }, ctx: GraphqlContext) => {
    await ctx.allow(a.businessId);
    const i = t.productImages;
    const rows = await ctx.deps.db
      .select({ id: i.id, productId: i.productId, type: i.type, fileName: i.fileName, contentType: i.contentType, size: i.size, updatedAt: i.updatedAt })
      .from(i)
      .where(and(eq(i.businessId, a.businessId), isNull(i.deletedAt), isNull(i.productSubproductId)))
      .orderBy(asc(i.createdAt));
    return rows.map((r) => ({ ...out(r), url: `products/${r.productId}/images/${r.id}` }));
  },

  productForLinkVendas: async (a: { businessId: string; id: string }, ctx: GraphqlContext) => {
    await ctx.allow(a.businessId);
    const rows = await ctx.deps.db
      .select()
      .from(t.products)
      .where(and(eq(t.products.businessId, a.businessId), eq(t.products.id, a.id), isNull(t.products.deletedAt), eq(t.products.available, true), ne(t.products.type, 'allYouCanEat')));
    return (await catalogProducts(ctx, a.businessId, rows))[0] ?? null;
  },
};
