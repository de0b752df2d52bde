// Online payment (002 §7 Online payment; our reading of the shapes in src-shared/api/schemas/onlinePayment.ts): the
// business's onboarding at the payment provider (onlinePayment/provider.ts; its sandbox in tests and demos). The
// owner (a business admin, or the platform's admin or partner) registers the legal person, sends documents, keeps
// bank accounts with exactly one main (the one that receives) and the split rule; each is sent to the provider
// first, outside the write's transaction (writes.ts outside()), and only what it took is recorded. The business's own
// cards are tokenized by the provider: we keep its token, the brand and the last four digits. cancel-order refunds
// an order paid online and cancels it (a manager's act, like cancelling any order); the report lists the provider's
// charges of a period; distribution-rules answers the onboarding state: the owner, documents, bank accounts, split
// rule, cards and the shares each charge is divided in.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderStatus, DeliveryMode } from '../../src-shared/api/enums.js';
import { isApiFile } from '../../src-shared/api/core/json.js';
import { onlinePaymentCardCreate, onlinePaymentCardData, onlinePaymentReport, type OnlinePaymentOwnerSave } from '../../src-shared/api/schemas/onlinePayment.js';
import { orderCode } from '../../src-shared/domain/orderCode.js';
import { canTransition } from '../../src-shared/domain/orderStatus.js';
import { onlinePaymentMessages as m } from '../../src-shared/i18n/onlinePayment.js';
import { newId } from '../../src-shared/ids/uuid.js';
import * as w from '../../src-shared/writes/onlinePayment.js';
import type { PlatformDeps } from '../app.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/tx.js';
import { businesses, onlinePaymentBankAccounts, onlinePaymentCards, onlinePaymentCharges, onlinePaymentDocuments, onlinePaymentOwners, onlinePaymentSplitRules, orders } from '../db/schema.js';
import { conflict, forbidden, found, HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { parse } from '../http/validate.js';
import { registerWrite, routeOf } from '../http/writes.js';
import { provider } from '../onlinePayment/provider.js';
import { settleOrderStock } from './orderStock.js';
import { sendReport } from './reportFiles.js';

/** Who onboards the business at the provider: its owner (business admin) or the platform's admin and partner. */
const OWNER_ROLES = new Set(['admin', 'franchise', 'business_admin']);
const idOf = (ctx: { params: unknown }) => (ctx.params as { id: string }).id;

export type OwnerRow = typeof onlinePaymentOwners.$inferSelect;

export async function ownerOf(db: Executor, businessId: string): Promise<OwnerRow | undefined> {
  return (await db.select().from(onlinePaymentOwners).where(eq(onlinePaymentOwners.businessId, businessId)))[0];
}
const needOwner = async (db: Executor, businessId: string) => found(await ownerOf(db, businessId), m.notFound.owner);

async function liveAccount(db: Executor, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(onlinePaymentBankAccounts)
    .where(and(eq(onlinePaymentBankAccounts.businessId, businessId), eq(onlinePaymentBankAccounts.id, id), isNull(onlinePaymentBankAccounts.deletedAt)));
  return found(row, m.notFound.bankAccount);
}

export async function liveSplitRule(db: Executor, businessId: string) {
  const [row] = await db
    .select()
    .from(onlinePaymentSplitRules)
    .where(and(eq(onlinePaymentSplitRules.businessId, businessId), isNull(onlinePaymentSplitRules.deletedAt)));
  return row;
}

/** The shares of each charge (basis points): the platform's and the partner's by the rule, the business the rest. */
export function shares(rule: { platformBps: number; partnerBps: number } | undefined) {
  const platform = rule?.platformBps ?? 0;
  const partner = rule?.partnerBps ?? 0;
  return [
    { recipient: 'platform', bps: platform },
    { recipient: 'partner', bps: partner },
    { recipient: 'business', bps: 10_000 - platform - partner },
  ];
}

const sellerData = (b: OnlinePaymentOwnerSave) => ({ ...b, tradeName: b.tradeName ?? null, mcc: b.mcc ?? null, ownerBirthDate: b.ownerBirthDate ?? null, address: b.address ?? null });

/** A card's public part (what we keep): never the token outside the server. */
export const cardView = (c: typeof onlinePaymentCards.$inferSelect) => ({
  id: c.id,
  entityId: c.entityId,
  brand: c.brand,
  last4: c.last4,
  holderName: c.holderName,
  expMonth: c.expMonth,
  expYear: c.expYear,
  createdAt: c.createdAt,
});

/** The onboarding state the screen reads (GET online-payment/distribution-rules). */
async function stateOf(db: Db, businessId: string) {
  const [owner, documents, accounts, rule, cards] = await Promise.all([
    ownerOf(db, businessId),
    db.select().from(onlinePaymentDocuments).where(eq(onlinePaymentDocuments.businessId, businessId)).orderBy(asc(onlinePaymentDocuments.createdAt)),
    db
      .select()
      .from(onlinePaymentBankAccounts)
      .where(and(eq(onlinePaymentBankAccounts.businessId, businessId), isNull(onlinePaymentBankAccounts.deletedAt)))
      .orderBy(asc(onlinePaymentBankAccounts.createdAt)),
    liveSplitRule(db, businessId),
    db
      .select()
      .from(onlinePaymentCards)
      .where(and(eq(onlinePaymentCards.businessId, businessId), isNull(onlinePaymentCards.entityId), isNull(onlinePaymentCards.deletedAt)))
      .orderBy(asc(onlinePaymentCards.createdAt)),
  ]);
  return {
    status: owner?.status ?? 'notStarted',
    owner: owner ? out(owner) : null,
    documents: documents.map((d) => out({ ...d, providerDocumentId: undefined })),
    bankAccounts: accounts.map((a) => out(a)),
    splitRule: rule ? out(rule) : null,
    distribution: shares(rule),
    cards: cards.map(cardView),
  };
}

/** Records the seller's status as the provider last answered it. */
async function keepStatus(db: Executor, businessId: string, status: string, now: string) {
  await db.update(onlinePaymentOwners).set({ status, updatedAt: now }).where(eq(onlinePaymentOwners.businessId, businessId));
}

export function registerOnlinePayment(app: FastifyInstance, deps: PlatformDeps): void {
  const url = (path: string) => `/businesses/:businessId/online-payment/${path}`;
  /** The owner's roles, checked after the route's own guard (a manager may manage, not onboard). */
  const ownerCheck = async (req: FastifyRequest) => {
    const { businessId } = req.params as { businessId: string };
    const { roles } = await deps.guard.authorize(req, businessId, 'manage');
    if (!roles.some((r) => OWNER_ROLES.has(r))) throw forbidden(m.ownerOnly);
  };

  void app.register(async (owner) => {
    owner.addHook('preHandler', ownerCheck);

    // ------------------------------------------------------------------ the owner (legal person, KYC)
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentBusinessOwnerCreate),
      permission: 'manage',
      async outside({ db, businessId, body }) {
        if (await ownerOf(db, businessId)) throw conflict(m.conflict.ownerExists);
        return provider.createSeller(sellerData(body));
      },
      async run(ctx) {
        const [row] = await ctx.tx
          .insert(onlinePaymentOwners)
          .values({ id: newId(), businessId: ctx.businessId, providerSellerId: ctx.outside.id, status: ctx.outside.status, ...sellerData(ctx.body), createdAt: ctx.now, updatedAt: ctx.now })
          .returning();
        return { status: 201, body: row };
      },
    });
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentBusinessOwnerUpdate),
      permission: 'manage',
      async outside({ db, businessId, body }) {
        const row = await needOwner(db, businessId);
        return provider.updateSeller(row.providerSellerId, sellerData(body));
      },
      async run(ctx) {
        const [row] = await ctx.tx
          .update(onlinePaymentOwners)
          .set({ ...sellerData(ctx.body), status: ctx.outside.status, updatedAt: ctx.now })
          .where(eq(onlinePaymentOwners.businessId, ctx.businessId))
          .returning();
        return row ?? {};
      },
    });

    // ------------------------------------------------------------------ documents (multipart: type and file)
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentDocuments),
      permission: 'manage',
      async outside({ db, businessId, body }) {
        const row = await needOwner(db, businessId);
        const data = isApiFile(body.file) ? body.file.data : new Uint8Array();
        const doc = { type: body.type, fileName: body.file.fileName, contentType: body.file.contentType, size: data.byteLength, sha256: createHash('sha256').update(data).digest('hex') };
        return { doc, sent: await provider.addDocument(row.providerSellerId, doc) };
      },
      async run(ctx) {
        const { doc, sent } = ctx.outside;
        const [row] = await ctx.tx
          .insert(onlinePaymentDocuments)
          .values({ id: newId(), businessId: ctx.businessId, providerDocumentId: sent.id, ...doc, createdAt: ctx.now, updatedAt: ctx.now })
          .returning();
        await keepStatus(ctx.tx, ctx.businessId, sent.seller.status, ctx.now);
        return { status: 201, body: { ...row, status: sent.seller.status } };
      },
    });

    // ------------------------------------------------------------------ bank accounts (exactly one main)
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentBankAccountsCreate),
      permission: 'manage',
      createdId: (b) => b.id,
      async outside({ db, businessId, body }) {
        const row = await needOwner(db, businessId);
        const { id: _id, ...data } = body;
        return provider.addBankAccount(row.providerSellerId, data);
      },
      async run(ctx) {
        const { id: clientId, ...values } = ctx.body;
        // The first live account is the main one (as the provider makes it): there is always exactly one.
        const live = await ctx.tx
          .select({ id: onlinePaymentBankAccounts.id })
          .from(onlinePaymentBankAccounts)
          .where(and(eq(onlinePaymentBankAccounts.businessId, ctx.businessId), isNull(onlinePaymentBankAccounts.deletedAt)));
        const [row] = await ctx.tx
          .insert(onlinePaymentBankAccounts)
          .values({ ...values, accountDigit: values.accountDigit ?? null, id: ctx.idFor(clientId), businessId: ctx.businessId, providerAccountId: ctx.outside.id, main: live.length === 0, createdAt: ctx.now, updatedAt: ctx.now })
          .returning();
        await keepStatus(ctx.tx, ctx.businessId, ctx.outside.seller.status, ctx.now);
        return { status: 201, body: row };
      },
    });
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentBankAccountsUpdate),
      permission: 'manage',
      async outside({ db, businessId, body, params }) {
        const row = await needOwner(db, businessId);
        const account = await liveAccount(db, businessId, (params as { id: string }).id);
        const { id: _id, ...data } = body;
        return provider.updateBankAccount(row.providerSellerId, account.providerAccountId, data);
      },
      async run(ctx) {
        const { id: _id, ...values } = ctx.body;
        await liveAccount(ctx.tx, ctx.businessId, idOf(ctx));
        const [row] = await ctx.tx
          .update(onlinePaymentBankAccounts)
          .set({ ...values, accountDigit: values.accountDigit ?? null, updatedAt: ctx.now })
          .where(eq(onlinePaymentBankAccounts.id, idOf(ctx)))
          .returning();
        return row ?? {};
      },
    });
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentBankAccountsDefineMain),
      permission: 'manage',
      async outside({ db, businessId, params }) {
        const row = await needOwner(db, businessId);
        const account = await liveAccount(db, businessId, (params as { id: string }).id);
        return provider.mainBankAccount(row.providerSellerId, account.providerAccountId);
      },
      async run(ctx) {
        await liveAccount(ctx.tx, ctx.businessId, idOf(ctx));
        // The others lose main and this one takes it in one statement: never two, never none.
        const rows = await ctx.tx
          .update(onlinePaymentBankAccounts)
          .set({ main: eq(onlinePaymentBankAccounts.id, idOf(ctx)), updatedAt: ctx.now })
          .where(and(eq(onlinePaymentBankAccounts.businessId, ctx.businessId), isNull(onlinePaymentBankAccounts.deletedAt)))
          .returning();
        await keepStatus(ctx.tx, ctx.businessId, ctx.outside.seller.status, ctx.now);
        return rows.find((r) => r.id === idOf(ctx)) ?? {};
      },
    });
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentBankAccountsDelete),
      permission: 'manage',
      async outside({ db, businessId, params }) {
        const row = await needOwner(db, businessId);
        const account = await liveAccount(db, businessId, (params as { id: string }).id);
        const live = await db
          .select({ id: onlinePaymentBankAccounts.id })
          .from(onlinePaymentBankAccounts)
          .where(and(eq(onlinePaymentBankAccounts.businessId, businessId), isNull(onlinePaymentBankAccounts.deletedAt)));
        // The main account goes only when it is the last one: otherwise another must be made main first.
        if (account.main && live.length > 1) throw conflict(m.conflict.mainAccount);
        return provider.deleteBankAccount(row.providerSellerId, account.providerAccountId);
      },
      async run(ctx) {
        await liveAccount(ctx.tx, ctx.businessId, idOf(ctx));
        const [row] = await ctx.tx.update(onlinePaymentBankAccounts).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(onlinePaymentBankAccounts.id, idOf(ctx))).returning();
        await keepStatus(ctx.tx, ctx.businessId, ctx.outside.seller.status, ctx.now);
        return row ?? {};
      },
    });

    // ------------------------------------------------------------------ split rule (one live per business)
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentSplitRuleSync),
      permission: 'manage',
      async outside({ db, businessId, body }) {
        const row = await needOwner(db, businessId);
        return provider.setSplit(row.providerSellerId, { platformBps: body.platformBps, partnerBps: body.partnerBps });
      },
      async run(ctx) {
        const current = await liveSplitRule(ctx.tx, ctx.businessId);
        const { platformBps, partnerBps } = ctx.body;
        if (current) {
          const [row] = await ctx.tx.update(onlinePaymentSplitRules).set({ platformBps, partnerBps, updatedAt: ctx.now }).where(eq(onlinePaymentSplitRules.id, current.id)).returning();
          return row ?? {};
        }
        const [row] = await ctx.tx
          .insert(onlinePaymentSplitRules)
          .values({ id: ctx.idFor(ctx.body.id), businessId: ctx.businessId, platformBps, partnerBps, createdAt: ctx.now, updatedAt: ctx.now })
          .returning();
        return { status: 201, body: row };
      },
    });
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentSplitRuleDelete),
      permission: 'manage',
      async outside({ db, businessId, params }) {
        const row = await needOwner(db, businessId);
        const rule = await liveSplitRule(db, businessId);
        if (rule?.id !== (params as { id: string }).id) throw new HttpError(404, m.notFound.splitRule);
        return provider.deleteSplit(row.providerSellerId);
      },
      async run(ctx) {
        const [row] = await ctx.tx
          .update(onlinePaymentSplitRules)
          .set({ deletedAt: ctx.now, updatedAt: ctx.now })
          .where(and(eq(onlinePaymentSplitRules.businessId, ctx.businessId), eq(onlinePaymentSplitRules.id, idOf(ctx)), isNull(onlinePaymentSplitRules.deletedAt)))
          .returning();
        return found(row, m.notFound.splitRule);
      },
    });

    // ------------------------------------------------------------------ the business's own cards
    // Not a declared write: the card's number must never sit in a terminal's outbox. Sent online, tokenized by the
    // provider, and only its token, brand and last four digits kept.
    registerWrite(owner, deps, {
      method: 'POST',
      path: 'online-payment/cards',
      body: onlinePaymentCardCreate,
      permission: 'manage',
      createdId: (b) => b.id,
      async outside({ body }) {
        const { id: _id, ...card } = body;
        return provider.tokenize(card);
      },
      async run(ctx) {
        const t = ctx.outside;
        const [row] = await ctx.tx
          .insert(onlinePaymentCards)
          .values({ id: ctx.idFor(ctx.body.id), businessId: ctx.businessId, entityId: null, providerToken: t.token, brand: t.brand, last4: t.last4, holderName: ctx.body.holderName, expMonth: t.expMonth, expYear: t.expYear, createdAt: ctx.now, updatedAt: ctx.now })
          .returning();
        return { status: 201, body: cardView(found(row, m.notFound.card)) };
      },
    });
    registerWrite(owner, deps, {
      ...routeOf(w.onlinePaymentCardsDelete),
      permission: 'manage',
      async run(ctx) {
        const [row] = await ctx.tx
          .update(onlinePaymentCards)
          .set({ deletedAt: ctx.now, updatedAt: ctx.now })
          .where(and(eq(onlinePaymentCards.businessId, ctx.businessId), eq(onlinePaymentCards.id, idOf(ctx)), isNull(onlinePaymentCards.entityId), isNull(onlinePaymentCards.deletedAt)))
          .returning();
        const card = found(row, m.notFound.card);
        // The token is forgotten by the provider too; a provider that does not answer leaves only an unused token.
        await provider.deleteToken(card.providerToken).catch(() => undefined);
        return cardView(card);
      },
    });

    // ------------------------------------------------------------------ the report of the provider's charges
    owner.post(url('report'), async (req, reply) => {
      const { businessId } = req.params as { businessId: string };
      const body = parse(onlinePaymentReport, req.body ?? {});
      const row = await needOwner(deps.db, businessId);
      const [business] = await deps.db.select().from(businesses).where(eq(businesses.id, businessId));
      const timeZone = business?.timeZone ?? 'America/Sao_Paulo';
      // The period's days where the business is; the provider is asked a day wider on each side, then cut here.
      const wide = (day: string, delta: number) => new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString();
      const { charges } = await provider.charges(row.providerSellerId, wide(body.from, -1), wide(body.to, 2));
      const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
      const inPeriod = charges.filter((c) => dayOf(c.createdAt) >= body.from && dayOf(c.createdAt) <= body.to).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const ours = inPeriod.length
        ? await deps.db.select().from(onlinePaymentCharges).where(and(eq(onlinePaymentCharges.businessId, businessId), inArray(onlinePaymentCharges.providerChargeId, inPeriod.map((c) => c.id))))
        : [];
      const orderOf = new Map(ours.map((c) => [c.providerChargeId, c.orderId]));
      const paid = inPeriod.filter((c) => c.status === 'paid');
      const sum = (list: typeof inPeriod, f: (c: (typeof inPeriod)[number]) => number) => list.reduce((a, c) => a + f(c), 0);
      return sendReport(
        reply,
        {
          title: m.report.title,
          subtitle: [business?.tradeName ?? business?.name ?? '', `Período: ${body.from.split('-').reverse().join('/')} a ${body.to.split('-').reverse().join('/')}`],
          columns: [
            { header: 'Data', kind: 'datetime', width: 16 },
            { header: 'Pedido', kind: 'text', width: 8 },
            { header: 'Cartão', kind: 'text', width: 16 },
            { header: 'Situação', kind: 'text', width: 10 },
            { header: 'Valor', kind: 'money', width: 12 },
            { header: 'Plataforma', kind: 'money', width: 12 },
            { header: 'Parceiro', kind: 'money', width: 12 },
            { header: 'Estabelecimento', kind: 'money', width: 14 },
          ],
          rows: inPeriod.map((c) => {
            // The order by its code, as the board and the other report files name it.
            const orderId = orderOf.get(c.id);
            return [c.createdAt, orderId ? orderCode(orderId) : '', `${c.brand} final ${c.last4}`, c.status === 'paid' ? 'Pago' : 'Estornado', c.amount, c.split.platform, c.split.partner, c.split.business];
          }),
          totals: ['Total pago', null, null, null, sum(paid, (c) => c.amount), sum(paid, (c) => c.split.platform), sum(paid, (c) => c.split.partner), sum(paid, (c) => c.split.business)],
          empty: 'Nenhum pagamento online no período',
          timeZone,
          fileName: `${m.report.file}-${body.from}-${body.to}`,
        },
        body.format,
      );
    });
    owner.get(url('distribution-rules'), async (req) => stateOf(deps.db, (req.params as { businessId: string }).businessId));
  });

  // ------------------------------------------------------------------ token: a card tokenized, nothing kept
  // For a payment made once (a phone order paid by card): the cashier's terminal sends the card, the provider's token
  // comes back, the number is forgotten here.
  app.post(url('token'), async (req) => {
    const { businessId } = req.params as { businessId: string };
    await deps.guard.authorize(req, businessId, 'settle');
    const t = await provider.tokenize(parse(onlinePaymentCardData, req.body));
    return { token: t.token, brand: t.brand, last4: t.last4, expMonth: t.expMonth, expYear: t.expYear };
  });

  // ------------------------------------------------------------------ cancel-order: refund, then cancel
  registerWrite(app, deps, {
    ...routeOf(w.onlinePaymentCancelOrder),
    permission: 'manage',
    async outside({ db, businessId, body }) {
      const [charge] = await db.select().from(onlinePaymentCharges).where(and(eq(onlinePaymentCharges.businessId, businessId), eq(onlinePaymentCharges.orderId, body.orderId)));
      const [order] = await db.select().from(orders).where(and(eq(orders.businessId, businessId), eq(orders.id, body.orderId), isNull(orders.deletedAt)));
      found(order, m.notFound.order);
      const paid = found(charge, m.notFound.charge);
      if (paid.status === 'refunded') throw conflict(m.conflict.alreadyRefunded);
      // Checked before the refund: an order that can no longer be cancelled keeps its payment.
      const status = (order?.status ?? 'pending') as OrderStatus;
      if (status !== 'canceled' && !canTransition(status, 'canceled', (order?.deliveryMode ?? 'delivery') as DeliveryMode)) throw conflict(m.conflict.cannotCancel);
      return provider.refund(paid.providerChargeId);
    },
    async run(ctx) {
      const [charge] = await ctx.tx
        .update(onlinePaymentCharges)
        .set({ status: 'refunded', refundedAt: ctx.outside.refundedAt ?? ctx.now, updatedAt: ctx.now })
        .where(and(eq(onlinePaymentCharges.businessId, ctx.businessId), eq(onlinePaymentCharges.orderId, ctx.body.orderId)))
        .returning();
      const [order] = await ctx.tx.select().from(orders).where(and(eq(orders.businessId, ctx.businessId), eq(orders.id, ctx.body.orderId)));
      let updated = order;
      if (order && order.status !== 'canceled') {
        [updated] = await ctx.tx
          .update(orders)
          .set({ status: 'canceled', canceledAt: ctx.now, paymentState: 'pending', ...ctx.stamp() })
          .where(eq(orders.id, order.id))
          .returning();
        ctx.touchOrderPad(order.orderPadId);
        // What the order took from stock comes back, as any cancel does.
        await settleOrderStock(ctx, [order.id]);
      }
      await ctx.audit('cancelOrder', 'order', ctx.body.orderId, { reason: ctx.body.reason ?? null, refund: ctx.outside.amount, providerChargeId: ctx.outside.id });
      return { order: updated ? out(updated) : null, charge };
    },
  });
}
