// The table's token of the online store (002 §7 Tables: POST /link-vendas/login/generate-table-token): a customer
// scanning the table's QR code gets a token that names that table, to order from it. No login (the customer has
// none); the token is signed like a session but names a table, so it opens no person's session (no user has
// that id) and expires in a few hours.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { tableTokenCreate } from '../../src-shared/api/schemas/businessSetup.js';
import { businessMessages as bm } from '../../src-shared/i18n/business.js';
import type { PlatformDeps } from '../app.js';
import { businesses, tables } from '../db/schema.js';
import { found } from '../http/errors.js';
import { parse } from '../http/validate.js';

/** A meal at a table: long enough for it, short enough that a photographed QR code stops working. */
export const TABLE_TOKEN_SECONDS = 4 * 60 * 60;

export function registerTableToken(app: FastifyInstance, deps: PlatformDeps): void {
  app.post('/link-vendas/login/generate-table-token', async (req) => {
    const body = parse(tableTokenCreate, req.body);
    const rows = await deps.db
      .select({ table: tables })
      .from(tables)
      .innerJoin(businesses, eq(businesses.id, tables.businessId))
      .where(and(eq(tables.id, body.tableId), isNull(tables.deletedAt), isNull(businesses.deletedAt)));
    const { table } = found(rows[0], bm.notFound.table);
    const { token, expiresAt } = deps.signer.sign(table.id, Date.now(), TABLE_TOKEN_SECONDS);
    return { token, expiresAt: expiresAt.toISOString(), tableId: table.id, businessId: table.businessId, tableName: table.name };
  });
}
