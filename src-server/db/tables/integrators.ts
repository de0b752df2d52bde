// Delivery marketplaces (000 §3 "Business integrator: id, businessIntegratorId, businessId, with an imported product
// catalog"; §7 Integrators). A business connects to a provider once (one row per business and provider); the
// provider's tokens stay here and are never read back to anyone. The marketplace's catalogue is kept as imported, each
// item mapped to one of our products when one matches. Every order pulled from a provider is recorded with the
// provider's id under a unique key, so a pull repeated (or two pulls at once) makes each order exactly once. A
// dispatch to a logistics provider (delmatch, entregas10) is kept with the provider's shipment id, to cancel it.
import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cursorIndex, mirrored, ts } from '../columns.js';

/** The link of a business to one marketplace (the spec's business integrator). */
export const businessIntegrators = pgTable(
  'business_integrators',
  {
    ...mirrored(),
    /** one of the supported integrators (000 §3), as spelt */
    provider: text('provider').notNull(),
    /** the business's id at the provider (its merchant or store id): the spec's businessIntegratorId */
    externalId: text('external_id'),
    /** pending (user code asked, not yet authorised), connected, disconnected */
    status: text('status').notNull().default('pending'),
    /** the user code flow's code and verifier, then the access and refresh tokens: server-side only */
    credentials: jsonb('credentials').$type<Record<string, unknown>>().notNull().default({}),
    /** the settings the back office edits (PUT integrators/{id}): name, automatic pull, average times */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    lastPulledAt: ts('last_pulled_at'),
    catalogImportedAt: ts('catalog_imported_at'),
    catalogPushedAt: ts('catalog_pushed_at'),
  },
  (t) => [cursorIndex('business_integrators')(t), uniqueIndex('business_integrators_provider_idx').on(t.businessId, t.provider)],
);

/** One item of a marketplace's catalogue, as imported, and our product it stands for (null: none matched yet). */
export const integratorCatalogItems = pgTable(
  'integrator_catalog_items',
  {
    ...mirrored(),
    businessIntegratorId: uuid('business_integrator_id').notNull(),
    externalCode: text('external_code').notNull(),
    name: text('name').notNull(),
    /** centavos, the marketplace's price */
    price: integer('price').notNull().default(0),
    productId: uuid('product_id'),
  },
  (t) => [cursorIndex('integrator_catalog_items')(t), uniqueIndex('integrator_catalog_items_code_idx').on(t.businessIntegratorId, t.externalCode)],
);

/** An order pulled from a marketplace: the provider's id once, our order it became. */
export const integratorOrders = pgTable(
  'integrator_orders',
  {
    ...mirrored(),
    businessIntegratorId: uuid('business_integrator_id').notNull(),
    externalId: text('external_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** the last status told to the provider (deliveryMuch change-status), null before */
    providerStatus: text('provider_status'),
  },
  (t) => [cursorIndex('integrator_orders')(t), uniqueIndex('integrator_orders_external_idx').on(t.businessIntegratorId, t.externalId)],
);

/** A delivery handed to a logistics provider (delmatch, entregas10 dispatch); canceled by cancel-shipping. */
export const integratorShipments = pgTable(
  'integrator_shipments',
  {
    ...mirrored(),
    businessIntegratorId: uuid('business_integrator_id').notNull(),
    orderId: uuid('order_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    /** requested, canceled */
    status: text('status').notNull().default('requested'),
    trackingUrl: text('tracking_url'),
  },
  (t) => [cursorIndex('integrator_shipments')(t)],
);
