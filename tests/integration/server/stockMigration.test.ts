// Upgrading a database that already holds stock movements: the migration that adds the stock rows
// (0027 inventory_stocks, 0028 filled from the movements) gives each insumo the sum of its live movements, so the
// first sale after the upgrade counts from the right stock. Real PGlite, the real migrations folder.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src-server/db/database.js';
import { newId } from '../../../src-shared/ids/uuid.js';

const dirs: string[] = [];
const clients: PGlite[] = [];
afterAll(async () => {
  for (const c of clients) await c.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it('fills each insumo’s stock row with the sum of its live movements', async () => {
  // The migrations as they were before the stock rows: the journal cut before 0027.
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
  dirs.push(before);
  cpSync(migrationsFolder, before, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.startsWith('0027_'));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

  const client = new PGlite();
  clients.push(client);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before });
  const business = newId();
  const [flour, cheese] = [newId(), newId()];
  const move = (sub: string, quantity: number, deleted = false) =>
    client.query(
      `insert into inventory_movements (id, business_id, subproduct_id, type, quantity, balance, group_id, deleted_at) values ($1, $2, $3, 'manual_input', $4, 0, $5, $6)`,
      [newId(), business, sub, quantity, newId(), deleted ? new Date().toISOString() : null],
    );
  await move(flour, 5000);
  await move(flour, -1500);
  await move(cheese, 2000);
  await move(cheese, 9000, true); // deleted: not in the stock

  await migrate(db, { migrationsFolder });
  const rows = await client.query<{ subproduct_id: string; quantity: number }>('select subproduct_id, quantity from inventory_stocks where business_id = $1', [business]);
  expect(Object.fromEntries(rows.rows.map((r) => [r.subproduct_id, r.quantity]))).toEqual({ [flour]: 3500, [cheese]: 2000 });
}, 120_000);
