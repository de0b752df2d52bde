// The platform's billing (000 §3, §7 Billing). Platform rows, not a business's collection: none is mirrored to a
// terminal. A payment plan says how an invoice is paid; an invoice is one business's charge for one month, its lines
// copied from the business's contract plans when it is opened (a later price change leaves it as billed) and owned by
// the business's partner of that day; a duplicate (duplicata) is one receivable of an invoice, with its boleto; its
// entries (lançamentos) are the payments, discounts and interest on it; its occurrences are its history, written by
// the server only. Money in integer centavos.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../columns.js';

const stamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const paymentPlans = pgTable('payment_plans', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  installments: integer('installments').notNull(),
  /** days from one installment's due date to the next */
  intervalDays: integer('interval_days').notNull(),
  /** boleto | pix | card */
  method: text('method').notNull(),
  available: boolean('available').notNull().default(true),
  ...stamps(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    /** the business's partner when the invoice was opened (null: a business without partner) */
    partnerId: uuid('partner_id'),
    /** AAAA-MM */
    referenceMonth: text('reference_month').notNull(),
    /** the sum of its lines, in centavos */
    amount: integer('amount').notNull(),
    /** open | paid | cancelled */
    status: text('status').notNull().default('open'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('invoices_business_month_idx').on(t.businessId, t.referenceMonth).where(sql`${t.deletedAt} is null`),
    index('invoices_partner_idx').on(t.partnerId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey(),
    invoiceId: uuid('invoice_id').notNull(),
    businessContractPlanId: uuid('business_contract_plan_id'),
    contractPlanId: uuid('contract_plan_id'),
    description: text('description').notNull(),
    /** the month's price of that contract, in centavos */
    amount: integer('amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);

export const duplicates = pgTable(
  'duplicates',
  {
    id: uuid('id').primaryKey(),
    invoiceId: uuid('invoice_id').notNull(),
    businessId: uuid('business_id').notNull(),
    partnerId: uuid('partner_id'),
    paymentPlanId: uuid('payment_plan_id'),
    /** its installment within the invoice (1, 2, ...) */
    number: integer('number').notNull(),
    amount: integer('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** open | paid | cancelled */
    status: text('status').notNull().default('open'),
    note: text('note'),
    paidAt: ts('paid_at'),
    /** the boleto while one stands (generate-transaction; cancel-boleto clears them) */
    ourNumber: text('our_number'),
    digitableLine: text('digitable_line'),
    barcode: text('barcode'),
    boletoGeneratedAt: ts('boleto_generated_at'),
    ...stamps(),
  },
  (t) => [index('duplicates_invoice_idx').on(t.invoiceId), index('duplicates_partner_idx').on(t.partnerId), uniqueIndex('duplicates_our_number_idx').on(t.ourNumber)],
);

/** Our nosso número: one sequence for the whole platform, never reused (a cancelled boleto keeps its number). */
export const boletoNumbers = pgTable('boleto_numbers', {
  ourNumber: integer('our_number').primaryKey(),
  duplicateId: uuid('duplicate_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const duplicateEntries = pgTable(
  'duplicate_entries',
  {
    id: uuid('id').primaryKey(),
    duplicateId: uuid('duplicate_id').notNull(),
    /** payment | discount | interest */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    ...stamps(),
  },
  (t) => [index('duplicate_entries_duplicate_idx').on(t.duplicateId)],
);

export const duplicateOccurrences = pgTable(
  'duplicate_occurrences',
  {
    id: uuid('id').primaryKey(),
    duplicateId: uuid('duplicate_id').notNull(),
    /** created | updated | boletoGenerated | boletoCancelled | emailed | entryAdded | entryChanged | entryRemoved | paid | reopened | cancelled */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    userId: uuid('user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('duplicate_occurrences_duplicate_idx').on(t.duplicateId, t.createdAt)],
);
