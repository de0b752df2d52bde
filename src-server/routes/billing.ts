// The platform's billing writes and files (000 §7 Billing), all at /billing/... with no business in the path (the
// spec's leading slash, read as root scope): written by a platform admin in admin context only (000 §6: the partner
// reads its own billing through GraphQL, graphql/billing.ts), through the root write pipeline (rootWrites.ts: token
// and role before the body, one transaction, the Idempotency-Key). Our reading of the calls whose shapes are not
// shown: a duplicate is created for an invoice (or for a business and a month, whose invoice is opened then), in the
// payment plan's installments when one is named; generate-transaction gives it a boleto computed here
// (billing/boleto.ts: our nosso número, FEBRABAN barcode and linha digitável, no bank called); cancel-boleto clears
// it; send-boleto-by-email queues the mail (mail/outbox.ts); entries settle the duplicate (billing/ledger.ts); every
// change leaves an occurrence. The two reports answer PDF or Excel (reportFiles.ts). The second PUT of the payment
// plan (without {id}) carries the plan's id in its body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { duplicateEntriesReport, duplicateReport } from '../../src-shared/api/schemas/billing.js';
import type { RequestContext } from '../../src-shared/api/enums.js';
import { DUPLICATE_ENTRY_KIND_LABELS, DUPLICATE_STATUS_LABELS, billingMessages as m } from '../../src-shared/i18n/billing.js';
import type { AnyWrite } from '../../src-shared/writes/define.js';
import * as w from '../../src-shared/writes/billing.js';
import { requestContext, type AuthUser } from '../auth/guard.js';
import type { PlatformDeps } from '../app.js';
import { boleto, dueFactor, freeFieldOf } from '../billing/boleto.js';
import { addDays, balanceOf, invoiceOfMonth, leftToCharge, liveInvoice, lockInvoice, occurrence, settle, type Duplicate } from '../billing/ledger.js';
import { boletoNumbers, businesses, duplicateEntries, duplicates, entities, paymentPlans } from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { badRequest, conflict, forbidden, found } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { parse } from '../http/validate.js';
import { queueMail } from '../mail/outbox.js';
import { formatDateTime, sendReport } from './reportFiles.js';
import { registerRootWrite, type RootWriteContext } from './rootWrites.js';

const TIME_ZONE = 'America/Sao_Paulo';

/** A platform admin in admin context; anyone else 403 before the body is read. */
export function onlyOperator(user: AuthUser, context: RequestContext): void {
  if (context !== 'admin' || !user.platformRoles.includes('admin')) throw forbidden(m.onlyOperator);
}

/** The Fastify path of a declared write's call: billing/duplicates/{id} → /billing/duplicates/:id. */
const urlOf = (write: Pick<AnyWrite, 'call'>) => `/${write.call.path.replace(/\{(\w+)\}/g, ':$1')}`;

async function liveDuplicate(tx: Tx, id: string): Promise<Duplicate> {
  return found((await tx.select().from(duplicates).where(and(eq(duplicates.id, id), isNull(duplicates.deletedAt))))[0], m.duplicateNotFound);
}

async function livePlan(tx: Tx, id: string) {
  return found((await tx.select().from(paymentPlans).where(and(eq(paymentPlans.id, id), isNull(paymentPlans.deletedAt))))[0], m.paymentPlanNotFound);
}

async function liveEntry(tx: Tx, duplicateId: string, id: string) {
  return found(
    (await tx.select().from(duplicateEntries).where(and(eq(duplicateEntries.id, id), eq(duplicateEntries.duplicateId, duplicateId), isNull(duplicateEntries.deletedAt))))[0],
    m.entryNotFound,
  );
}

const brDate = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '');
const asRow = (row: object) => out(row as Record<string, unknown>);

export function registerBilling(app: FastifyInstance, deps: PlatformDeps): void {
  /** One root write of a declared billing write: its path, its schema, the platform admin only. */
  function route<S extends z.ZodType, P extends Record<string, string>>(
    write: { call: AnyWrite['call']; schema: S },
    run: (ctx: RootWriteContext<z.output<S>, P>) => Promise<object>,
    createdId?: (body: z.output<S>) => string | undefined | null,
  ): void {
    registerRootWrite<S, P>(app, deps, {
      method: write.call.method as 'POST' | 'PUT' | 'DELETE',
      url: urlOf(write),
      body: write.schema,
      authorize: onlyOperator,
      ...(createdId ? { createdId } : {}),
      run,
    });
  }

  // ── payment plans ────────────────────────────────────────────────────────────────────────────
  route(
    w.paymentPlanCreate,
    async (ctx) => {
      const { id, ...values } = ctx.body;
      const [row] = await ctx.tx.insert(paymentPlans).values({ ...values, id: ctx.idFor(id), createdAt: ctx.now, updatedAt: ctx.now }).returning();
      return { status: 201, body: asRow(row!) };
    },
    (b) => b.id,
  );
  const updatePlan = async (tx: Tx, id: string, values: Record<string, unknown>, now: string) => {
    await livePlan(tx, id);
    const [row] = await tx.update(paymentPlans).set({ ...values, updatedAt: now }).where(eq(paymentPlans.id, id)).returning();
    return asRow(row!);
  };
  route(w.paymentPlanUpdateWithoutId, async (ctx) => {
    const { id, ...values } = ctx.body;
    return updatePlan(ctx.tx, id, values, ctx.now);
  });
  route<typeof w.paymentPlanUpdate.schema, { id: string }>(w.paymentPlanUpdate, async (ctx) => updatePlan(ctx.tx, ctx.params.id, ctx.body, ctx.now));
  route<typeof w.paymentPlanDelete.schema, { id: string }>(w.paymentPlanDelete, async (ctx) => {
    await livePlan(ctx.tx, ctx.params.id);
    // The duplicates made with it keep its id: they were split by it, and say so.
    const [row] = await ctx.tx.update(paymentPlans).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(paymentPlans.id, ctx.params.id)).returning();
    return asRow(row!);
  });

  // ── duplicates ───────────────────────────────────────────────────────────────────────────────
  route(
    w.duplicatesCreate,
    async (ctx) => {
      const b = ctx.body;
      const invoice = b.invoiceId
        ? await liveInvoice(ctx.tx, b.invoiceId).catch(() => {
            throw badRequest(m.invoiceNotFound, [{ path: 'invoiceId', message: m.invoiceNotFound }]);
          })
        : await invoiceOfMonth(ctx.tx, b.businessId!, b.referenceMonth!, ctx.now);
      await lockInvoice(ctx.tx, invoice.id);
      if (invoice.status !== 'open') throw conflict(m.invoiceClosed);
      const left = await leftToCharge(ctx.tx, invoice);
      if (left <= 0) throw conflict(m.nothingLeft);
      const amount = b.amount ?? left;
      if (amount > left) throw badRequest(m.overInvoice(left), [{ path: 'amount', message: m.overInvoice(left) }]);
      const plan = b.paymentPlanId
        ? await livePlan(ctx.tx, b.paymentPlanId).catch(() => {
            throw badRequest(m.paymentPlanNotFound, [{ path: 'paymentPlanId', message: m.paymentPlanNotFound }]);
          })
        : null;
      const n = plan?.installments ?? 1;
      if (amount < n) throw badRequest(m.amount, [{ path: 'amount', message: m.amount }]);
      const [{ count } = { count: 0 }] = await ctx.tx
        .select({ count: sql<number>`count(*)::int` })
        .from(duplicates)
        .where(eq(duplicates.invoiceId, invoice.id));
      const first = b.dueDate ?? invoice.dueDate;
      // Equal installments; the centavos that do not divide go on the first.
      const share = Math.floor(amount / n);
      const rows = Array.from({ length: n }, (_, i) => ({
        id: i === 0 ? ctx.idFor(b.id) : ctx.idFor(null),
        invoiceId: invoice.id,
        businessId: invoice.businessId,
        partnerId: invoice.partnerId,
        paymentPlanId: plan?.id ?? null,
        number: Number(count) + i + 1,
        amount: i === 0 ? amount - share * (n - 1) : share,
        dueDate: addDays(first, i * (plan?.intervalDays ?? 0)),
        status: 'open',
        note: b.note,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      }));
      const made = await ctx.tx.insert(duplicates).values(rows).returning();
      for (const d of made) await occurrence(ctx.tx, d.id, 'created', m.occurrence.created(d.amount, d.dueDate), ctx.user.id, ctx.now);
      made.sort((a, c) => a.number - c.number);
      return { status: 201, body: { ...asRow(made[0]!), installments: made.map(asRow) } };
    },
    (b) => b.id,
  );

  route<typeof w.duplicatesUpdate.schema, { id: string }>(w.duplicatesUpdate, async (ctx) => {
    const d = await liveDuplicate(ctx.tx, ctx.params.id);
    if (d.status !== 'open') throw conflict(m.notOpen);
    const b = ctx.body;
    // A boleto stands for the amount and the due day it was made with.
    if (d.ourNumber && ((b.amount !== undefined && b.amount !== d.amount) || (b.dueDate !== undefined && b.dueDate !== d.dueDate))) throw conflict(m.hasBoleto);
    if (b.amount !== undefined) {
      const left = await leftToCharge(ctx.tx, await liveInvoice(ctx.tx, d.invoiceId), d.id);
      if (b.amount > left) throw badRequest(m.overInvoice(left), [{ path: 'amount', message: m.overInvoice(left) }]);
    }
    await ctx.tx.update(duplicates).set({ ...b, updatedAt: ctx.now }).where(eq(duplicates.id, d.id));
    await occurrence(ctx.tx, d.id, 'updated', m.occurrence.updated, ctx.user.id, ctx.now);
    return asRow(await settle(ctx.tx, d.id, ctx.user.id, ctx.now));
  });

  route<typeof w.duplicatesDelete.schema, { id: string }>(w.duplicatesDelete, async (ctx) => {
    const d = await liveDuplicate(ctx.tx, ctx.params.id);
    if (d.status === 'paid') throw conflict(m.notOpen);
    const [entry] = await ctx.tx
      .select({ id: duplicateEntries.id })
      .from(duplicateEntries)
      .where(and(eq(duplicateEntries.duplicateId, d.id), isNull(duplicateEntries.deletedAt)))
      .limit(1);
    if (entry) throw conflict(m.hasEntries);
    // Cancelled and out of the lists; its history stays, and its part of the invoice is to charge again.
    const [row] = await ctx.tx
      .update(duplicates)
      .set({ status: 'cancelled', ourNumber: null, digitableLine: null, barcode: null, boletoGeneratedAt: null, deletedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(duplicates.id, d.id))
      .returning();
    await occurrence(ctx.tx, d.id, 'cancelled', m.occurrence.cancelled, ctx.user.id, ctx.now);
    return asRow(row!);
  });

  route<typeof w.duplicatesGenerateTransaction.schema, { id: string }>(w.duplicatesGenerateTransaction, async (ctx) => {
    const d = await liveDuplicate(ctx.tx, ctx.params.id);
    if (d.status !== 'open') throw conflict(m.notOpen);
    if (d.ourNumber) throw conflict(m.hasBoleto);
    const balance = await balanceOf(ctx.tx, d);
    if (balance <= 0) throw conflict(m.notOpen);
    try {
      dueFactor(d.dueDate);
    } catch {
      throw badRequest(m.dueTooFar, [{ path: 'dueDate', message: m.dueTooFar }]);
    }
    // One sequence for the platform: two boletos made at once wait for each other here (PGlite runs one at a time).
    if (!deps.serialized) await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('boleto_numbers'))`);
    const [last] = await ctx.tx.select({ n: sql<number>`coalesce(max(${boletoNumbers.ourNumber}), 0)::int` }).from(boletoNumbers);
    const number = Number(last?.n ?? 0) + 1;
    await ctx.tx.insert(boletoNumbers).values({ ourNumber: number, duplicateId: d.id, createdAt: ctx.now });
    const ourNumber = String(number).padStart(17, '0');
    const made = boleto({ dueDate: d.dueDate, amount: balance, freeField: freeFieldOf(ourNumber) });
    const [row] = await ctx.tx
      .update(duplicates)
      .set({ ourNumber, digitableLine: made.digitableLine, barcode: made.barcode, boletoGeneratedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(duplicates.id, d.id))
      .returning();
    await occurrence(ctx.tx, d.id, 'boletoGenerated', m.occurrence.boletoGenerated(ourNumber), ctx.user.id, ctx.now);
    return asRow(row!);
  });

  route<typeof w.duplicatesCancelBoleto.schema, { id: string }>(w.duplicatesCancelBoleto, async (ctx) => {
    const d = await liveDuplicate(ctx.tx, ctx.params.id);
    if (!d.ourNumber) throw conflict(m.noBoleto);
    const [row] = await ctx.tx
      .update(duplicates)
      .set({ ourNumber: null, digitableLine: null, barcode: null, boletoGeneratedAt: null, updatedAt: ctx.now })
      .where(eq(duplicates.id, d.id))
      .returning();
    await occurrence(ctx.tx, d.id, 'boletoCancelled', m.occurrence.boletoCancelled, ctx.user.id, ctx.now);
    return asRow(row!);
  });

  route<typeof w.duplicatesSendBoletoByEmail.schema, { id: string }>(w.duplicatesSendBoletoByEmail, async (ctx) => {
    const d = await liveDuplicate(ctx.tx, ctx.params.id);
    if (!d.ourNumber || !d.digitableLine) throw conflict(m.noBoleto);
    if (d.status !== 'open') throw conflict(m.notOpen);
    const [business] = await ctx.tx.select().from(businesses).where(eq(businesses.id, d.businessId));
    let to = ctx.body.email ?? null;
    if (!to) {
      const [owner] = await ctx.tx
        .select({ email: entities.email })
        .from(entities)
        .where(and(eq(entities.businessId, d.businessId), eq(entities.type, 'businessOwner'), isNotNull(entities.email), isNull(entities.deletedAt)))
        .orderBy(asc(entities.name))
        .limit(1);
      to = owner?.email ?? null;
    }
    if (!to) throw badRequest(m.noEmail, [{ path: 'email', message: m.noEmail }]);
    to = to.toLowerCase();
    const name = business?.tradeName ?? business?.name ?? '';
    await queueMail(ctx.tx, { to, kind: 'boleto', subject: m.mail.subject(name, d.dueDate), text: m.mail.text(name, await balanceOf(ctx.tx, d), d.dueDate, d.digitableLine) }, ctx.now);
    await occurrence(ctx.tx, d.id, 'emailed', m.occurrence.emailed(to), ctx.user.id, ctx.now);
    return { sent: true, to };
  });

  // ── a duplicate's entries ────────────────────────────────────────────────────────────────────
  route<typeof w.duplicateEntriesCreate.schema, { duplicateId: string }>(
    w.duplicateEntriesCreate,
    async (ctx) => {
      const d = await liveDuplicate(ctx.tx, ctx.params.duplicateId);
      if (d.status === 'cancelled') throw conflict(m.notOpen);
      const { id, ...values } = ctx.body;
      const [row] = await ctx.tx
        .insert(duplicateEntries)
        .values({ ...values, id: ctx.idFor(id), duplicateId: d.id, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      await occurrence(ctx.tx, d.id, 'entryAdded', m.occurrence.entryAdded(DUPLICATE_ENTRY_KIND_LABELS[values.kind], values.amount), ctx.user.id, ctx.now);
      const settled = await settle(ctx.tx, d.id, ctx.user.id, ctx.now);
      return { status: 201, body: { ...asRow(row!), duplicate: asRow(settled) } };
    },
    (b) => b.id,
  );
  route<typeof w.duplicateEntriesUpdate.schema, { duplicateId: string; id: string }>(w.duplicateEntriesUpdate, async (ctx) => {
    const d = await liveDuplicate(ctx.tx, ctx.params.duplicateId);
    await liveEntry(ctx.tx, d.id, ctx.params.id);
    const [row] = await ctx.tx.update(duplicateEntries).set({ ...ctx.body, updatedAt: ctx.now }).where(eq(duplicateEntries.id, ctx.params.id)).returning();
    await occurrence(ctx.tx, d.id, 'entryChanged', m.occurrence.entryChanged, ctx.user.id, ctx.now);
    return { ...asRow(row!), duplicate: asRow(await settle(ctx.tx, d.id, ctx.user.id, ctx.now)) };
  });
  route<typeof w.duplicateEntriesDelete.schema, { duplicateId: string; id: string }>(w.duplicateEntriesDelete, async (ctx) => {
    const d = await liveDuplicate(ctx.tx, ctx.params.duplicateId);
    await liveEntry(ctx.tx, d.id, ctx.params.id);
    const [row] = await ctx.tx.update(duplicateEntries).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(duplicateEntries.id, ctx.params.id)).returning();
    await occurrence(ctx.tx, d.id, 'entryRemoved', m.occurrence.entryRemoved, ctx.user.id, ctx.now);
    return { ...asRow(row!), duplicate: asRow(await settle(ctx.tx, d.id, ctx.user.id, ctx.now)) };
  });

  // ── the files (they only read: no Idempotency-Key stored) ──────────────────────────────────────
  const operator = async (req: FastifyRequest) => {
    const user = await deps.guard.user(req);
    onlyOperator(user, requestContext(req));
    return user;
  };
  const r = m.report;

  app.post('/billing/duplicates/duplicate-report', async (req, reply) => {
    const user = await operator(req);
    const f = parse(duplicateReport, req.body ?? {});
    const where: SQL[] = [isNull(duplicates.deletedAt)];
    if (f.status) where.push(eq(duplicates.status, f.status));
    if (f.businessId) where.push(eq(duplicates.businessId, f.businessId));
    if (f.invoiceId) where.push(eq(duplicates.invoiceId, f.invoiceId));
    if (f.dueFrom) where.push(gte(duplicates.dueDate, f.dueFrom));
    if (f.dueTo) where.push(lte(duplicates.dueDate, f.dueTo));
    const rows = await deps.db
      .select({ d: duplicates, business: sql<string>`coalesce(${businesses.tradeName}, ${businesses.name})` })
      .from(duplicates)
      .leftJoin(businesses, eq(businesses.id, duplicates.businessId))
      .where(and(...where))
      .orderBy(asc(duplicates.dueDate), asc(duplicates.number));
    const now = new Date().toISOString();
    return sendReport(
      reply,
      {
        title: r.duplicatesTitle,
        subtitle: [r.generated(formatDateTime(now, TIME_ZONE), user.name)],
        columns: [
          { header: r.business, kind: 'text', width: 24 },
          { header: r.number, kind: 'count', width: 7 },
          { header: r.due, kind: 'text', width: 10 },
          { header: r.status, kind: 'text', width: 10 },
          { header: r.ourNumber, kind: 'text', width: 18 },
          { header: r.amount, kind: 'money', width: 12 },
        ],
        rows: rows.map(({ d, business }) => [business ?? '', d.number, brDate(d.dueDate), DUPLICATE_STATUS_LABELS[d.status as keyof typeof DUPLICATE_STATUS_LABELS] ?? d.status, d.ourNumber ?? '', d.amount]),
        totals: [r.total, null, null, null, null, rows.reduce((s, x) => s + x.d.amount, 0)],
        empty: r.empty,
        timeZone: TIME_ZONE,
        fileName: r.duplicatesFile,
      },
      f.format,
    );
  });

  app.post('/billing/duplicates/duplicate-entries', async (req, reply) => {
    const user = await operator(req);
    const f = parse(duplicateEntriesReport, req.body ?? {});
    const where: SQL[] = [isNull(duplicateEntries.deletedAt)];
    if (f.duplicateId) where.push(eq(duplicateEntries.duplicateId, f.duplicateId));
    if (f.from) where.push(gte(duplicateEntries.date, f.from));
    if (f.to) where.push(lte(duplicateEntries.date, f.to));
    const rows = await deps.db
      .select({ e: duplicateEntries, number: duplicates.number, business: sql<string>`coalesce(${businesses.tradeName}, ${businesses.name})` })
      .from(duplicateEntries)
      .innerJoin(duplicates, eq(duplicates.id, duplicateEntries.duplicateId))
      .leftJoin(businesses, eq(businesses.id, duplicates.businessId))
      .where(and(...where))
      .orderBy(asc(duplicateEntries.date), asc(duplicateEntries.createdAt));
    const signed = (kind: string, amount: number) => (kind === 'interest' ? amount : -amount);
    const now = new Date().toISOString();
    return sendReport(
      reply,
      {
        title: r.entriesTitle,
        subtitle: [r.generated(formatDateTime(now, TIME_ZONE), user.name)],
        columns: [
          { header: r.date, kind: 'text', width: 10 },
          { header: r.business, kind: 'text', width: 24 },
          { header: r.number, kind: 'count', width: 7 },
          { header: r.kind, kind: 'text', width: 12 },
          { header: r.note, kind: 'text', width: 20 },
          { header: r.amount, kind: 'money', width: 12 },
        ],
        rows: rows.map(({ e, number, business }) => [brDate(e.date), business ?? '', number, DUPLICATE_ENTRY_KIND_LABELS[e.kind as keyof typeof DUPLICATE_ENTRY_KIND_LABELS] ?? e.kind, e.note ?? '', signed(e.kind, e.amount)]),
        totals: [r.total, null, null, null, null, rows.reduce((s, x) => s + signed(x.e.kind, x.e.amount), 0)],
        empty: r.emptyEntries,
        timeZone: TIME_ZONE,
        fileName: r.entriesFile,
      },
      f.format,
    );
  });
}

