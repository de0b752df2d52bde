// The menu's own collections (001 §7.4): category sales and integrator links, a flavour's price per size, a combo's
// choices of a composition, other fees, kitchen displays (KDS) and a kitchen's conditional KDS. Catalogs,
// categories, compositions, their subproducts and availabilities are in schema.ts; these join them.
// The mirrored columns are declared here again (not imported): schema.ts re-exports this file, so importing it
// back would read its helpers before they exist.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
const uuids = (name: string) => uuid(name).array().notNull().default(sql`'{}'::uuid[]`);

/** A promotion on a category's products: a discount (centavos, or hundredths of a percent) between two dates. */
export const categorySales = pgTable(
  'category_sales',
  {
    ...mirrored(),
    categoryId: uuid('category_id').notNull(),
    name: text('name'),
    /** value, percentage */
    discountType: text('discount_type').notNull(),
    discount: integer('discount').notNull(),
    /** YYYY-MM-DD, both days included */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  },
  (t) => [cursorIndex('category_sales')(t), index('category_sales_category_idx').on(t.businessId, t.categoryId)],
);

/** A category's link to a marketplace integration (its code there). */
export const categoryIntegrators = pgTable(
  'category_integrators',
  { ...mirrored(), categoryId: uuid('category_id').notNull(), businessIntegratorId: uuid('business_integrator_id').notNull(), externalCode: text('external_code') },
  (t) => [cursorIndex('category_integrators')(t)],
);

/** A category's picture: the row is mirrored, the bytes are served from image_files. */
export const categoryImages = pgTable(
  'category_images',
  {
    ...mirrored(),
    categoryId: uuid('category_id').notNull(),
    /** main, cover */
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [cursorIndex('category_images')(t)],
);

/** The bytes of a menu picture (a category's or a subproduct's, by the picture's id; base64), kept out of the mirror. */
export const imageFiles = pgTable('image_files', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  data: text('data').notNull(),
});

/** A subproduct's price in a composition at one size (the size is an option of the product's size composition). */
export const compositionPrices = pgTable(
  'composition_prices',
  {
    ...mirrored(),
    compositionId: uuid('composition_id').notNull(),
    productSubproductId: uuid('product_subproduct_id').notNull(),
    sizeId: uuid('size_id'),
    price: integer('price').notNull(),
  },
  (t) => [cursorIndex('composition_prices')(t)],
);

/** Which options of a composition a combo's item offers, at what price inside the combo. */
export const comboProductCompositionSubproducts = pgTable(
  'combo_product_composition_subproducts',
  {
    ...mirrored(),
    compositionId: uuid('composition_id').notNull(),
    comboProductId: uuid('combo_product_id').notNull(),
    productSubproductId: uuid('product_subproduct_id').notNull(),
    price: integer('price').notNull().default(0),
    available: boolean('available').notNull().default(true),
  },
  (t) => [cursorIndex('combo_product_composition_subproducts')(t)],
);

/** A fee added to a bill besides the service fee (packaging, cover charge): centavos or hundredths of a percent. */
export const otherFees = pgTable(
  'other_fees',
  {
    ...mirrored(),
    name: text('name').notNull(),
    /** value, percentage */
    type: text('type').notNull(),
    value: integer('value').notNull(),
    originIds: uuids('origin_ids'),
    automatic: boolean('automatic').notNull().default(false),
    available: boolean('available').notNull().default(true),
  },
  (t) => [cursorIndex('other_fees')(t)],
);

/** A kitchen display: the kitchens whose items it shows, and when an order turns late on it. */
export const kds = pgTable(
  'kds',
  {
    ...mirrored(),
    name: text('name').notNull(),
    kitchenIds: uuids('kitchen_ids'),
    originIds: uuids('origin_ids'),
    warningMinutes: integer('warning_minutes').notNull().default(10),
    lateMinutes: integer('late_minutes').notNull().default(20),
    available: boolean('available').notNull().default(true),
  },
  (t) => [cursorIndex('kds')(t)],
);

/** A kitchen's items also shown on a KDS for some origins (like a conditional printer). */
export const kitchenConditionalKds = pgTable(
  'kitchen_conditional_kds',
  { ...mirrored(), kitchenId: uuid('kitchen_id').notNull(), kdsId: uuid('kds_id').notNull(), originIds: uuids('origin_ids') },
  (t) => [cursorIndex('kitchen_conditional_kds')(t)],
);
