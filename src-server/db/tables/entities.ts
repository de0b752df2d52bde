// The customer's account (fiado), its entries, delivery men's adjustments and managers' pass codes.
// Mirrored collections carry the columns every terminal collection has (see ../schema.ts).
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const mirrored = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

/** A customer's account: what they buy on credit (fiado) and pay later. `balance` is what they owe, in centavos. */
export const entityTransactionAccounts = pgTable(
  'entity_transaction_accounts',
  {
    ...mirrored(),
    entityId: uuid('entity_id').notNull(),
    name: text('name').notNull().default('Fiado'),
    /** the most the customer may owe (centavos); null: no limit */
    creditLimit: integer('credit_limit'),
    balance: integer('balance').notNull().default(0),
    available: boolean('available').notNull().default(true),
    note: text('note'),
  },
  (t) => [index('entity_transaction_accounts_cursor_idx').on(t.businessId, t.changeSeq), index('entity_transaction_accounts_entity_idx').on(t.businessId, t.entityId)],
);

/** One movement of a customer's account: a purchase adds to what is owed, a payment takes from it. */
export const entityTransactionAccountEntries = pgTable(
  'entity_transaction_account_entries',
  {
    ...mirrored(),
    entityId: uuid('entity_id').notNull(),
    transactionAccountId: uuid('transaction_account_id').notNull(),
    /** purchase, payment */
    type: text('type').notNull(),
    /** centavos, always positive: the type says which way it goes */
    amount: integer('amount').notNull(),
    description: text('description'),
    orderId: uuid('order_id'),
    paymentMethodId: uuid('payment_method_id'),
    /** a payment received at the counter: the register session whose drawer (or PIX, card) holds it */
    cashRegisterAuditId: uuid('cash_register_audit_id'),
    /** a payment that paid off everything owed */
    settles: boolean('settles').notNull().default(false),
    userId: uuid('user_id'),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('entity_transaction_account_entries_cursor_idx').on(t.businessId, t.changeSeq),
    index('entity_transaction_account_entries_account_idx').on(t.businessId, t.transactionAccountId),
  ],
);

/** What a delivery man is owed or owes beyond his deliveries (fuel, a missing change): checked when paid. */
export const deliveryAdjustments = pgTable(
  'delivery_adjustments',
  {
    ...mirrored(),
    deliveryManId: uuid('delivery_man_id').notNull(),
    /** centavos: positive is owed to him, negative taken from him */
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    checkedAt: ts('checked_at'),
    checkedBy: uuid('checked_by'),
  },
  (t) => [index('delivery_adjustments_cursor_idx').on(t.businessId, t.changeSeq), index('delivery_adjustments_man_idx').on(t.businessId, t.deliveryManId)],
);

/** A manager's pass code in a business, hashed like a password. Not mirrored: never sent to a terminal. */
export const passCodes = pgTable(
  'pass_codes',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    userId: uuid('user_id').notNull(),
    hash: text('hash').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pass_codes_user_idx').on(t.businessId, t.userId)],
);
