// Request schemas of the platform's billing (000 §3 Duplicate, Invoice, Payment plan; §7 Billing). The spec shows no
// payloads: these are our reading. Money in integer centavos, days as AAAA-MM-DD, a month as AAAA-MM.
import { z } from 'zod';
import { billingMessages as m } from '../../i18n/billing.js';

export const PAYMENT_PLAN_METHODS = ['boleto', 'pix', 'card'] as const;
export const DUPLICATE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const DUPLICATE_ENTRY_KINDS = ['payment', 'discount', 'interest'] as const;

const uuid = z.uuid({ error: m.id });
/** Within the database's integer (a boleto would carry up to 99.999.999,99). */
const amount = z.number({ error: m.amount }).int(m.amount).min(1, m.amount).max(2_000_000_000, m.amountTooLarge);
const day = z.iso.date({ error: m.day });
const month = z.string({ error: m.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.month);
const note = z.string().trim().max(500).nullish().transform((v) => (v ? v : null));
const format = z.enum(['pdf', 'excel'], { error: m.format }).default('pdf');

const paymentPlanFields = {
  name: z.string({ error: m.name }).trim().min(1, m.name).max(80),
  installments: z.number({ error: m.installments }).int(m.installments).min(1, m.installments).max(48, m.installments),
  intervalDays: z.number({ error: m.intervalDays }).int(m.intervalDays).min(0, m.intervalDays).max(365, m.intervalDays),
  method: z.enum(PAYMENT_PLAN_METHODS, { error: m.method }),
  available: z.boolean(),
};
/** POST /billing/payment-plan: how an invoice is paid (its installments, the days between them, the method). */
export const paymentPlanCreate = z.object({
  id: uuid.optional(),
  ...paymentPlanFields,
  intervalDays: paymentPlanFields.intervalDays.default(30),
  method: paymentPlanFields.method.default('boleto'),
  available: paymentPlanFields.available.default(true),
});
/** PUT /billing/payment-plan/{id}: the fields given change. */
export const paymentPlanUpdate = z.object(paymentPlanFields).partial();
/** PUT /billing/payment-plan (the form without {id}, our reading): the plan's id in the body. */
export const paymentPlanUpdateWithoutId = paymentPlanUpdate.extend({ id: uuid });

/**
 * POST /billing/duplicates: receivables of an invoice. The invoice by its id, or the business and the month (the
 * server opens that month's invoice from the business's contract plans when there is none). Without an amount, what
 * is left to charge of the invoice; with a payment plan, that amount in the plan's installments.
 */
export const duplicateCreate = z
  .object({
    id: uuid.optional(),
    invoiceId: uuid.optional(),
    businessId: uuid.optional(),
    referenceMonth: month.optional(),
    amount: amount.optional(),
    dueDate: day.optional(),
    paymentPlanId: uuid.optional(),
    note,
  })
  .refine((v) => v.invoiceId !== undefined || (v.businessId !== undefined && v.referenceMonth !== undefined), { path: ['invoiceId'], message: m.invoiceOrMonth });
/** PUT /billing/duplicates/{id}: the fields given change (not while a boleto stands for the old ones). */
export const duplicateUpdate = z.object({ amount, dueDate: day, note }).partial();

/** POST /billing/duplicates/{duplicateId}/entries: a payment, a discount or interest on the duplicate. */
export const duplicateEntryCreate = z.object({
  id: uuid.optional(),
  kind: z.enum(DUPLICATE_ENTRY_KINDS, { error: m.kind }),
  amount,
  date: day,
  note,
});
/** PUT /billing/duplicates/{duplicateId}/entries/{id}: the fields given change. */
export const duplicateEntryUpdate = duplicateEntryCreate.omit({ id: true }).partial();

/** POST /billing/duplicates/{id}/send-boleto-by-email: to this address, else the business owner's. */
export const sendBoletoByEmail = z.object({ email: z.email({ error: m.email }).optional() });

/** POST /billing/duplicates/duplicate-report: the duplicates of a filter, PDF or Excel. */
export const duplicateReport = z.object({
  format,
  status: z.enum(DUPLICATE_STATUSES).optional(),
  businessId: uuid.optional(),
  invoiceId: uuid.optional(),
  dueFrom: day.optional(),
  dueTo: day.optional(),
});
/** POST /billing/duplicates/duplicate-entries: the entries of one duplicate or of a period, PDF or Excel. */
export const duplicateEntriesReport = z.object({
  format,
  duplicateId: uuid.optional(),
  from: day.optional(),
  to: day.optional(),
});

/** The body of the calls that take none (generate-transaction, cancel-boleto, the deletes). */
export const noBody = z.object({}).loose();
