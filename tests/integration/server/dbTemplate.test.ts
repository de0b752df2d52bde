// The migrated database template the test servers start from (tests/support/dbTemplate.ts) is the current one:
// it holds every migration of the folder, and a new or changed migration names another template.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase } from '../../../src-server/db/database.js';
import { dbTemplate, templateKey } from '../../support/dbTemplate.js';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
const dir = mkdtempSync(path.join(tmpdir(), 'pos-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the migrated database template', () => {
  it('holds every migration of the folder, the last one included', async () => {
    const file = await dbTemplate();
    expect(path.basename(file)).toBe(`${templateKey()}.tar`);
    const pg = new PGlite('memory://', { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      const applied = await pg.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by created_at');
      expect(applied.rows.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
      // The last migration's tables are there: the template is no older than the folder.
      const tables = await pg.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname = 'public'");
      expect(tables.rows[0]?.n).toBeGreaterThan(50);
    } finally {
      await pg.close();
    }
  });

  it('is named by the migrations: a new migration, or an edited one, needs another template', () => {
    const copy = path.join(dir, 'migrations');
    cpSync(migrationsFolder, copy, { recursive: true });
    const current = templateKey(copy);
    expect(current).toBe(templateKey());
    writeFileSync(path.join(copy, '9999_next.sql'), 'CREATE TABLE next_thing (id uuid primary key);');
    const added = templateKey(copy);
    expect(added).not.toBe(current);
    const last = path.join(copy, `${journal.entries.at(-1)!.tag}.sql`);
    rmSync(path.join(copy, '9999_next.sql'));
    writeFileSync(last, `${readFileSync(last, 'utf8')}\n-- edited`);
    expect(templateKey(copy)).not.toBe(current);
    expect(templateKey(copy)).not.toBe(added);
  });

  it('is only a head start: a database opened from it still answers like a migrated one, memory and folder alike', async () => {
    const template = await dbTemplate();
    for (const dataDir of ['memory://', path.join(dir, 'server')]) {
      const database = await openDatabase({ dataDir, databaseUrl: null, dbTemplate: template });
      try {
        const applied = await database.db.execute<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(applied.rows[0]?.n).toBe(journal.entries.length);
      } finally {
        await database.close();
      }
    }
    // The folder was made from the template and is now an ordinary data folder: a restart keeps it, template or not.
    const again = await openDatabase({ dataDir: path.join(dir, 'server'), databaseUrl: null, dbTemplate: template });
    try {
      await again.db.execute('create table kept_across_restart (id int)');
    } finally {
      await again.close();
    }
    const restarted = await openDatabase({ dataDir: path.join(dir, 'server'), databaseUrl: null, dbTemplate: template });
    try {
      const kept = await restarted.db.execute<{ n: number }>("select count(*)::int as n from pg_tables where tablename = 'kept_across_restart'");
      expect(kept.rows[0]?.n).toBe(1);
    } finally {
      await restarted.close();
    }
    const plain = await openDatabase({ dataDir: path.join(dir, 'server'), databaseUrl: null });
    try {
      const applied = await plain.db.execute<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await plain.close();
    }
  });
});
