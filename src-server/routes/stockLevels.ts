// The stock levels the inventory and the sales share: the stock of a subproduct now (the sum of its movements) and
// what an order line takes of each subproduct it chose.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { inventoryMovements } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

/** The stock of each subproduct now: the sum of its movements (thousandths). */
export async function stockOf(db: Executor | Db, businessId: string, ids: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return stock;
  const rows = await db
    .select({ id: inventoryMovements.subproductId, total: sql<string>`coalesce(sum(${inventoryMovements.quantity}), 0)` })
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.businessId, businessId), inArray(inventoryMovements.subproductId, [...ids]), isNull(inventoryMovements.deletedAt)))
    .groupBy(inventoryMovements.subproductId);
  for (const r of rows) stock.set(r.id, Number(r.total));
  return stock;
}

export interface Selection {
  subproductId?: unknown;
  quantity?: unknown;
  fraction?: unknown;
}

/** What one order line takes of each subproduct it chose, in thousandths: each choice's quantity × its share × the line's quantity. */
export function needsOf(line: { quantity: number; selections: unknown }, into: Map<string, number>): void {
  const selections = Array.isArray(line.selections) ? (line.selections as Selection[]) : [];
  for (const s of selections) {
    if (typeof s.subproductId !== 'string') continue;
    const each = typeof s.quantity === 'number' ? s.quantity : 1000;
    const share = typeof s.fraction === 'number' ? s.fraction : 1000;
    const needed = Math.round((each * line.quantity * share) / 1_000_000);
    into.set(s.subproductId, (into.get(s.subproductId) ?? 0) + needed);
  }
}

