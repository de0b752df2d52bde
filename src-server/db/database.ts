// One handle over either engine: PGlite in a data folder by default, PostgreSQL when DATABASE_URL is set.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync, mkdirSync, openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { BatchedClient, pgConduit, pgliteConduit } from './batch.js';
import { durablePGlite } from './durableFs.js';
import * as schema from './schema.js';
import type { Tx } from './tx.js';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

/** What a write's work hands back: its result, and the statement to send together with the commit. */
export interface WriteEnd<T> {
  result: T;
  last: SQL | null;
  /** the result made from the last statement's rows, when it answers something the result needs */
  finish?: (rows: Record<string, unknown>[]) => T;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Runs a write in one transaction: all of it or none. Statements started together leave together (db/batch.ts);
   * on PostgreSQL `begin` leaves with the first of them and the commit with `last`.
   */
  write<T>(work: (tx: Tx) => Promise<WriteEnd<T>>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /**
   * Tests only: a tarball of an empty PGlite database already migrated (tests/support/dbTemplate.ts), loaded
   * instead of running initdb and every migration again when the database is new (memory://, or a data folder
   * not made yet). The migrations still run after it, so a stale template is brought up to date, never trusted.
   */
  dbTemplate?: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Writes' statements are prepared once per connection and, after a few runs, planned once (db/batch.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the database (restart, failover) must not take the server down: the pool
    // makes a new one for the next query; the query that was running fails on its own and answers 500.
    pool.on('error', (err) => console.error(`[server] conexão com o PostgreSQL perdida: ${err.message}`));
    const db = drizzlePg(pool, { schema, logger: sqlLogger() });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the PGlite type stands for both.
    return { db: db as unknown as Db, engine: 'postgres', write: (work) => batchedWrite(pool, work), close: () => pool.end() };
  }
  // A data folder syncs to disk on commit (durableFs.ts); memory:// is for tests.
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const template = options.dbTemplate && (memory || !existsSync(path.join(options.dataDir, 'PG_VERSION'))) ? await openAsBlob(options.dbTemplate) : undefined;
  const client = memory ? new PGlite(options.dataDir, { loadDataDir: template }) : durablePGlite(options.dataDir, template);
  const db = drizzlePglite(client, { schema, logger: sqlLogger() });
  await migratePglite(db, { migrationsFolder });
  // Writes go through a batching client too (one call into the engine per batch), inside PGlite's own
  // transaction, which keeps every other query out until it ends.
  const tx = drizzlePg(new BatchedClient(pgliteConduit(client)) as never, { schema, logger: sqlLogger() }) as unknown as Tx;
  const write = <T>(work: (tx: Tx) => Promise<WriteEnd<T>>) =>
    client.transaction(async () => {
      const { result, last, finish } = await work(tx);
      const ended = last ? await tx.execute(last).execute() : null;
      return finish ? finish((ended?.rows ?? []) as Record<string, unknown>[]) : result;
    });
  return { db, engine: 'pglite', write, close: () => client.close() };
}

/** Each pooled connection's batching client and query builder, made once (the builder reads the whole schema). */
const batching = new WeakMap<pg.PoolClient, { client: BatchedClient; tx: Tx }>();

async function batchedWrite<T>(pool: pg.Pool, work: (tx: Tx) => Promise<WriteEnd<T>>): Promise<T> {
  const connection = await pool.connect();
  let held = batching.get(connection);
  if (!held) {
    const client = new BatchedClient(pgConduit(connection));
    held = { client, tx: drizzlePg(client as never, { schema, logger: sqlLogger() }) as unknown as Tx };
    batching.set(connection, held);
  }
  const { client, tx } = held;
  let broken: Error | undefined;
  client.begin();
  try {
    const { result, last, finish } = await work(tx);
    // execute() sends the last statement now, so the commit is queued after it, in the same batch.
    const [ended] = await Promise.all([last ? tx.execute(last).execute() : null, client.query('commit')]);
    return finish ? finish((ended?.rows ?? []) as Record<string, unknown>[]) : result;
  } catch (err) {
    if (client.owesRollback()) await client.query('rollback').catch((e: Error) => (broken = e));
    throw err;
  } finally {
    // A connection that could not roll back is closed, not handed to the next write.
    connection.release(broken);
  }
}

/** POS_DEBUG_SQL=1 prints every statement (for profiling). */
function sqlLogger(): { logQuery(query: string): void } | false {
  return process.env.POS_DEBUG_SQL === '1' ? { logQuery: (query: string) => console.log(`[sql] ${performance.now().toFixed(1)} ${query.slice(0, Number(process.env.POS_DEBUG_SQL_CHARS ?? 90))}`) } : false;
}
