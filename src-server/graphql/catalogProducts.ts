// A catalog's products with their compositions, items, combo items and availabilities, as the catalog reads
// answer them. Its own module because schema.ts and products.ts both use it (schema.ts imports products.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';

export async function catalogProducts(ctx: GraphqlContext, businessId: string, productRows: (typeof t.products.$inferSelect)[]) {
  const db = ctx.deps.db;
  const ids = productRows.map((p) => p.id);
  if (ids.length === 0) return [];
  const [comps, items, combos, avail] = await Promise.all([
    db.select().from(t.compositions).where(and(eq(t.compositions.businessId, businessId), inArray(t.compositions.productId, ids), isNull(t.compositions.deletedAt))),
    db
      .select({ ps: t.productSubproducts, name: t.subproducts.name })
      .from(t.productSubproducts)
      .innerJoin(t.subproducts, eq(t.subproducts.id, t.productSubproducts.subproductId))
      .where(and(eq(t.productSubproducts.businessId, businessId), inArray(t.productSubproducts.productId, ids), isNull(t.productSubproducts.deletedAt))),
    db.select().from(t.comboProducts).where(and(eq(t.comboProducts.businessId, businessId), inArray(t.comboProducts.comboId, ids), isNull(t.comboProducts.deletedAt))),
    db.select().from(t.availabilities).where(and(eq(t.availabilities.businessId, businessId), inArray(t.availabilities.ownerId, ids), isNull(t.availabilities.deletedAt))),
  ]);
  return productRows.map((p) => ({
    product: out(p),
    compositions: comps
      .filter((c) => c.productId === p.id)
      .sort((a, b) => a.position - b.position)
      .map((c) => ({
        ...c,
        items: items
          .filter((i) => i.ps.compositionId === c.id)
          .sort((a, b) => a.ps.position - b.ps.position)
          .map((i) => ({ ...i.ps, name: i.name })),
      })),
    comboItems: combos.filter((c) => c.comboId === p.id).map(out),
    availabilities: avail.filter((a) => a.ownerId === p.id).map(out),
  }));
}
