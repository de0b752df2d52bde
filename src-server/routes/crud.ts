// Create, update and soft delete of a simple business collection, through the write pipeline. A collection
// whose writes are declared in src-shared/writes passes them (`writes`): method, path and body schema then
// come from the one declaration the renderer and the outbox use too.
import type { FastifyInstance } from 'fastify';
import { z as zod, type z } from 'zod';
import type { Permission } from '../auth/permissions.js';
import { findLive, idExists, insertRow, updateRow, type MirroredTable, type Row } from '../db/rows.js';
import { found } from '../http/errors.js';
import type { AnyWrite } from '../../src-shared/writes/define.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { idRefused } from '../http/validate.js';

export interface CrudDef<C extends z.ZodType, U extends z.ZodType> {
  /** path after /businesses/:businessId/, e.g. 'tables' */
  path: string;
  table: MirroredTable;
  create: C;
  update: U;
  /** the declared writes of this collection: when given, each route's method, path and body come from them */
  writes?: { create?: AnyWrite; update?: AnyWrite; delete?: AnyWrite };
  permission: Permission;
  notFound: string;
  /** extra parent params (e.g. ':entityId' in 'entities/:entityId/phones') are checked by this */
  parent?: (ctx: WriteContext<unknown, Record<string, string>>) => Promise<Record<string, unknown>>;
  /** checks and derived columns before a create or update */
  prepare?: (values: Record<string, unknown>, ctx: WriteContext<unknown, Record<string, string>>, existing: Row | null) => Promise<void>;
  beforeDelete?: (row: Row, ctx: WriteContext<unknown, Record<string, string>>) => Promise<void>;
  only?: ('create' | 'update' | 'delete')[];
}

/** A collection declared in src-shared/writes: its create, update and delete writes and how the server keeps them. */
export function registerDeclaredCrud(
  app: FastifyInstance,
  deps: WriteDeps,
  def: Omit<CrudDef<z.ZodType, z.ZodType>, 'path' | 'create' | 'update' | 'only' | 'writes'> & { writes: NonNullable<CrudDef<z.ZodType, z.ZodType>['writes']> },
): void {
  const { create, update, delete: remove } = def.writes;
  const only = [create && 'create', update && 'update', remove && 'delete'].filter((x): x is 'create' | 'update' | 'delete' => Boolean(x));
  registerCrud(app, deps, { ...def, path: '', create: create?.schema ?? emptyObject, update: update?.schema ?? emptyObject, only });
}

export function registerCrud<C extends z.ZodType, U extends z.ZodType>(app: FastifyInstance, deps: WriteDeps, def: CrudDef<C, U>): void {
  const only = def.only ?? ['create', 'update', 'delete'];
  const generic = (ctx: WriteContext<unknown, Record<string, string>>) => ctx;
  const declared = (w: AnyWrite | undefined, fallback: { method: 'POST' | 'PUT' | 'DELETE'; path: string; body: z.ZodType }) => (w ? routeOf(w) : fallback);
  if (only.includes('create')) {
    registerWrite(app, deps, {
      ...declared(def.writes?.create, { method: 'POST', path: def.path, body: def.create }),
      permission: def.permission,
      createdId: (body) => (body as { id?: string }).id,
      async run(ctx) {
        const c = generic(ctx as WriteContext<unknown, Record<string, string>>);
        const { id: clientId, ...values } = ctx.body as Record<string, unknown> & { id?: string };
        const id = ctx.idFor(clientId);
        if (clientId && (await idExists(ctx.tx, def.table, id))) throw idRefused();
        const parent = def.parent ? await def.parent(c) : {};
        const row = { ...values, ...parent };
        await def.prepare?.(row, c, null);
        return { status: 201, body: await insertRow(ctx.tx, def.table, { ...row, id, businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() }) };
      },
    });
  }
  if (only.includes('update')) {
    registerWrite(app, deps, {
      ...declared(def.writes?.update, { method: 'PUT', path: `${def.path}/:id`, body: def.update }),
      permission: def.permission,
      async run(ctx) {
        const c = generic(ctx as WriteContext<unknown, Record<string, string>>);
        const params = ctx.params as { id: string };
        const parent = def.parent ? await def.parent(c) : {};
        const existing = found(underParent(await findLive(ctx.tx, def.table, ctx.businessId, params.id), parent), def.notFound);
        const { id: _ignored, ...values } = ctx.body as Record<string, unknown> & { id?: string };
        await def.prepare?.(values, c, existing);
        return updateRow(ctx.tx, def.table, params.id, { ...values, ...ctx.stamp() });
      },
    });
  }
  if (only.includes('delete')) {
    registerWrite(app, deps, {
      ...declared(def.writes?.delete, { method: 'DELETE', path: `${def.path}/:id`, body: emptyObject }),
      permission: def.permission,
      async run(ctx) {
        const c = generic(ctx as WriteContext<unknown, Record<string, string>>);
        const params = ctx.params as { id: string };
        const parent = def.parent ? await def.parent(c) : {};
        const existing = found(underParent(await findLive(ctx.tx, def.table, ctx.businessId, params.id), parent), def.notFound);
        await def.beforeDelete?.(existing, c);
        return updateRow(ctx.tx, def.table, params.id, { deletedAt: ctx.now, ...ctx.stamp() });
      },
    });
  }
}

/** A row reached through a parent's path belongs to that parent: Maria's address is not changed through João's path. */
function underParent(row: Row | null | undefined, parent: Record<string, unknown>): Row | null {
  return row && Object.entries(parent).every(([column, value]) => row[column] === value) ? row : null;
}

/** Body of a DELETE: nothing required. */
export const emptyObject = zod.object({}).loose();
