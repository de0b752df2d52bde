// One handle over either engine: PGlite in a data folder by default, PostgreSQL when DATABASE_URL is set.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { durablePGlite } from './durableFs.js';
import * as schema from './schema.js';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the database (restart, failover) must not take the server down: the pool
    // makes a new one for the next query; the query that was running fails on its own and answers 500.
    pool.on('error', (err) => console.error(`[server] conexão com o PostgreSQL perdida: ${err.message}`));
    const db = drizzlePg(pool, { schema, logger: sqlLogger() });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the PGlite type stands for both.
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  // A data folder syncs to disk on commit (durableFs.ts); memory:// is for tests.
  const memory = options.dataDir.startsWith('memory://');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const client = memory ? new PGlite(options.dataDir) : durablePGlite(options.dataDir);
  const db = drizzlePglite(client, { schema, logger: sqlLogger() });
  await migratePglite(db, { migrationsFolder });
  return { db, engine: 'pglite', close: () => client.close() };
}

/** POS_DEBUG_SQL=1 prints every statement (for profiling). */
function sqlLogger(): { logQuery(query: string): void } | false {
  return process.env.POS_DEBUG_SQL === '1' ? { logQuery: (query: string) => console.log(`[sql] ${performance.now().toFixed(1)} ${query.slice(0, Number(process.env.POS_DEBUG_SQL_CHARS ?? 90))}`) } : false;
}
