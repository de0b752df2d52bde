// The business's setup beyond its own row (000 §3, §7 Business; 001 §7.5; 002 §7): its digital menu and sales
// link, order tracking notifications, origins paused for a while, delivery methods' conditional printers, the
// payment methods' integrators, its release to production, and the platform's base catalogues (no business).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cursorIndex, mirrored, ts } from '../columns.js';

/** The digital menu (cardápio digital): its public slug and logo. */
export const businessDigitalMenus = pgTable(
  'business_digital_menus',
  { ...mirrored(), slug: text('slug').notNull(), logo: text('logo'), active: boolean('active').notNull().default(true) },
  (t) => [cursorIndex('business_digital_menus')(t), uniqueIndex('business_digital_menus_slug_idx').on(t.slug).where(sql`deleted_at is null`)],
);

/** The online store's config (link de vendas): slug, logo and what the store shows. */
export const businessLinkVendasConfigs = pgTable(
  'business_link_vendas_configs',
  {
    ...mirrored(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    active: boolean('active').notNull().default(true),
    deliveryEnabled: boolean('delivery_enabled').notNull().default(true),
    pickupEnabled: boolean('pickup_enabled').notNull().default(true),
    /** centavos */
    minimumOrder: integer('minimum_order').notNull().default(0),
  },
  (t) => [cursorIndex('business_link_vendas_configs')(t), uniqueIndex('business_link_vendas_configs_slug_idx').on(t.slug).where(sql`deleted_at is null`)],
);

/** Which order statuses notify the customer, and how. */
export const businessTrackingNotificationConfigs = pgTable(
  'business_tracking_notification_configs',
  {
    ...mirrored(),
    enabled: boolean('enabled').notNull().default(true),
    channel: text('channel').notNull().default('whatsapp'),
    statuses: text('statuses').array().notNull().default(sql`'{}'::text[]`),
    message: text('message'),
  },
  (t) => [cursorIndex('business_tracking_notification_configs')(t)],
);

/** An origin (iFood, WhatsApp, the online store...) that stops taking orders until `until` (null: until turned back on). */
export const originUnavailabilities = pgTable(
  'origin_unavailabilities',
  {
    ...mirrored(),
    originId: uuid('origin_id').notNull(),
    unavailable: boolean('unavailable').notNull(),
    until: ts('until'),
    reason: text('reason'),
    userId: uuid('user_id'),
  },
  (t) => [cursorIndex('origin_unavailabilities')(t), uniqueIndex('origin_unavailabilities_origin_idx').on(t.businessId, t.originId)],
);

/** A printer that prints a delivery method's orders (besides the kitchens'). */
export const deliveryMethodConditionalPrinters = pgTable(
  'delivery_method_conditional_printers',
  { ...mirrored(), deliveryMethodId: uuid('delivery_method_id').notNull(), printerId: uuid('printer_id').notNull() },
  (t) => [cursorIndex('delivery_method_conditional_printers')(t), index('delivery_method_conditional_printers_method_idx').on(t.businessId, t.deliveryMethodId)],
);

/** The integrator (card machine, TEF, online payment) a payment method goes through. */
export const paymentMethodIntegrators = pgTable(
  'payment_method_integrators',
  { ...mirrored(), paymentMethodId: uuid('payment_method_id').notNull(), businessIntegratorId: uuid('business_integrator_id') },
  (t) => [cursorIndex('payment_method_integrators')(t), uniqueIndex('payment_method_integrators_method_idx').on(t.businessId, t.paymentMethodId)],
);

/** When a partner released the business to production (one row per business). */
export const businessProductionReleases = pgTable('business_production_releases', {
  businessId: uuid('business_id').primaryKey(),
  releasedAt: ts('released_at').notNull().defaultNow(),
  userId: uuid('user_id').notNull(),
});

/** Columns of the platform's base catalogues: no business; a business copies from them. */
const base = () => ({
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  available: boolean('available').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const deliveryMethodsBase = pgTable('delivery_methods_base', { ...base(), mode: text('mode').notNull() });
export const paymentMethodsBase = pgTable('payment_methods_base', { ...base(), type: text('type').notNull(), allowsChange: boolean('allows_change').notNull().default(false) });
export const creditCardBannersBase = pgTable('credit_card_banners_base', { ...base(), paymentMethodType: text('payment_method_type') });
