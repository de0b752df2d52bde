// Places: the platform's states and cities (written by a platform admin), a business's neighborhoods with their
// delivery fees and limits (outlines on the map that never cross another's), integrator links, the business's
// addresses, neighborhood templates, the lookup engines and the CEP lookup the terminal already uses.
import area from '@turf/area';
import { featureCollection, polygon } from '@turf/helpers';
import intersect from '@turf/intersect';
import kinks from '@turf/kinks';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { locationsCalls as calls } from '../../src-shared/api/areas/locations.js';
import { createApi } from '../../src-shared/api/registry.js';
import { lookupPostalCode } from '../../src-shared/api/rules/postalCode.js';
import {
  cityCreate,
  cityUpdate,
  locationAddressCreate,
  locationAddressUpdate,
  neighborhoodCreate,
  neighborhoodIntegratorCreate,
  neighborhoodLimitCreate,
  neighborhoodLimitUpdate,
  neighborhoodTemplateCreate,
  neighborhoodTemplateUpdate,
  neighborhoodUpdate,
  stateCreate,
  stateUpdate,
} from '../../src-shared/api/schemas/locations.js';
import { apiMessages } from '../../src-shared/i18n/api.js';
import { locationsMessages as lm } from '../../src-shared/i18n/locations.js';
import type { PlatformDeps } from '../app.js';
import type { AuthUser } from '../auth/guard.js';
import { findLive, type Row } from '../db/rows.js';
import * as locationWrites from '../../src-shared/writes/locations.js';
import { cities, locationAddresses, neighborhoodIntegrators, neighborhoodLimits, neighborhoods, neighborhoodTemplates, states } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, forbidden, found, HttpError, notFound } from '../http/errors.js';
import { emptyObject, registerCrud } from './crud.js';
import { registerRootWrite } from './rootWrites.js';
import { at } from './entities.js';

type Point = { lat: number; lng: number };
type Ctx = Parameters<NonNullable<Parameters<typeof registerCrud>[2]['prepare']>>[1];

/** A ring of points as a GeoJSON polygon (longitude first, closed). */
const ring = (points: Point[]) => {
  const coords = points.map((p) => [p.lng, p.lat]);
  return polygon([[...coords, coords[0]!]]);
};

/**
 * Refuses an outline that crosses itself, or whose area overlaps another live limit of the business (sharing a
 * border with a neighbour is fine: the overlap has no area). Square metres below 1 are a shared border's rounding.
 */
async function checkLimit(tx: Executor, businessId: string, points: Point[], selfId: string | null): Promise<void> {
  const shape = ring(points);
  if (kinks(shape).features.length > 0) throw conflict(lm.conflict.limitSelfCrossing);
  const others = await tx
    .select({ points: neighborhoodLimits.points, name: neighborhoods.name })
    .from(neighborhoodLimits)
    .innerJoin(neighborhoods, eq(neighborhoods.id, neighborhoodLimits.neighborhoodId))
    .where(and(eq(neighborhoodLimits.businessId, businessId), isNull(neighborhoodLimits.deletedAt), selfId ? ne(neighborhoodLimits.id, selfId) : undefined));
  for (const other of others) {
    const overlap = intersect(featureCollection([shape, ring(other.points)]));
    if (overlap && area(overlap) > 1) throw conflict(lm.conflict.limitCrossing(other.name));
  }
}

/** Writes to the platform's base catalogue: a platform admin's. */
function adminOnly(user: AuthUser): void {
  if (!user.platformRoles.includes('admin')) throw forbidden(lm.conflict.adminOnly);
}

/** A root write's body and its row, for the states and cities. */
function registerBase<C extends z.ZodType, U extends z.ZodType>(
  app: FastifyInstance,
  deps: PlatformDeps,
  def: {
    base: string;
    table: typeof states | typeof cities;
    create: C;
    update: U;
    notFound: string;
    check?: (tx: Executor, values: Record<string, unknown>, id: string | null) => Promise<void>;
    beforeDelete?: (tx: Executor, id: string) => Promise<void>;
  },
): void {
  const authorize = (user: AuthUser) => adminOnly(user);
  const rowOf = async (tx: Executor, id: string) => {
    const rows = await tx
      .select()
      .from(def.table)
      .where(and(eq(def.table.id, id), isNull(def.table.deletedAt)));
    return found(rows[0], def.notFound);
  };
  registerRootWrite(app, deps, {
    method: 'POST',
    url: `/${def.base}`,
    body: def.create,
    authorize,
    createdId: (b) => (b as { id?: string }).id,
    async run(ctx) {
      const { id: clientId, ...values } = ctx.body as Record<string, unknown> & { id?: string };
      await def.check?.(ctx.tx, values, null);
      const [row] = await ctx.tx
        .insert(def.table)
        .values({ ...values, id: ctx.idFor(clientId), createdAt: ctx.now, updatedAt: ctx.now } as never)
        .returning();
      return { status: 201, body: row };
    },
  });
  registerRootWrite(app, deps, {
    method: 'PUT',
    url: `/${def.base}/:id`,
    body: def.update,
    authorize,
    async run(ctx) {
      const row = await rowOf(ctx.tx, ctx.params.id as string);
      const values = ctx.body as Record<string, unknown>;
      await def.check?.(ctx.tx, values, row.id);
      const [updated] = await ctx.tx
        .update(def.table)
        .set({ ...values, updatedAt: ctx.now } as never)
        .where(eq(def.table.id, row.id))
        .returning();
      return updated as object;
    },
  });
  registerRootWrite(app, deps, {
    method: 'DELETE',
    url: `/${def.base}/:id`,
    body: emptyObject,
    authorize,
    async run(ctx) {
      const row = await rowOf(ctx.tx, ctx.params.id as string);
      await def.beforeDelete?.(ctx.tx, row.id);
      const [deleted] = await ctx.tx.update(def.table).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(def.table.id, row.id)).returning();
      return deleted as object;
    },
  });
}

/** A live city of the platform, or 404. */
export async function cityOf(tx: Executor, id: string): Promise<Row> {
  const rows = await tx
    .select()
    .from(cities)
    .where(and(eq(cities.id, id), isNull(cities.deletedAt)));
  return found(rows[0], lm.notFound.city) as Row;
}

export function registerLocations(app: FastifyInstance, deps: PlatformDeps): void {
  // ------------------------------------------------ states and cities (the platform's)
  registerBase(app, deps, {
    base: calls.statesCreate.path,
    table: states,
    create: stateCreate,
    update: stateUpdate,
    notFound: lm.notFound.state,
    async check(tx, values, id) {
      if (typeof values.uf !== 'string') return;
      const taken = await tx
        .select({ id: states.id })
        .from(states)
        .where(and(eq(states.uf, values.uf), isNull(states.deletedAt), id ? ne(states.id, id) : undefined));
      if (taken[0]) throw conflict(lm.conflict.ufTaken(values.uf));
    },
    async beforeDelete(tx, id) {
      const used = await tx
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.stateId, id), isNull(cities.deletedAt)))
        .limit(1);
      if (used[0]) throw conflict(lm.conflict.stateHasCities);
    },
  });
  registerBase(app, deps, {
    base: calls.citiesCreate.path,
    table: cities,
    create: cityCreate,
    update: cityUpdate,
    notFound: lm.notFound.city,
    async check(tx, values) {
      if (typeof values.stateId !== 'string') return;
      const rows = await tx
        .select({ id: states.id })
        .from(states)
        .where(and(eq(states.id, values.stateId), isNull(states.deletedAt)));
      found(rows[0], lm.notFound.state);
    },
    async beforeDelete(tx, id) {
      const used = await tx
        .select({ id: neighborhoods.id })
        .from(neighborhoods)
        .where(and(eq(neighborhoods.cityId, id), isNull(neighborhoods.deletedAt)))
        .limit(1);
      if (used[0]) throw conflict(lm.conflict.cityInUse);
    },
  });

  // ------------------------------------------------ a business's neighborhoods, their limits and integrator links
  const neighborhoodOf = async (values: Record<string, unknown>, ctx: Ctx) => {
    if (typeof values.neighborhoodId === 'string') found(await findLive(ctx.tx, neighborhoods, ctx.businessId, values.neighborhoodId), lm.notFound.neighborhood);
  };
  // Limits first: `limits` and `integrators` are not neighborhood ids.
  registerCrud(app, deps, {
    path: at(calls.neighborhoodLimitsCreate).path,
    table: neighborhoodLimits,
    create: neighborhoodLimitCreate,
    update: neighborhoodLimitUpdate,
    permission: 'manage',
    notFound: lm.notFound.limit,
    async prepare(values, ctx, existing) {
      await neighborhoodOf(values, ctx);
      if (Array.isArray(values.points)) await checkLimit(ctx.tx, ctx.businessId, values.points as Point[], existing?.id ?? null);
    },
  });
  registerCrud(app, deps, {
    path: at(calls.neighborhoodIntegratorsCreate).path,
    table: neighborhoodIntegrators,
    create: neighborhoodIntegratorCreate,
    update: emptyObject,
    permission: 'manage',
    notFound: lm.notFound.neighborhood,
    only: ['create'],
    prepare: neighborhoodOf,
  });
  registerCrud(app, deps, {
    path: at(calls.neighborhoodsCreate).path,
    table: neighborhoods,
    create: neighborhoodCreate,
    update: neighborhoodUpdate,
    permission: 'manage',
    writes: { delete: locationWrites.neighborhoodsDelete },
    notFound: lm.notFound.neighborhood,
    async prepare(values, ctx, existing) {
      const cityId = (values.cityId ?? existing?.cityId) as string;
      if (typeof values.cityId === 'string') await cityOf(ctx.tx, values.cityId);
      const name = (values.name ?? existing?.name) as string;
      const taken = await ctx.tx
        .select({ id: neighborhoods.id })
        .from(neighborhoods)
        .where(
          and(
            eq(neighborhoods.businessId, ctx.businessId),
            eq(neighborhoods.cityId, cityId),
            sql`lower(${neighborhoods.name}) = lower(${name})`,
            isNull(neighborhoods.deletedAt),
            existing ? ne(neighborhoods.id, existing.id) : undefined,
          ),
        );
      if (taken[0]) throw conflict(lm.conflict.neighborhoodTaken(name));
    },
    async beforeDelete(row, ctx) {
      // Its limits go with it.
      await ctx.tx
        .update(neighborhoodLimits)
        .set({ deletedAt: ctx.now, ...ctx.stamp() })
        .where(and(eq(neighborhoodLimits.businessId, ctx.businessId), eq(neighborhoodLimits.neighborhoodId, row.id), isNull(neighborhoodLimits.deletedAt)));
    },
  });

  registerCrud(app, deps, {
    path: at(calls.locationAddressesCreate).path,
    table: locationAddresses,
    create: locationAddressCreate,
    update: locationAddressUpdate,
    permission: 'manage',
    notFound: lm.notFound.address,
    async prepare(values, ctx) {
      await neighborhoodOf(values, ctx);
      if (typeof values.cityId === 'string') await cityOf(ctx.tx, values.cityId);
    },
  });

  registerCrud(app, deps, {
    path: at(calls.neighborhoodTemplatesCreate).path,
    table: neighborhoodTemplates,
    create: neighborhoodTemplateCreate,
    update: neighborhoodTemplateUpdate,
    permission: 'manage',
    writes: { delete: locationWrites.neighborhoodTemplatesDelete },
    notFound: lm.notFound.template,
    async prepare(values, ctx) {
      if (typeof values.cityId === 'string') await cityOf(ctx.tx, values.cityId);
    },
  });

  // ------------------------------------------------ lookups
  const postalCodeUrl = () => process.env.POS_POSTAL_CODE_URL?.trim() || null;
  // Which lookup engines the server has configured: the platform's setting, an admin's to see.
  app.get(`/${calls.locationsEngines.path}`, async (req) => {
    adminOnly(await deps.guard.user(req));
    return [{ name: 'postalCode', configured: postalCodeUrl() !== null }];
  });

  // The CEP lookup of the terminal (src-main/locations/postalCode.ts), answered by the server for a logged-in person:
  // the same typed client's rule on the configured public service.
  app.get('/:cep', async (req) => {
    await deps.guard.user(req);
    const cep = (req.params as { cep: string }).cep.replace(/\D/g, '');
    if (cep.length !== 8) throw notFound(lm.cepNotFound);
    const url = postalCodeUrl();
    if (!url) throw new HttpError(503, lm.notConfigured);
    const api = createApi({ session: { context: 'admin', project: 'pdv', environment: 'local' }, baseUrls: { local: { external: url } } });
    try {
      return await lookupPostalCode(api, cep);
    } catch (err) {
      if (err instanceof Error && err.message === apiMessages.cepNotFound) throw notFound(lm.cepNotFound);
      throw new HttpError(503, lm.unavailable);
    }
  });
}
