// A business's setup (000 §7 Business): its address, the fiscal data its NFC-e needs, its opening hours, and the
// `configQueries` read of them; and the first run: on an empty database, the first business and its first manager.
//
// The first run answers only while no business exists, and only to a request from this server's own machine (the
// terminal that runs it: its socket address is loopback; no proxy header is trusted) or carrying the setup code the
// server prints at start (`POS_SETUP_CODE` fixes it). Once a business exists it answers 409 to everyone: new
// businesses are then opened by the platform (POST /businesses, partner or admin).
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { firstRun } from '../../src-shared/api/schemas/businessProfile.js';
import { setupCalls } from '../../src-shared/api/ours/setup.js';
import { overlapping } from '../../src-shared/domain/businessHours.js';
import { setupMessages as m } from '../../src-shared/i18n/businessSetup.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import * as w from '../../src-shared/writes/businessSetup.js';
import { hashPassword } from '../auth/passwords.js';
import { findLive, insertRow, updateRow, type Row } from '../db/rows.js';
import {
  businessAddresses,
  businessDigitalMenus,
  businessFiscalConfigs,
  businessHours,
  businessLinkVendasConfigs,
  businessTrackingNotificationConfigs,
  businesses,
  userBusinesses,
  users,
} from '../db/schema.js';
import { originStates } from './originPause.js';
import type { Executor } from '../db/tx.js';
import { certificateOnFile, installCertificate } from '../fiscal/certificateVault.js';
import { badRequest, conflict, forbidden, found } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { out } from '../http/serialize.js';
import { registerWrite, routeOf, type WriteDeps } from '../http/writes.js';
import { DEFAULT_BUSINESS_CONFIG, OWNER_ROLES, publicUser } from './businesses.js';

const codes = new WeakMap<FastifyInstance, string>();

/** The setup code this server prints at start while its database has no business. */
export function setupCodeOf(app: FastifyInstance): string {
  return codes.get(app) ?? '';
}

/** Whether any business exists (the first run is closed from then on). */
export async function hasBusiness(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: businesses.id }).from(businesses).limit(1);
  return rows.length > 0;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** The socket's own address: Fastify trusts no X-Forwarded-For here (trustProxy is off). */
const fromThisMachine = (req: FastifyRequest) => LOOPBACK.has(req.socket.remoteAddress ?? '');

/** A fiscal config as a read answers it: the CSC token never leaves the server, only whether it is set. */
export function publicFiscal(row: Record<string, unknown>) {
  const { cscToken, ...rest } = row;
  return out({ ...rest, cscTokenSet: typeof cscToken === 'string' && cscToken.length > 0 });
}

async function liveHours(db: Executor, businessId: string) {
  return db
    .select()
    .from(businessHours)
    .where(and(eq(businessHours.businessId, businessId), isNull(businessHours.deletedAt)))
    .orderBy(asc(businessHours.weekday), asc(businessHours.opensAt));
}

/** 400 on `opensAt` when a shift has no length or shares a minute with another of this business. */
async function checkShift(db: Executor, businessId: string, shift: { id?: string; weekday: number; opensAt: string; closesAt: string }) {
  if (shift.opensAt === shift.closesAt) throw badRequest(m.hoursSame, [{ path: 'closesAt', message: m.hoursSame }]);
  const other = overlapping(shift, await liveHours(db, businessId));
  if (other) {
    const message = m.hoursOverlap(m.weekdays[other.weekday] ?? '', other.opensAt, other.closesAt);
    throw badRequest(message, [{ path: 'opensAt', message }]);
  }
}

async function fiscalOf(db: Executor, businessId: string) {
  const rows = await db.select().from(businessFiscalConfigs).where(and(eq(businessFiscalConfigs.businessId, businessId), isNull(businessFiscalConfigs.deletedAt)));
  return rows[0];
}

export function registerBusinessProfile(app: FastifyInstance, deps: WriteDeps): void {
  codes.set(app, process.env.POS_SETUP_CODE || String(randomInt(10_000_000, 100_000_000)));

  // ---------------------------------------------------------------- address (one per business)
  registerWrite(app, deps, {
    ...routeOf(w.businessAddressUpdate),
    permission: 'manage',
    async run(ctx) {
      const existing = (await ctx.tx.select().from(businessAddresses).where(eq(businessAddresses.businessId, ctx.businessId)))[0];
      if (existing) return updateRow(ctx.tx, businessAddresses, existing.id, { ...ctx.body, deletedAt: null, ...ctx.stamp() });
      return { status: 201, body: await insertRow(ctx.tx, businessAddresses, { ...ctx.body, id: ctx.idFor(undefined), businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() }) };
    },
  });

  // ---------------------------------------------------------------- fiscal config (one per business)
  registerWrite(app, deps, {
    ...routeOf(w.businessFiscalConfigCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      if (await fiscalOf(ctx.tx, ctx.businessId)) throw conflict(m.fiscalExists);
      const { id: clientId, certificateFile, certificatePassword, ...values } = ctx.body;
      if (certificateFile) await installCertificate(ctx.tx, ctx.businessId, { pfxBase64: certificateFile, password: certificatePassword ?? '', businessCnpj: values.cnpj, now: new Date(ctx.now) });
      const row = await insertRow(ctx.tx, businessFiscalConfigs, { ...values, id: ctx.idFor(clientId), businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() });
      return { status: 201, body: publicFiscal(row) };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.businessFiscalConfigUpdate),
    permission: 'manage',
    async run(ctx) {
      const current = found(await fiscalOf(ctx.tx, ctx.businessId), m.fiscalMissing);
      const { certificateFile, certificatePassword, ...fields } = ctx.body;
      if (certificateFile) await installCertificate(ctx.tx, ctx.businessId, { pfxBase64: certificateFile, password: certificatePassword ?? '', businessCnpj: fields.cnpj ?? current.cnpj, now: new Date(ctx.now) });
      const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      return publicFiscal(await updateRow(ctx.tx, businessFiscalConfigs, current.id, { ...values, ...ctx.stamp() }));
    },
  });

  // ---------------------------------------------------------------- hours
  registerWrite(app, deps, {
    ...routeOf(w.businessHourCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const { id: clientId, ...shift } = ctx.body;
      const id = ctx.idFor(clientId);
      await checkShift(ctx.tx, ctx.businessId, { ...shift, id });
      return { status: 201, body: await insertRow(ctx.tx, businessHours, { ...shift, id, businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() }) };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.businessHourUpdate),
    permission: 'manage',
    async run(ctx) {
      const { id } = ctx.params as { id: string };
      const current = found(await findLive(ctx.tx, businessHours, ctx.businessId, id), m.hourNotFound) as Row & { weekday: number; opensAt: string; closesAt: string };
      const next = { weekday: ctx.body.weekday ?? current.weekday, opensAt: ctx.body.opensAt ?? current.opensAt, closesAt: ctx.body.closesAt ?? current.closesAt };
      await checkShift(ctx.tx, ctx.businessId, { ...next, id });
      return updateRow(ctx.tx, businessHours, id, { ...next, ...ctx.stamp() });
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.businessHourDelete),
    permission: 'manage',
    async run(ctx) {
      const { id } = ctx.params as { id: string };
      found(await findLive(ctx.tx, businessHours, ctx.businessId, id), m.hourNotFound);
      return updateRow(ctx.tx, businessHours, id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });

  // ---------------------------------------------------------------- first run (our addition)
  // Public: the terminal asks it before anyone can log in, to show the wizard instead of the login.
  app.get(`/${setupCalls.setupStatus.path}`, async (req) => ({ needsSetup: !(await hasBusiness(deps.db)), fromThisMachine: fromThisMachine(req) }));

  app.post(`/${setupCalls.setupFirstRun.path}`, async (req, reply) => {
    const closed = async () => {
      if (await hasBusiness(deps.db)) throw conflict(m.setup.done);
    };
    await closed();
    const body = parse(firstRun, req.body);
    if (!fromThisMachine(req) && body.setupCode !== setupCodeOf(app)) throw forbidden(m.setup.code);
    const answer = await deps.db.transaction(async (tx) => {
      // A platform user (an admin) may already hold the e-mail: 409 as any sign-up, not a unique-index 500.
      const taken = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, body.manager.email.toLowerCase()), isNull(users.deletedAt)));
      if (taken[0]) throw conflict(serverMessages.conflict.emailTaken);
      // Two first runs at once: the second waits here, then finds the business and is refused.
      if (!deps.serialized) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pos:first-run'))`);
      if (await hasBusiness(tx)) throw conflict(m.setup.done);
      const now = new Date().toISOString();
      const { business: b, manager: p } = body;
      const businessId = b.id ?? newId();
      const [business] = await tx
        .insert(businesses)
        .values({ id: businessId, name: b.name, tradeName: b.tradeName, document: b.document, ...(b.timeZone ? { timeZone: b.timeZone } : {}), config: DEFAULT_BUSINESS_CONFIG, changeSeq: 1, createdAt: now, updatedAt: now })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({ id: p.id ?? newId(), name: p.name, email: p.email.toLowerCase(), passwordHash: await hashPassword(p.password), type: 'employee', createdAt: now, updatedAt: now })
        .returning();
      const [link] = await tx
        .insert(userBusinesses)
        .values({ id: newId(), businessId, userId: user!.id, roles: OWNER_ROLES, createdAt: now, updatedAt: now, changeSeq: 1 })
        .returning();
      return { business: out(business!), manager: publicUser(user!, link!) };
    });
    deps.guard.forget();
    return reply.code(201).send(answer);
  });
}

/** The `configQueries` read (gqlBusinessConfigQueries): the business's setup as the Configurações screens show it. */
export async function businessSetupOf(db: Executor, businessId: string) {
  const business = found((await db.select().from(businesses).where(eq(businesses.id, businessId)))[0], serverMessages.notFound.business);
  const fiscal = await fiscalOf(db, businessId);
  const address = (await db.select().from(businessAddresses).where(and(eq(businessAddresses.businessId, businessId), isNull(businessAddresses.deletedAt))))[0];
  return {
    businessId,
    name: business.name,
    tradeName: business.tradeName,
    document: business.document,
    timeZone: business.timeZone,
    config: business.config,
    address: address ? out(address) : null,
    fiscalConfig: fiscal ? publicFiscal(fiscal) : null,
    certificate: await certificateOnFile(db, businessId),
    hours: (await liveHours(db, businessId)).map((h) => out(h)),
    // Configurações → Estabelecimento edits these one-per-business settings: it needs their ids and values.
    digitalMenu: await oneLive(db, businessDigitalMenus, businessId),
    linkVendasConfig: await oneLive(db, businessLinkVendasConfigs, businessId),
    trackingConfig: await oneLive(db, businessTrackingNotificationConfigs, businessId),
    origins: await originStates(db, businessId, new Date()),
  };
}

/** The business's live row of a one-per-business setting, or null. */
async function oneLive(db: Executor, table: typeof businessDigitalMenus | typeof businessLinkVendasConfigs | typeof businessTrackingNotificationConfigs, businessId: string) {
  const [row] = await db.select().from(table).where(and(eq(table.businessId, businessId), isNull(table.deletedAt)));
  return row ? out(row) : null;
}
