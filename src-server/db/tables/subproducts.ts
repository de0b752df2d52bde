// Subproducts' own collections (001 §3, §7.3): their categories, feedstock categories, and the recipe trees (ficha
// técnica: which feedstocks or recipes a recipe takes, in thousandths of their unit). Subproducts are in schema.ts.
// The mirrored columns are declared here again: schema.ts re-exports this file (see tables/catalog.ts).
import { bigint, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const mirrored = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});
const cursorIndex = (name: string) => (t: { businessId: AnyPgColumn; changeSeq: AnyPgColumn }) => index(`${name}_cursor_idx`).on(t.businessId, t.changeSeq);

export const subproductCategories = pgTable(
  'subproduct_categories',
  { ...mirrored(), name: text('name').notNull(), position: integer('position').notNull().default(0) },
  (t) => [cursorIndex('subproduct_categories')(t)],
);

export const feedstockCategories = pgTable(
  'feedstock_categories',
  { ...mirrored(), name: text('name').notNull(), position: integer('position').notNull().default(0) },
  (t) => [cursorIndex('feedstock_categories')(t)],
);

/** One line of a recipe: `subproductId` taken by `subproductParentId`, `quantity` in thousandths of its unit. */
export const subproductTrees = pgTable(
  'subproduct_trees',
  {
    ...mirrored(),
    subproductParentId: uuid('subproduct_parent_id').notNull(),
    subproductId: uuid('subproduct_id').notNull(),
    quantity: integer('quantity').notNull().default(1000),
  },
  (t) => [cursorIndex('subproduct_trees')(t), index('subproduct_trees_parent_idx').on(t.businessId, t.subproductParentId)],
);

/** A subproduct's picture: the row is mirrored, the bytes are in image_files (tables/catalog.ts). */
export const subproductImages = pgTable(
  'subproduct_images',
  {
    ...mirrored(),
    subproductId: uuid('subproduct_id').notNull(),
    /** main, cover */
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [cursorIndex('subproduct_images')(t)],
);
