// Inventory (estoque, 002 §7 Inventory): every movement of a controlled subproduct (insumo), and the counts
// (inventários) saved as a whole. Quantities are thousandths of the subproduct's unit (1000 = 1 kg, 1 l or 1 un,
// as the recipe trees count them); costs are centavos per unit. The stock of a subproduct is the sum of its
// movements, kept in one row per subproduct (inventory_stocks) that each movement adds to; each movement keeps the
// balance it left, so the history reads without summing.
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A count of the stock (inventário): its movements are the adjustments it made. */
export const inventories = pgTable(
  'inventories',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
    note: text('note'),
    /** how many subproducts were counted (those unchanged included) */
    counted: integer('counted').notNull().default(0),
    userId: uuid('user_id'),
  },
  (t) => [index('inventories_business_idx').on(t.businessId, t.createdAt)],
);

export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
    subproductId: uuid('subproduct_id').notNull(),
    /** manual_input, manual_output, manual_write_off, production_input, production_output, positive_adjust, negative_adjust, order_output and order_output_reversal (002 §2) */
    type: text('type').notNull(),
    /** thousandths of the unit: positive in, negative out */
    quantity: integer('quantity').notNull(),
    /** the stock this movement left (thousandths) */
    balance: integer('balance').notNull(),
    /** centavos per unit, when the entry says what it cost */
    unitCost: integer('unit_cost'),
    note: text('note'),
    /** the write that made it: a production's or a count's movements share it; a sale's are its order's id */
    groupId: uuid('group_id').notNull(),
    inventoryId: uuid('inventory_id'),
    userId: uuid('user_id'),
  },
  (t) => [
    index('inventory_movements_subproduct_idx').on(t.businessId, t.subproductId, t.createdAt),
    index('inventory_movements_business_idx').on(t.businessId, t.createdAt),
    // a sale's movements are found by their order (orderStock.ts)
    index('inventory_movements_group_idx').on(t.businessId, t.groupId),
  ],
);

/**
 * The stock of each subproduct now: the sum of its live movements, added to by every movement as it is written
 * (stockLevels.ts), so a sale's movement reads one row instead of summing a history that grows with every sale.
 */
export const inventoryStocks = pgTable(
  'inventory_stocks',
  {
    businessId: uuid('business_id').notNull(),
    subproductId: uuid('subproduct_id').notNull(),
    /** thousandths of the unit */
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.subproductId] })],
);
