// gqlListSaleProducts (001 §7.9 "listSaleProducts"): the products on sale at a moment (now by default), each with
// its price and the sale's, for the menu's "Promoções" list and the counter's price tags. A product is on sale when
// a sale of its category holds that day, or a sale of one of its items (product-subproducts) holds at that instant,
// by the shared rules of src-shared/domain/sales.ts on the business's clock. Sold-out and deleted rows are left out.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { categorySaleActive, discounted, itemSaleActive } from '../../src-shared/domain/sales.js';
import * as t from '../db/schema.js';
import { menuReportWords as w } from '../../src-shared/i18n/menuReports.js';
import { badRequest } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { withFiscal } from './productKinds.js';
import type { GraphqlContext } from './schema.js';

export const saleProductsSdl = /* GraphQL */ `
"A product on sale (listSaleProducts): its price without and with the sale (our shape; the spec names only the call)"
type SaleProduct {
  product: Product!
  "category (a sale of the product's category) or item (a sale of one of its items)"
  source: String!
  saleId: ID!
  saleName: String
  "the item on sale (source item)"
  productSubproductId: ID
  itemName: String
  "centavos without the sale: the product's price, or the item's"
  price: Int!
  "centavos while the sale holds"
  salePrice: Int!
  "a category sale's first and last day (YYYY-MM-DD), an item sale's instants (open when null)"
  startsAt: String
  endsAt: String
  "an item sale's weekdays (0 = Sunday; every day when empty)"
  weekdays: [Int!]!
}
`;

export const saleProductsQuerySdl = `  "gqlListSaleProducts: the products on sale at an instant (now when not given), by category when given"
  listSaleProducts(businessId: ID!, at: String, categoryId: ID): [SaleProduct!]!`;

type Args = { businessId: string; at?: string | null; categoryId?: string | null };

export const saleProductsResolvers = {
  listSaleProducts: async (a: Args, ctx: GraphqlContext) => {
    await ctx.allow(a.businessId);
    const at = a.at ? new Date(a.at) : new Date();
    if (Number.isNaN(at.getTime())) throw badRequest(w.invalidAt, [{ path: 'at', message: w.invalidAt }]);
    const db = ctx.deps.db;
    const business = (await db.select({ timeZone: t.businesses.timeZone }).from(t.businesses).where(eq(t.businesses.id, a.businessId)))[0];
    const tz = business?.timeZone ?? 'America/Sao_Paulo';
    const live = and(
      eq(t.products.businessId, a.businessId),
      isNull(t.products.deletedAt),
      eq(t.products.available, true),
      a.categoryId ? eq(t.products.categoryId, a.categoryId) : undefined,
    );
    const rows = await withFiscal(ctx, a.businessId, (await db.select().from(t.products).where(live)).map(out));
    const productById = new Map(rows.map((p) => [p.id, p]));

    const catSales = (
      await db
        .select()
        .from(t.categorySales)
        .where(and(eq(t.categorySales.businessId, a.businessId), isNull(t.categorySales.deletedAt)))
    ).filter((s) => categorySaleActive(s, at, tz));
    const itemSales = (
      await db
        .select()
        .from(t.productSubproductSales)
        .where(and(eq(t.productSubproductSales.businessId, a.businessId), isNull(t.productSubproductSales.deletedAt)))
    )
      .map(out)
      .filter((s) => productById.has(s.productId) && itemSaleActive(s, at, tz));
    const itemIds = [...new Set(itemSales.map((s) => s.productSubproductId))];
    const items = itemIds.length
      ? await db
          .select({ id: t.productSubproducts.id, price: t.productSubproducts.price, available: t.productSubproducts.available, name: t.subproducts.name })
          .from(t.productSubproducts)
          .innerJoin(t.subproducts, eq(t.subproducts.id, t.productSubproducts.subproductId))
          .where(and(eq(t.productSubproducts.businessId, a.businessId), isNull(t.productSubproducts.deletedAt), inArray(t.productSubproducts.id, itemIds)))
      : [];
    const itemById = new Map(items.filter((i) => i.available).map((i) => [i.id, i]));

    const answer = [];
    for (const p of rows) {
      for (const s of catSales.filter((c) => c.categoryId === p.categoryId)) {
        answer.push({
          product: p,
          source: 'category',
          saleId: s.id,
          saleName: s.name,
          productSubproductId: null,
          itemName: null,
          price: p.price,
          salePrice: discounted(p.price, s),
          startsAt: s.startDate,
          endsAt: s.endDate,
          weekdays: [],
        });
      }
      for (const s of itemSales.filter((i) => i.productId === p.id)) {
        const item = itemById.get(s.productSubproductId);
        if (!item) continue;
        answer.push({
          product: p,
          source: 'item',
          saleId: s.id,
          saleName: null,
          productSubproductId: item.id,
          itemName: item.name,
          price: item.price,
          salePrice: s.price,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          weekdays: s.weekdays,
        });
      }
    }
    return answer.sort((x, y) => x.product.name.localeCompare(y.product.name, 'pt-BR') || (x.itemName ?? '').localeCompare(y.itemName ?? '', 'pt-BR'));
  },
};
