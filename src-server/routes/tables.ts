// Tables (the three kinds: table, order-slip, reference-point): create, update, delete, bulk.
import type { FastifyInstance } from 'fastify';
import { tableCreate, tablesBulk, tableUpdate } from '../../src-shared/api/schemas/tables.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { idExists, insertRow } from '../db/rows.js';
import { tables } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { registerWrite, type WriteDeps } from '../http/writes.js';
import { registerCrud } from './crud.js';
import * as tw from '../../src-shared/writes/kitchens.js';
import { occupants } from './ledger.js';
import { idRefused } from '../http/validate.js';

export function registerTables(app: FastifyInstance, deps: WriteDeps): void {
  registerCrud(app, deps, {
    path: 'tables',
    table: tables,
    create: tableCreate,
    update: tableUpdate,
    writes: { create: tw.tablesCreate, update: tw.tablesUpdate, delete: tw.tablesDelete },
    permission: 'manage',
    notFound: serverMessages.notFound.table,
    async beforeDelete(row, ctx) {
      const held = await occupants(ctx.tx, ctx.businessId, [row.id]);
      if (held.size > 0) throw conflict(serverMessages.conflict.tableHasOpenService);
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'tables/bulk',
    body: tablesBulk,
    permission: 'manage',
    async run(ctx) {
      const created = [];
      for (const t of ctx.body.tables) {
        const id = ctx.idFor(t.id);
        if (t.id && (await idExists(ctx.tx, tables, id))) throw idRefused();
        created.push(await insertRow(ctx.tx, tables, { ...t, id, businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() }));
      }
      return { status: 201, body: created };
    },
  });
}
