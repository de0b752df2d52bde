// A sale of a product outside its availabilities (the rodízio at 11:09 when it is served from 18:00) is
// refused, on the business's clock: the same shared rule the counter applies before adding it. It is judged at
// the moment the order was taken: an order taken offline inside the hours and synced after them was a good sale.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describeAvailability, isAvailable, type Availability } from '../../src-shared/domain/availability.js';
import { timeOfId } from '../../src-shared/ids/uuid.js';
import { serverMessages as m } from '../../src-shared/i18n/server.js';
import { availabilities, businesses, products } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import type { WriteContext } from '../http/writes.js';

/** How long an order may wait in a terminal's outbox and still be judged at its taking (a day's service). */
export const TAKEN_AT_WINDOW_MS = 12 * 60 * 60_000;
/** How far ahead of the server's clock a terminal's clock may be. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * When the order was taken: the moment its UUIDv7 id was made at the terminal, believed within the window
 * (12 h back, 5 min ahead); else the server's now. The window bounds how far a made-up id can move the clock.
 */
export function takenAt(now: string, orderId: string | null | undefined): Date {
  const arrival = new Date(now);
  const made = orderId ? timeOfId(orderId) : null;
  if (!made) return arrival;
  const age = arrival.getTime() - made.getTime();
  return age <= TAKEN_AT_WINDOW_MS && age >= -CLOCK_SKEW_MS ? made : arrival;
}

export async function checkAvailableNow(
  ctx: WriteContext<unknown, unknown>,
  productIds: readonly string[],
  originId: string | null,
  orderId: string | null | undefined,
): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const rows = await ctx.tx
    .select()
    .from(availabilities)
    .where(and(eq(availabilities.businessId, ctx.businessId), eq(availabilities.ownerType, 'product'), inArray(availabilities.ownerId, ids), isNull(availabilities.deletedAt)));
  if (rows.length === 0) return;
  const [business] = await ctx.tx.select({ timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, ctx.businessId));
  const moment = { at: takenAt(ctx.now, orderId), timeZone: business?.timeZone ?? 'America/Sao_Paulo', originId };
  for (const id of ids) {
    const own: Availability[] = rows.filter((r) => r.ownerId === id);
    if (own.length === 0 || isAvailable(own, moment)) continue;
    const [product] = await ctx.tx.select({ name: products.name }).from(products).where(eq(products.id, id));
    throw conflict(m.conflict.productNotAvailableNow(product?.name ?? '', describeAvailability(own)));
  }
}
