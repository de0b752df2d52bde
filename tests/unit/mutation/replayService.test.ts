// The sync service (src-main/sync/service.ts) as the terminal wires it: the real bridge router, session, outbox on
// disk, replayer and connectivity monitor, against a small HTTP listener playing the platform (login, health, the
// writes). What the pending screen is told (sync.changed, sync.settled), what a refused call offers (retry,
// discard by a manager), a disk that does not take a write, and a start that fails. Survivors of sync-replay
// (mutation/README.md): service.ts had no test in the set.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CommandRouter } from '../../../src-shared/bridge/router.js';
import { diskMessages } from '../../../src-shared/i18n/disk.js';
import { syncMessages } from '../../../src-shared/i18n/sync.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { readMainConfig } from '../../../src-main/config.js';
import { fileSecretBox, secretsDir } from '../../../src-main/security/secretBox.js';
import { ConnectivityMonitor } from '../../../src-main/services/connectivity.js';
import { createSyncService, type SyncService } from '../../../src-main/sync/service.js';

const B = '019a0000-0000-7000-8000-000000000003';
const people: Record<string, { id: string; name: string; roles: string[] }> = {
  'caixa@cantina.com.br': { id: 'u-caixa', name: 'Bruna Caixa', roles: ['business_operator'] },
  'gerente@cantina.com.br': { id: 'u-gerente', name: 'Gema Gerente', roles: ['business_manager'] },
};
let server: Server;
let url: string;
let issued = 0;
const writes: { path: string; token: string }[] = [];
let expireNext = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/health') return res.end('{"ok":true}');
      if (req.url === '/login/login-pdv') {
        const { email, password } = JSON.parse(text) as { email: string; password: string };
        const p = people[email];
        if (!p || password !== 'senha-123') return res.writeHead(401).end('{"message":"Credenciais inválidas"}');
        return res.end(JSON.stringify({ token: `tok-${p.id}-${++issued}`, expiresAt: null, user: { id: p.id, name: p.name, email, businesses: [{ id: B, name: 'Cantina', roles: p.roles }] } }));
      }
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (expireNext > 0) {
        expireNext -= 1;
        return res.writeHead(401).end('{"message":"Sessão expirada"}');
      }
      writes.push({ path: req.url ?? '', token });
      if (req.url?.endsWith('/refuse')) return res.writeHead(409).end('{"message":"Comanda fechada"}');
      res.writeHead(201).end('{"id":"srv"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=unlimited:unlimited']);
  for (const c of closers.splice(0)) await c();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  writes.length = 0;
  expireNext = 0;
});

type Event = { name: string; payload: unknown };

function terminal(dir = mkdtempSync(path.join(tmpdir(), 'replay-service-'))) {
  dirs.push(dir);
  const config = readMainConfig({ POS_TERMINAL_DIR: dir, POS_SERVER_URL: url, POS_BUSINESS_ID: B, POS_HEALTH_INTERVAL_MS: '60000' }, dir);
  const router = new CommandRouter();
  const events: Event[] = [];
  router.onEvent((name, payload) => events.push({ name, payload }));
  const connectivity = new ConnectivityMonitor({ serverUrl: config.serverUrl, intervalMs: config.healthIntervalMs, onChange: () => undefined });
  const sync: SyncService = createSyncService({ router, config, connectivity, shell: 'headless', secretBox: fileSecretBox(secretsDir(config.terminalDir)) });
  closers.push(() => sync.stop());
  const call = async (name: string, payload: unknown) => {
    const res = await router.dispatch(name as never, payload as never);
    if (!res.ok) throw Object.assign(new Error(res.error.message), { code: res.error.code });
    return res.value as Record<string, unknown>;
  };
  return { dir, config, router, events, sync, call };
}

const write = (tail: string) => {
  const callId = newId();
  return {
    descriptor: { callId, method: 'POST' as const, path: `/businesses/${B}/${tail}`, headers: { 'Idempotency-Key': callId }, body: { id: callId } },
    businessId: B, entityIds: [], label: `Abrir comanda ${tail}`, kind: 'orderPads.open', barrier: false,
  };
};

async function until(cond: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}
const named = (events: Event[], name: string) => events.filter((e) => e.name === name).map((e) => e.payload as Record<string, unknown>);

describe('the sync service', () => {
  it('keeps its outbox and session under the terminal’s folder, and sends a write as the person logged in', async () => {
    const t = terminal();
    await t.sync.start();
    expect(existsSync(path.join(t.dir, 'outbox', 'outbox.log'))).toBe(true);
    const view = await t.call('session.login', { email: 'caixa@cantina.com.br', password: 'senha-123' });
    expect(view).toMatchObject({ loggedIn: true, user: { name: 'Bruna Caixa' }, businessId: B });
    expect(existsSync(path.join(t.dir, 'session'))).toBe(true);
    expect(named(t.events, 'session.changed').length).toBeGreaterThan(0);
    const queued = await t.sync.enqueueCall(write('order-pads/1'));
    expect(queued.duplicate).toBe(false);
    await until(() => named(t.events, 'sync.settled').length === 1);
    expect(named(t.events, 'sync.settled')[0]).toMatchObject({ callId: queued.callId, state: 'done', status: 201 });
    expect(writes[0]!.token).toMatch(/^tok-u-caixa-/);
    // the screen hears the status, coalesced: not one event per change
    await until(() => named(t.events, 'sync.changed').some((s) => s.waiting === 0 && s.replaying === false));
    expect(named(t.events, 'sync.changed').length).toBeLessThan(4);
    expect(await t.call('sync.status', {})).toMatchObject({ waiting: 0, refused: 0 });
  });

  it('a call refused: listed with its reason, retried, then discarded by a manager', async () => {
    const t = terminal();
    await t.sync.start();
    await t.call('session.login', { email: 'caixa@cantina.com.br', password: 'senha-123' });
    const { callId } = await t.sync.enqueueCall(write('order-pads/2/refuse'));
    await until(() => named(t.events, 'sync.settled').length === 1);
    expect(await t.sync.entryOf(callId, B)).toEqual({ error: 'Comanda fechada' });
    expect(await t.sync.entryOf(callId, newId())).toBeNull();
    expect(((await t.call('sync.list', { businessId: B })).entries as unknown[]).length).toBe(1);

    await t.call('sync.retry', { callId });
    await until(() => named(t.events, 'sync.settled').length === 2);
    expect(writes).toHaveLength(2);

    await expect(t.call('sync.retry', { callId: newId() })).rejects.toMatchObject({ code: 'not_refused', message: syncMessages.notFound });
    await expect(t.call('sync.discard', { callId: newId(), managerEmail: 'gerente@cantina.com.br', managerPassword: 'senha-123' })).rejects.toMatchObject({ code: 'not_found', message: syncMessages.notFound });
    await expect(t.call('sync.discard', { callId, managerEmail: 'caixa@cantina.com.br', managerPassword: 'senha-123' })).rejects.toMatchObject({ code: 'forbidden' });
    const gone = await t.call('sync.discard', { callId, managerEmail: 'gerente@cantina.com.br', managerPassword: 'senha-123' });
    expect(gone.discarded).toEqual([callId]);
    expect(named(t.events, 'sync.settled').at(-1)).toMatchObject({ callId, state: 'discarded', status: 0, message: null, businessId: B, label: 'Abrir comanda order-pads/2/refuse' });
    expect(await t.sync.entryOf(callId, B)).toBeNull();
  });

  it('a call still waiting cannot be retried or discarded as if refused', async () => {
    const t = terminal();
    await t.sync.start();
    const { callId } = await t.sync.enqueueCall(write('order-pads/3'));
    // no one logged in: it waits for a login
    await expect(t.call('sync.retry', { callId })).rejects.toMatchObject({ code: 'not_refused', message: syncMessages.notRefused });
    await expect(t.call('sync.discard', { callId, managerEmail: 'gerente@cantina.com.br', managerPassword: 'senha-123' })).rejects.toMatchObject({ code: 'not_refused', message: syncMessages.notRefused });
    expect(await t.sync.entryOf(callId, B)).toEqual({ error: null });
    // a login sends it
    await t.call('session.login', { email: 'caixa@cantina.com.br', password: 'senha-123' });
    await until(() => writes.length === 1);
  });

  it('a 401 marks the session expired; a new login sends the call again', async () => {
    const t = terminal();
    await t.sync.start();
    await t.call('session.login', { email: 'caixa@cantina.com.br', password: 'senha-123' });
    expireNext = 1;
    const { callId } = await t.sync.enqueueCall(write('order-pads/4'));
    await until(() => named(t.events, 'session.changed').some((v) => v.expired === true));
    expect(writes).toHaveLength(0);
    await t.call('session.login', { email: 'caixa@cantina.com.br', password: 'senha-123' });
    await until(() => named(t.events, 'sync.settled').some((s) => s.callId === callId && s.state === 'done'));
  });

  it('replays at once when asked, when connectivity comes back, and when dueNow names a call', async () => {
    const t = terminal();
    await t.sync.start();
    await t.call('session.login', { email: 'caixa@cantina.com.br', password: 'senha-123' });
    const { outbox } = await t.sync.ready;
    outbox.dueNow([]);
    expect(await t.call('sync.replayNow', {})).toMatchObject({ waiting: 0, pausedReason: null });
    t.sync.connectivityChanged(true);
    await t.sync.dueNow([]);
    const { callId } = await t.sync.enqueueCall(write('order-pads/5'));
    await until(() => named(t.events, 'sync.settled').some((s) => s.callId === callId));
  });

  it('a write the disk does not take is refused in words: disk full, or the OS’s reason', async () => {
    const t = terminal();
    await t.sync.start();
    const log = path.join(t.dir, 'outbox', 'outbox.log');
    execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=1:unlimited']);
    await expect(t.sync.enqueueCall(write('order-pads/6'))).rejects.toMatchObject({ code: 'disk_error', message: expect.stringContaining(diskMessages.failed('').slice(0, 40)) });
    execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=unlimited:unlimited']);

    const w = terminal();
    await w.sync.start();
    const wlog = path.join(w.dir, 'outbox', 'outbox.log');
    rmSync(wlog);
    symlinkSync('/dev/full', wlog);
    await expect(w.sync.enqueueCall(write('order-pads/7'))).rejects.toMatchObject({ code: 'disk_full', message: diskMessages.full });
    expect(existsSync(log)).toBe(true);
  });

  it('a start that fails rejects ready, and stop before start does nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'replay-service-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'outbox'), 'not a folder');
    const t = terminal(dir);
    await expect(t.sync.start()).rejects.toThrow();
    await expect(t.sync.ready).rejects.toThrow();
    const idle = terminal();
    await idle.sync.stop();
  });
});
