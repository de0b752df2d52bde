// Inventory (estoque, 002 §7 Inventory): entries, exits, recipe production, adjustments and whole counts of the
// controlled subproducts (insumos), each write declared once in src-shared/writes/inventory.ts; and the checks of
// what an order's item or a whole comanda takes from stock. Moving stock is a manager's (like the menu it counts);
// the checks are the counter's (read). Stock never goes below zero: a write that would says what is short. An entry
// with its unit cost makes that the insumo's cost (the last purchase's).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { InventoryCheck, InventoryMovementType } from '../../src-shared/api/schemas/inventory.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { inventoryMessages as m } from '../../src-shared/i18n/inventory.js';
import * as w from '../../src-shared/writes/inventory.js';
import { requestContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { findLive, idExists, insertRow, updateRow, type Row } from '../db/rows.js';
import { inventories, inventoryMovements, orderPads, orderProducts, orders, subproducts, subproductTrees } from '../db/schema.js';
import { conflict, found } from '../http/errors.js';
import { idRefused } from '../http/validate.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { registerInventoryReport } from './inventoryReport.js';
import { insertMovements, needsOf, stockOf } from './stockLevels.js';

/** What order lines take of each subproduct, and whether their sale already took it from stock. */
interface Needs {
  needs: Map<string, number>;
  sold: boolean;
}

/** What the helpers read of a write's context: not its body or params, so any inventory write's context is one. */
type Ctx = Pick<WriteContext<unknown, Record<string, string>>, 'tx' | 'businessId' | 'idFor' | 'stamp' | 'user' | 'now'>;
type Subproduct = typeof subproducts.$inferSelect;

/** A live subproduct of the business whose stock is controlled (404, or 409 saying how to control it). */
async function controlled(ctx: Ctx, id: string): Promise<Subproduct> {
  const row = found(await findLive(ctx.tx, subproducts, ctx.businessId, id), m.notFound.subproduct) as unknown as Subproduct;
  if (!row.controlStock) throw conflict(m.conflict.notControlled(row.name));
  return row;
}

interface Move {
  subproduct: Subproduct;
  type: InventoryMovementType;
  /** signed thousandths */
  quantity: number;
  unitCost?: number | null;
}

/**
 * Writes the movements of one write (a production's or a count's together, under one group id), each with the
 * balance it leaves; refuses them all, saying what is short, when any would leave a stock below zero.
 */
async function move(ctx: Ctx, body: { id?: string | undefined; note?: string | null | undefined }, moves: Move[], inventoryId: string | null = null): Promise<Row[]> {
  const groupId = ctx.idFor(body.id);
  if (body.id && (await idExists(ctx.tx, inventoryMovements, groupId))) throw idRefused();
  const stock = await stockOf(ctx.tx, ctx.businessId, [...new Set(moves.map((x) => x.subproduct.id))]);
  const short: { name: string; missing: number }[] = [];
  const rows = moves.map((x, i) => {
    const balance = (stock.get(x.subproduct.id) ?? 0) + x.quantity;
    stock.set(x.subproduct.id, balance);
    if (balance < 0) short.push({ name: x.subproduct.name, missing: -balance });
    return {
      // The first movement carries the write's id (the client's, made where it was born); the others are new.
      id: i === 0 ? groupId : newId(),
      businessId: ctx.businessId,
      subproductId: x.subproduct.id,
      type: x.type,
      quantity: x.quantity,
      balance,
      unitCost: x.unitCost ?? null,
      note: body.note ?? null,
      groupId,
      inventoryId,
      userId: ctx.user.id,
      createdAt: ctx.now,
      ...ctx.stamp(),
    };
  });
  if (short.length > 0) throw conflict(m.conflict.short(short));
  return insertMovements(ctx.tx, ctx.businessId, rows);
}

const answer = (id: string, movements: Row[]) => ({ status: 201, body: { id, movements } });

/**
 * The controlled subproducts among the needs, with the stock there is for them: the stock now, plus what these very
 * lines took when they were sold (orderStock.ts), so a check after the sale does not count the sale twice.
 */
async function checkOf(db: Db, businessId: string, { needs, sold }: Needs): Promise<InventoryCheck> {
  const ids = [...needs.keys()];
  const subs = ids.length
    ? await db
        .select()
        .from(subproducts)
        .where(and(eq(subproducts.businessId, businessId), inArray(subproducts.id, ids), isNull(subproducts.deletedAt), eq(subproducts.controlStock, true)))
    : [];
  const stock = await stockOf(db, businessId, subs.map((s) => s.id));
  const items = subs
    .map((s) => {
      const needed = needs.get(s.id) ?? 0;
      const has = (stock.get(s.id) ?? 0) + (sold ? needed : 0);
      return { subproductId: s.id, name: s.name, needed, stock: has, short: has < needed };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { found: items.length > 0, items };
}

export function registerInventory(app: FastifyInstance, deps: WriteDeps): void {
  registerWrite(app, deps, {
    ...routeOf(w.inventoryMovementsManualInput),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const sub = await controlled(ctx, b.subproductId);
      const rows = await move(ctx, b, [{ subproduct: sub, type: 'manual_input', quantity: b.quantity, unitCost: b.unitCost ?? null }]);
      // What was paid last is what one unit costs now: recipes, CMV and the stock's value follow the purchase.
      if (b.unitCost != null && b.unitCost !== sub.cost) await updateRow(ctx.tx, subproducts, sub.id, { cost: b.unitCost, ...ctx.stamp() });
      return answer(rows[0]!.id, rows);
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.inventoryMovementsManualOutput),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const sub = await controlled(ctx, b.subproductId);
      const rows = await move(ctx, b, [{ subproduct: sub, type: b.writeOff ? 'manual_write_off' : 'manual_output', quantity: -b.quantity }]);
      return answer(rows[0]!.id, rows);
    },
  });
  // A recipe made: it comes in, and what its tree takes of each controlled ingredient goes out (an ingredient
  // whose stock is not controlled is not counted). Nested recipes go out of their own stock, made before.
  registerWrite(app, deps, {
    ...routeOf(w.inventoryMovementsRecipeProduction),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const recipe = await controlled(ctx, b.subproductId);
      if (recipe.kind !== 'recipe') throw conflict(m.conflict.notARecipe(recipe.name));
      const lines = await ctx.tx
        .select({ sub: subproducts, quantity: subproductTrees.quantity })
        .from(subproductTrees)
        .innerJoin(subproducts, and(eq(subproducts.id, subproductTrees.subproductId), isNull(subproducts.deletedAt)))
        .where(and(eq(subproductTrees.businessId, ctx.businessId), eq(subproductTrees.subproductParentId, recipe.id), isNull(subproductTrees.deletedAt)));
      if (lines.length === 0) throw conflict(m.conflict.emptyRecipe(recipe.name));
      const taken: Move[] = lines
        .filter((l) => l.sub.controlStock)
        .map((l) => ({ subproduct: l.sub, type: 'production_output' as const, quantity: -Math.round((l.quantity * b.quantity) / 1000) }))
        .filter((x) => x.quantity !== 0);
      const rows = await move(ctx, b, [{ subproduct: recipe, type: 'production_input', quantity: b.quantity }, ...taken]);
      return answer(rows[0]!.id, rows);
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.inventoryMovementsInventoryAdjust),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const sub = await controlled(ctx, b.subproductId);
      const now = (await stockOf(ctx.tx, ctx.businessId, [sub.id])).get(sub.id) ?? 0;
      if (now === b.counted) throw conflict(m.conflict.unchanged(sub.name, now));
      const diff = b.counted - now;
      const rows = await move(ctx, b, [{ subproduct: sub, type: diff > 0 ? 'positive_adjust' : 'negative_adjust', quantity: diff }]);
      return answer(rows[0]!.id, rows);
    },
  });
  // A whole count (inventário): kept as one inventory, with an adjustment for each subproduct counted otherwise.
  registerWrite(app, deps, {
    ...routeOf(w.inventoriesSave),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const id = ctx.idFor(b.id);
      if (b.id && (await idExists(ctx.tx, inventories, id))) throw idRefused();
      const subs: Subproduct[] = [];
      for (const item of b.items) subs.push(await controlled(ctx, item.subproductId));
      const stock = await stockOf(ctx.tx, ctx.businessId, subs.map((s) => s.id));
      const moves: Move[] = b.items
        .map((item, i) => ({ sub: subs[i]!, diff: item.counted - (stock.get(item.subproductId) ?? 0) }))
        .filter((x) => x.diff !== 0)
        .map((x) => ({ subproduct: x.sub, type: x.diff > 0 ? 'positive_adjust' : 'negative_adjust', quantity: x.diff }));
      const inventory = await insertRow(ctx.tx, inventories, { id, businessId: ctx.businessId, note: b.note ?? null, counted: b.items.length, userId: ctx.user.id, createdAt: ctx.now, ...ctx.stamp() });
      const rows = await move(ctx, { note: b.note }, moves, id);
      return { status: 201, body: { ...inventory, movements: rows } };
    },
  });

  const check = (path: string, needs: (db: Db, businessId: string, id: string) => Promise<Needs>) =>
    app.get(`/businesses/:businessId/inventories/${path}/:id`, async (req: FastifyRequest, reply: FastifyReply) => {
      const { businessId, id } = req.params as { businessId: string; id: string };
      // The tenant guard first: another business's token learns nothing, not even a 404.
      const user = await deps.guard.user(req);
      await deps.guard.business(user, businessId, requestContext(req), 'read');
      return reply.send(await checkOf(deps.db, businessId, await needs(deps.db, businessId, id)));
    });
  check('check-inventory-by-order-product', async (db, businessId, id) => {
    const line = found(await findLive(db, orderProducts, businessId, id), m.notFound.orderProduct);
    const order = await findLive(db, orders, businessId, String(line.orderId));
    const needs = new Map<string, number>();
    needsOf(line as unknown as { quantity: number; selections: unknown }, needs);
    return { needs, sold: !!order && order.status !== 'canceled' };
  });
  check('check-inventory-by-order-pad', async (db, businessId, id) => {
    found(await findLive(db, orderPads, businessId, id), m.notFound.orderPad);
    const lines = await db
      .select({ quantity: orderProducts.quantity, selections: orderProducts.selections })
      .from(orderProducts)
      .innerJoin(orders, and(eq(orders.id, orderProducts.orderId), isNull(orders.deletedAt), ne(orders.status, 'canceled')))
      .where(and(eq(orderProducts.businessId, businessId), eq(orders.orderPadId, id), isNull(orderProducts.deletedAt)));
    const needs = new Map<string, number>();
    for (const l of lines) needsOf(l, needs);
    return { needs, sold: true };
  });
  registerInventoryReport(app, deps);
}
