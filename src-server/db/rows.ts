// Small typed helpers over every mirrored table: find a live row of a business, insert stamped, soft delete.
import { and, eq, getTableName, is, isNull, Placeholder, sql, type SQL } from 'drizzle-orm';
import { placeholders, preparedOn } from './prepared.js';
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

export function live(table: MirroredTable, businessId: string | Placeholder, ...more: (SQL | undefined)[]): SQL {
  return and(eq(table.businessId, businessId), isNull(table.deletedAt), ...more) as SQL;
}

export async function findLive(db: Executor, table: MirroredTable, businessId: string, id: string): Promise<Row | undefined> {
  const query = preparedOn(db, `live:${getTableName(table)}`, () =>
    db
      .select()
      .from(table as PgTable)
      .where(live(table, sql.placeholder('businessId'), eq(table.id, sql.placeholder('id')))),
  );
  const rows = (await query.execute({ businessId, id })) as Row[];
  return rows[0];
}

/** Whether an id exists at all (any business, deleted or not): a client id must not collide. */
export async function idExists(db: Executor, table: MirroredTable, id: string): Promise<boolean> {
  const rows = await db.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id));
  return rows.length > 0;
}

export async function insertRow(db: Executor, table: MirroredTable, values: Record<string, unknown>): Promise<Row> {
  const { row, given, shape } = placeholders(values);
  const query = preparedOn(db, `insert:${getTableName(table)}:${shape}`, () => db.insert(table).values(row as never).returning());
  const rows = (await query.execute(given)) as Row[];
  return rows[0] as Row;
}

/** Rows of one shape (the same keys) inserted in one statement, answered as stored. */
export async function insertRows(db: Executor, table: MirroredTable, values: readonly Record<string, unknown>[]): Promise<Row[]> {
  const each = values.map(placeholders);
  const shape = each[0]?.shape ?? '';
  if (each.some((e) => e.shape !== shape)) return (await db.insert(table).values(values as never).returning()) as Row[];
  // Row i's placeholders are named `i.key`.
  const rows = each.map((e, i) => Object.fromEntries(Object.entries(e.row).map(([k, v]) => [k, is(v, Placeholder) ? sql.placeholder(`${i}.${k}`) : v])));
  const given = Object.fromEntries(each.flatMap((e, i) => Object.entries(e.given).map(([k, v]) => [`${i}.${k}`, v])));
  const query = preparedOn(db, `insert:${getTableName(table)}:${values.length}:${shape}`, () => db.insert(table).values(rows as never).returning());
  return (await query.execute(given)) as Row[];
}

export async function updateRow(db: Executor, table: MirroredTable, id: string, values: Record<string, unknown>): Promise<Row> {
  const rows = (await db.update(table).set(values as never).where(eq(table.id, id)).returning()) as Row[];
  return rows[0] as Row;
}
