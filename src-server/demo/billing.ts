// The demo's platform billing: one payment plan, and the Cantina's invoice of the seeding month (its contract plan
// line, copied as an invoice keeps it) with one open duplicate and its first occurrence. No boleto yet: the
// Cobrança screen generates it.
import { billingMessages as m } from '../../src-shared/i18n/billing.js';
import { monthDays } from '../billing/ledger.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { DEMO_BUSINESS_ID, DEMO_PLATFORM_ADMIN } from './ids.js';

export async function seedBilling(tx: Tx, id: (name: string) => string, now: Date): Promise<void> {
  const month = now.toISOString().slice(0, 7);
  const { due } = monthDays(month);
  const amount = 14_990;
  await tx.insert(t.paymentPlans).values({ id: id('billing:plan:avista'), name: 'À vista no boleto', installments: 1, intervalDays: 30, method: 'boleto' });
  await tx.insert(t.invoices).values({ id: id('billing:invoice'), businessId: DEMO_BUSINESS_ID, partnerId: null, referenceMonth: month, amount, status: 'open', dueDate: due });
  await tx.insert(t.invoiceLines).values({ id: id('billing:invoice:line'), invoiceId: id('billing:invoice'), description: `Plano Essencial — ${month}`, amount });
  await tx.insert(t.duplicates).values({
    id: id('billing:duplicate'),
    invoiceId: id('billing:invoice'),
    businessId: DEMO_BUSINESS_ID,
    partnerId: null,
    paymentPlanId: id('billing:plan:avista'),
    number: 1,
    amount,
    dueDate: due,
    status: 'open',
  });
  await tx.insert(t.duplicateOccurrences).values({ id: id('billing:duplicate:created'), duplicateId: id('billing:duplicate'), kind: 'created', description: m.occurrence.created(amount, due), userId: DEMO_PLATFORM_ADMIN.id });
}
