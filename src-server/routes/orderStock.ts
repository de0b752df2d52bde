// Selling takes from stock (002 §2: "order_output and its reversal"). What an order's live lines take of controlled
// insumos goes out as order_output movements grouped under the order's id; when a line changes, goes away, moves to
// another comanda or the order is cancelled, the difference comes back (order_output_reversal) or goes out. Each call
// settles an order to what its lines take now, so it can run after any change and twice without counting twice.
// A sale is never refused for stock, unlike a manual exit: the counter sells offline and the kitchen has already
// made the dish; the stock may go below zero and the next count (inventário) corrects it.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { InventoryMovementType } from '../../src-shared/api/schemas/inventory.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { inventoryMovements, orderProducts, orders, subproducts } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { insertMovements, needsOf, type Selection } from './stockLevels.js';

/** What a settle needs of a write: its transaction, business, user and clock. */
export interface StockCtx {
  tx: Executor;
  businessId: string;
  user: { id: string };
  now: string;
  stamp(): Record<string, unknown>;
}

/** Whether any of the lines chose a subproduct: a new order whose lines chose none takes nothing, and costs no query. */
export function takesStock(lines: readonly { selections: unknown }[]): boolean {
  return lines.some((l) => Array.isArray(l.selections) && (l.selections as Selection[]).some((s) => typeof s.subproductId === 'string'));
}

const SALE_TYPES: InventoryMovementType[] = ['order_output', 'order_output_reversal'];

/** Settles the stock of each order to what its live lines take now (nothing for a cancelled or deleted order). */
export async function settleOrderStock(ctx: StockCtx, orderIds: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const [lines, moved] = await Promise.all([
    ctx.tx
      .select({ orderId: orderProducts.orderId, quantity: orderProducts.quantity, selections: orderProducts.selections })
      .from(orderProducts)
      .innerJoin(orders, and(eq(orders.id, orderProducts.orderId), isNull(orders.deletedAt), ne(orders.status, 'canceled')))
      .where(and(eq(orderProducts.businessId, ctx.businessId), inArray(orderProducts.orderId, ids), isNull(orderProducts.deletedAt))),
    ctx.tx
      .select({ orderId: inventoryMovements.groupId, subproductId: inventoryMovements.subproductId, total: sql<string>`sum(${inventoryMovements.quantity})` })
      .from(inventoryMovements)
      .where(
        and(
          eq(inventoryMovements.businessId, ctx.businessId),
          inArray(inventoryMovements.groupId, ids),
          inArray(inventoryMovements.type, SALE_TYPES),
          isNull(inventoryMovements.deletedAt),
        ),
      )
      .groupBy(inventoryMovements.groupId, inventoryMovements.subproductId),
  ]);
  await settle(ctx, ids, lines, moved.map((r) => ({ ...r, total: Number(r.total) })));
}

/**
 * A new order: its lines are at hand, nothing of it moved yet, and the catalogue read to price it says which chosen
 * subproducts are controlled, so a sale of none of them costs no query at all.
 */
export async function takeNewOrderStock(ctx: StockCtx, orderId: string, lines: readonly { quantity: number; selections: unknown }[], controlled: ReadonlySet<string>): Promise<void> {
  if (controlled.size === 0 || !takesStock(lines)) return;
  await settle(ctx, [orderId], lines.map((l) => ({ orderId, quantity: l.quantity, selections: l.selections })), [], controlled);
}

/** Writes, per order and controlled insumo, the movement that brings what moved to what its lines take. */
async function settle(
  ctx: StockCtx,
  ids: readonly string[],
  lines: readonly { orderId: string; quantity: number; selections: unknown }[],
  moved: readonly { orderId: string; subproductId: string; total: number }[],
  /** the controlled subproducts when the caller knows them (else read here) */
  known?: ReadonlySet<string>,
): Promise<void> {
  const needs = new Map<string, Map<string, number>>();
  for (const l of lines) {
    const of = needs.get(l.orderId) ?? new Map<string, number>();
    needsOf(l, of);
    needs.set(l.orderId, of);
  }
  const subIds = new Set([...[...needs.values()].flatMap((m) => [...m.keys()]), ...moved.map((r) => r.subproductId)]);
  if (subIds.size === 0) return;
  // Only controlled insumos are counted; one that stopped being controlled keeps what it already moved.
  const counted =
    known ??
    new Set(
      (
        await ctx.tx
          .select({ id: subproducts.id })
          .from(subproducts)
          .where(and(eq(subproducts.businessId, ctx.businessId), inArray(subproducts.id, [...subIds]), isNull(subproducts.deletedAt), eq(subproducts.controlStock, true)))
      ).map((s) => s.id),
    );
  const current = new Map(moved.map((r) => [`${r.orderId} ${r.subproductId}`, r.total]));
  const changes: { orderId: string; subproductId: string; quantity: number }[] = [];
  for (const orderId of ids) {
    const wanted = new Map<string, number>();
    for (const [sub, qty] of needs.get(orderId) ?? []) if (counted.has(sub)) wanted.set(sub, -qty);
    for (const r of moved) if (r.orderId === orderId && counted.has(r.subproductId) && !wanted.has(r.subproductId)) wanted.set(r.subproductId, 0);
    for (const [sub, target] of wanted) {
      const diff = target - (current.get(`${orderId} ${sub}`) ?? 0);
      if (diff !== 0) changes.push({ orderId, subproductId: sub, quantity: diff });
    }
  }
  if (changes.length === 0) return;
  await insertMovements(
    ctx.tx,
    ctx.businessId,
    changes.map((c) => ({
      id: newId(),
      businessId: ctx.businessId,
      subproductId: c.subproductId,
      type: c.quantity < 0 ? 'order_output' : 'order_output_reversal',
      quantity: c.quantity,
      unitCost: null,
      note: null,
      groupId: c.orderId,
      inventoryId: null,
      userId: ctx.user.id,
      createdAt: ctx.now,
      ...ctx.stamp(),
    })),
  );
}
