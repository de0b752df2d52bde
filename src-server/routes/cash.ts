// Cash registers, their audits (open, update, close, check, closed resume) and entries (supply, bleeding).
import type { FastifyInstance } from 'fastify';
import { business as businessWrites, cash as cashWrites } from '../../src-shared/writes/index.js';
import { and, eq, isNull } from 'drizzle-orm';
import {
  cashRegisterAuditUpdate,
  cashRegisterCreate,
  cashRegisterEntryDelete,
  cashRegisterUpdate,
} from '../../src-shared/api/schemas/cash.js';
import { accountReceipts, auditLines, cashInDrawer, expectedByMethod, mayCloseWithOpenBills, type CashAuditInput } from '../../src-shared/domain/cashAudit.js';
import { cashCloseMessages } from '../../src-shared/i18n/cashClose.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requireAuthorization, type ManagerAuthorizer } from '../auth/managerAuthorization.js';
import { findLive, idExists, insertRow, updateRow } from '../db/rows.js';
import { businesses, cashRegisterAudits, cashRegisterEntries, cashRegisters, orderPads, paymentMethods, payments, serviceTables, tables } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, found } from '../http/errors.js';
import { registerRead } from '../http/reads.js';
import { out, outAll } from '../http/serialize.js';
import { registerWrite, routeOf, type WriteDeps } from '../http/writes.js';
import { checkMembers } from './refs.js';
import { registerCrud } from './crud.js';
import { accountPaymentsOf } from './accountCash.js';
import { idRefused } from '../http/validate.js';

const m = serverMessages;
type AuditRow = typeof cashRegisterAudits.$inferSelect;

async function getAudit(db: Executor, businessId: string, id: string): Promise<AuditRow> {
  return found(await findLive(db, cashRegisterAudits, businessId, id), m.notFound.cashRegisterAudit) as unknown as AuditRow;
}

async function openAudit(db: Executor, businessId: string, id: string): Promise<AuditRow> {
  const audit = await getAudit(db, businessId, id);
  if (audit.status !== 'open') throw conflict(m.conflict.cashRegisterAuditClosed);
  return audit;
}

/** Inputs of the shared cash audit rule, read from the database. */
async function auditInput(db: Executor, audit: AuditRow): Promise<CashAuditInput> {
  const [cash, paid, entries] = await Promise.all([
    db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.businessId, audit.businessId), eq(paymentMethods.type, 'money'), isNull(paymentMethods.deletedAt)))
      .orderBy(paymentMethods.position)
      .limit(1),
    // whole rows: the audit rule picks what it counts, so a new money column on payments needs no change here
    db
      .select()
      .from(payments)
      .where(and(eq(payments.businessId, audit.businessId), eq(payments.cashRegisterAuditId, audit.id), isNull(payments.deletedAt))),
    db
      .select({ type: cashRegisterEntries.type, amount: cashRegisterEntries.amount })
      .from(cashRegisterEntries)
      .where(and(eq(cashRegisterEntries.businessId, audit.businessId), eq(cashRegisterEntries.cashRegisterAuditId, audit.id), isNull(cashRegisterEntries.deletedAt))),
  ]);
  const received = await accountPaymentsOf(db, audit.businessId, audit.id);
  return {
    openingAmount: audit.openingAmount,
    cashMethodId: cash[0]?.id ?? null,
    payments: paid,
    entries: entries.map((e) => ({ type: e.type as 'supply' | 'bleeding', amount: e.amount })),
    accountPayments: received.flatMap((r) => (r.paymentMethodId ? [{ paymentMethodId: r.paymentMethodId, amount: r.amount }] : [])),
  };
}

/** Names of the tables (else the comandas) still open in the business, for the close's rule. */
async function openBillNames(db: Executor, businessId: string): Promise<string[]> {
  const pads = await db
    .select({ id: orderPads.id, serviceId: orderPads.serviceId, description: orderPads.description })
    .from(orderPads)
    .where(and(eq(orderPads.businessId, businessId), eq(orderPads.status, 'open'), isNull(orderPads.deletedAt)));
  if (pads.length === 0) return [];
  const linked = await db
    .select({ serviceId: serviceTables.serviceId, name: tables.name })
    .from(serviceTables)
    .innerJoin(tables, eq(tables.id, serviceTables.tableId))
    .where(and(eq(serviceTables.businessId, businessId), isNull(serviceTables.releasedAt), isNull(serviceTables.deletedAt)));
  const names = new Set<string>();
  for (const pad of pads) {
    const at = linked.filter((l) => l.serviceId === pad.serviceId).map((l) => l.name);
    for (const n of at.length > 0 ? at : [pad.description ?? `Comanda ${pad.id.slice(-4)}`]) names.add(n);
  }
  return [...names];
}

async function resume(db: Executor, audit: AuditRow) {
  const input = await auditInput(db, audit);
  const expected = expectedByMethod(input);
  const entries = await db
    .select()
    .from(cashRegisterEntries)
    .where(and(eq(cashRegisterEntries.cashRegisterAuditId, audit.id), isNull(cashRegisterEntries.deletedAt)));
  const supplies = entries.filter((e) => e.type === 'supply').reduce((a, e) => a + e.amount, 0);
  const bleedings = entries.filter((e) => e.type === 'bleeding').reduce((a, e) => a + e.amount, 0);
  const received = await accountPaymentsOf(db, audit.businessId, audit.id);
  return {
    audit: out(audit),
    cashInDrawer: cashInDrawer(input),
    supplies,
    bleedings,
    accountReceipts: accountReceipts(input),
    entries: outAll(entries),
    /** the movements "Recebimento de conta": what each customer paid of their account in this session */
    accountPayments: received,
    lines: auditLines(expected, audit.counted ?? {}),
  };
}

export function registerCash(app: FastifyInstance, deps: WriteDeps & { authorizer: ManagerAuthorizer }): void {
  registerCrud(app, deps, {
    path: 'payments/cash-registers',
    table: cashRegisters,
    create: cashRegisterCreate,
    update: cashRegisterUpdate,
    writes: { delete: businessWrites.cashRegistersDelete },
    permission: 'manage',
    notFound: m.notFound.cashRegister,
    async beforeDelete(row, ctx) {
      const open = await ctx.tx
        .select({ id: cashRegisterAudits.id })
        .from(cashRegisterAudits)
        .where(and(eq(cashRegisterAudits.cashRegisterId, row.id), eq(cashRegisterAudits.status, 'open'), isNull(cashRegisterAudits.deletedAt)));
      if (open.length > 0) throw conflict(m.conflict.cashRegisterHasOpenAudit);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(cashWrites.cashRegisterAuditsOpen),
    permission: 'settle',
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      found(await findLive(ctx.tx, cashRegisters, ctx.businessId, b.cashRegisterId), m.notFound.cashRegister);
      // The operator named in the body must be one of this business's people (the audit carries their name).
      if (b.userId) await checkMembers(ctx.tx, ctx.businessId, [b.userId]);
      const open = await ctx.tx
        .select({ id: cashRegisterAudits.id })
        .from(cashRegisterAudits)
        .where(and(eq(cashRegisterAudits.cashRegisterId, b.cashRegisterId), eq(cashRegisterAudits.status, 'open'), isNull(cashRegisterAudits.deletedAt)));
      if (open.length > 0) throw conflict(m.conflict.cashRegisterAlreadyOpen);
      const id = ctx.idFor(b.id);
      if (b.id && (await idExists(ctx.tx, cashRegisterAudits, id))) throw idRefused();
      const audit = await insertRow(ctx.tx, cashRegisterAudits, {
        id,
        businessId: ctx.businessId,
        cashRegisterId: b.cashRegisterId,
        userId: b.userId ?? ctx.user.id,
        openingAmount: b.openingAmount,
        openedAt: ctx.now,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      return { status: 201, body: audit };
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'payments/cash-register-audits/:id',
    body: cashRegisterAuditUpdate,
    permission: 'settle',
    async run(ctx) {
      const audit = await openAudit(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      return updateRow(ctx.tx, cashRegisterAudits, audit.id, { ...ctx.body, ...ctx.stamp() });
    },
  });

  registerWrite(app, deps, {
    ...routeOf(cashWrites.cashRegisterAuditsClose),
    permission: 'manage',
    async run(ctx) {
      const audit = await openAudit(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      const open = await openBillNames(ctx.tx, ctx.businessId);
      if (open.length > 0) {
        const [business] = await ctx.tx.select({ config: businesses.config }).from(businesses).where(eq(businesses.id, ctx.businessId));
        if (!mayCloseWithOpenBills(business?.config, open.length)) throw conflict(cashCloseMessages.refusedWithOpenBills(open));
      }
      const closed = (await updateRow(ctx.tx, cashRegisterAudits, audit.id, {
        status: 'closed',
        closedAt: ctx.now,
        closedBy: ctx.user.id,
        counted: ctx.body.counted,
        note: ctx.body.note ?? audit.note,
        ...ctx.stamp(),
      })) as unknown as AuditRow;
      return resume(ctx.tx, closed);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(businessWrites.cashRegisterAuditsPrintClosedResume),
    permission: 'settle',
    async run(ctx) {
      const audit = await getAudit(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      if (audit.status !== 'closed') throw conflict(m.conflict.cashRegisterAlreadyOpen);
      await ctx.audit('reprintTicket', 'cashRegisterAudit', audit.id, { what: 'closedResume' });
      return resume(ctx.tx, audit);
    },
  });

  registerRead(app, deps, {
    path: 'payments/cash-register-audits/:id/closed-resume',
    permission: 'settle',
    async run({ db, businessId, params }) {
      const audit = await getAudit(db, businessId, params.id as string);
      if (audit.status !== 'closed') throw conflict(m.conflict.cashRegisterAlreadyOpen);
      return resume(db, audit);
    },
  });

  // Check: is there an open audit (for this register, or any)? Expected amounts are not shown: the count is blind.
  registerRead(app, deps, {
    path: 'payments/cash-register-audits/check-cash-register-audit',
    permission: 'read',
    async run({ db, businessId, query }) {
      const rows = await db
        .select()
        .from(cashRegisterAudits)
        .where(
          and(
            eq(cashRegisterAudits.businessId, businessId),
            eq(cashRegisterAudits.status, 'open'),
            isNull(cashRegisterAudits.deletedAt),
            query.cashRegisterId ? eq(cashRegisterAudits.cashRegisterId, query.cashRegisterId) : undefined,
          ),
        );
      return { open: rows.length > 0, cashRegisterAudits: outAll(rows) };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(cashWrites.cashRegisterEntriesCreate),
    // A cashier may ask; the entry itself needs a manager or a manager's authorisation (bound to the entry's id).
    permission: 'settle',
    createdId: (b) => b.id,
    async run(ctx) {
      const audit = await openAudit(ctx.tx, ctx.businessId, (ctx.params as { cashRegisterAuditId: string }).cashRegisterAuditId);
      const { entry } = ctx.body;
      const id = ctx.idFor(ctx.body.id);
      const who = await requireAuthorization(deps.authorizer, ctx, 'cashEntry', id, ctx.body.authorizedBy);
      if (entry.type === 'bleeding') {
        const cash = cashInDrawer(await auditInput(ctx.tx, audit));
        if (entry.amount > cash) throw conflict(m.conflict.bleedingAboveCash(cash));
      }
      if (ctx.body.id && (await idExists(ctx.tx, cashRegisterEntries, id))) throw idRefused();
      const row = await insertRow(ctx.tx, cashRegisterEntries, {
        id,
        businessId: ctx.businessId,
        cashRegisterAuditId: audit.id,
        type: entry.type,
        amount: entry.amount,
        description: entry.description ?? null,
        userId: ctx.user.id,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      await ctx.audit('addCashRegisterEntry', 'cashRegisterEntry', id, { type: entry.type, amount: entry.amount, ...who });
      return { status: 201, body: row };
    },
  });

  // The entry delete is sent as POST carrying userId (002 §7).
  registerWrite(app, deps, {
    method: 'POST',
    path: 'payments/cash-register-audits/:cashRegisterAuditId/entries/:id',
    body: cashRegisterEntryDelete,
    permission: 'manage',
    async run(ctx) {
      const params = ctx.params as { cashRegisterAuditId: string; id: string };
      const audit = await openAudit(ctx.tx, ctx.businessId, params.cashRegisterAuditId);
      const entry = found(await findLive(ctx.tx, cashRegisterEntries, ctx.businessId, params.id), m.notFound.cashRegisterEntry);
      if (entry.cashRegisterAuditId !== audit.id) throw found(null, m.notFound.cashRegisterEntry);
      if (ctx.body.userId) await checkMembers(ctx.tx, ctx.businessId, [ctx.body.userId]);
      return updateRow(ctx.tx, cashRegisterEntries, entry.id, { deletedAt: ctx.now, userId: ctx.body.userId ?? ctx.user.id, ...ctx.stamp() });
    },
  });
}
