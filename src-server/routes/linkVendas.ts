// The online store's customer (001 §7.6, 000 §1 user type linkVendasCustomer): POST /link-vendas/login signs a
// customer in to one business with their phone and password (the first time, with their name, it opens their
// account: a customer entity of that business with that phone), answering a token that names that customer and
// that business only; it opens no platform session (auth/guard.ts refuses it). With it, the customer keeps their own
// addresses under /link-vendas/entities/{entityId}/addresses: another customer's, or another business's, are 404.
// Addresses are the business's mirrored rows, stamped on its change cursor so the counter sees them at delivery.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { addressCreate, addressUpdate } from '../../src-shared/api/schemas/entities.js';
import { linkVendasLogin } from '../../src-shared/api/schemas/linkVendas.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { linkVendasMessages as m } from '../../src-shared/i18n/linkVendas.js';
import type { AuthUser } from '../auth/guard.js';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { PlatformDeps } from '../app.js';
import { businessLock } from '../db/businessLock.js';
import { txSeq } from '../db/cursor.js';
import { findLive, idExists, insertRow, updateRow } from '../db/rows.js';
import { businesses, entities, entityAddresses, entityPhones, linkVendasCustomers } from '../db/schema.js';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { idRefused, parse } from '../http/validate.js';
import { emptyObject } from './crud.js';
import { registerRootWrite } from './rootWrites.js';

/** A week: a phone's browser stays signed in to its store; a removed login or customer ends it at once. */
export const CUSTOMER_TOKEN_SECONDS = 7 * 24 * 60 * 60;
const AUDIENCE = 'linkVendas';

/** The store's customer as a write sees them: their entity id (as `id`) and their business. */
export interface StoreCustomer extends AuthUser {
  businessId: string;
}

export async function customerOf(deps: PlatformDeps, req: FastifyRequest): Promise<StoreCustomer> {
  const header = req.headers.authorization;
  const token = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (!token) throw unauthorized(m.missingToken);
  const claims = deps.signer.verify(token);
  if (typeof claims === 'string') throw unauthorized(m.badToken);
  // A staff member's session is a valid token of someone else: not allowed here, whoever they are.
  if (claims.aud !== AUDIENCE || !claims.biz) throw forbidden(m.notCustomer);
  const rows = await deps.db
    .select({ name: entities.name })
    .from(linkVendasCustomers)
    .innerJoin(entities, eq(entities.id, linkVendasCustomers.entityId))
    .where(and(eq(linkVendasCustomers.entityId, claims.sub), eq(linkVendasCustomers.businessId, claims.biz), eq(entities.businessId, claims.biz), isNull(entities.deletedAt)));
  if (!rows[0]) throw unauthorized(m.badToken);
  return { id: claims.sub, name: rows[0].name, email: '', platformRoles: [], businessId: claims.biz };
}

/** Only the customer's own record: another's answers like one that does not exist. */
function ownRecord(customer: StoreCustomer, _context: unknown, params: { entityId: string }): void {
  if (params.entityId !== customer.id) throw notFound(m.customerNotFound);
}

async function profile(deps: PlatformDeps, businessId: string, entityId: string) {
  const [entity] = await deps.db.select().from(entities).where(eq(entities.id, entityId));
  const [phones, addresses] = await Promise.all([
    deps.db.select().from(entityPhones).where(and(eq(entityPhones.businessId, businessId), eq(entityPhones.entityId, entityId), isNull(entityPhones.deletedAt))),
    deps.db.select().from(entityAddresses).where(and(eq(entityAddresses.businessId, businessId), eq(entityAddresses.entityId, entityId), isNull(entityAddresses.deletedAt))),
  ]);
  return { ...out(entity as Record<string, unknown>), phones: phones.map(out), addresses: addresses.map(out) };
}

/** Opens the customer: entity, phone and login in one transaction under the business's lock; null when the phone got
 * a login meanwhile (checked again under the lock, so two first sign-ins at once make one customer). */
async function signUp(deps: PlatformDeps, businessId: string, phone: string, password: string, name: string): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  const id = newId();
  return deps.db.transaction(async (tx) => {
    if (!deps.serialized) await tx.execute(businessLock(businessId, 'exclusive'));
    const taken = await tx.select({ id: linkVendasCustomers.id }).from(linkVendasCustomers).where(and(eq(linkVendasCustomers.businessId, businessId), eq(linkVendasCustomers.phone, phone)));
    if (taken[0]) return null;
    const now = new Date().toISOString();
    const stamp = { businessId, createdAt: now, updatedAt: now, changeSeq: txSeq() };
    await insertRow(tx, entities, { ...stamp, id, type: 'customer', name });
    await insertRow(tx, entityPhones, { ...stamp, id: newId(), entityId: id, number: phone, main: true });
    await tx.insert(linkVendasCustomers).values({ id: newId(), businessId, entityId: id, phone, passwordHash, createdAt: now, updatedAt: now });
    return id;
  });
}

export function registerLinkVendas(app: FastifyInstance, deps: PlatformDeps): void {
  app.post('/link-vendas/login', async (req) => {
    const { credentials: c } = parse(linkVendasLogin, req.body);
    const [business] = await deps.db.select({ id: businesses.id }).from(businesses).where(and(eq(businesses.id, c.businessId), isNull(businesses.deletedAt)));
    if (!business) throw notFound(m.businessNotFound);
    const findLogin = async () =>
      (await deps.db.select().from(linkVendasCustomers).where(and(eq(linkVendasCustomers.businessId, c.businessId), eq(linkVendasCustomers.phone, c.phone))))[0];
    let login = await findLogin();
    // The first time: the customer's own record in this business, with their phone. A counter's customer with the
    // same phone is not claimed by it (no code reaches the phone to prove it is theirs).
    let entityId = !login && c.name ? await signUp(deps, c.businessId, c.phone, c.password, c.name) : null;
    if (!entityId) {
      // Signed up meanwhile by another request (the same person's double tap): an ordinary sign-in then.
      login ??= await findLogin();
      // An unknown phone is checked against a hash of the same cost: both failures take the same time.
      const keys = { account: `linkVendas:${c.businessId}:${c.phone}`, address: req.ip };
      const ok = await deps.guard.attempts.guard(keys, () => verifyPassword(c.password, login?.passwordHash ?? dummyHash()));
      if (!login) throw unauthorized(m.firstTime);
      if (!ok) throw unauthorized(m.badCredentials);
      entityId = login.entityId;
    }
    const { token, expiresAt } = deps.signer.signScoped(entityId, AUDIENCE, c.businessId, CUSTOMER_TOKEN_SECONDS);
    return { token, expiresAt: expiresAt.toISOString(), businessId: c.businessId, customer: await profile(deps, c.businessId, entityId) };
  });

  const identify = (req: FastifyRequest) => customerOf(deps, req);
  registerRootWrite<typeof addressCreate, { entityId: string }, StoreCustomer>(app, deps, {
    method: 'POST',
    url: '/link-vendas/entities/:entityId/addresses',
    body: addressCreate,
    identify,
    authorize: ownRecord,
    createdId: (b) => b.id,
    async run(ctx) {
      const { id: clientId, ...values } = ctx.body;
      const id = ctx.idFor(clientId);
      if (clientId && (await idExists(ctx.tx, entityAddresses, id))) throw idRefused();
      const changeSeq = await ctx.lockBusinesses([ctx.user.businessId]);
      const row = await insertRow(ctx.tx, entityAddresses, {
        ...values,
        id,
        businessId: ctx.user.businessId,
        entityId: ctx.user.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        changeSeq,
      });
      return { status: 201, body: row };
    },
  });
  const ownAddress = async (ctx: { tx: Parameters<typeof findLive>[0]; user: StoreCustomer; params: { id: string } }) => {
    const row = await findLive(ctx.tx, entityAddresses, ctx.user.businessId, ctx.params.id);
    if (!row || row.entityId !== ctx.user.id) throw notFound(m.addressNotFound);
    return row;
  };
  registerRootWrite<typeof addressUpdate, { entityId: string; id: string }, StoreCustomer>(app, deps, {
    method: 'PUT',
    url: '/link-vendas/entities/:entityId/addresses/:id',
    body: addressUpdate,
    identify,
    authorize: ownRecord,
    async run(ctx) {
      const changeSeq = await ctx.lockBusinesses([ctx.user.businessId]);
      const row = await ownAddress(ctx);
      return updateRow(ctx.tx, entityAddresses, row.id, { ...ctx.body, updatedAt: ctx.now, changeSeq });
    },
  });
  registerRootWrite<typeof emptyObject, { entityId: string; id: string }, StoreCustomer>(app, deps, {
    method: 'DELETE',
    url: '/link-vendas/entities/:entityId/addresses/:id',
    body: emptyObject,
    identify,
    authorize: ownRecord,
    async run(ctx) {
      const changeSeq = await ctx.lockBusinesses([ctx.user.businessId]);
      const row = await ownAddress(ctx);
      return updateRow(ctx.tx, entityAddresses, row.id, { deletedAt: ctx.now, updatedAt: ctx.now, changeSeq });
    },
  });
}
