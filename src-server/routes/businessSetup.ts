// The business's setup calls (000 §7 Business): digital menu, sales link (link de vendas), order tracking
// notifications, pausing an origin, the availability checks (the counter's and the public store's), the
// partner's release to production and dropping the server's caches. Writes go through the write pipeline
// with their one declaration (src-shared/writes/business.ts).
import type { FastifyInstance } from 'fastify';
import { and, eq, getTableName, isNull, ne, sql } from 'drizzle-orm';
import { checkAvailability } from '../../src-shared/api/schemas/businessSetup.js';
import { businessMessages as bm } from '../../src-shared/i18n/business.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import * as w from '../../src-shared/writes/business.js';
import { requestContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { findLive, insertRow, updateRow, type MirroredTable } from '../db/rows.js';
import {
  businessDigitalMenus,
  businessLinkVendasConfigs,
  businessProductionReleases,
  businessTrackingNotificationConfigs,
  businesses,
  originUnavailabilities,
  origins,
} from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { badRequest, conflict, forbidden, found, notFound } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import { registerRead } from '../http/reads.js';
import { parse } from '../http/validate.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { keepLogo, registerBusinessLogos } from './businessLogos.js';
import { registerDeclaredCrud } from './crud.js';
import { originStates } from './originPause.js';

type Ctx = WriteContext<unknown, Record<string, string>>;

/** A setting the business has once: a second create is refused (the screen updates the one it has). */
const onlyOne = (table: MirroredTable, message: string) => async (ctx: Ctx, existing: unknown) => {
  if (existing) return;
  const rows = await ctx.tx.select({ id: table.id }).from(table).where(and(eq(table.businessId, ctx.businessId), isNull(table.deletedAt)));
  if (rows.length > 0) throw conflict(message);
};

/** A public slug is the business's own: no other live menu or store answers at the same address. */
const slugFree = (table: typeof businessDigitalMenus | typeof businessLinkVendasConfigs) => async (values: Record<string, unknown>, ctx: Ctx, existing: { id: string } | null) => {
  if (typeof values.slug !== 'string') return;
  // Two businesses claiming one slug at once hold different business locks: the slug's own lock (to the commit)
  // makes the second wait and then see the first's row, so it is refused here, not by the unique index (a 500).
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slug:${getTableName(table)}:${values.slug}`}))`);
  const rows = await ctx.tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, values.slug), isNull(table.deletedAt), existing ? ne(table.id, existing.id) : undefined));
  if (rows.length > 0) throw conflict(bm.slugTaken);
};

/** The business's availability now: open for orders unless the origin asked about is paused or switched off. */
export async function businessAvailability(db: Executor, businessId: string, originId: string | undefined, now = new Date()) {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isNull(businesses.deletedAt)));
  found(business, serverMessages.notFound.business);
  const states = await originStates(db, businessId, now, originId);
  if (originId) {
    const origin = found(states[0], serverMessages.notFound.origin);
    const message = origin.paused ? bm.originPaused(origin.name, null) : origin.available ? null : bm.originOff(origin.name);
    return { businessId, available: origin.available, origin, message };
  }
  return { businessId, available: true, pausedOrigins: states.filter((s) => s.paused), message: null };
}

export function registerBusinessSetup(app: FastifyInstance, deps: WriteDeps & { db: Db }): void {
  // ---------------------------------------------------------------- digital menu and sales link
  registerBusinessLogos(app, deps);
  const menuOnce = onlyOne(businessDigitalMenus, bm.alreadyExists.digitalMenu);
  const menuSlug = slugFree(businessDigitalMenus);
  registerDeclaredCrud(app, deps, {
    table: businessDigitalMenus,
    writes: { create: w.businessDigitalMenuCreate, update: w.businessDigitalMenuUpdate },
    permission: 'manage',
    notFound: bm.notFound.digitalMenu,
    async prepare(values, ctx, existing) {
      await menuOnce(ctx, existing);
      await menuSlug(values, ctx, existing);
      await keepLogo(values, ctx);
    },
  });
  const storeOnce = onlyOne(businessLinkVendasConfigs, bm.alreadyExists.linkVendasConfig);
  const storeSlug = slugFree(businessLinkVendasConfigs);
  registerDeclaredCrud(app, deps, {
    table: businessLinkVendasConfigs,
    writes: { create: w.businessLinkVendasConfigCreate, update: w.businessLinkVendasConfigUpdate },
    permission: 'manage',
    notFound: bm.notFound.linkVendasConfig,
    async prepare(values, ctx, existing) {
      await storeOnce(ctx, existing);
      await storeSlug(values, ctx, existing);
      await keepLogo(values, ctx);
    },
  });
  const trackingOnce = onlyOne(businessTrackingNotificationConfigs, bm.alreadyExists.trackingConfig);
  registerDeclaredCrud(app, deps, {
    table: businessTrackingNotificationConfigs,
    writes: { create: w.businessTrackingStatusNotificationConfigCreate, update: w.businessTrackingStatusNotificationConfigUpdate },
    permission: 'manage',
    notFound: bm.notFound.trackingConfig,
    async prepare(_values, ctx, existing) {
      await trackingOnce(ctx, existing);
    },
  });

  // ---------------------------------------------------------------- pausing an origin
  // A manager pauses an origin (iFood is flooding the kitchen) for a while or until resumed; the order routes
  // refuse its orders meanwhile (originPause.ts). One row per origin, updated by each change.
  registerWrite(app, deps, {
    ...routeOf(w.businessOriginUnavailabilityChangeStatus),
    permission: 'manage',
    async run(ctx) {
      const b = ctx.body;
      const origin = found(await findLive(ctx.tx, origins, ctx.businessId, b.originId), serverMessages.notFound.origin);
      if (b.until && !b.unavailable) throw badRequest(bm.untilWithoutPause, [{ path: 'until', message: bm.untilWithoutPause }]);
      if (b.until && new Date(b.until).getTime() <= new Date(ctx.now).getTime()) throw badRequest(bm.untilPast, [{ path: 'until', message: bm.untilPast }]);
      const values = { unavailable: b.unavailable, until: b.unavailable ? (b.until ?? null) : null, reason: b.unavailable ? (b.reason ?? null) : null, userId: ctx.user.id };
      const [current] = await ctx.tx
        .select()
        .from(originUnavailabilities)
        .where(and(eq(originUnavailabilities.businessId, ctx.businessId), eq(originUnavailabilities.originId, origin.id)));
      const row = current
        ? await updateRow(ctx.tx, originUnavailabilities, current.id, { ...values, deletedAt: null, ...ctx.stamp() })
        : await insertRow(ctx.tx, originUnavailabilities, { id: ctx.idFor(b.id), businessId: ctx.businessId, originId: origin.id, ...values, createdAt: ctx.now, ...ctx.stamp() });
      return { ...row, originName: origin.name };
    },
  });

  // ---------------------------------------------------------------- availability checks (reads)
  app.post<{ Params: { businessId: string } }>('/businesses/:businessId/check-business-availability', async (req) => {
    const user = await deps.guard.user(req);
    await deps.guard.business(user, req.params.businessId, requestContext(req), 'read');
    const body = parse(checkAvailability, req.body);
    return businessAvailability(deps.db, req.params.businessId, body.originId);
  });
  // The public store asks before showing its menu: no login (its customers have none); it learns only whether
  // the business (or one of its origins) takes orders now. A store switched off answers unavailable.
  app.post<{ Params: { businessId: string } }>('/link-vendas/:businessId/check-business-availability', async (req) => {
    if (!isUuid(req.params.businessId)) throw notFound(serverMessages.notFound.business);
    const body = parse(checkAvailability, req.body);
    const answer = await businessAvailability(deps.db, req.params.businessId, body.originId);
    const [store] = await deps.db
      .select({ active: businessLinkVendasConfigs.active })
      .from(businessLinkVendasConfigs)
      .where(and(eq(businessLinkVendasConfigs.businessId, req.params.businessId), isNull(businessLinkVendasConfigs.deletedAt)));
    const open = answer.available && store?.active !== false;
    return { businessId: answer.businessId, available: open, message: open ? null : (answer.message ?? bm.storeOff) };
  });

  // ---------------------------------------------------------------- MQTT
  // The spec's terminals learn of changes from an MQTT broker; ours pull them (GraphQL counterChanges with the
  // cursor), so the answer says there is no broker and where the changes are read instead.
  registerRead(app, deps, {
    path: 'mqtt-config',
    async run({ businessId }) {
      return { businessId, enabled: false, host: null, port: null, topics: [], changes: { via: 'graphql', query: 'counterChanges' }, message: bm.noMqtt };
    },
  });

  // ---------------------------------------------------------------- the partner's release, the server's caches
  registerWrite(app, deps, {
    ...routeOf(w.businessReleaseToProduction),
    permission: 'manage',
    async run(ctx) {
      if (ctx.body.businessId && ctx.body.businessId !== ctx.businessId) throw badRequest(bm.businessMismatch, [{ path: 'businessId', message: bm.businessMismatch }]);
      const [business] = await ctx.tx.select({ partnerId: businesses.partnerId }).from(businesses).where(eq(businesses.id, ctx.businessId));
      const partner = ctx.roles.includes('franchise') && business?.partnerId === ctx.user.id;
      if (!partner && !ctx.roles.includes('admin')) throw forbidden(bm.notPartner);
      await ctx.tx.insert(businessProductionReleases).values({ businessId: ctx.businessId, releasedAt: ctx.now, userId: ctx.user.id }).onConflictDoNothing();
      const [row] = await ctx.tx.select().from(businessProductionReleases).where(eq(businessProductionReleases.businessId, ctx.businessId));
      return row as object;
    },
  });
  // Our server keeps no Redis: what it caches is the tokens' business links (auth/guard.ts), dropped here so a
  // change made straight in the database is seen at once (the write pipeline forgets them: changesAccess).
  registerWrite(app, deps, {
    ...routeOf(w.businessCleanRedisCache),
    permission: 'manage',
    changesAccess: true,
    async run(ctx) {
      return { cleared: ['userBusinessLinks'], at: ctx.now };
    },
  });
}
