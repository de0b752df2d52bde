// Batches of statements on a real PostgreSQL and on PGlite (src-server/db/batch.ts, and the write transaction of
// db/database.ts):
// statements started together leave in one round trip and run in order; a failure stops the rest of its batch and
// the transaction keeps nothing; a statement prepared in a failed batch is prepared again; a write's last statement
// and its commit are one round trip, all or nothing; a statement marked to be planned for its values is not kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { BatchedClient, pgConduit, pgliteConduit, PLANNED_FOR_ITS_VALUES } from '../../../src-server/db/batch.js';
import { openDatabase, type Database } from '../../../src-server/db/database.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';

let server: TestPostgres;
let url: string;
let pool: pg.Pool;
let database: Database;

beforeAll(async () => {
  server = await startPostgres();
  url = await server.createDatabase('batch_test');
  pool = new pg.Pool({ connectionString: url, max: 2 });
  await pool.query('create table marks (n int primary key, note text not null)');
  database = await openDatabase({ dataDir: 'unused', databaseUrl: url });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await pool?.end();
  await server?.stop();
});

/** A pooled connection whose trips to PostgreSQL are counted (each pg query call is one trip). */
async function counted(): Promise<{ connection: pg.PoolClient; client: BatchedClient; trips: () => number }> {
  const connection = await pool.connect();
  const query = connection.query.bind(connection);
  let trips = 0;
  connection.query = ((...args: Parameters<typeof query>) => {
    trips++;
    return query(...args);
  }) as typeof connection.query;
  return { connection, client: new BatchedClient(pgConduit(connection)), trips: () => trips };
}

const count = async () => Number((await pool.query('select count(*) from marks')).rows[0].count);

describe('a batch of statements', () => {
  it('sends statements started together in one trip, runs them in order and answers each its own rows', async () => {
    const { connection, client, trips } = await counted();
    try {
      client.begin();
      const answers = await Promise.all([
        client.query({ text: 'insert into marks (n, note) values ($1, $2) returning n', rowMode: 'array' }, [1, 'um']),
        client.query('insert into marks (n, note) select max(n) + 1, $1 from marks returning n, note', ['dois']),
        client.query('select count(*)::int as c from marks'),
      ]);
      expect(answers.map((a) => a.rows)).toEqual([[[1]], [{ n: 2, note: 'dois' }], [{ c: 2 }]]);
      await client.query('commit');
      expect(trips()).toBe(2);
      expect(await count()).toBe(2);
    } finally {
      connection.release();
    }
  });

  it('stops at a failing statement: it and those after it fail with its error, the rollback keeps nothing', async () => {
    const before = await count();
    const { connection, client, trips } = await counted();
    try {
      client.begin();
      const sent = [
        client.query('insert into marks (n, note) values ($1, $2)', [10, 'dez']),
        client.query('insert into marks (n, note) values ($1, $2)', [1, 'repetido']),
        client.query('insert into marks (n, note) values ($1, $2)', [11, 'onze']),
      ];
      const settled = await Promise.allSettled(sent);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      const [, failed, skipped] = settled as PromiseRejectedResult[];
      expect((failed?.reason as { code?: string }).code).toBe('23505');
      expect(skipped?.reason).toBe(failed?.reason);
      expect(client.owesRollback()).toBe(true);
      await client.query('rollback');
      expect(trips()).toBe(2);
      expect(await count()).toBe(before);
      // The third statement's text was never prepared (PostgreSQL skipped its Parse): it is prepared now.
      client.begin();
      await client.query('insert into marks (n, note) values ($1, $2)', [11, 'onze']);
      await client.query('rollback');
    } finally {
      connection.release();
    }
  });
});

describe('statements planned for their values', () => {
  it('sends a statement marked PLANNED_FOR_ITS_VALUES unnamed, so it is planned each time; others are kept by name', async () => {
    const { connection, client } = await counted();
    const marked = `select ${PLANNED_FOR_ITS_VALUES} count(*)::int as c from marks where n > $1`;
    const plain = 'select count(*)::int as c from marks where n < $1';
    try {
      client.begin();
      for (let i = 0; i < 7; i++) await Promise.all([client.query(marked, [i]), client.query(plain, [i])]);
      const held = await client.query(`select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%from marks where n %' and statement not like '%pg_prepared_statements%'`);
      await client.query('commit');
      // The plain one is one named statement that PostgreSQL was free to plan once (plan_cache_mode auto); the
      // marked one was never kept, so each run was parsed and planned for its value.
      expect(held.rows).toHaveLength(1);
      expect(held.rows[0].statement).toBe(plain);
      expect(Number(held.rows[0].generic_plans) + Number(held.rows[0].custom_plans)).toBe(7);
    } finally {
      connection.release();
    }
  });
});

describe('the write transaction on PostgreSQL', () => {
  it('commits the last statement with the rest of the write, or keeps nothing', async () => {
    const before = await count();
    const kept = await database.write(async (tx) => {
      await tx.execute(sql`insert into marks (n, note) values (100, 'cem')`);
      return { result: 'ok', last: sql`insert into marks (n, note) values (101, 'cento e um')` };
    });
    expect(kept).toBe('ok');
    expect(await count()).toBe(before + 2);
    const refused = database.write(async (tx) => {
      await tx.execute(sql`insert into marks (n, note) values (200, 'duzentos')`);
      return { result: 'no', last: sql`insert into marks (n, note) values (100, 'repetido')` };
    });
    await expect(refused).rejects.toThrow();
    expect(await count()).toBe(before + 2);
    expect((await pool.query('select n from marks where n = 200')).rows).toEqual([]);
  });

  it('rolls back work started but not awaited when the write fails, and hands a clean connection on', async () => {
    const before = await count();
    await expect(
      database.write(async (tx) => {
        void tx.execute(sql`insert into marks (n, note) values (300, 'trezentos')`).catch(() => {});
        throw new Error('falhou antes do fim');
      }),
    ).rejects.toThrow('falhou antes do fim');
    const inTransaction = await database.write(async (tx) => {
      const rows = await tx.execute(sql`select count(*)::int as c from marks`);
      return { result: rows.rows[0], last: null };
    });
    expect(inTransaction).toEqual({ c: before });
    // Every pooled connection is idle: nothing was left in an open transaction.
    const open = await pool.query(`select count(*)::int as c from pg_stat_activity where datname = 'batch_test' and state like 'idle in transaction%'`);
    expect(open.rows[0].c).toBe(0);
  });
});

describe('a batch of statements on PGlite', () => {
  it('runs statements started together in order, and stops at a failing one', async () => {
    const pglite = new PGlite('memory://');
    try {
      await pglite.exec('create table marks (n int primary key, note text not null)');
      const client = new BatchedClient(pgliteConduit(pglite));
      const answers = await pglite.transaction(async () =>
        Promise.all([
          client.query({ text: 'insert into marks (n, note) values ($1, $2) returning n', rowMode: 'array' }, [1, 'um']),
          client.query('select count(*)::int as c, max(note) as note from marks'),
        ]),
      );
      expect(answers.map((a) => a.rows)).toEqual([[[1]], [{ c: 1, note: 'um' }]]);
      const failing = pglite.transaction(async () => {
        const settled = await Promise.allSettled([
          client.query('insert into marks (n, note) values ($1, $2)', [2, 'dois']),
          client.query('insert into marks (n, note) values ($1, $2)', [1, 'repetido']),
          client.query('insert into marks (n, note) values ($1, $2)', [3, 'três']),
        ]);
        expect(settled.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
        throw (settled[1] as PromiseRejectedResult).reason;
      });
      await expect(failing).rejects.toMatchObject({ code: '23505' });
      expect((await pglite.query<{ n: number }>('select n from marks order by n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await pglite.close();
    }
  });
});

// The driver through drizzle, as the write pipeline uses it: results map to the schema's shapes.
describe('drizzle over a batched client', () => {
  it('answers selects in drizzle shapes when statements go together', async () => {
    const { connection, client } = await counted();
    try {
      const db = drizzle(client as never);
      client.begin();
      const [a, b] = await Promise.all([db.execute(sql`select 1::int as one`), db.execute(sql`select now() as at, '{"a":1}'::jsonb as j`)]);
      expect(a.rows).toEqual([{ one: 1 }]);
      expect(b.rows[0]?.j).toEqual({ a: 1 });
      await client.query('rollback');
    } finally {
      connection.release();
    }
  });
});
