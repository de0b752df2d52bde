// Small typed helpers over every mirrored table: find a live row of a business, insert stamped, soft delete.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './tx.js';

/** What every mirrored table has (see schema.ts `mirrored()`). */
export type MirroredTable = PgTable & {
  id: PgColumn;
  businessId: PgColumn;
  deletedAt: PgColumn;
  changeSeq: PgColumn;
  updatedAt: PgColumn;
};

export type Row = Record<string, unknown> & { id: string };

export function live(table: MirroredTable, businessId: string, ...more: (SQL | undefined)[]): SQL {
  return and(eq(table.businessId, businessId), isNull(table.deletedAt), ...more) as SQL;
}

export async function findLive(db: Executor, table: MirroredTable, businessId: string, id: string): Promise<Row | undefined> {
  const rows = (await db.select().from(table as PgTable).where(live(table, businessId, eq(table.id, id)))) as Row[];
  return rows[0];
}

/** Whether an id exists at all (any business, deleted or not): a client id must not collide. */
export async function idExists(db: Executor, table: MirroredTable, id: string): Promise<boolean> {
  const rows = await db.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id));
  return rows.length > 0;
}

export async function insertRow(db: Executor, table: MirroredTable, values: Record<string, unknown>): Promise<Row> {
  const rows = (await db.insert(table).values(values as never).returning()) as Row[];
  return rows[0] as Row;
}

export async function updateRow(db: Executor, table: MirroredTable, id: string, values: Record<string, unknown>): Promise<Row> {
  const rows = (await db.update(table).set(values as never).where(eq(table.id, id)).returning()) as Row[];
  return rows[0] as Row;
}
