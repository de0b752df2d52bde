// A throwaway PostgreSQL 15 for tests and benchmarks: initdb in a temp folder, listen on a free port and a
// socket in that folder, trust auth on localhost; stopped and removed by stop(). As root the server runs as
// the `postgres` OS user (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './stack.js';

export interface TestPostgres {
  url: string;
  port: number;
  dir: string;
  /** a fresh database on this server; answers its URL */
  createDatabase(name: string): string;
  stop(): Promise<void>;
}

const BIN = process.env.POS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

function asPostgres(cmd: string, args: string[]): string[] {
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', cmd, ...args] : [cmd, ...args];
}

function run(cmd: string, args: string[]): void {
  const [file, ...rest] = asPostgres(cmd, args);
  const res = spawnSync(file as string, rest, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr || res.stdout}`);
}

export function postgresAvailable(): boolean {
  return existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));
}

/** `durable: true` keeps PostgreSQL's defaults (fsync, synchronous commit): what a deployment would run. */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  run(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // Tests skip the fsync wait on a shared CI disk; benchmarks can ask for the durable defaults.
  const fast = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100${fast}`;
  run(path.join(BIN, 'pg_ctl'), ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const url = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    url: url('postgres'),
    port,
    dir,
    createDatabase(name) {
      run(path.join(BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return url(name);
    },
    async stop() {
      try {
        run(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
