// The platform's base catalogues (delivery methods, payment methods, card brands a new business copies from):
// rows of no business, written by a platform admin only (role header `admin`), through the root write pipeline
// (idempotent, one transaction). Soft deleted like every collection.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { businessMessages as bm } from '../../src-shared/i18n/business.js';
import type { AuthUser } from '../auth/guard.js';
import type { RequestContext } from '../../src-shared/api/enums.js';
import type { Db } from '../db/database.js';
import type { Guard } from '../auth/guard.js';
import { creditCardBannersBase, deliveryMethodsBase, paymentMethodsBase } from '../db/schema.js';
import { forbidden, found } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { emptyObject } from './crud.js';
import { registerRootWrite } from './rootWrites.js';

export type BaseTable = typeof deliveryMethodsBase | typeof paymentMethodsBase | typeof creditCardBannersBase;

/** A platform admin in admin context; anyone else 403 before the body is read. */
export function onlyPlatformAdmin(user: AuthUser, context: RequestContext): void {
  if (context !== 'admin' || !user.platformRoles.includes('admin')) throw forbidden(bm.onlyPlatformAdmin);
}

export function registerBaseCatalog(
  app: FastifyInstance,
  deps: { db: Db; guard: Guard; serialized: boolean },
  def: { url: string; table: BaseTable; create: z.ZodType; update: z.ZodType },
): void {
  const { table } = def;
  const liveRow = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string) =>
    found((await tx.select().from(table).where(and(eq(table.id, id), isNull(table.deletedAt))))[0], bm.notFound.baseItem);
  registerRootWrite(app, deps, {
    method: 'POST',
    url: def.url,
    body: def.create,
    authorize: onlyPlatformAdmin,
    createdId: (b) => (b as { id?: string }).id,
    async run(ctx) {
      const { id, ...values } = ctx.body as Record<string, unknown> & { id?: string };
      const [row] = await ctx.tx
        .insert(table)
        .values({ ...(values as { name: string; mode: string; type: string }), id: ctx.idFor(id), createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      return { status: 201, body: out(row as Record<string, unknown>) };
    },
  });
  registerRootWrite<z.ZodType, { id: string }>(app, deps, {
    method: 'PUT',
    url: `${def.url}/:id`,
    body: def.update,
    authorize: onlyPlatformAdmin,
    async run(ctx) {
      await liveRow(ctx.tx, ctx.params.id);
      const [row] = await ctx.tx
        .update(table)
        .set({ ...(ctx.body as Record<string, unknown>), updatedAt: ctx.now })
        .where(eq(table.id, ctx.params.id))
        .returning();
      return out(row as Record<string, unknown>);
    },
  });
  registerRootWrite<z.ZodType, { id: string }>(app, deps, {
    method: 'DELETE',
    url: `${def.url}/:id`,
    body: emptyObject,
    authorize: onlyPlatformAdmin,
    async run(ctx) {
      await liveRow(ctx.tx, ctx.params.id);
      const [row] = await ctx.tx.update(table).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(table.id, ctx.params.id)).returning();
      return out(row as Record<string, unknown>);
    },
  });
}
