// Order pads (comandas): open, update, close, cancel, reopen; their payments and transaction accounts.
import type { FastifyInstance } from 'fastify';
import { orderPads as orderPadsWrites } from '../../src-shared/writes/index.js';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  paymentUpdate,
  transactionAccountCreate,
  transactionAccountEntryCreate,
  transactionAccountUpdate,
} from '../../src-shared/api/schemas/orderPads.js';
import { emptyBody } from '../../src-shared/api/schemas/services.js';
import type { Totals } from '../../src-shared/domain/orderPad.js';
import { paymentMoney, settlePayment, type PaymentMoney, type PaymentRefusal } from '../../src-shared/domain/payment.js';
import { addExtraTotals, extraTotals, extrasOf, namedExtras } from '../../src-shared/domain/paymentExtras.js';
import { discountWithinLimit, type DiscountLimitConfig } from '../../src-shared/domain/discountLimit.js';
import { allows } from '../../src-shared/domain/permissions.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requireAuthorization, type ManagerAuthorizer } from '../auth/managerAuthorization.js';
import { findLive, idExists, insertRow, updateRow, type Row } from '../db/rows.js';
import {
  businesses,
  cashRegisterAudits,
  creditCardBanners,
  entities,
  orderPads,
  orders,
  paymentMethods,
  payments,
  services,
  transactionAccountEntries,
  transactionAccounts,
} from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, found, HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { takenAt } from './availability.js';
import { occupants, padTotals, padWithState, soleOpenAudit, totalsOf, type OrderPadRow } from './ledger.js';
import { settleOrderStock } from './orderStock.js';
import { closeServiceIfDone, occupyTables, openService, startService } from './services.js';
import { idRefused } from '../http/validate.js';

const m = serverMessages;

/**
 * The comandas one payment covers (002 §3 Payment `orderPads`): this pad first, each of them this business's
 * (a comanda of another tenant is not found). Absent: the payment covers its own pad only, stored as [].
 */
async function coveredPads(db: Executor, businessId: string, padId: string, list: readonly string[] | undefined): Promise<string[] | undefined> {
  if (!list) return undefined;
  const ids = [...new Set([padId, ...list])];
  const rows = await db
    .select({ id: orderPads.id })
    .from(orderPads)
    .where(and(eq(orderPads.businessId, businessId), inArray(orderPads.id, ids), isNull(orderPads.deletedAt)));
  if (rows.length !== ids.length) throw found(null, m.notFound.orderPad);
  return ids;
}

export async function getPad(db: Executor, businessId: string, id: string): Promise<OrderPadRow> {
  return found(await findLive(db, orderPads, businessId, id), m.notFound.orderPad) as unknown as OrderPadRow;
}

/** The pad, which must be open: a closed or cancelled pad takes no orders, payments or changes. */
export async function openPad(db: Executor, businessId: string, id: string): Promise<OrderPadRow> {
  return isOpen(await findLive(db, orderPads, businessId, id));
}

/** A pad already read (undefined: none found), which must be open. */
export function isOpen(row: Row | undefined): OrderPadRow {
  const pad = found(row, m.notFound.orderPad) as unknown as OrderPadRow;
  if (pad.status !== 'open') throw conflict(m.conflict.orderPadNotOpen(pad.status));
  return pad;
}

/** The pad's totals once a payment is added to what was read before it. */
function afterPayment(pad: OrderPadRow, before: Totals, payment: PaymentMoney): Totals {
  return totalsOf(pad, { items: before.subtotal, fees: before.extras, paid: before.paid + payment.amount, ...addExtraTotals(before, extraTotals([payment])) });
}

async function withTotals(db: Executor, pad: OrderPadRow) {
  return { ...out(pad), totals: await padTotals(db, pad) };
}

function refusal(reason: PaymentRefusal, balance: number): HttpError {
  switch (reason) {
    case 'notPositive':
      return conflict(m.conflict.paymentNotPositive);
    case 'nothingOwed':
      return conflict(m.conflict.nothingOwed);
    case 'overpayment':
      return conflict(m.conflict.overpayment(balance));
    case 'tenderedBelowAmount':
      return conflict(m.conflict.tenderedBelowAmount);
    case 'changeNotAllowed':
      return conflict(m.conflict.changeNotAllowed);
  }
}

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

async function readMethod(tx: Executor, businessId: string, paymentMethodId: string, bannerId: string | null | undefined): Promise<PaymentMethodRow> {
  const method = found(await findLive(tx, paymentMethods, businessId, paymentMethodId), m.notFound.paymentMethod) as unknown as PaymentMethodRow;
  if (!method.available) throw conflict(m.conflict.paymentMethodUnavailable);
  if (bannerId) {
    const banner = found(await findLive(tx, creditCardBanners, businessId, bannerId), m.notFound.creditCardBanner);
    if (banner.paymentMethodId !== method.id) throw conflict(m.conflict.bannerOfOtherMethod);
  }
  return method;
}

async function checkMethod(ctx: WriteContext<unknown, unknown>, paymentMethodId: string, bannerId: string | null | undefined) {
  return readMethod(ctx.tx, ctx.businessId, paymentMethodId, bannerId);
}

/** The method read before the lock, or its refusal, answered only after the comanda's own checks (as before). */
async function prepareMethod(tx: Executor, businessId: string, paymentMethodId: string, bannerId: string | null | undefined): Promise<PaymentMethodRow | HttpError> {
  try {
    return await readMethod(tx, businessId, paymentMethodId, bannerId);
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
}

async function checkAudit(ctx: WriteContext<unknown, unknown>, auditId: string | null | undefined, sole?: string | null): Promise<string | null> {
  if (!auditId) return sole !== undefined ? sole : soleOpenAudit(ctx.tx, ctx.businessId);
  const audit = found(await findLive(ctx.tx, cashRegisterAudits, ctx.businessId, auditId), m.notFound.cashRegisterAudit);
  if (audit.status !== 'open') throw conflict(m.conflict.cashRegisterAuditClosed);
  return auditId;
}

export function registerOrderPads(app: FastifyInstance, deps: WriteDeps & { authorizer: ManagerAuthorizer }): void {
  for (const path of ['order-pads/open/', 'order-pads/open']) {
    registerWrite(app, deps, {
      ...routeOf(orderPadsWrites.orderPadsOpen),
      path, // the spec's path ends in a slash; the same route answers without it
      permission: 'launch',
      createdId: (b) => b.id,
      async run(ctx) {
        const b = ctx.body;
        const id = ctx.idFor(b.id);
        if (b.id && (await idExists(ctx.tx, orderPads, id))) throw idRefused();
        let serviceId: string;
        if (b.serviceId) {
          serviceId = (await openService(ctx.tx, ctx.businessId, b.serviceId)).id;
          if (b.tableId) await occupyTables(ctx, serviceId, [b.tableId]);
        } else if (b.tableId && (await occupants(ctx.tx, ctx.businessId, [b.tableId])).get(b.tableId)) {
          // Another comanda on an occupied table joins the table's service.
          serviceId = (await occupants(ctx.tx, ctx.businessId, [b.tableId])).get(b.tableId) as string;
        } else {
          serviceId = (await startService(ctx, { originId: b.originId, tableIds: b.tableId ? [b.tableId] : [], occupants: b.occupants })).id;
        }
        if (b.entityId) found(await findLive(ctx.tx, entities, ctx.businessId, b.entityId), m.notFound.entity);
        const cfg = await serviceFeeConfig(ctx);
        const pad = (await insertRow(ctx.tx, orderPads, {
          id,
          businessId: ctx.businessId,
          serviceId,
          description: b.description ?? null,
          occupants: b.occupants,
          serviceFeeEnabled: b.serviceFeeEnabled ?? cfg.enabled,
          serviceFeeRate: cfg.rate,
          entityId: b.entityId ?? null,
          userId: ctx.user.id,
          createdAt: ctx.now,
          ...ctx.stamp(),
        })) as unknown as OrderPadRow;
        await ctx.audit('openOrderPad', 'orderPad', id, { serviceId, tableId: b.tableId ?? null });
        return { status: 201, body: await withTotals(ctx.tx, pad) };
      },
    });
  }

  registerWrite(app, deps, {
    ...routeOf(orderPadsWrites.orderPadsUpdate),
    permission: 'launch',
    async run(ctx) {
      const pad = await openPad(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      const { discount, authorizedBy, ...rest } = ctx.body;
      if (rest.entityId) found(await findLive(ctx.tx, entities, ctx.businessId, rest.entityId), m.notFound.entity);
      const values: Record<string, unknown> = { ...rest, ...ctx.stamp() };
      // Giving (or changing) a discount lowers a sale: a manager, or a manager's authorisation; removing one does not.
      const changed = discount !== undefined && ((discount?.type ?? null) !== (pad.discountType ?? null) || (discount?.value ?? 0) !== (pad.discountValue ?? 0));
      const discounting = changed && Boolean(discount && discount.value > 0);
      // Within the business's discount limit, whoever takes payments gives it alone (domain/discountLimit.ts).
      const within = discounting && discount && allows(ctx.roles, 'settle') ? await withinDiscountLimit(ctx.tx, ctx.businessId, pad, discount) : false;
      const who = discounting && !within ? await requireAuthorization(deps.authorizer, ctx, 'discount', pad.id, authorizedBy) : null;
      if (discount !== undefined) {
        values.discountType = discount?.type ?? null;
        values.discountValue = discount?.value ?? 0;
      }
      const updated = (await updateRow(ctx.tx, orderPads, pad.id, values)) as unknown as OrderPadRow;
      if (changed) {
        await ctx.audit('applyDiscount', 'orderPad', pad.id, { before: pad.discountType ? { type: pad.discountType, value: pad.discountValue } : null, after: discount ?? null, ...(within ? { withinLimit: true } : {}), ...(who ?? { by: ctx.user.id, authorizedBy: null, authorizedByName: null }) });
      }
      return withTotals(ctx.tx, updated);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(orderPadsWrites.orderPadsClose),
    permission: 'settle',
    async run(ctx) {
      const pad = await getPad(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      if (pad.status === 'closed') throw conflict(m.conflict.orderPadAlreadyClosed);
      if (pad.status === 'canceled') throw conflict(m.conflict.orderPadAlreadyCanceled);
      const totals = await padTotals(ctx.tx, pad);
      if (totals.balance > 0) throw conflict(m.conflict.orderPadHasBalance(totals.balance));
      const auditId = await checkAudit(ctx, ctx.body.cashRegisterAuditId);
      const closed = (await updateRow(ctx.tx, orderPads, pad.id, {
        status: 'closed',
        closedAt: ctx.now,
        cashRegisterAuditId: auditId,
        ...ctx.stamp(),
      })) as unknown as OrderPadRow;
      await closeServiceIfDone(ctx, pad.serviceId);
      await ctx.audit('closeOrderPad', 'orderPad', pad.id, { total: totals.total });
      return { ...out(closed), totals };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(orderPadsWrites.orderPadsCancel),
    permission: 'manage',
    async run(ctx) {
      const pad = await getPad(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      if (pad.status === 'canceled') throw conflict(m.conflict.orderPadAlreadyCanceled);
      if (pad.status === 'closed') throw conflict(m.conflict.orderPadNotOpen(pad.status));
      const paid = await ctx.tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.businessId, ctx.businessId), eq(payments.orderPadId, pad.id), isNull(payments.deletedAt)))
        .limit(1);
      if (paid.length > 0) throw conflict(m.conflict.orderPadHasPayments);
      const canceledOrders = await ctx.tx
        .update(orders)
        .set({ status: 'canceled', canceledAt: ctx.now, ...ctx.stamp() })
        .where(and(eq(orders.businessId, ctx.businessId), eq(orders.orderPadId, pad.id), ne(orders.status, 'canceled')))
        .returning({ id: orders.id });
      // What the comanda's orders took from stock comes back.
      await settleOrderStock(ctx, canceledOrders.map((o) => o.id));
      const canceled = (await updateRow(ctx.tx, orderPads, pad.id, {
        status: 'canceled',
        canceledAt: ctx.now,
        cancelReason: ctx.body.reason,
        ...ctx.stamp(),
      })) as unknown as OrderPadRow;
      await closeServiceIfDone(ctx, pad.serviceId);
      await ctx.audit('cancelOrderPad', 'orderPad', pad.id, { reason: ctx.body.reason });
      return withTotals(ctx.tx, canceled);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(orderPadsWrites.orderPadsReopen),
    permission: 'manage',
    async run(ctx) {
      const pad = await getPad(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      if (pad.status === 'open') throw conflict(m.conflict.orderPadAlreadyOpen);
      const service = found(await findLive(ctx.tx, services, ctx.businessId, pad.serviceId), m.notFound.service);
      if (service.status === 'closed') {
        // The session comes back; its tables stay free (someone else may sit there now).
        await ctx.tx.update(services).set({ status: 'open', closedAt: null, ...ctx.stamp() }).where(eq(services.id, pad.serviceId));
      }
      const wasCanceled = pad.status === 'canceled';
      const reopened = (await updateRow(ctx.tx, orderPads, pad.id, {
        status: 'open',
        closedAt: null,
        canceledAt: null,
        cancelReason: null,
        ...ctx.stamp(),
      })) as unknown as OrderPadRow;
      await ctx.audit('reopenOrderPad', 'orderPad', pad.id, { from: wasCanceled ? 'canceled' : 'closed', reason: ctx.body.reason ?? null });
      return withTotals(ctx.tx, reopened);
    },
  });

  // ------------------------------------------------------------ payments

  registerWrite(app, deps, {
    ...routeOf(orderPadsWrites.orderPadPaymentsCreate),
    permission: 'settle',
    createdId: (b) => b.id,
    orderPadOf: (_b, params) => (params as { orderPadId: string }).orderPadId,
    prepare: ({ tx, businessId, body }) => prepareMethod(tx, businessId, body.paymentMethodId, body.creditCardBannerId),
    // Under the lock, one read: the comanda, its totals and the open cash register audit.
    read: ({ tx, businessId, params }) => padWithState(tx, businessId, (params as { orderPadId: string }).orderPadId),
    async run(ctx) {
      const b = ctx.body;
      const state = found(ctx.read, m.notFound.orderPad);
      const pad = state.pad;
      if (pad.status !== 'open') throw conflict(m.conflict.orderPadNotOpen(pad.status));
      // The client id is checked by the insert's primary key (409 in writes.ts).
      const id = ctx.idFor(b.id);
      const method = ctx.prepared;
      if (method instanceof HttpError) throw method;
      const totals = state.totals;
      const decision = settlePayment(totals.balance, b.amount, b.tendered, method.allowsChange, b);
      if (!decision.ok) throw refusal(decision.reason, totals.balance);
      const money = paymentMoney(decision);
      const auditId = await checkAudit(ctx, b.cashRegisterAuditId, state.soleOpenAudit);
      const covered = await coveredPads(ctx.tx, ctx.businessId, pad.id, b.orderPads);
      const payment = await insertRow(ctx.tx, payments, {
        id,
        businessId: ctx.businessId,
        orderPadId: pad.id,
        paymentMethodId: method.id,
        creditCardBannerId: b.creditCardBannerId ?? null,
        ...money,
        cashRegisterAuditId: auditId,
        userId: ctx.user.id,
        note: b.note ?? null,
        paymentId: b.paymentId ?? null,
        orderPads: covered ?? [],
        // When the terminal took it (its UUIDv7), as the order's: a payment made offline stays on its own day.
        createdAt: takenAt(ctx.now, b.id).toISOString(),
        ...ctx.stamp(),
      });
      ctx.touchOrderPad(pad.id);
      await ctx.audit('addPayment', 'payment', id, { orderPadId: pad.id, ...extrasOf(money), amount: money.amount, change: money.change });
      return { status: 201, body: { ...payment, orderPadTotals: afterPayment(pad, totals, money) } };
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'order-pads/:orderPadId/payments/:id',
    body: paymentUpdate,
    permission: 'settle',
    orderPadOf: (_b, params) => (params as { orderPadId: string }).orderPadId,
    async run(ctx) {
      const params = ctx.params as { orderPadId: string; id: string };
      const pad = await openPad(ctx.tx, ctx.businessId, params.orderPadId);
      const existing = found(await findLive(ctx.tx, payments, ctx.businessId, params.id), m.notFound.payment) as unknown as typeof payments.$inferSelect;
      if (existing.orderPadId !== pad.id) throw found(null, m.notFound.payment);
      const b = ctx.body;
      const method = await checkMethod(ctx, b.paymentMethodId ?? existing.paymentMethodId, b.creditCardBannerId ?? (b.paymentMethodId ? null : existing.creditCardBannerId));
      const totals = await padTotals(ctx.tx, pad);
      const amount = b.amount ?? existing.amount;
      // A changed amount or extra is paid anew: what was handed over is asked again unless given.
      const changed = namedExtras(b);
      const tendered = b.tendered ?? (b.amount !== undefined || Object.keys(changed).length > 0 ? undefined : existing.tendered);
      const decision = settlePayment(totals.balance + existing.amount, amount, tendered, method.allowsChange, { ...extrasOf(existing), ...changed });
      if (!decision.ok) throw refusal(decision.reason, totals.balance + existing.amount);
      const updated = await updateRow(ctx.tx, payments, existing.id, {
        paymentMethodId: method.id,
        creditCardBannerId: b.creditCardBannerId !== undefined ? b.creditCardBannerId : b.paymentMethodId ? null : existing.creditCardBannerId,
        ...paymentMoney(decision),
        note: b.note !== undefined ? b.note : existing.note,
        ...(b.paymentId !== undefined ? { paymentId: b.paymentId } : {}),
        ...(b.orderPads !== undefined ? { orderPads: await coveredPads(ctx.tx, ctx.businessId, pad.id, b.orderPads) } : {}),
        ...ctx.stamp(),
      });
      await ctx.audit('updatePayment', 'payment', existing.id, { before: existing.amount, after: decision.amount });
      return { ...updated, orderPadTotals: await padTotals(ctx.tx, pad) };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(orderPadsWrites.orderPadPaymentsDelete),
    permission: 'settle',
    orderPadOf: (_b, params) => (params as { orderPadId: string }).orderPadId,
    async run(ctx) {
      const params = ctx.params as { orderPadId: string; id: string };
      const pad = await openPad(ctx.tx, ctx.businessId, params.orderPadId);
      const existing = found(await findLive(ctx.tx, payments, ctx.businessId, params.id), m.notFound.payment);
      if (existing.orderPadId !== pad.id) throw found(null, m.notFound.payment);
      const deleted = await updateRow(ctx.tx, payments, existing.id, { deletedAt: ctx.now, ...ctx.stamp() });
      await ctx.audit('updatePayment', 'payment', existing.id, { deleted: true, amount: existing.amount });
      return { ...deleted, orderPadTotals: await padTotals(ctx.tx, pad) };
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'order-pads/:orderPadId/payments/:id/print-resume',
    body: emptyBody,
    permission: 'settle',
    async run(ctx) {
      const params = ctx.params as { orderPadId: string; id: string };
      const pad = await getPad(ctx.tx, ctx.businessId, params.orderPadId);
      const payment = found(await findLive(ctx.tx, payments, ctx.businessId, params.id), m.notFound.payment);
      if (payment.orderPadId !== pad.id) throw found(null, m.notFound.payment);
      await ctx.audit('reprintTicket', 'payment', payment.id, { orderPadId: pad.id });
      return { payment, orderPad: await withTotals(ctx.tx, pad) };
    },
  });

  // ------------------------------------------------------------ transaction accounts (customer tabs)

  registerWrite(app, deps, {
    method: 'POST',
    path: 'order-pads/:orderPadId/transaction-accounts',
    body: transactionAccountCreate,
    permission: 'settle',
    createdId: (b) => b.id,
    async run(ctx) {
      const pad = await getPad(ctx.tx, ctx.businessId, (ctx.params as { orderPadId: string }).orderPadId);
      found(await findLive(ctx.tx, entities, ctx.businessId, ctx.body.entityId), m.notFound.entity);
      // The account it hangs from must be this business's.
      if (ctx.body.transactionAccountId) found(await findLive(ctx.tx, transactionAccounts, ctx.businessId, ctx.body.transactionAccountId), m.notFound.transactionAccount);
      const id = ctx.idFor(ctx.body.id);
      if (ctx.body.id && (await idExists(ctx.tx, transactionAccounts, id))) throw idRefused();
      const row = await insertRow(ctx.tx, transactionAccounts, {
        id,
        businessId: ctx.businessId,
        orderPadId: pad.id,
        entityId: ctx.body.entityId,
        transactionAccountId: ctx.body.transactionAccountId ?? null,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      return { status: 201, body: row };
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'order-pads/:orderPadId/transaction-accounts/:id',
    body: transactionAccountUpdate,
    permission: 'settle',
    async run(ctx) {
      const params = ctx.params as { orderPadId: string; id: string };
      const account = await accountOf(ctx, params.orderPadId, params.id);
      if (ctx.body.entityId) found(await findLive(ctx.tx, entities, ctx.businessId, ctx.body.entityId), m.notFound.entity);
      return updateRow(ctx.tx, transactionAccounts, account.id, { ...ctx.body, ...ctx.stamp() });
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'order-pads/:orderPadId/transaction-accounts/:transactionAccountId/restore-balance',
    body: emptyBody,
    permission: 'settle',
    async run(ctx) {
      const params = ctx.params as { orderPadId: string; transactionAccountId: string };
      const account = await accountOf(ctx, params.orderPadId, params.transactionAccountId);
      return updateRow(ctx.tx, transactionAccounts, account.id, { balance: await entriesSum(ctx, account.id), ...ctx.stamp() });
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'order-pads/:orderPadId/transaction-accounts/:transactionAccountId/entries',
    body: transactionAccountEntryCreate,
    permission: 'settle',
    createdId: (b) => b.id,
    async run(ctx) {
      const params = ctx.params as { orderPadId: string; transactionAccountId: string };
      const account = await accountOf(ctx, params.orderPadId, params.transactionAccountId);
      const id = ctx.idFor(ctx.body.id);
      if (ctx.body.id && (await idExists(ctx.tx, transactionAccountEntries, id))) throw idRefused();
      const entry = await insertRow(ctx.tx, transactionAccountEntries, {
        id,
        businessId: ctx.businessId,
        transactionAccountId: account.id,
        amount: ctx.body.amount,
        description: ctx.body.description ?? null,
        userId: ctx.user.id,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      const updated = await updateRow(ctx.tx, transactionAccounts, account.id, { balance: await entriesSum(ctx, account.id), ...ctx.stamp() });
      return { status: 201, body: { entry, account: updated } };
    },
  });

  registerWrite(app, deps, {
    method: 'DELETE',
    path: 'order-pads/:orderPadId/transaction-accounts/:transactionAccountId/entries/:id',
    body: emptyBody,
    permission: 'settle',
    async run(ctx) {
      const params = ctx.params as { orderPadId: string; transactionAccountId: string; id: string };
      const account = await accountOf(ctx, params.orderPadId, params.transactionAccountId);
      const entry = found(await findLive(ctx.tx, transactionAccountEntries, ctx.businessId, params.id), m.notFound.record);
      if (entry.transactionAccountId !== account.id) throw found(null, m.notFound.record);
      const deleted = await updateRow(ctx.tx, transactionAccountEntries, entry.id, { deletedAt: ctx.now, ...ctx.stamp() });
      const updated = await updateRow(ctx.tx, transactionAccounts, account.id, { balance: await entriesSum(ctx, account.id), ...ctx.stamp() });
      return { entry: deleted, account: updated };
    },
  });
}

async function accountOf(ctx: WriteContext<unknown, unknown>, orderPadId: string, id: string) {
  const pad = await getPad(ctx.tx, ctx.businessId, orderPadId);
  const account = found(await findLive(ctx.tx, transactionAccounts, ctx.businessId, id), m.notFound.transactionAccount);
  if (account.orderPadId !== pad.id) throw found(null, m.notFound.transactionAccount);
  return account;
}

async function entriesSum(ctx: WriteContext<unknown, unknown>, accountId: string): Promise<number> {
  const rows = await ctx.tx
    .select({ total: sql<number>`coalesce(sum(${transactionAccountEntries.amount}), 0)::bigint` })
    .from(transactionAccountEntries)
    .where(and(eq(transactionAccountEntries.transactionAccountId, accountId), isNull(transactionAccountEntries.deletedAt)));
  return Number(rows[0]?.total ?? 0);
}

/** The business's service fee setting (config.serviceFee: { enabled, rate in basis points }), 10 % by default. */
async function serviceFeeConfig(ctx: WriteContext<unknown, unknown>): Promise<{ enabled: boolean; rate: number }> {
  const rows = await ctx.tx.select({ config: businesses.config }).from(businesses).where(eq(businesses.id, ctx.businessId));
  const fee = (rows[0]?.config?.serviceFee ?? {}) as { enabled?: boolean; rate?: number };
  return { enabled: fee.enabled ?? true, rate: fee.rate ?? 1000 };
}

/** Whether this discount on the pad stays within the business's limit, on the pad's subtotal as it is now. */
async function withinDiscountLimit(tx: Executor, businessId: string, pad: OrderPadRow, discount: { type: 'value' | 'percentage'; value: number }): Promise<boolean> {
  const [row] = await tx.select({ config: businesses.config }).from(businesses).where(eq(businesses.id, businessId));
  const config = (row?.config ?? {}) as DiscountLimitConfig;
  if (!config.discountLimit) return false;
  return discountWithinLimit(discount, (await padTotals(tx, pad)).subtotal, config);
}
