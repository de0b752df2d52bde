// The rules of the platform's billing that the writes share: opening a business's invoice for a month from its
// contract plans, what is left to charge of an invoice, a duplicate's balance and status after its entries, and the
// occurrences (the duplicate's history, written only here). Our reading of 000 §3: an invoice's lines are the
// business's contract plans that cover any day of the month, each at its agreed monthly price (no proration); the
// invoice falls due on the 10th of the next month and belongs to the business's partner of the day it is opened.
import { and, asc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { newId } from '../../src-shared/ids/uuid.js';
import { billingMessages as m } from '../../src-shared/i18n/billing.js';
import { businessContractPlans, businesses, contractPlans, duplicateEntries, duplicateOccurrences, duplicates, invoiceLines, invoices } from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { badRequest, found } from '../http/errors.js';

export type Duplicate = typeof duplicates.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;

/** 2026-11 → its first and last day, and the 10th of the next month (the invoice's due day). */
export function monthDays(month: string): { first: string; last: string; due: string } {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10);
  const due = new Date(Date.UTC(y, mo, 10)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last, due };
}

/** A day plus some days (AAAA-MM-DD, in UTC: no daylight saving shifts a calendar day). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function occurrence(tx: Tx, duplicateId: string, kind: string, description: string, userId: string | null, now: string): Promise<void> {
  await tx.insert(duplicateOccurrences).values({ id: newId(), duplicateId, kind, description, userId, createdAt: now });
}

/** The business's invoice of the month, opened now from its contract plans when there is none. */
export async function invoiceOfMonth(tx: Tx, businessId: string, month: string, now: string): Promise<Invoice> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.referenceMonth, month), isNull(invoices.deletedAt)));
  if (existing) return existing;
  const business = (await tx.select().from(businesses).where(and(eq(businesses.id, businessId), isNull(businesses.deletedAt))))[0];
  if (!business) throw badRequest(m.businessNotFound, [{ path: 'businessId', message: m.businessNotFound }]);
  const { first, last, due } = monthDays(month);
  const bcp = businessContractPlans;
  const lines = await tx
    .select({ id: bcp.id, contractPlanId: bcp.contractPlanId, monthlyPrice: bcp.monthlyPrice, name: contractPlans.name })
    .from(bcp)
    .leftJoin(contractPlans, eq(contractPlans.id, bcp.contractPlanId))
    .where(and(eq(bcp.businessId, businessId), isNull(bcp.deletedAt), lte(bcp.startsOn, last), or(isNull(bcp.endsOn), gte(bcp.endsOn, first))))
    .orderBy(asc(bcp.startsOn));
  if (lines.length === 0) throw badRequest(m.noContractPlan(month), [{ path: 'referenceMonth', message: m.noContractPlan(month) }]);
  const amount = lines.reduce((s, l) => s + l.monthlyPrice, 0);
  const [invoice] = await tx
    .insert(invoices)
    .values({ id: newId(), businessId, partnerId: business.partnerId, referenceMonth: month, amount, status: 'open', dueDate: due, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  // Another write opened the month meanwhile (the unique business + month): that invoice, with its own lines.
  if (!invoice) {
    return found((await tx.select().from(invoices).where(and(eq(invoices.businessId, businessId), eq(invoices.referenceMonth, month), isNull(invoices.deletedAt))))[0], m.invoiceNotFound);
  }
  await tx.insert(invoiceLines).values(
    lines.map((l) => ({ id: newId(), invoiceId: invoice!.id, businessContractPlanId: l.id, contractPlanId: l.contractPlanId, description: `${l.name ?? 'Plano de contrato'} — ${month}`, amount: l.monthlyPrice, createdAt: now })),
  );
  return invoice!;
}

export async function liveInvoice(tx: Tx, id: string): Promise<Invoice> {
  return found((await tx.select().from(invoices).where(and(eq(invoices.id, id), isNull(invoices.deletedAt))))[0], m.invoiceNotFound);
}

/** The invoice locked until the write ends: two writes charging it at once count what is left one after the other. */
export async function lockInvoice(tx: Tx, id: string): Promise<Invoice> {
  return found((await tx.select().from(invoices).where(and(eq(invoices.id, id), isNull(invoices.deletedAt))).for('update'))[0], m.invoiceNotFound);
}

/** What is left to charge of an invoice: its amount less its live duplicates' (a cancelled one frees its part). */
export async function leftToCharge(tx: Tx, invoice: Invoice, except: string | null = null): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${duplicates.amount}), 0)::int` })
    .from(duplicates)
    .where(and(eq(duplicates.invoiceId, invoice.id), isNull(duplicates.deletedAt), ne(duplicates.status, 'cancelled'), except ? ne(duplicates.id, except) : undefined));
  return invoice.amount - Number(row?.total ?? 0);
}

/** A duplicate's balance: its amount plus interest, less discounts and payments (centavos). */
export async function balanceOf(tx: Tx, d: Pick<Duplicate, 'id' | 'amount'>): Promise<number> {
  const entries = await tx
    .select({ kind: duplicateEntries.kind, amount: duplicateEntries.amount })
    .from(duplicateEntries)
    .where(and(eq(duplicateEntries.duplicateId, d.id), isNull(duplicateEntries.deletedAt)));
  return entries.reduce((b, e) => (e.kind === 'interest' ? b + e.amount : b - e.amount), d.amount);
}

/**
 * After an entry or an amount changes: a duplicate with nothing left to pay is paid, one whose balance opened again
 * is open; then its invoice is paid when its duplicates cover it all and are all paid.
 */
export async function settle(tx: Tx, duplicateId: string, userId: string, now: string): Promise<Duplicate> {
  const d = (await tx.select().from(duplicates).where(eq(duplicates.id, duplicateId)))[0]!;
  const balance = await balanceOf(tx, d);
  let next: Duplicate | undefined = d;
  if (d.status === 'open' && balance <= 0) {
    [next] = await tx.update(duplicates).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(duplicates.id, d.id)).returning();
    await occurrence(tx, d.id, 'paid', m.occurrence.paid, userId, now);
  } else if (d.status === 'paid' && balance > 0) {
    [next] = await tx.update(duplicates).set({ status: 'open', paidAt: null, updatedAt: now }).where(eq(duplicates.id, d.id)).returning();
    await occurrence(tx, d.id, 'reopened', m.occurrence.reopened, userId, now);
  }
  const invoice = await liveInvoice(tx, d.invoiceId);
  const live = await tx
    .select({ status: duplicates.status })
    .from(duplicates)
    .where(and(eq(duplicates.invoiceId, invoice.id), isNull(duplicates.deletedAt), ne(duplicates.status, 'cancelled')));
  const paid = live.length > 0 && live.every((x) => x.status === 'paid') && (await leftToCharge(tx, invoice)) <= 0;
  const status = paid ? 'paid' : 'open';
  if (invoice.status !== status && invoice.status !== 'cancelled') await tx.update(invoices).set({ status, updatedAt: now }).where(eq(invoices.id, invoice.id));
  return next!;
}
