// The online store's (link de vendas) payment calls (002 §6: "public paths under a link-vendas prefix for orders,
// cards and distribution rules, with an optional table token header on order creation"). Our reading:
// - POST /link-vendas/{businessId}/cards: the signed-in customer's card, tokenized by the provider; we keep its token,
//   brand and last four digits (the number never). DELETE .../cards/{id}: their own card only (another's is 404).
// - GET /link-vendas/{businessId}/distribution-rules: whether the store takes online payment and the shares each
//   payment is divided in, with the customer's kept cards (what the store's checkout shows).
// - POST /link-vendas/{businessId}/orders: the customer's order, priced by the catalogue (the lines carry no price;
//   any the client sends is dropped), made by the counter's createOrder, and paid online with a kept card or left to
//   be paid on delivery. The table token header (X-Table-Token, from /link-vendas/login/generate-table-token) makes
//   it the table's order: served at the table (saloon, channel linkVendasMesa), the table named in the order.
// The charge is made inside the order's transaction, once its total is the catalogue's: a refused charge rolls the
// order back (no order), and a commit that fails after a charge refunds it. Every write keeps its answer under the
// Idempotency-Key (scope: the customer), checked before anything reaches the provider.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_EVENT_SEVERITIES, type AuditEventType } from '../../src-shared/api/enums.js';
import type { OrderCreate } from '../../src-shared/api/schemas/orders.js';
import { linkVendasOrderCreate, onlinePaymentCardCreate } from '../../src-shared/api/schemas/onlinePayment.js';
import { emptyBody } from '../../src-shared/api/schemas/services.js';
import { onlinePaymentMessages as m } from '../../src-shared/i18n/onlinePayment.js';
import { linkVendasMessages as lm } from '../../src-shared/i18n/linkVendas.js';
import { newId } from '../../src-shared/ids/uuid.js';
import type { PlatformDeps } from '../app.js';
import { businessLock } from '../db/businessLock.js';
import { txSeq } from '../db/cursor.js';
import { auditEvents, idempotencyKeys, onlinePaymentCards, onlinePaymentCharges, orders, tables } from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { HttpError, conflict, found, notFound } from '../http/errors.js';
import { keepRefusal, priorAnswer, writeIdentity } from '../http/idempotency.js';
import { parse } from '../http/validate.js';
import { toJson, type WriteContext } from '../http/writes.js';
import { provider, type ProviderCharge } from '../onlinePayment/provider.js';
import { checkAvailableNow } from './availability.js';
import { customerOf, type StoreCustomer } from './linkVendas.js';
import { cardView, liveSplitRule, ownerOf, shares } from './onlinePayment.js';
import { createOrder } from './orders.js';

export const TABLE_TOKEN_HEADER = 'x-table-token';

/** The customer, who must be the business's of the path (another store's customer: that store does not exist). */
async function customerHere(deps: PlatformDeps, req: FastifyRequest): Promise<StoreCustomer> {
  const customer = await customerOf(deps, req);
  if ((req.params as { businessId: string }).businessId !== customer.businessId) throw notFound(lm.businessNotFound);
  return customer;
}

/** The table the token header names, of this business; none without the header. */
async function tableOf(deps: PlatformDeps, req: FastifyRequest, businessId: string) {
  const raw = req.headers[TABLE_TOKEN_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) return null;
  const claims = deps.signer.verify(token);
  // A customer's or a staff session is not a table's token: only one naming a table (no audience, no business).
  if (typeof claims === 'string' || claims.aud) throw new HttpError(401, m.fields.tableToken);
  const [table] = await deps.db.select().from(tables).where(and(eq(tables.id, claims.sub), eq(tables.businessId, businessId), isNull(tables.deletedAt)));
  return found(table, m.notFound.table);
}

interface StoreStep<B, O> {
  req: FastifyRequest;
  reply: FastifyReply;
  customer: StoreCustomer;
  body: B;
  createdId: string | null;
  /** the provider's part before the transaction (tokenizing): undone by `undo` if the transaction fails */
  before?: () => Promise<O>;
  run(tx: Tx, before: O, now: string, charged: (c: ProviderCharge) => void): Promise<{ status: number; body: unknown }>;
  undo?: (before: O) => Promise<unknown>;
}

/** One store write: its prior answer replayed, the provider's part, the transaction, the answer kept under the key. */
async function storeWrite<B, O>(deps: PlatformDeps, step: StoreStep<B, O>) {
  const { req, reply, customer } = step;
  const scope = `user:${customer.id}`;
  const method = req.method;
  const id = writeIdentity(req, step.body, step.createdId);
  const prior = await priorAnswer(deps.db, scope, method, id);
  if (prior) return reply.code(prior.status).header('idempotent-replay', 'true').send(prior.answer);
  let before = undefined as O;
  let charge: ProviderCharge | null = null;
  try {
    if (step.before) before = await step.before();
    const answer = await deps.db.transaction(async (tx) => {
      if (!deps.serialized) await tx.execute(businessLock(customer.businessId, 'exclusive'));
      const now = new Date().toISOString();
      const result = await step.run(tx, before, now, (c) => (charge = c));
      const stored = toJson(result.body);
      if (id.keys.length > 0) {
        await tx.insert(idempotencyKeys).values(id.keys.map((k) => ({ scope, key: k.key, method, path: id.path, bodyHash: id.hash, status: result.status, answer: stored, createdAt: now })));
      }
      return { status: result.status, body: stored };
    });
    return reply.code(answer.status).send(answer.body);
  } catch (err) {
    // Nothing half-done: a charge made for an order that was not written is refunded, a token made for a card
    // not kept is dropped.
    const made = charge as ProviderCharge | null;
    if (made) await provider.refund(made.id).catch(() => undefined);
    if (before !== undefined && step.undo) await step.undo(before).catch(() => undefined);
    const again = await priorAnswer(deps.db, scope, method, id);
    if (again) return reply.code(again.status).header('idempotent-replay', 'true').send(again.answer);
    await keepRefusal(deps.db, scope, method, id, err);
    throw err;
  }
}

/** The counter's write context for the store's customer: createOrder runs as it does at the counter. */
function orderContext(tx: Tx, customer: StoreCustomer, now: string): { ctx: WriteContext<unknown, unknown>; events: { type: AuditEventType; entityType: string; entityId: string | null; data: Record<string, unknown> }[] } {
  const events: { type: AuditEventType; entityType: string; entityId: string | null; data: Record<string, unknown> }[] = [];
  const ctx: WriteContext<unknown, unknown> = {
    tx,
    businessId: customer.businessId,
    now,
    user: customer,
    roles: [],
    body: undefined,
    params: undefined,
    stamp: () => ({ changeSeq: txSeq(), updatedAt: now }),
    idFor: (clientId) => clientId ?? newId(),
    async audit(type, entityType, entityId, data = {}) {
      events.push({ type, entityType, entityId, data });
    },
    touchOrderPad: () => undefined,
    numberAtCommit: () => {
      throw new Error('the store numbers its order when it is inserted');
    },
    prepared: undefined,
    read: undefined,
    outside: undefined,
  };
  return { ctx, events };
}

export function registerLinkVendasPayment(app: FastifyInstance, deps: PlatformDeps): void {
  const url = (path: string) => `/link-vendas/:businessId/${path}`;

  app.post(url('cards'), async (req, reply) => {
    const customer = await customerHere(deps, req);
    const body = parse(onlinePaymentCardCreate, req.body);
    const { id: clientId, ...card } = body;
    return storeWrite(deps, {
      req,
      reply,
      customer,
      body,
      createdId: clientId ?? null,
      before: () => provider.tokenize(card),
      undo: (t) => provider.deleteToken(t.token),
      async run(tx, t, now) {
        const [row] = await tx
          .insert(onlinePaymentCards)
          .values({ id: clientId ?? newId(), businessId: customer.businessId, entityId: customer.id, providerToken: t.token, brand: t.brand, last4: t.last4, holderName: body.holderName, expMonth: t.expMonth, expYear: t.expYear, createdAt: now, updatedAt: now })
          .returning();
        return { status: 201, body: cardView(found(row, m.notFound.card)) };
      },
    });
  });

  app.delete(url('cards/:id'), async (req, reply) => {
    const customer = await customerHere(deps, req);
    const body = parse(emptyBody, req.body ?? {});
    const { id } = req.params as { id: string };
    return storeWrite(deps, {
      req,
      reply,
      customer,
      body,
      createdId: null,
      async run(tx, _b: undefined, now) {
        const [row] = await tx
          .update(onlinePaymentCards)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(onlinePaymentCards.businessId, customer.businessId), eq(onlinePaymentCards.entityId, customer.id), eq(onlinePaymentCards.id, id), isNull(onlinePaymentCards.deletedAt)))
          .returning();
        const card = found(row, m.notFound.card);
        await provider.deleteToken(card.providerToken).catch(() => undefined);
        return { status: 200, body: cardView(card) };
      },
    });
  });

  app.get(url('distribution-rules'), async (req) => {
    const customer = await customerHere(deps, req);
    const [owner, rule, cards] = await Promise.all([
      ownerOf(deps.db, customer.businessId),
      liveSplitRule(deps.db, customer.businessId),
      deps.db
        .select()
        .from(onlinePaymentCards)
        .where(and(eq(onlinePaymentCards.businessId, customer.businessId), eq(onlinePaymentCards.entityId, customer.id), isNull(onlinePaymentCards.deletedAt)))
        .orderBy(asc(onlinePaymentCards.createdAt)),
    ]);
    return { onlinePayment: owner?.status === 'active', distribution: shares(rule), cards: cards.map(cardView) };
  });

  app.post(url('orders'), async (req, reply) => {
    const customer = await customerHere(deps, req);
    const body = parse(linkVendasOrderCreate, req.body) as z.output<typeof linkVendasOrderCreate>;
    const table = await tableOf(deps, req, customer.businessId);
    if (!table && body.deliveryMode === 'delivery' && !body.entityAddressId) throw conflict(m.conflict.deliveryAddress);
    // Served at a table only with the table's token: the store cannot name a table by itself.
    if (!table && (body.deliveryMode === 'saloon' || body.deliveryMode === 'self_service')) throw conflict(m.conflict.tableNeeded);
    const online = body.payment.method === 'online' ? body.payment.cardId : null;
    return storeWrite(deps, {
      req,
      reply,
      customer,
      body,
      createdId: body.id ?? null,
      async run(tx, _b: undefined, now, charged) {
        const { ctx, events } = orderContext(tx, customer, now);
        const input: OrderCreate = {
          id: body.id,
          originType: table ? 'linkVendasMesa' : 'linkVendas',
          deliveryMode: table ? 'saloon' : body.deliveryMode,
          status: 'pending',
          paymentMode: online ? 'prepaid' : 'postpaid',
          entityId: customer.id,
          entityAddressId: table ? null : (body.entityAddressId ?? null),
          deliveryMethodId: table ? null : (body.deliveryMethodId ?? null),
          message: table ? [table.name, body.message].filter(Boolean).join(' · ') : (body.message ?? null),
          products: body.products,
        };
        await checkAvailableNow(ctx, input.products.map((p) => p.productId), null, input.id);
        const order = await createOrder(ctx, input);
        let payment: unknown = { method: 'onDelivery' };
        if (online) {
          const [card] = await tx
            .select()
            .from(onlinePaymentCards)
            .where(and(eq(onlinePaymentCards.businessId, customer.businessId), eq(onlinePaymentCards.entityId, customer.id), eq(onlinePaymentCards.id, online), isNull(onlinePaymentCards.deletedAt)));
          const kept = found(card, m.notFound.card);
          const owner = await ownerOf(tx, customer.businessId);
          if (owner?.status !== 'active') throw conflict(m.conflict.notActive);
          // The total the customer pays is the one just priced from the catalogue: never a number the client sent.
          const charge = await provider.charge({ sellerId: owner.providerSellerId, token: kept.providerToken, amount: order.total, reference: order.id }, newId());
          charged(charge);
          const [row] = await tx
            .insert(onlinePaymentCharges)
            .values({ id: newId(), businessId: customer.businessId, orderId: order.id, cardId: kept.id, providerChargeId: charge.id, amount: charge.amount, status: charge.status, brand: charge.brand, last4: charge.last4, split: charge.split, createdAt: now, updatedAt: now })
            .returning();
          await tx.update(orders).set({ paymentState: 'prepaid', changeSeq: txSeq(), updatedAt: now }).where(eq(orders.id, order.id));
          order.paymentState = 'prepaid';
          payment = { method: 'online', charge: row };
        }
        if (events.length > 0) {
          await tx.insert(auditEvents).values(
            events.map((e) => ({ id: newId(), businessId: customer.businessId, type: e.type, severity: AUDIT_EVENT_SEVERITIES[e.type], entityType: e.entityType, entityId: e.entityId, userId: customer.id, data: e.data, changeSeq: txSeq(), createdAt: now, updatedAt: now })),
          );
        }
        return { status: 201, body: { ...order, payment } };
      },
    });
  });
}
