// Survivors of sync-replay (mutation/README.md) in the replayer: how it waits out a server it cannot reach (the
// backoff between tries, the health check that shortens it, coming back by itself when the server does), a 401 of
// a person whose token was or was not replaced, a backed-off call retried by itself, and stop() with calls in
// flight. A real HTTP listener plays the server; "unreachable" is a listener that cuts every connection it gets,
// so each try is seen and timed. Real outbox on disk.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Outbox, type ParsedEnqueue } from '../../../src-main/sync/outbox.js';
import { Replayer, type ReplayerOptions } from '../../../src-main/sync/replayer.js';
import type { Settled } from '../../../src-shared/bridge/areas/sync.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { syncMessages } from '../../../src-shared/i18n/sync.js';

const B = '019a0000-0000-7000-8000-000000000002';

/** When each request arrived (ms since the test's start), cut or answered. */
let tries: number[] = [];
let t0 = Date.now();
/** How the listener treats the next requests: cut the connection, answer 503, 401, or hold it open. */
let mode: 'cut' | 'ok' = 'ok';
let busyNext = 0;
const held: { answer: () => void; cut: () => void }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      tries.push(Date.now() - t0);
      if (mode === 'cut') return req.socket.destroy();
      if (req.url?.endsWith('/expired')) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Sessão expirada"}');
      if (busyNext > 0) {
        busyNext -= 1;
        return res.writeHead(503, 'Service Unavailable').end();
      }
      const answer = () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      if (req.url?.endsWith('/hold')) held.push({ answer, cut: () => req.socket.destroy() });
      else answer();
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
  for (const c of closers.splice(0)) await c();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  tries = [];
  mode = 'ok';
  busyNext = 0;
  held.length = 0;
});

function rig(options: Partial<ReplayerOptions> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'replay-offline-'));
  dirs.push(dir);
  const outbox = new Outbox({ dir, terminalId: 'caixa-02' });
  outbox.load();
  const settled: Settled[] = [];
  let changes = 0;
  const replayer = new Replayer({
    outbox, serverUrl: url, token: () => 'tok-1', backoff: { baseMs: 60_000, maxMs: 60_000, random: () => 0 },
    onSettled: (s) => settled.push(s), onChange: () => changes++, ...options,
  });
  closers.push(async () => {
    await replayer.stop();
    await outbox.close();
  });
  t0 = Date.now();
  return { outbox, replayer, settled, changes: () => changes };
}

const call = (tail: string, extra: Partial<ParsedEnqueue> = {}): ParsedEnqueue => ({
  descriptor: { callId: newId(), method: 'POST', path: `/businesses/${B}/${tail}`, headers: {}, body: { x: 1 } },
  businessId: B, entityIds: [], label: 'Fechar comanda 3', kind: 'orderPadsClose', barrier: false, ...extra,
});

async function until(cond: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a server it cannot reach', () => {
  it('tries again by itself after a backoff that doubles: 200, 400, 800 ms from a base of 400', async () => {
    mode = 'cut';
    const { outbox, replayer } = rig({ backoff: { baseMs: 400, maxMs: 100_000, random: () => 0 } });
    await outbox.enqueue(call('a/ok'));
    replayer.pump();
    // the listener counts a try when it arrives; the replayer pauses again only once it sees the cut, a moment later
    await until(() => tries.length >= 4 && replayer.pausedReason !== null);
    const gaps = tries.slice(1, 4).map((t, i) => t - tries[i]!);
    expect(replayer.pausedReason).toBe(syncMessages.paused.offline);
    // never earlier than the backoff (timers do not fire early); a loaded machine may be late, not 4× late
    expect(gaps[0]).toBeGreaterThanOrEqual(195);
    expect(gaps[0]).toBeLessThan(700);
    expect(gaps[1]).toBeGreaterThanOrEqual(395);
    expect(gaps[2]).toBeGreaterThanOrEqual(795);
  });

  it('comes back by itself when the server does, and sends what waited', async () => {
    mode = 'cut';
    const { outbox, replayer, settled } = rig({ backoff: { baseMs: 200, maxMs: 200, random: () => 0 } });
    await outbox.enqueue(call('a/ok'));
    replayer.pump();
    await until(() => tries.length >= 1 && replayer.pausedReason !== null);
    mode = 'ok';
    await until(() => settled.length === 1);
    expect(settled[0]).toMatchObject({ state: 'done', status: 201 });
    expect(replayer.pausedReason).toBeNull();
    expect(outbox.size).toBe(0);
  });

  it('a health check that answers shortens a long backoff to a moment; one that does not, leaves it', async () => {
    mode = 'cut';
    const up = rig({ probe: () => Promise.resolve(true) });
    await up.outbox.enqueue(call('a/ok'));
    up.replayer.pump();
    await until(() => tries.length >= 1);
    mode = 'ok';
    await until(() => up.settled.length === 1, 3_000);
    // the first try after a lost connection with a live server: 50 to 100 ms, not the 30 s backoff nor 400 ms and up
    expect(tries[1]! - tries[0]!).toBeLessThan(390);

    tries = [];
    mode = 'cut';
    const down = rig({ probe: () => Promise.resolve(false) });
    await down.outbox.enqueue(call('b/ok'));
    down.replayer.pump();
    await until(() => tries.length >= 1);
    mode = 'ok';
    await sleep(600);
    expect(tries).toHaveLength(1);
    expect(down.replayer.pausedReason).toBe(syncMessages.paused.offline);
  });

  it('tells the screen it stopped replaying when the last call in flight failed; not after stop()', async () => {
    mode = 'cut';
    const a = rig();
    await a.outbox.enqueue(call('a/ok'));
    a.replayer.pump();
    await until(() => a.replayer.pausedReason !== null && !a.replayer.replaying);
    await sleep(20);
    // sending, back, and once more: nothing in flight now
    expect(a.changes()).toBe(3);

    mode = 'ok';
    const b = rig();
    await b.outbox.enqueue(call('b/hold'));
    b.replayer.pump();
    await until(() => held.length === 1);
    const stopping = b.replayer.stop();
    held[0]!.cut();
    await stopping;
    expect(b.changes()).toBe(2);
  });
});

describe('a 5xx', () => {
  it('backs the call off by half the base on its first try, then it goes again by itself', async () => {
    busyNext = 1;
    const { outbox, replayer, settled } = rig({ backoff: { baseMs: 600, maxMs: 100_000, random: () => 0 } });
    const a = await outbox.enqueue(call('a/ok'));
    const before = Date.now();
    replayer.pump();
    await until(() => tries.length === 1 && outbox.get(a.callId)?.state === 'pending' && !replayer.replaying);
    const notBefore = outbox.get(a.callId)!.notBefore!;
    expect(notBefore - before).toBeGreaterThanOrEqual(300);
    expect(notBefore - before).toBeLessThan(1_200);
    await until(() => settled.length === 1);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(295);
    expect(settled[0]).toMatchObject({ state: 'done' });
  });
});

describe('a 401 of a person’s call', () => {
  it('with the same token still in use: everything waits for a login', async () => {
    const expired: (string | null)[] = [];
    const { outbox, replayer } = rig({ token: (u) => (u === 'ana' ? 'tok-ana' : 'tok-1'), onUnauthorized: (u) => expired.push(u) });
    await outbox.enqueue(call('a/expired', { userId: 'ana' }));
    replayer.pump();
    await until(() => expired.length === 1 && !replayer.replaying);
    expect(expired).toEqual(['ana']);
    expect(replayer.pausedReason).toBe(syncMessages.paused.loginNeeded);
    await outbox.enqueue(call('b/ok', { userId: 'bia' }));
    replayer.pump();
    await sleep(50);
    expect(tries).toHaveLength(1);
  });

  it('whose token was taken back: only that person’s calls wait, the others go on', async () => {
    let anaToken: string | null = 'tok-ana';
    const { outbox, replayer, settled } = rig({
      token: (u) => (u === 'ana' ? anaToken : 'tok-bia'),
      nameOf: (u) => (u === 'ana' ? 'Ana' : null),
      onUnauthorized: (u) => {
        if (u === 'ana') anaToken = null;
      },
    });
    const a = await outbox.enqueue(call('a/expired', { userId: 'ana' }));
    await outbox.enqueue(call('b/ok', { userId: 'bia' }));
    replayer.pump();
    await until(() => settled.length === 1);
    expect(settled[0]).toMatchObject({ state: 'done' });
    expect(outbox.get(a.callId)).toMatchObject({ state: 'pending', error: { status: 401 } });
    expect(replayer.pausedReason).toContain('Ana');
  });
});

describe('stop()', () => {
  it('waits for the calls in flight and records their answers; sends nothing after', async () => {
    const { outbox, replayer, settled } = rig();
    const a = await outbox.enqueue(call('a/hold'));
    replayer.pump();
    await until(() => held.length === 1);
    let stopped = false;
    const stopping = replayer.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    held[0]!.answer();
    await stopping;
    expect(settled).toHaveLength(1);
    expect(outbox.get(a.callId)).toBeUndefined();

    await outbox.enqueue(call('b/ok'));
    replayer.pump();
    replayer.resume();
    await sleep(50);
    expect(tries).toHaveLength(1);
  });

  it('a backed-off call is not retried after stop()', async () => {
    busyNext = 1;
    const { outbox, replayer } = rig({ backoff: { baseMs: 200, maxMs: 200, random: () => 0 } });
    await outbox.enqueue(call('a/ok'));
    replayer.pump();
    await until(() => tries.length === 1 && !replayer.replaying);
    await replayer.stop();
    await sleep(400);
    expect(tries).toHaveLength(1);
  });
});
