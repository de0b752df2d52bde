// An empty database with every migration applied, made once and reused by every test server.
//
// A new in-memory PGlite runs initdb in a second WASM instance and then all of src-server/db/migrations: several
// seconds per server on the shared CI machine, where loading this tarball takes a fraction of it. The tarball is
// cached under node_modules/.cache, named by a hash of the migrations folder and the PGlite version, so a new or
// changed migration (or a PGlite upgrade) makes a new one; openDatabase still runs the migrations after loading it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src-server/db/database.js';

const root = path.resolve(import.meta.dirname, '../..');
export const templateCacheDir = path.join(root, 'node_modules/.cache/pos-db-template');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/** What the template depends on: every file of the migrations folder (names and bytes) and PGlite's version. */
export function templateKey(folder: string = migrationsFolder): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const file of filesUnder(folder)) {
    hash.update(`${path.relative(folder, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Migrates an empty in-memory PGlite and answers its data folder as an uncompressed tarball (quickest to load). */
export async function buildTemplate(folder: string = migrationsFolder): Promise<Blob> {
  const pg = new PGlite('memory://');
  try {
    await migrate(drizzle(pg), { migrationsFolder: folder });
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

let made: Promise<string> | null = null;

/** The template's file for the current migrations, made on first use (by vitest's and Playwright's global setup). */
export function dbTemplate(): Promise<string> {
  made ??= (async () => {
    const file = path.join(templateCacheDir, `${templateKey()}.tar`);
    if (existsSync(file)) return file;
    mkdirSync(templateCacheDir, { recursive: true });
    const tarball = Buffer.from(await (await buildTemplate()).arrayBuffer());
    // Written aside and renamed: a worker making it at the same time never reads half a file.
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, tarball);
    renameSync(part, file);
    // Templates of older migrations are of no more use.
    for (const old of readdirSync(templateCacheDir)) if (old.endsWith('.tar') && old !== path.basename(file)) rmSync(path.join(templateCacheDir, old), { force: true });
    return file;
  })();
  return made;
}
