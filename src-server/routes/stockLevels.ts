// The stock levels the inventory and the sales share: the stock of a subproduct now (its row in inventory_stocks,
// the sum of its movements), the writing of movements that keeps that row, and what an order line takes of each
// subproduct it chose.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { preparedOn } from '../db/prepared.js';
import { insertRows, type Row } from '../db/rows.js';
import { inventoryMovements, inventoryStocks } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

/** The stock of each subproduct now (thousandths): one row each, whatever its history. */
export async function stockOf(db: Executor | Db, businessId: string, ids: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return stock;
  const rows = await db
    .select({ id: inventoryStocks.subproductId, total: inventoryStocks.quantity })
    .from(inventoryStocks)
    .where(and(eq(inventoryStocks.businessId, businessId), inArray(inventoryStocks.subproductId, [...ids])));
  for (const r of rows) stock.set(r.id, Number(r.total));
  return stock;
}

/**
 * Writes movements and adds them to their subproducts' stock rows, in the caller's transaction; each movement gets
 * the balance it left, in the order given. The stock rows are added to first and answer the stock after, so the
 * balances cost no read of their own (a sale's stock is one upsert and one insert). Every movement is written
 * here, so the rows stay the sums.
 */
export async function insertMovements(tx: Executor, businessId: string, rows: readonly ({ subproductId: string; quantity: number } & Record<string, unknown>)[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const delta = new Map<string, number>();
  for (const r of rows) delta.set(r.subproductId, (delta.get(r.subproductId) ?? 0) + r.quantity);
  const each = [...delta];
  const query = preparedOn(tx, `stock-add:${each.length}`, () =>
    tx
      .insert(inventoryStocks)
      .values(each.map((_, i) => ({ businessId: sql.placeholder('businessId'), subproductId: sql.placeholder(`s${i}`), quantity: sql.placeholder(`q${i}`) }) as never))
      .onConflictDoUpdate({ target: [inventoryStocks.businessId, inventoryStocks.subproductId], set: { quantity: sql`${inventoryStocks.quantity} + excluded.quantity` } })
      .returning({ id: inventoryStocks.subproductId, quantity: inventoryStocks.quantity }),
  );
  const after = (await query.execute(Object.fromEntries([['businessId', businessId], ...each.flatMap(([id, q], i) => [[`s${i}`, id], [`q${i}`, q]])]))) as { id: string; quantity: number }[];
  // Back from the stock after to the stock before these movements, then forward one movement at a time.
  const running = new Map(after.map((r) => [r.id, Number(r.quantity) - (delta.get(r.id) ?? 0)]));
  return insertRows(
    tx,
    inventoryMovements,
    rows.map((r) => {
      const balance = (running.get(r.subproductId) ?? 0) + r.quantity;
      running.set(r.subproductId, balance);
      return { ...r, balance };
    }),
  );
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
