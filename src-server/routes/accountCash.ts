// A customer's account (fiado) paid at the counter is money received like a sale's: it belongs to a register
// session, counts in that session's expected amounts and is listed among its movements as "Recebimento de conta".
import { and, eq, isNull } from 'drizzle-orm';
import { accountPaymentAudit, isDrawerCash } from '../../src-shared/domain/cashAudit.js';
import { entitiesMessages as em } from '../../src-shared/i18n/entities.js';
import { serverMessages as m } from '../../src-shared/i18n/server.js';
import { findLive } from '../db/rows.js';
import { cashRegisterAudits, entities, entityTransactionAccountEntries as entries } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, found } from '../http/errors.js';

/**
 * The register session receiving an account payment: the one named (it must be open), else the only one open.
 * Cash goes into a drawer, so it is refused with no session; PIX and card are received without one.
 */
export async function receivingAudit(db: Executor, businessId: string, named: string | null | undefined, methodType: string | null): Promise<string | null> {
  if (named) {
    const audit = found(await findLive(db, cashRegisterAudits, businessId, named), m.notFound.cashRegisterAudit);
    if (audit.status !== 'open') throw conflict(m.conflict.cashRegisterAuditClosed);
  }
  const open = named
    ? []
    : await db
        .select({ id: cashRegisterAudits.id })
        .from(cashRegisterAudits)
        .where(and(eq(cashRegisterAudits.businessId, businessId), eq(cashRegisterAudits.status, 'open'), isNull(cashRegisterAudits.deletedAt)))
        .limit(2);
  const auditId = accountPaymentAudit(named, open.map((r) => r.id));
  if (!auditId && methodType !== null && isDrawerCash(methodType)) throw conflict(em.conflict.cashNeedsRegister);
  return auditId;
}

/** Refuses to change a payment received in a register session that is closed (its count is final). */
export async function refuseIfClosedRegister(db: Executor, businessId: string, auditId: string | null): Promise<void> {
  if (!auditId) return;
  const audit = await findLive(db, cashRegisterAudits, businessId, auditId);
  if (audit && audit.status !== 'open') throw conflict(m.conflict.cashRegisterAuditClosed);
}

/** The account payments a register session received, with the customer's name, oldest first. */
export async function accountPaymentsOf(db: Executor, businessId: string, auditId: string) {
  return db
    .select({
      id: entries.id,
      entityId: entries.entityId,
      customer: entities.name,
      paymentMethodId: entries.paymentMethodId,
      amount: entries.amount,
      occurredAt: entries.occurredAt,
    })
    .from(entries)
    .innerJoin(entities, eq(entities.id, entries.entityId))
    .where(and(eq(entries.businessId, businessId), eq(entries.cashRegisterAuditId, auditId), eq(entries.type, 'payment'), isNull(entries.deletedAt)))
    .orderBy(entries.occurredAt);
}
