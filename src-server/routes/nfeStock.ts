// A purchase NF-e's entry into stock. Processing the note enters each item that names a controlled insumo of the
// business (its internal code is the item's code, else the same name) as an `nfe_entry_input` movement grouped by
// the note, at the note's unit price, which becomes the insumo's cost (as bought). Reverting the note takes back
// what it entered (`nfe_entry_output_reversal`). The quantity is the note's, in the insumo's unit: a note in boxes
// for an insumo counted in units is not converted.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { newId } from '../../src-shared/ids/uuid.js';
import { updateRow } from '../db/rows.js';
import { inventoryMovements, subproducts } from '../db/schema.js';
import type { NoteItem } from '../db/tables/fiscal.js';
import type { StockCtx } from './orderStock.js';
import { insertMovements } from './stockLevels.js';
import type { Executor } from '../db/tx.js';

type Insumo = { id: string; name: string; internalCode: string | null };

const nameKey = (s: string) => s.trim().toLocaleLowerCase('pt-BR');

/** The controlled insumo each item names (by item number): its internal code first, then its name. */
export async function insumosOf(db: Executor, businessId: string, items: readonly NoteItem[]): Promise<Map<number, Insumo>> {
  const found = new Map<number, Insumo>();
  const codes = [...new Set(items.map((i) => i.code).filter(Boolean))];
  const names = [...new Set(items.map((i) => nameKey(i.description)).filter(Boolean))];
  if (items.length === 0) return found;
  const rows = await db
    .select({ id: subproducts.id, name: subproducts.name, internalCode: subproducts.internalCode })
    .from(subproducts)
    .where(
      and(
        eq(subproducts.businessId, businessId),
        isNull(subproducts.deletedAt),
        eq(subproducts.controlStock, true),
        or(codes.length ? inArray(subproducts.internalCode, codes) : undefined, names.length ? inArray(sql`lower(trim(${subproducts.name}))`, names) : undefined),
      ),
    );
  for (const item of items) {
    const hit = rows.find((r) => r.internalCode && r.internalCode === item.code) ?? rows.find((r) => nameKey(r.name) === nameKey(item.description));
    if (hit) found.set(item.n, hit);
  }
  return found;
}

/** Enters the note's insumo items into stock, grouped by the note; each insumo's cost becomes the price paid. */
export async function enterNoteStock(ctx: StockCtx, noteId: string, items: readonly NoteItem[]): Promise<number> {
  const insumos = await insumosOf(ctx.tx, ctx.businessId, items);
  const moves = items.flatMap((i) => {
    const insumo = insumos.get(i.n);
    return insumo && i.quantity > 0 ? [{ subproductId: insumo.id, quantity: i.quantity, unitCost: i.unitPrice }] : [];
  });
  await write(ctx, noteId, moves, 'nfe_entry_input');
  for (const m of moves) if (m.unitCost > 0) await updateRow(ctx.tx, subproducts, m.subproductId, { cost: m.unitCost, ...ctx.stamp() });
  return moves.length;
}

/** Takes back what the note entered and is still in (its group's movements summed per insumo). */
export async function revertNoteStock(ctx: StockCtx, noteId: string): Promise<void> {
  const entered = await ctx.tx
    .select({ subproductId: inventoryMovements.subproductId, total: sql<string>`sum(${inventoryMovements.quantity})` })
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.businessId, ctx.businessId), eq(inventoryMovements.groupId, noteId), isNull(inventoryMovements.deletedAt)))
    .groupBy(inventoryMovements.subproductId);
  const moves = entered.map((r) => ({ subproductId: r.subproductId, quantity: -Number(r.total), unitCost: null })).filter((m) => m.quantity !== 0);
  await write(ctx, noteId, moves, 'nfe_entry_output_reversal');
}

async function write(
  ctx: StockCtx,
  noteId: string,
  moves: readonly { subproductId: string; quantity: number; unitCost: number | null }[],
  type: 'nfe_entry_input' | 'nfe_entry_output_reversal',
): Promise<void> {
  if (moves.length === 0) return;
  await insertMovements(
    ctx.tx,
    ctx.businessId,
    moves.map((m) => ({
      id: newId(),
      businessId: ctx.businessId,
      subproductId: m.subproductId,
      type,
      quantity: m.quantity,
      unitCost: m.unitCost,
      note: null,
      groupId: noteId,
      inventoryId: null,
      userId: ctx.user.id,
      createdAt: ctx.now,
      ...ctx.stamp(),
    })),
  );
}
