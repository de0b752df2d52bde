// The children of a product the counter's tables do not hold yet: what a rodízio allows, the extra kitchens a
// product also prints at, its links to delivery integrators, a product-subproduct's prices per size and its
// promotional sales, the price of an add-on inside a combo, and the product's fiscal configuration (NFC-e).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Columns of every mirrored collection (as in schema.ts). */
const mirrored = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

/** A product an all-you-can-eat product lets the table order, at this price (0: included). */
export const productAllowedProducts = pgTable(
  'product_allowed_products',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    allowedProductId: uuid('allowed_product_id').notNull(),
    price: integer('price').notNull().default(0),
  },
  (t) => [index('product_allowed_products_cursor_idx').on(t.businessId, t.changeSeq), index('product_allowed_products_product_idx').on(t.businessId, t.productId)],
);

/** A category whose products an all-you-can-eat product lets the table order. */
export const productAllowedCategories = pgTable(
  'product_allowed_categories',
  { ...mirrored(), productId: uuid('product_id').notNull(), categoryId: uuid('category_id').notNull() },
  (t) => [index('product_allowed_categories_cursor_idx').on(t.businessId, t.changeSeq), index('product_allowed_categories_product_idx').on(t.businessId, t.productId)],
);

/** Another kitchen a product's ticket also goes to (the pizza's drink to the bar). */
export const productSecondaryKitchens = pgTable(
  'product_secondary_kitchens',
  { ...mirrored(), productId: uuid('product_id').notNull(), kitchenId: uuid('kitchen_id').notNull() },
  (t) => [index('product_secondary_kitchens_cursor_idx').on(t.businessId, t.changeSeq), index('product_secondary_kitchens_product_idx').on(t.businessId, t.productId)],
);

/** A product's link to a delivery integrator of the business (001 §3 "Product integrator: product.id, businessIntegratorId"). */
export const productIntegrators = pgTable(
  'product_integrators',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    businessIntegratorId: uuid('business_integrator_id').notNull(),
    externalCode: text('external_code'),
  },
  (t) => [index('product_integrators_cursor_idx').on(t.businessId, t.changeSeq), index('product_integrators_product_idx').on(t.businessId, t.productId)],
);

/** The price of a product-subproduct (a flavour) in one size of the product (centavos). */
export const productSubproductPrices = pgTable(
  'product_subproduct_prices',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    productSubproductId: uuid('product_subproduct_id').notNull(),
    size: text('size').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('product_subproduct_prices_cursor_idx').on(t.businessId, t.changeSeq), index('product_subproduct_prices_ps_idx').on(t.businessId, t.productSubproductId)],
);

/** A promotional price of a product-subproduct over a period (centavos). */
export const productSubproductSales = pgTable(
  'product_subproduct_sales',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    productSubproductId: uuid('product_subproduct_id').notNull(),
    price: integer('price').notNull(),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    weekdays: integer('weekdays').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [index('product_subproduct_sales_cursor_idx').on(t.businessId, t.changeSeq), index('product_subproduct_sales_ps_idx').on(t.businessId, t.productSubproductId)],
);

/** The price of an add-on (a product-subproduct) when its product is sold inside a combo (centavos). */
export const comboProductProductSubproducts = pgTable(
  'combo_product_product_subproducts',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    productSubproductId: uuid('product_subproduct_id').notNull(),
    comboProductId: uuid('combo_product_id').notNull(),
    price: integer('price').notNull().default(0),
    available: boolean('available').notNull().default(true),
  },
  (t) => [index('combo_product_product_subproducts_cursor_idx').on(t.businessId, t.changeSeq)],
);

/** What the NFC-e says of a product: NCM, CEST, CFOP, CST (regime normal) or CSOSN (Simples Nacional), origin. */
export const productFiscalConfigs = pgTable(
  'product_fiscal_configs',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    ncm: text('ncm').notNull(),
    cest: text('cest'),
    cfop: text('cfop').notNull(),
    cst: text('cst'),
    csosn: text('csosn'),
    /** 0 nacional … 8 (the NF-e's `orig`) */
    origin: integer('origin').notNull().default(0),
    /** Regime normal's rates, in basis points (1800 = 18 %); null: the NFC-e builder's default (0, CST 49). */
    icmsRateBps: integer('icms_rate_bps'),
    pisCst: text('pis_cst'),
    pisRateBps: integer('pis_rate_bps'),
    cofinsCst: text('cofins_cst'),
    cofinsRateBps: integer('cofins_rate_bps'),
    /** The approximate tax burden (Lei 12.741/2012, IBPT table) printed as "Tributos totais incidentes". */
    approxTaxRateBps: integer('approx_tax_rate_bps'),
  },
  (t) => [
    index('product_fiscal_configs_cursor_idx').on(t.businessId, t.changeSeq),
    // One live configuration per product: the NFC-e builder reads exactly one.
    uniqueIndex('product_fiscal_configs_product_idx').on(t.businessId, t.productId).where(sql`${t.deletedAt} is null`),
  ],
);

/** An image of a product or of one of its items, stored by the server (base64) and served back by its id. */
export const productImages = pgTable(
  'product_images',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    /** set for an item's (product-subproduct's) image */
    productSubproductId: uuid('product_subproduct_id'),
    /** main, cover... (001 §3 "images (type, image)") */
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
  },
  (t) => [index('product_images_cursor_idx').on(t.businessId, t.changeSeq), index('product_images_product_idx').on(t.businessId, t.productId)],
);
