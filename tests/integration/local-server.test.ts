// The installed terminal's own server: the built bundle (dist/server/main.mjs) run by the shell's supervisor, here
// with Node's fork instead of Electron's utilityProcess.fork: it answers, survives kill -9 with its data, stops clean.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer, forkWithNode, localServerDataDir, nodeFork, unpackedPath, type LocalServer } from '../../src-main/services/localServer.js';
import { DEMO_BUSINESS_ID, DEMO_USERS } from '../../src-server/demo/ids.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { freePort } from '../support/stack.js';

const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'dist/server/main.mjs');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** Builds the server bundle unless it is newer than everything it is made from. */
function ensureBundle(): void {
  const sources = ['src-server', 'src-shared', 'scripts/build-main.mjs', 'package-lock.json'].map((p) => newestMtime(path.join(root, p)));
  if (existsSync(bundle) && statSync(bundle).mtimeMs > Math.max(...sources)) return;
  execFileSync(process.execPath, ['scripts/build-main.mjs', 'server'], { cwd: root, stdio: 'inherit' });
}

/** The server's environment as an installed terminal has it: no test secret, no PostgreSQL. */
function installedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.POS_AUTH_SECRET;
  delete env.DATABASE_URL;
  delete env.POS_DATA_DIR;
  return env;
}

const userData = mkdtempSync(path.join(tmpdir(), 'pos-userdata-'));
const dataDir = localServerDataDir(userData, {});
const logs: string[] = [];
let port = 0;
let supervisor: LocalServer;

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function login(url: string): Promise<string> {
  const { email, password } = DEMO_USERS.manager;
  const res = await fetch(`${url}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return (await json<{ token: string }>(res)).token;
}

async function tableNames(url: string, token: string): Promise<string[]> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query ($b: ID!) { tables(businessId: $b) { name } }', variables: { b: DEMO_BUSINESS_ID } }),
  });
  const body = await json<{ data?: { tables: { name: string }[] } }>(res);
  return (body.data?.tables ?? []).map((t) => t.name);
}

beforeAll(async () => {
  ensureBundle();
  port = await freePort();
  supervisor = createLocalServer({
    fork: forkWithNode,
    modulePath: bundle,
    dataDir,
    port,
    env: installedEnv(),
    // These tests log in as the demo's manager; an installed terminal never seeds it (host-bridge-installed-empty).
    seedDemo: true,
    restartDelayMs: 300,
    log: (line) => logs.push(line),
  });
}, 120_000);

afterAll(async () => {
  await supervisor?.stop();
  rmSync(userData, { recursive: true, force: true });
});

describe('the local server the shell runs', () => {
  let url = '';
  let token = '';
  let firstPid: number | undefined;

  it('starts the built bundle with its data under the app folder and answers /health and a login', async () => {
    url = await supervisor.start();
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(dataDir).toBe(path.join(userData, 'data', 'server'));
    const health = await json<{ status: string; database: string }>(await fetch(`${url}/health`));
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    token = await login(url);
    const created = await fetch(`${url}/businesses/${DEMO_BUSINESS_ID}/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': newId() },
      body: JSON.stringify({ id: newId(), type: 'table', name: 'Mesa 77', number: 77 }),
    });
    expect(created.status).toBe(201);
    firstPid = supervisor.pid;
    expect(firstPid).toBeGreaterThan(0);
    expect(existsSync(dataDir)).toBe(true);
  }, 180_000); // a fresh data folder: initdb in WASM, migrations and the demo restaurant

  it('starts it again after kill -9, with the new table and the signed-in session kept', async () => {
    const restarted = supervisor.nextReady();
    process.kill(firstPid ?? 0, 'SIGKILL');
    expect(await restarted).toBe(url);
    expect(supervisor.restarts).toBe(1);
    expect(supervisor.pid).not.toBe(firstPid);
    expect(logs.some((line) => line.includes('o servidor local parou (encerrado por sinal); reiniciando'))).toBe(true);
    // The token signed before the crash still opens the session: the signing secret lives in the database.
    const me = await fetch(`${url}/login/me-pdv`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await json<{ email: string }>(me)).toMatchObject({ email: DEMO_USERS.manager.email });
    expect(await tableNames(url, token)).toContain('Mesa 77');
  }, 120_000);

  it('stops it cleanly: the process is gone, the port closed, and the data folder opens again', async () => {
    const pid = supervisor.pid ?? 0;
    await supervisor.stop();
    expect(supervisor.lastExitCode).toBe(0); // main.ts exits 0 only after PGlite closed
    expect(supervisor.url).toBeNull();
    expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    expect(logs).toContain('servidor local encerrado (código 0)');
    // Nothing restarts it after a stop.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(supervisor.pid).toBeUndefined();

    const db = new PGlite(dataDir);
    try {
      const rows = await db.query<{ name: string }>("select name from tables where name = 'Mesa 77'");
      expect(rows.rows).toEqual([{ name: 'Mesa 77' }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('opens the same folder again on the next start, and stops on the stop message as on Windows', async () => {
    const lines: string[] = [];
    // Windows has no SIGTERM: the stop goes as a message; a server that ignored it would be killed (exit code null).
    const nextDay = createLocalServer({ fork: nodeFork({ stopBy: 'message' }), modulePath: bundle, dataDir, port, env: installedEnv(), seedDemo: true, stopTimeoutMs: 20_000, log: (l) => lines.push(l) });
    try {
      const again = await nextDay.start();
      const newToken = await login(again);
      expect(await tableNames(again, newToken)).toContain('Mesa 77');
    } finally {
      await nextDay.stop();
    }
    expect(nextDay.lastExitCode).toBe(0);
    expect(lines.some((l) => l.includes('encerrando à força'))).toBe(false);
  }, 120_000);
});

describe('a local server that cannot start', () => {
  it('is started again with growing waits, and a stop while it waits keeps it down', async () => {
    const lines: string[] = [];
    const closedPort = await freePort();
    const failing = createLocalServer({
      fork: forkWithNode,
      modulePath: bundle,
      dataDir: path.join(userData, 'unused'),
      port: await freePort(),
      // A database that does not answer: the server exits with an error before it is ready.
      env: { ...installedEnv(), DATABASE_URL: `postgres://pos:pos@127.0.0.1:${closedPort}/pos` },
      restartDelayMs: 100,
      maxRestartDelayMs: 400,
      log: (line) => lines.push(line),
    });
    const never = failing.start();
    const refused = expect(never).rejects.toThrow('o servidor local foi encerrado antes de ficar pronto');
    await expect.poll(() => failing.restarts, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(3);
    const waits = lines.filter((l) => l.startsWith('o servidor local parou')).map((l) => l.replace(/.*reiniciando em /, ''));
    expect(waits.slice(0, 3)).toEqual(['0,1 s', '0,2 s', '0,4 s']);
    await failing.stop();
    await refused;
    const restarts = failing.restarts;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(failing.restarts).toBe(restarts);
    expect(failing.pid).toBeUndefined();
  }, 90_000);
});

describe('where the installed app finds its server', () => {
  it('forks the bundle from app.asar.unpacked, where PGlite can read its files', () => {
    expect(unpackedPath('C:\\Program Files\\Balcão PDV\\resources\\app.asar\\dist\\server\\main.mjs')).toBe(
      'C:\\Program Files\\Balcão PDV\\resources\\app.asar.unpacked\\dist\\server\\main.mjs',
    );
    expect(unpackedPath('/opt/pdv/resources/app.asar/dist/server/main.mjs')).toBe('/opt/pdv/resources/app.asar.unpacked/dist/server/main.mjs');
    expect(unpackedPath(bundle)).toBe(bundle);
  });
});
