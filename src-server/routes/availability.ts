// A sale of a product outside its availabilities (the rodízio at 11:09 when it is served from 18:00) is
// refused, on the business's clock: the same shared rule the counter applies before adding it.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describeAvailability, isAvailable, type Availability } from '../../src-shared/domain/availability.js';
import { serverMessages as m } from '../../src-shared/i18n/server.js';
import { availabilities, businesses, products } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import type { WriteContext } from '../http/writes.js';

export async function checkAvailableNow(ctx: WriteContext<unknown, unknown>, productIds: readonly string[], originId: string | null): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const rows = await ctx.tx
    .select()
    .from(availabilities)
    .where(and(eq(availabilities.businessId, ctx.businessId), eq(availabilities.ownerType, 'product'), inArray(availabilities.ownerId, ids), isNull(availabilities.deletedAt)));
  if (rows.length === 0) return;
  const [business] = await ctx.tx.select({ timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, ctx.businessId));
  const moment = { at: new Date(ctx.now), timeZone: business?.timeZone ?? 'America/Sao_Paulo', originId };
  for (const id of ids) {
    const own: Availability[] = rows.filter((r) => r.ownerId === id);
    if (own.length === 0 || isAvailable(own, moment)) continue;
    const [product] = await ctx.tx.select({ name: products.name }).from(products).where(eq(products.id, id));
    throw conflict(m.conflict.productNotAvailableNow(product?.name ?? '', describeAvailability(own)));
  }
}
