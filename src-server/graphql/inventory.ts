// Inventory reads: inventoryMovements (002 §7 Inventory, GQL), the history a subproduct's stock went through, newest
// first; and inventoryStock, our addition (the spec reads no balances), each controlled subproduct with its stock
// now. Quantities are thousandths of the unit, costs centavos. The tenant guard applies.
import { and, asc, desc, eq, gte, ilike, isNull, lte, max, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { InventoryMovementView, InventoryStockView } from '../../src-shared/api/schemas/inventory.js';
import type { Db } from '../db/database.js';
import { inventoryMovements, subproducts, users } from '../db/schema.js';
import { isoTimestamp } from '../http/serialize.js';
import { parse } from '../http/validate.js';
import type { GraphqlContext } from './schema.js';

export const inventorySdl = /* GraphQL */ `
"one stock movement: quantity signed (in +, out -) and the balance it left, thousandths of the unit; unitCost centavos"
type InventoryMovement {
  id: ID!
  subproductId: ID!
  subproductName: String!
  type: String!
  quantity: Float!
  balance: Float!
  unitCost: Float
  note: String
  groupId: ID!
  inventoryId: ID
  userName: String
  createdAt: String!
}

"a controlled subproduct and its stock now (thousandths of its unit); cost centavos per unit"
type InventoryStock {
  subproductId: ID!
  name: String!
  kind: String!
  internalCode: String
  cost: Float!
  stock: Float!
  lastMovementAt: String
}

extend type Query {
  "gqlInventoryMovements: the movements, newest first; of one subproduct, in dateFilters {start, end} ISO, at most limit (default 200, up to 1000)"
  inventoryMovements(businessId: ID!, subproductId: ID, dateFilters: JSON, limit: Int): [InventoryMovement!]!
  "our addition: the subproducts whose stock is controlled, with their stock now, by name or internal code"
  inventoryStock(businessId: ID!, term: String): [InventoryStock!]!
}
`;

const movementArgs = z.object({
  subproductId: z.uuid('Insumo inválido').nullish(),
  dateFilters: z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }, 'Informe o período com início e fim ISO 8601').nullish(),
  limit: z.int().min(1, 'O limite vai de 1 a 1000').max(1000, 'O limite vai de 1 a 1000').nullish(),
});

/** The controlled subproducts of the business with their stock, by name (the screen's list and the report's). */
export async function stockList(db: Db, businessId: string, term?: string | null): Promise<InventoryStockView[]> {
  const t = term?.trim();
  const moved = db
    .select({
      subproductId: inventoryMovements.subproductId,
      stock: sql<string>`sum(${inventoryMovements.quantity})`.as('stock'),
      last: max(inventoryMovements.createdAt).as('last'),
    })
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.businessId, businessId), isNull(inventoryMovements.deletedAt)))
    .groupBy(inventoryMovements.subproductId)
    .as('moved');
  const rows = await db
    .select({ s: subproducts, stock: moved.stock, last: moved.last })
    .from(subproducts)
    .leftJoin(moved, eq(moved.subproductId, subproducts.id))
    .where(
      and(
        eq(subproducts.businessId, businessId),
        isNull(subproducts.deletedAt),
        eq(subproducts.controlStock, true),
        t ? or(ilike(subproducts.name, `%${t}%`), eq(subproducts.internalCode, t)) : undefined,
      ),
    )
    .orderBy(asc(subproducts.name), asc(subproducts.id));
  return rows
    .map((r) => ({
      subproductId: r.s.id,
      name: r.s.name,
      kind: r.s.kind,
      internalCode: r.s.internalCode,
      cost: r.s.cost,
      stock: Number(r.stock ?? 0),
      lastMovementAt: r.last ? isoTimestamp(r.last) : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

type MovementArgs = { businessId: string; subproductId?: string | null; dateFilters?: unknown; limit?: number | null };

export const inventoryResolvers = {
  inventoryMovements: async (args: MovementArgs, ctx: GraphqlContext): Promise<InventoryMovementView[]> => {
    await ctx.allow(args.businessId);
    const a = parse(movementArgs, { subproductId: args.subproductId, dateFilters: args.dateFilters, limit: args.limit });
    const m = inventoryMovements;
    const rows = await ctx.deps.db
      .select({ m, subproductName: subproducts.name, userName: users.name })
      .from(m)
      .innerJoin(subproducts, eq(subproducts.id, m.subproductId))
      .leftJoin(users, eq(users.id, m.userId))
      .where(
        and(
          eq(m.businessId, args.businessId),
          isNull(m.deletedAt),
          a.subproductId ? eq(m.subproductId, a.subproductId) : undefined,
          a.dateFilters ? gte(m.createdAt, new Date(a.dateFilters.start).toISOString()) : undefined,
          a.dateFilters ? lte(m.createdAt, new Date(a.dateFilters.end).toISOString()) : undefined,
        ),
      )
      // Movements of one write share its instant: their ids (UUIDv7) keep the order they were made in.
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(a.limit ?? 200);
    return rows.map((r) => ({
      id: r.m.id,
      subproductId: r.m.subproductId,
      subproductName: r.subproductName,
      type: r.m.type as InventoryMovementView['type'],
      quantity: r.m.quantity,
      balance: r.m.balance,
      unitCost: r.m.unitCost,
      note: r.m.note,
      groupId: r.m.groupId,
      inventoryId: r.m.inventoryId,
      userName: r.userName,
      createdAt: isoTimestamp(r.m.createdAt),
    }));
  },
  inventoryStock: async (args: { businessId: string; term?: string | null }, ctx: GraphqlContext): Promise<InventoryStockView[]> => {
    await ctx.allow(args.businessId);
    return stockList(ctx.deps.db, args.businessId, args.term);
  },
};
