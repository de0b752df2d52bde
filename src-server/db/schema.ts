// Tables of the platform, in the Postgres dialect shared by PGlite and PostgreSQL.
// After changing this file: `npx drizzle-kit generate` writes the next migration under db/migrations.
//
// Every collection a terminal mirrors carries business_id, updated_at, deleted_at (soft delete) and
// change_seq: the id of the write transaction that last touched the row (db/cursor.ts). Pulling
// `change_seq > cursor` up to the reader's horizon therefore returns every change, none skipped.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cursorIndex, mirrored, ts } from './columns.js';

// ---------------------------------------------------------------- businesses, users, auth

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  tradeName: text('trade_name'),
  document: text('document'),
  partnerId: uuid('partner_id'),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  /** Business config read by the counter (service fee, order numbering...). */
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  /** The change cursor: bumped once in every write transaction of this business. */
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
  orderNumberSeq: integer('order_number_seq').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type').notNull().default('employee'),
    /** Platform roles outside any business: admin, franchise. */
    platformRoles: text('platform_roles').array().notNull().default(sql`'{}'::text[]`),
    /** Carried by every token: a password change or a logout raises it, which ends every session issued before. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  // One live user per e-mail: a deleted user's e-mail can be given to a new one (a waiter hired back).
  (t) => [uniqueIndex('users_email_idx').on(t.email).where(sql`${t.deletedAt} is null`)],
);

export const userBusinesses = pgTable(
  'user_businesses',
  {
    ...mirrored(),
    userId: uuid('user_id').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [cursorIndex('user_businesses')(t), index('user_businesses_user_idx').on(t.userId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The business id, or 'root' for unscoped writes. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull(),
    /** json (not jsonb) keeps the answer's key order: a repeat gets the very same document */
    answer: json('answer').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // created_at: the pruning job (idempotency/prune.ts) deletes old keys by age without reading the whole table.
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    ...mirrored(),
    type: text('type').notNull(),
    severity: text('severity').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    userId: uuid('user_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [cursorIndex('audit_events')(t), index('audit_events_entity_idx').on(t.businessId, t.entityId)],
);

// ---------------------------------------------------------------- catalogue

export const origins = pgTable(
  'origins',
  {
    ...mirrored(),
    name: text('name').notNull(),
    /** Order channel: saloon, balcony, balconyDelivery, phone, whatsapp, ifood... */
    type: text('type').notNull(),
    deliveryMode: text('delivery_mode').notNull().default('balcony'),
    available: boolean('available').notNull().default(true),
  },
  (t) => [cursorIndex('origins')(t)],
);

export const catalogs = pgTable(
  'catalogs',
  { ...mirrored(), name: text('name').notNull(), originIds: uuid('origin_ids').array().notNull().default(sql`'{}'::uuid[]`) },
  (t) => [cursorIndex('catalogs')(t)],
);

export const categories = pgTable(
  'categories',
  {
    ...mirrored(),
    name: text('name').notNull(),
    categoryId: uuid('category_id'),
    kitchenId: uuid('kitchen_id'),
    position: integer('position').notNull().default(0),
    available: boolean('available').notNull().default(true),
  },
  (t) => [cursorIndex('categories')(t)],
);

export const catalogCategories = pgTable(
  'catalog_categories',
  {
    ...mirrored(),
    catalogId: uuid('catalog_id').notNull(),
    catalogCategoryId: uuid('catalog_category_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [cursorIndex('catalog_categories')(t)],
);

export const products = pgTable(
  'products',
  {
    ...mirrored(),
    /** unique, composite, allYouCanEat, combo */
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    internalCode: text('internal_code'),
    barcode: text('barcode'),
    categoryId: uuid('category_id'),
    kitchenId: uuid('kitchen_id'),
    /** centavos; for weighed items the price of one kilogram/litre (1000 thousandths). */
    price: integer('price').notNull().default(0),
    unit: text('unit').notNull().default('unity'),
    fractionalQuantity: boolean('fractional_quantity').notNull().default(false),
    /** Composite products: default, average, rounded_average, highest. */
    priceRule: text('price_rule'),
    maxFlavors: integer('max_flavors'),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    cursorIndex('products')(t),
    index('products_category_idx').on(t.businessId, t.categoryId),
    index('products_internal_code_idx').on(t.businessId, t.internalCode),
  ],
);

export const compositions = pgTable(
  'compositions',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    /** select (one), check (several), quantity (several of each) */
    selectionType: text('selection_type').notNull(),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(1),
    /** Whether this composition holds the flavours priced by the product's price rule. */
    flavors: boolean('flavors').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [cursorIndex('compositions')(t), index('compositions_product_idx').on(t.businessId, t.productId)],
);

export const subproducts = pgTable(
  'subproducts',
  {
    ...mirrored(),
    name: text('name').notNull(),
    /** feedstock, recipe, nominal */
    kind: text('kind').notNull().default('nominal'),
    internalCode: text('internal_code'),
    description: text('description'),
    controlStock: boolean('control_stock').notNull().default(false),
    available: boolean('available').notNull().default(true),
    /** What one unit (1 kg, 1 l, 1 un) costs, centavos: a feedstock's as bought, a recipe's from its tree (update-recipe-cost). */
    cost: integer('cost').notNull().default(0),
  },
  (t) => [cursorIndex('subproducts')(t)],
);

/** A subproduct offered in a composition, with its price there (centavos). */
export const productSubproducts = pgTable(
  'product_subproducts',
  {
    ...mirrored(),
    productId: uuid('product_id').notNull(),
    compositionId: uuid('composition_id').notNull(),
    subproductId: uuid('subproduct_id').notNull(),
    price: integer('price').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
    available: boolean('available').notNull().default(true),
  },
  (t) => [cursorIndex('product_subproducts')(t), index('product_subproducts_composition_idx').on(t.businessId, t.compositionId)],
);

export const comboProducts = pgTable(
  'combo_products',
  {
    ...mirrored(),
    comboId: uuid('combo_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1000),
    /** The share of the combo price this item carries (centavos). */
    price: integer('price').notNull().default(0),
  },
  (t) => [cursorIndex('combo_products')(t)],
);

/** Availabilities by weekday (0 = Sunday) and origin of products, categories, payment and delivery methods... */
export const availabilities = pgTable(
  'availabilities',
  {
    ...mirrored(),
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    weekdays: integer('weekdays').array().notNull().default(sql`'{}'::integer[]`),
    originIds: uuid('origin_ids').array().notNull().default(sql`'{}'::uuid[]`),
    userIds: uuid('user_ids').array().notNull().default(sql`'{}'::uuid[]`),
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (t) => [cursorIndex('availabilities')(t), index('availabilities_owner_idx').on(t.businessId, t.ownerId)],
);

// ---------------------------------------------------------------- printers and kitchens

export const printers = pgTable(
  'printers',
  {
    ...mirrored(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    size: text('size').notNull(),
    /** tcp, usb, serial, spooler */
    connection: text('connection').notNull().default('tcp'),
    address: text('address'),
    port: integer('port'),
    codePage: text('code_page').notNull().default('CP850'),
    copies: integer('copies').notNull().default(1),
    templates: jsonb('templates').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [cursorIndex('printers')(t)],
);

export const kitchens = pgTable(
  'kitchens',
  { ...mirrored(), name: text('name').notNull(), printerId: uuid('printer_id') },
  (t) => [cursorIndex('kitchens')(t)],
);

export const kitchenConditionalPrinters = pgTable(
  'kitchen_conditional_printers',
  {
    ...mirrored(),
    kitchenId: uuid('kitchen_id').notNull(),
    printerId: uuid('printer_id').notNull(),
    originIds: uuid('origin_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [cursorIndex('kitchen_conditional_printers')(t)],
);

// ---------------------------------------------------------------- entities, delivery

export const entities = pgTable(
  'entities',
  {
    ...mirrored(),
    /** customer, waiter, deliveryMan, provider, employee... */
    type: text('type').notNull(),
    name: text('name').notNull(),
    document: text('document'),
    email: text('email'),
    userId: uuid('user_id'),
    available: boolean('available').notNull().default(true),
    note: text('note'),
  },
  (t) => [cursorIndex('entities')(t), index('entities_type_idx').on(t.businessId, t.type)],
);

export const entityAddresses = pgTable(
  'entity_addresses',
  {
    ...mirrored(),
    entityId: uuid('entity_id').notNull(),
    type: text('type').notNull().default('residential'),
    cep: text('cep'),
    street: text('street').notNull(),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    state: text('state'),
    reference: text('reference'),
  },
  (t) => [cursorIndex('entity_addresses')(t), index('entity_addresses_entity_idx').on(t.businessId, t.entityId)],
);

export const entityPhones = pgTable(
  'entity_phones',
  { ...mirrored(), entityId: uuid('entity_id').notNull(), number: text('number').notNull(), main: boolean('main').notNull().default(false) },
  (t) => [cursorIndex('entity_phones')(t), index('entity_phones_number_idx').on(t.businessId, t.number)],
);

export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    ...mirrored(),
    name: text('name').notNull(),
    /** delivery, balcony, saloon, self_service, others */
    mode: text('mode').notNull(),
    fee: integer('fee').notNull().default(0),
    available: boolean('available').notNull().default(true),
  },
  (t) => [cursorIndex('delivery_methods')(t)],
);

// ---------------------------------------------------------------- tables, services, order pads

export const tables = pgTable(
  'tables',
  {
    ...mirrored(),
    /** table, order-slip, reference-point */
    type: text('type').notNull(),
    name: text('name').notNull(),
    number: integer('number'),
    token: text('token'),
    capacity: integer('capacity'),
  },
  (t) => [cursorIndex('tables')(t)],
);

export const services = pgTable(
  'services',
  {
    ...mirrored(),
    originId: uuid('origin_id'),
    /** open, closed, joined */
    status: text('status').notNull().default('open'),
    description: text('description'),
    occupants: integer('occupants').notNull().default(1),
    waiterId: uuid('waiter_id'),
    userId: uuid('user_id'),
    targetServiceId: uuid('target_service_id'),
    openedAt: ts('opened_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    printedAt: ts('printed_at'),
  },
  (t) => [cursorIndex('services')(t), index('services_status_idx').on(t.businessId, t.status)],
);

export const serviceTables = pgTable(
  'service_tables',
  {
    ...mirrored(),
    serviceId: uuid('service_id').notNull(),
    tableId: uuid('table_id').notNull(),
    releasedAt: ts('released_at'),
  },
  (t) => [cursorIndex('service_tables')(t), index('service_tables_table_idx').on(t.businessId, t.tableId)],
);

export const orderPads = pgTable(
  'order_pads',
  {
    ...mirrored(),
    serviceId: uuid('service_id').notNull(),
    description: text('description'),
    /** open, closed, canceled */
    status: text('status').notNull().default('open'),
    occupants: integer('occupants').notNull().default(1),
    serviceFeeEnabled: boolean('service_fee_enabled').notNull().default(true),
    /** basis points: 1000 = 10 % */
    serviceFeeRate: integer('service_fee_rate').notNull().default(1000),
    discountType: text('discount_type'),
    discountValue: integer('discount_value').notNull().default(0),
    entityId: uuid('entity_id'),
    userId: uuid('user_id'),
    cashRegisterAuditId: uuid('cash_register_audit_id'),
    closedAt: ts('closed_at'),
    canceledAt: ts('canceled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [cursorIndex('order_pads')(t), index('order_pads_service_idx').on(t.businessId, t.serviceId)],
);

export const orders = pgTable(
  'orders',
  {
    ...mirrored(),
    number: integer('number').notNull(),
    orderPadId: uuid('order_pad_id'),
    serviceId: uuid('service_id'),
    originId: uuid('origin_id'),
    originType: text('origin_type').notNull().default('balcony'),
    deliveryMode: text('delivery_mode').notNull().default('balcony'),
    status: text('status').notNull().default('pending'),
    trackingStatus: text('tracking_status'),
    paymentState: text('payment_state').notNull().default('pending'),
    paymentMode: text('payment_mode').notNull().default('postpaid'),
    entityId: uuid('entity_id'),
    entityAddressId: uuid('entity_address_id'),
    deliveryManId: uuid('delivery_man_id'),
    deliveryMethodId: uuid('delivery_method_id'),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    message: text('message'),
    userId: uuid('user_id'),
    kdsStatus: text('kds_status').notNull().default('none'),
    kdsIds: uuid('kds_ids').array().notNull().default(sql`'{}'::uuid[]`),
    kitchenNotifiedAt: ts('kitchen_notified_at'),
    deliveryCheckedAt: ts('delivery_checked_at'),
    dispatchedAt: ts('dispatched_at'),
    canceledAt: ts('canceled_at'),
    cashRegisterAuditId: uuid('cash_register_audit_id'),
  },
  (t) => [
    cursorIndex('orders')(t),
    index('orders_order_pad_idx').on(t.businessId, t.orderPadId),
    index('orders_status_idx').on(t.businessId, t.status),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    ...mirrored(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id').notNull(),
    comboId: uuid('combo_id'),
    allYouCanEatOrderProductId: uuid('all_you_can_eat_order_product_id'),
    name: text('name').notNull(),
    /** thousandths of a unit (grams for weighed items) */
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    selections: jsonb('selections').$type<unknown[]>().notNull().default([]),
    observation: text('observation'),
    /** preparing, done */
    kitchenStatus: text('kitchen_status').notNull().default('preparing'),
    userId: uuid('user_id'),
  },
  (t) => [cursorIndex('order_products')(t), index('order_products_order_idx').on(t.businessId, t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    ...mirrored(),
    orderPadId: uuid('order_pad_id').notNull(),
    paymentMethodId: uuid('payment_method_id').notNull(),
    creditCardBannerId: uuid('credit_card_banner_id'),
    /** the part of the bill this payment settles (centavos) */
    amount: integer('amount').notNull(),
    /** the gorjeta given with this payment, above the bill (centavos) */
    tip: integer('tip').notNull().default(0),
    /** what the customer handed over (cash), and the change given back */
    tendered: integer('tendered').notNull(),
    change: integer('change').notNull().default(0),
    cashRegisterAuditId: uuid('cash_register_audit_id'),
    userId: uuid('user_id'),
    note: text('note'),
    /** 002 §3 Payment: the one payment this part belongs to, when a payment is spread over several comandas */
    paymentId: uuid('payment_id'),
    /** 002 §3 Payment: the comandas that one payment covers */
    orderPads: jsonb('order_pads').$type<string[]>().notNull().default([]),
  },
  (t) => [cursorIndex('payments')(t), index('payments_order_pad_idx').on(t.businessId, t.orderPadId)],
);

export const transactionAccounts = pgTable(
  'transaction_accounts',
  {
    ...mirrored(),
    orderPadId: uuid('order_pad_id').notNull(),
    entityId: uuid('entity_id'),
    transactionAccountId: uuid('transaction_account_id'),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [cursorIndex('transaction_accounts')(t)],
);

export const transactionAccountEntries = pgTable(
  'transaction_account_entries',
  {
    ...mirrored(),
    transactionAccountId: uuid('transaction_account_id').notNull(),
    amount: integer('amount').notNull(),
    description: text('description'),
    userId: uuid('user_id'),
  },
  (t) => [cursorIndex('transaction_account_entries')(t)],
);

// ---------------------------------------------------------------- payment methods and cash

export const paymentMethods = pgTable(
  'payment_methods',
  {
    ...mirrored(),
    name: text('name').notNull(),
    /** money, credit, debit, pix, mealVoucher, voucher, pendency, courtesy, orderPadCredit, others... */
    type: text('type').notNull(),
    allowsChange: boolean('allows_change').notNull().default(false),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [cursorIndex('payment_methods')(t)],
);

export const creditCardBanners = pgTable(
  'credit_card_banners',
  { ...mirrored(), paymentMethodId: uuid('payment_method_id').notNull(), name: text('name').notNull() },
  (t) => [cursorIndex('credit_card_banners')(t)],
);

export const cashRegisters = pgTable(
  'cash_registers',
  { ...mirrored(), name: text('name').notNull() },
  (t) => [cursorIndex('cash_registers')(t)],
);

export const cashRegisterAudits = pgTable(
  'cash_register_audits',
  {
    ...mirrored(),
    cashRegisterId: uuid('cash_register_id').notNull(),
    userId: uuid('user_id'),
    /** open, closed */
    status: text('status').notNull().default('open'),
    openingAmount: integer('opening_amount').notNull().default(0),
    openedAt: ts('opened_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    closedBy: uuid('closed_by'),
    /** counted amounts per payment method at closing: { [paymentMethodId]: centavos } */
    counted: jsonb('counted').$type<Record<string, number>>(),
    note: text('note'),
  },
  (t) => [cursorIndex('cash_register_audits')(t), index('cash_register_audits_register_idx').on(t.businessId, t.cashRegisterId, t.status)],
);

export const cashRegisterEntries = pgTable(
  'cash_register_entries',
  {
    ...mirrored(),
    cashRegisterAuditId: uuid('cash_register_audit_id').notNull(),
    /** supply, bleeding */
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    description: text('description'),
    userId: uuid('user_id'),
  },
  (t) => [cursorIndex('cash_register_entries')(t), index('cash_register_entries_audit_idx').on(t.businessId, t.cashRegisterAuditId)],
);
export * from './tables/business.js';
export * from './tables/businessSetup.js';
export * from './tables/entities.js';
export * from './tables/locations.js';
export * from './tables/fiscal.js';
export * from './tables/nfeEmission.js';
export * from './tables/productKinds.js';
export * from './tables/catalog.js';
export * from './tables/subproducts.js';
export * from './tables/invitations.js';
export * from './tables/accounts.js';
export * from './tables/voiding.js';
export * from './tables/people.js';
export * from './tables/contractPlans.js';
export * from './tables/linkVendas.js';
export * from './tables/businessLogos.js';
export * from './tables/nfceZipEntries.js';
export * from './tables/sefazTls.js';
export * from './tables/inventory.js';
export * from './tables/financial.js';
export * from './tables/onlinePayment.js';
export * from './tables/integrators.js';
export * from './tables/billing.js';
