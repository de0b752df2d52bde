// Issue 13 item 14: every request's outcome is logged with a request id, without secrets, to a size-capped rotating
// file beside the server's data folder; a 500 is logged with its error. Real server over HTTP, PGlite; the 500
// comes from a real database fault (a table renamed away under the running server).
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readServerConfig } from '../../src-server/config.js';
import { LOG_FILE, RotatingFile } from '../../src-server/http/requestLog.js';
import { startServer, type RunningServer } from '../../src-server/server.js';
import { DEMO_USERS, TEST_AUTH_SECRET, login, newId, request, type Client } from '../integration/server/harness.js';
import { dbTemplate } from '../support/dbTemplate.js';

let server: RunningServer;
let manager: Client;
let dir: string;

const SECRET_GUESS = 'senha-que-nao-pode-vazar-987';
const logText = () => readFileSync(path.join(dir, 'logs', LOG_FILE), 'utf8');
const lines = () =>
  logText()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

async function logged(reqId: string): Promise<Record<string, unknown>[]> {
  for (let i = 0; i < 50; i++) {
    const found = lines().filter((l) => l.reqId === reqId);
    if (found.some((l) => l.msg === 'request' || l.msg === 'request failed')) return found;
    await sleep(20);
  }
  return lines().filter((l) => l.reqId === reqId);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pos-serverlog-'));
  process.env.POS_AUTH_SECRET = TEST_AUTH_SECRET;
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: 'memory://', databaseUrl: null, seedDemo: true, logDir: path.join(dir, 'logs'), dbTemplate: await dbTemplate() });
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('request log', () => {
  it('logs each request with its id (sent back as x-request-id), status and time', async () => {
    const res = await manager.request('GET', '/login/me-pdv');
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = (await logged(id)).filter((l) => l.msg === 'request');
    expect(line).toMatchObject({ reqId: id, method: 'GET', url: '/login/me-pdv', route: '/login/me-:project', status: 200 });
    expect(typeof line?.ms).toBe('number');
  });

  it('logs a 500 with its error, without SQL parameters', async () => {
    await server.database.db.execute(sql`alter table tables rename to tables_sumiu`);
    try {
      const res = await manager.post(manager.b('tables'), { id: newId(), name: 'Mesa 500', number: 500, type: 'table' }, newId());
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Um erro inesperado aconteceu' });
      const id = res.headers.get('x-request-id') ?? '';
      const mine = await logged(id);
      expect(mine.find((l) => l.msg === 'request failed')).toMatchObject({ status: 500, level: 50 });
      const error = mine.find((l) => l.msg === 'unexpected error') as { err: { message: string; stack: string } } | undefined;
      expect(error?.err.message).toContain('tables');
      expect(JSON.stringify(error)).not.toContain('Mesa 500');
    } finally {
      await server.database.db.execute(sql`alter table tables_sumiu rename to tables`);
    }
  });

  it('never writes a password, a token or an Authorization header', async () => {
    await request(server.url, 'POST', '/login/login-pdv', { email: DEMO_USERS.cashier.email, password: SECRET_GUESS });
    const ok = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: DEMO_USERS.cashier.email, password: DEMO_USERS.cashier.password });
    await manager.post(manager.b(`users/${DEMO_USERS.manager.id}`), { password: SECRET_GUESS });
    await manager.gql('query($b: ID!){ user(id: "x", businessId: $b){ id } }', { b: newId() });
    await sleep(100);
    const text = logText();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [SECRET_GUESS, DEMO_USERS.cashier.password, ok.body.token, manager.token, 'Bearer', 'authorization', 'password_hash']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('rotates at the size cap and keeps three files', () => {
    const rotDir = path.join(dir, 'rot');
    const file = new RotatingFile(rotDir, 2_000, 3);
    for (let i = 0; i < 100; i++) file.write(`${JSON.stringify({ i, pad: 'x'.repeat(80) })}\n`);
    file.close();
    expect(readdirSync(rotDir).sort()).toEqual([LOG_FILE, `${LOG_FILE}.1`, `${LOG_FILE}.2`]);
    for (const f of readdirSync(rotDir)) expect(statSync(path.join(rotDir, f)).size).toBeLessThanOrEqual(2_000);
    expect(readFileSync(path.join(rotDir, LOG_FILE), 'utf8')).toContain('"i":99');
    expect(statSync(path.join(rotDir, LOG_FILE)).mode & 0o077).toBe(0);
  });

  it('the server logs beside its data folder unless POS_LOG_DIR says where', () => {
    expect(readServerConfig({ POS_DATA_DIR: '/srv/pos/server' }).logDir).toBe('/srv/pos/server-logs');
    expect(readServerConfig({ POS_LOG_DIR: '/var/log/pos' }).logDir).toBe('/var/log/pos');
    expect(readServerConfig({ POS_DATA_DIR: 'memory://' }).logDir).toBeNull();
  });
});
