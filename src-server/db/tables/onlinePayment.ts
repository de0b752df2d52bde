// Online payment (002 §7 Online payment, fields not shown; our reading): the business's onboarding at the payment
// provider (a sub-acquirer): its legal person and owner (KYC), the documents sent, its bank accounts (exactly one
// main: the one that receives), the split rule (platform and partner shares, in basis points: the business gets the
// rest), the cards its store customers keep (the provider's token, brand and last four digits: never the number),
// and the charges made for orders (paid, refunded). Not mirrored: the counter reads them from the server while
// online (a customer's card tokens stay on the server). Money in centavos.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const base = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The business owner at the provider: the legal person (CNPJ) and the person answering for it (CPF). */
export const onlinePaymentOwners = pgTable(
  'online_payment_owners',
  {
    ...base(),
    /** the seller's id at the provider */
    providerSellerId: text('provider_seller_id').notNull(),
    /** pending (KYC under way) or active (charges taken), as the provider last answered */
    status: text('status').notNull(),
    document: text('document').notNull(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name'),
    mcc: text('mcc'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerDocument: text('owner_document').notNull(),
    ownerBirthDate: text('owner_birth_date'),
    address: jsonb('address'),
  },
  (t) => [uniqueIndex('online_payment_owners_business_idx').on(t.businessId)],
);

/** A document sent to the provider for KYC; the file itself is the provider's (we keep what was sent). */
export const onlinePaymentDocuments = pgTable(
  'online_payment_documents',
  {
    ...base(),
    providerDocumentId: text('provider_document_id').notNull(),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [index('online_payment_documents_business_idx').on(t.businessId)],
);

export const onlinePaymentBankAccounts = pgTable(
  'online_payment_bank_accounts',
  {
    ...base(),
    providerAccountId: text('provider_account_id').notNull(),
    bankCode: text('bank_code').notNull(),
    agency: text('agency').notNull(),
    account: text('account').notNull(),
    accountDigit: text('account_digit'),
    /** checking or savings */
    accountType: text('account_type').notNull(),
    holderName: text('holder_name').notNull(),
    holderDocument: text('holder_document').notNull(),
    /** the one account that receives: exactly one of the live ones */
    main: boolean('main').notNull().default(false),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('online_payment_bank_accounts_business_idx').on(t.businessId)],
);

export const onlinePaymentSplitRules = pgTable(
  'online_payment_split_rules',
  {
    ...base(),
    /** basis points (1/100 of a percent) of each charge kept by the platform and by the partner */
    platformBps: integer('platform_bps').notNull(),
    partnerBps: integer('partner_bps').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('online_payment_split_rules_business_idx').on(t.businessId)],
);

/** A card kept for a store customer (entityId) or for the business's own use (entityId null). */
export const onlinePaymentCards = pgTable(
  'online_payment_cards',
  {
    ...base(),
    entityId: uuid('entity_id'),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    holderName: text('holder_name').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('online_payment_cards_business_idx').on(t.businessId, t.entityId)],
);

/** A charge made for an order at the provider, with its split as the provider made it. */
export const onlinePaymentCharges = pgTable(
  'online_payment_charges',
  {
    ...base(),
    orderId: uuid('order_id').notNull(),
    cardId: uuid('card_id'),
    providerChargeId: text('provider_charge_id').notNull(),
    amount: integer('amount').notNull(),
    /** paid or refunded */
    status: text('status').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    split: jsonb('split').notNull(),
    refundedAt: ts('refunded_at'),
  },
  (t) => [uniqueIndex('online_payment_charges_order_idx').on(t.orderId)],
);
