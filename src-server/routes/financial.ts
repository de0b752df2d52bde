// Financial (contas a pagar e a receber, 001 §7.7): accounts, categories and entries, each write declared once in
// src-shared/writes/financial.ts. Managers and the financial operator write (permission finance); the accountant
// reads (graphql/financial.ts). An installment plan or a recurrence is made as all its entries at once under one
// group key, so each can be paid, changed or deleted alone, or with the following ones, or all together (001 §4
// updateType this / subsequent / all). A transfer is an expense from one account and an income into the other,
// tied by transfer_id, and always changed, paid or deleted together.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { and, count, eq, gte, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { FinancialRecurrence } from '../../src-shared/api/enums.js';
import { addDays, addPeriods, daysBetween, todayIn } from '../../src-shared/domain/financialDates.js';
import { splitAmount } from '../../src-shared/domain/money.js';
import { financialMessages as m } from '../../src-shared/i18n/financial.js';
import { newId } from '../../src-shared/ids/uuid.js';
import * as w from '../../src-shared/writes/financial.js';
import { findLive, idExists, insertRows, updateRow, type Row } from '../db/rows.js';
import { businesses, entities, financialAccounts, financialCategories, financialEntries } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, found } from '../http/errors.js';
import { idRefused } from '../http/validate.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';

type Ctx = Pick<WriteContext<unknown, Record<string, string>>, 'tx' | 'businessId' | 'idFor' | 'stamp' | 'now'>;
type Entry = typeof financialEntries.$inferSelect;
/** The {id} of the path (every route here with one has it). */
const idOf = (ctx: { params: unknown }) => (ctx.params as { id: string }).id;
const e = financialEntries;

/** Today where the business is: a payment marked without a date is paid today. */
export async function businessToday(db: Executor, businessId: string): Promise<string> {
  const rows = await db.select({ timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, businessId));
  return todayIn(rows[0]?.timeZone ?? 'America/Sao_Paulo');
}

async function liveEntry(ctx: Ctx, id: string): Promise<Entry> {
  return found(await findLive(ctx.tx, e, ctx.businessId, id), m.notFound.entry) as unknown as Entry;
}

/** The account, the category (of the entry's kind) and the customer or supplier an entry names are the business's. */
async function checkRefs(ctx: Ctx, b: { kind: 'income' | 'expense'; accountId: string; categoryId?: string | null | undefined; entityId?: string | null | undefined }): Promise<void> {
  found(await findLive(ctx.tx, financialAccounts, ctx.businessId, b.accountId), m.notFound.account);
  if (b.categoryId) {
    const c = found(await findLive(ctx.tx, financialCategories, ctx.businessId, b.categoryId), m.notFound.category);
    if (c.kind !== b.kind) throw conflict(m.conflict.categoryKind(String(c.name), c.kind as 'income' | 'expense'));
  }
  if (b.entityId) found(await findLive(ctx.tx, entities, ctx.businessId, b.entityId), m.notFound.entity);
}

/**
 * What paying means on a day: paid with its date, or pending with none. Without a date, an entry typed as already paid
 * was paid on its own date (`on`); one marked paid now (change-paid) is paid today.
 */
async function paidFields(ctx: Ctx, paid: boolean, paidDate: string | null | undefined, on?: string) {
  if (!paid) return { paid: false, paidDate: null };
  return { paid: true, paidDate: paidDate ?? on ?? (await businessToday(ctx.tx, ctx.businessId)) };
}

interface EntryBody {
  id?: string | undefined;
  kind: 'income' | 'expense';
  description: string;
  amount: number;
  dueDate: string;
  accountId: string;
  categoryId?: string | null | undefined;
  entityId?: string | null | undefined;
  paid: boolean;
  paidDate?: string | null | undefined;
  note?: string | null | undefined;
}

/**
 * The entries of one create: one, or `amounts.length` of them a `recurrence` apart under one group key (the first
 * entry's id). Only the first takes the paid flag: it is the one due now (an entrada, this month's bill).
 */
async function createEntries(ctx: Ctx, b: EntryBody, amounts: number[], group: { mode: 'fixed' | 'installment'; recurrence: FinancialRecurrence | null; isRecurring: boolean }) {
  const first = ctx.idFor(b.id);
  if (b.id && (await idExists(ctx.tx, e, first))) throw idRefused();
  await checkRefs(ctx, b);
  const paid = await paidFields(ctx, b.paid, b.paidDate, b.dueDate);
  const many = amounts.length > 1;
  const rows = amounts.map((amount, i) => ({
    id: i === 0 ? first : newId(),
    businessId: ctx.businessId,
    kind: b.kind,
    description: b.description,
    amount,
    dueDate: many ? addPeriods(b.dueDate, group.recurrence ?? 'monthly', i) : b.dueDate,
    ...(i === 0 ? paid : { paid: false, paidDate: null }),
    accountId: b.accountId,
    categoryId: b.categoryId ?? null,
    entityId: b.entityId ?? null,
    mode: group.mode,
    recurrence: many ? (group.recurrence ?? 'monthly') : null,
    isRecurring: group.isRecurring,
    installmentGroupKey: many ? first : null,
    installment: many ? i + 1 : null,
    installments: many ? amounts.length : null,
    transferId: null,
    note: b.note ?? null,
    createdAt: ctx.now,
    ...ctx.stamp(),
  }));
  const entries = await insertRows(ctx.tx, e, rows);
  return { status: 201, body: { id: first, entries } };
}

/** The entries an update or delete of `row` reaches: itself, or the following ones of its group, or all of it. */
async function scopeOf(ctx: Ctx, row: Entry, updateType: 'this' | 'subsequent' | 'all'): Promise<Entry[]> {
  if (updateType === 'this' || !row.installmentGroupKey) return [row];
  const where: SQL[] = [eq(e.businessId, ctx.businessId), isNull(e.deletedAt), eq(e.installmentGroupKey, row.installmentGroupKey)];
  if (updateType === 'subsequent') where.push(gte(e.installment, row.installment ?? 1));
  return (await ctx.tx.select().from(e).where(and(...where))) as Entry[];
}

/** Both halves of a transfer (the expense first). */
async function transferOf(ctx: Ctx, id: string): Promise<Entry[]> {
  const row = await liveEntry(ctx, id);
  if (!row.transferId) throw conflict(m.conflict.notTransfer);
  const halves = (await ctx.tx
    .select()
    .from(e)
    .where(and(eq(e.businessId, ctx.businessId), isNull(e.deletedAt), eq(e.transferId, row.transferId)))) as Entry[];
  return halves.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'expense' ? -1 : 1));
}

const softDelete = (ctx: Ctx, rows: Entry[]) => Promise.all(rows.map((r) => updateRow(ctx.tx, e, r.id, { deletedAt: ctx.now, ...ctx.stamp() })));

/** How many live entries name a column's value (an account or a category in use). */
async function entriesWith(ctx: Ctx, column: typeof e.accountId | typeof e.categoryId, id: string): Promise<number> {
  const rows = await ctx.tx.select({ n: count() }).from(e).where(and(eq(e.businessId, ctx.businessId), isNull(e.deletedAt), eq(column, id)));
  return Number(rows[0]?.n ?? 0);
}

async function createdOnce(ctx: Ctx, table: typeof financialAccounts | typeof financialCategories, clientId: string | undefined): Promise<string> {
  const id = ctx.idFor(clientId);
  if (clientId && (await idExists(ctx.tx, table, id))) throw idRefused();
  return id;
}

/** The spec's client says the scope of a recurrence's delete in the query (?updateType=); the declared write, in the body. */
const RECURRENCE_DELETE = `/businesses/:businessId/${routeOf(w.financialEntryRecurrenceDelete).path}`;

export function registerFinancial(app: FastifyInstance, deps: WriteDeps): void {
  const permission = 'finance' as const;
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'DELETE' || req.routeOptions.url !== RECURRENCE_DELETE) return;
    const { updateType } = (req.query ?? {}) as { updateType?: unknown };
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    if (updateType !== undefined && body.updateType === undefined) req.body = { ...body, updateType };
  });

  // ---------------------------------------------------------------- accounts
  registerWrite(app, deps, {
    ...routeOf(w.financialAccountCreate),
    permission,
    createdId: (b) => b.id,
    async run(ctx) {
      const { id: clientId, name, initialBalance, note } = ctx.body;
      const id = await createdOnce(ctx, financialAccounts, clientId);
      const [row] = await insertRows(ctx.tx, financialAccounts, [{ id, businessId: ctx.businessId, name, initialBalance, note: note ?? null, createdAt: ctx.now, ...ctx.stamp() }]);
      return { status: 201, body: row };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialAccountUpdate),
    permission,
    async run(ctx) {
      found(await findLive(ctx.tx, financialAccounts, ctx.businessId, idOf(ctx)), m.notFound.account);
      const { name, initialBalance, note } = ctx.body;
      return updateRow(ctx.tx, financialAccounts, idOf(ctx), { name, initialBalance, note: note ?? null, ...ctx.stamp() });
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialAccountDelete),
    permission,
    async run(ctx) {
      const row = found(await findLive(ctx.tx, financialAccounts, ctx.businessId, idOf(ctx)), m.notFound.account);
      const used = await entriesWith(ctx, e.accountId, row.id);
      if (used > 0) throw conflict(m.conflict.accountInUse(String(row.name), used));
      return updateRow(ctx.tx, financialAccounts, row.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });

  // ---------------------------------------------------------------- categories
  registerWrite(app, deps, {
    ...routeOf(w.financialCategoryCreate),
    permission,
    createdId: (b) => b.id,
    async run(ctx) {
      const { id: clientId, name, kind, dreLine } = ctx.body;
      const id = await createdOnce(ctx, financialCategories, clientId);
      const [row] = await insertRows(ctx.tx, financialCategories, [{ id, businessId: ctx.businessId, name, kind, dreLine: dreLine ?? null, createdAt: ctx.now, ...ctx.stamp() }]);
      return { status: 201, body: row };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialCategoryUpdate),
    permission,
    async run(ctx) {
      const row = found(await findLive(ctx.tx, financialCategories, ctx.businessId, idOf(ctx)), m.notFound.category);
      const { name, kind, dreLine } = ctx.body;
      if (kind !== row.kind) {
        // Its entries would be filed under a category of the other kind.
        const other = await ctx.tx.select({ n: count() }).from(e).where(and(eq(e.businessId, ctx.businessId), isNull(e.deletedAt), eq(e.categoryId, row.id), ne(e.kind, kind)));
        const n = Number(other[0]?.n ?? 0);
        if (n > 0) throw conflict(m.conflict.categoryInUse(String(row.name), n));
      }
      return updateRow(ctx.tx, financialCategories, row.id, { name, kind, ...(dreLine !== undefined ? { dreLine } : {}), ...ctx.stamp() });
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialCategoryDelete),
    permission,
    async run(ctx) {
      const row = found(await findLive(ctx.tx, financialCategories, ctx.businessId, idOf(ctx)), m.notFound.category);
      const used = await entriesWith(ctx, e.categoryId, row.id);
      if (used > 0) throw conflict(m.conflict.categoryInUse(String(row.name), used));
      return updateRow(ctx.tx, financialCategories, row.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
  // Which line of the DRE each category adds to (null: none).
  registerWrite(app, deps, {
    ...routeOf(w.financialCategoryLinkDre),
    permission,
    async run(ctx) {
      const ids = [...new Set(ctx.body.categoryIds)];
      const rows = await ctx.tx
        .select({ id: financialCategories.id })
        .from(financialCategories)
        .where(and(eq(financialCategories.businessId, ctx.businessId), isNull(financialCategories.deletedAt), inArray(financialCategories.id, ids)));
      if (rows.length !== ids.length) throw found(null, m.notFound.category);
      const categories = await Promise.all(ids.map((id) => updateRow(ctx.tx, financialCategories, id, { dreLine: ctx.body.dreLine, ...ctx.stamp() })));
      return { categories };
    },
  });

  // ---------------------------------------------------------------- entries
  registerWrite(app, deps, {
    ...routeOf(w.financialEntryCreate),
    permission,
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const plan = b.mode === 'installment' && b.installments ? splitAmount(b.amount, b.installments) : [b.amount];
      return createEntries(ctx, b, plan, { mode: b.mode, recurrence: b.recurrence ?? null, isRecurring: false });
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialEntryRecurrenceCreate),
    permission,
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      return createEntries(ctx, b, Array.from({ length: b.occurrences }, () => b.amount), { mode: 'fixed', recurrence: b.recurrence, isRecurring: true });
    },
  });

  /** An update of one entry, or of the following ones of its group, or all of it: due dates move by the same days. */
  const update = async (ctx: WriteContext<z.output<typeof w.financialEntryUpdate.schema>, Record<string, string>>) => {
    const b = ctx.body;
    const row = await liveEntry(ctx, idOf(ctx));
    if (row.transferId) throw conflict(m.conflict.isTransfer);
    await checkRefs(ctx, b);
    const targets = await scopeOf(ctx, row, b.updateType);
    const shift = daysBetween(row.dueDate, b.dueDate);
    const paid = await paidFields(ctx, b.paid, b.paidDate, b.dueDate);
    const common = { kind: b.kind, description: b.description, amount: b.amount, accountId: b.accountId, categoryId: b.categoryId ?? null, entityId: b.entityId ?? null, note: b.note ?? null };
    const entries = await Promise.all(
      targets.map((t) =>
        updateRow(ctx.tx, e, t.id, {
          ...common,
          dueDate: t.id === row.id ? b.dueDate : addDays(t.dueDate, shift),
          // Paying is said of the entry at hand; the others keep theirs.
          ...(t.id === row.id ? paid : {}),
          ...ctx.stamp(),
        }),
      ),
    );
    const self = entries.find((x) => x.id === row.id) as Row;
    return targets.length === 1 ? self : { ...self, entries };
  };
  registerWrite(app, deps, { ...routeOf(w.financialEntryUpdate), permission, run: update });
  registerWrite(app, deps, { ...routeOf(w.financialEntryRecurrenceUpdate), permission, run: update });

  registerWrite(app, deps, {
    ...routeOf(w.financialEntryChangePaid),
    permission,
    async run(ctx) {
      const row = await liveEntry(ctx, idOf(ctx));
      const halves = row.transferId ? await transferOf(ctx, row.id) : [row];
      const paid = await paidFields(ctx, ctx.body.paid ?? !row.paid, ctx.body.paidDate);
      const entries = await Promise.all(halves.map((h) => updateRow(ctx.tx, e, h.id, { ...paid, ...ctx.stamp() })));
      return entries.find((x) => x.id === row.id) as Row;
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialEntryDelete),
    permission,
    async run(ctx) {
      const row = await liveEntry(ctx, idOf(ctx));
      // Half a transfer would leave money appearing from nowhere: both go.
      const gone = await softDelete(ctx, row.transferId ? await transferOf(ctx, row.id) : [row]);
      return { deleted: gone.map((r) => r.id) };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialEntryRecurrenceDelete),
    permission,
    async run(ctx) {
      const row = await liveEntry(ctx, idOf(ctx));
      if (row.transferId) throw conflict(m.conflict.isTransfer);
      const gone = await softDelete(ctx, await scopeOf(ctx, row, ctx.body.updateType));
      return { deleted: gone.map((r) => r.id) };
    },
  });

  // ---------------------------------------------------------------- transfers
  /** The two halves' fields: out of the origin as an expense, into the destination as an income. */
  const halvesOf = async (ctx: Ctx, b: { accountId: string; accountDestinationId: string; amount: number; dueDate: string; description?: string | null | undefined; paid: boolean; note?: string | null | undefined }) => {
    const from = found(await findLive(ctx.tx, financialAccounts, ctx.businessId, b.accountId), m.notFound.account);
    const to = found(await findLive(ctx.tx, financialAccounts, ctx.businessId, b.accountDestinationId), m.notFound.account);
    const paid = await paidFields(ctx, b.paid, null, b.dueDate);
    const same = { amount: b.amount, dueDate: b.dueDate, ...paid, note: b.note ?? null, categoryId: null, entityId: null, mode: 'fixed', recurrence: null, isRecurring: false };
    return {
      out: { ...same, kind: 'expense', accountId: from.id, description: b.description || m.transfer.out(String(to.name)) },
      in: { ...same, kind: 'income', accountId: to.id, description: b.description || m.transfer.in(String(from.name)) },
    };
  };
  registerWrite(app, deps, {
    ...routeOf(w.financialEntryTransferCreate),
    permission,
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const outId = ctx.idFor(b.id);
      const inId = ctx.idFor(b.incomeId);
      for (const [given, id] of [[b.id, outId], [b.incomeId, inId]] as const) if (given && (await idExists(ctx.tx, e, id))) throw idRefused();
      const h = await halvesOf(ctx, b);
      const base = { businessId: ctx.businessId, transferId: outId, installmentGroupKey: null, installment: null, installments: null, createdAt: ctx.now, ...ctx.stamp() };
      const entries = await insertRows(ctx.tx, e, [
        { ...base, ...h.out, id: outId },
        { ...base, ...h.in, id: inId },
      ]);
      return { status: 201, body: { id: outId, transferId: outId, entries } };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.financialEntryTransferUpdate),
    permission,
    async run(ctx) {
      const halves = await transferOf(ctx, idOf(ctx));
      const h = await halvesOf(ctx, ctx.body);
      const entries = await Promise.all(halves.map((x) => updateRow(ctx.tx, e, x.id, { ...(x.kind === 'expense' ? h.out : h.in), ...ctx.stamp() })));
      return { transferId: halves[0]?.transferId, entries };
    },
  });
}
