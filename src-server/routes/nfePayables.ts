// A purchase NF-e into the payables (contas a pagar): one expense per duplicata of the note (<cobr><dup>: its due
// date and amount), or one for the note's total due on its issue day when it has none, in the business's first
// financial account, grouped by the note. Reverting the note takes them out, unless one was already paid.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { localDay } from '../../src-shared/domain/sales.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { fiscalBackOfficeMessages as m } from '../../src-shared/i18n/fiscalBackOffice.js';
import { insertRows } from '../db/rows.js';
import { financialAccounts, financialEntries, nfes } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import type { StockCtx } from './orderStock.js';

type Note = Pick<typeof nfes.$inferSelect, 'id' | 'key' | 'number' | 'series' | 'issuerName' | 'issuedAt' | 'total' | 'installments'>;

export async function enterNotePayables(ctx: StockCtx, note: Note, timeZone: string): Promise<void> {
  const [account] = await ctx.tx
    .select({ id: financialAccounts.id })
    .from(financialAccounts)
    .where(and(eq(financialAccounts.businessId, ctx.businessId), isNull(financialAccounts.deletedAt)))
    .orderBy(asc(financialAccounts.createdAt), asc(financialAccounts.id))
    .limit(1);
  if (!account) throw conflict(m.payables.noAccount);
  const parts = note.installments.length > 0 ? note.installments : [{ number: '1', dueDate: localDay(new Date(note.issuedAt), timeZone), amount: note.total }];
  const many = parts.length > 1;
  await insertRows(
    ctx.tx,
    financialEntries,
    parts.map((p, i) => ({
      id: newId(),
      businessId: ctx.businessId,
      kind: 'expense',
      description: m.payables.description(note.number, note.series, note.issuerName, many ? p.number : null),
      amount: p.amount,
      dueDate: p.dueDate,
      paid: false,
      paidDate: null,
      accountId: account.id,
      categoryId: null,
      entityId: null,
      mode: many ? 'installment' : 'fixed',
      recurrence: null,
      isRecurring: false,
      // The note's id ties its payables together, so reverting finds them.
      installmentGroupKey: note.id,
      installment: i + 1,
      installments: parts.length,
      transferId: null,
      note: note.key,
      createdAt: ctx.now,
      ...ctx.stamp(),
    })),
  );
}

export async function revertNotePayables(ctx: StockCtx, noteId: string): Promise<void> {
  const live = and(eq(financialEntries.businessId, ctx.businessId), eq(financialEntries.installmentGroupKey, noteId), isNull(financialEntries.deletedAt));
  const rows = await ctx.tx.select({ id: financialEntries.id, paid: financialEntries.paid }).from(financialEntries).where(live);
  if (rows.some((r) => r.paid)) throw conflict(m.payables.alreadyPaid);
  if (rows.length > 0) await ctx.tx.update(financialEntries).set({ deletedAt: ctx.now, ...ctx.stamp() }).where(live);
}
