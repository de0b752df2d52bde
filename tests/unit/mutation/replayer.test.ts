// Survivors of the mutation run on the replayer (mutation/README.md, set sync-replay): what goes on the wire with each
// call, how many go at once, what a refusal, a 5xx and a lost connection do to the queue, and what the pending screen
// is told. A small HTTP listener plays the server and answers by path.
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

const B = '019a0000-0000-7000-8000-000000000001';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let server: Server;
let url: string;
const seen: Seen[] = [];
/** Calls the listener holds open until released (to count calls in flight). */
const held: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = () => {
        if (req.url?.endsWith('/refuse')) return res.writeHead(409, { 'content-type': 'application/json' }).end('{"message":"Comanda fechada"}');
        if (req.url?.endsWith('/expired')) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Sessão expirada"}');
        if (req.url?.endsWith('/busy')) return res.writeHead(503, 'Service Unavailable').end();
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'srv-1' }));
      };
      if (req.url?.endsWith('/hold')) held.push(answer);
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
  seen.length = 0;
  held.length = 0;
});

function rig(options: Partial<ReplayerOptions> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'replayer-mut-'));
  dirs.push(dir);
  const outbox = new Outbox({ dir, terminalId: 'caixa-01' });
  outbox.load();
  const settled: Settled[] = [];
  let changes = 0;
  const replayer = new Replayer({
    outbox, serverUrl: url, token: () => 'tok-1', backoff: { baseMs: 60_000, maxMs: 60_000 },
    onSettled: (s) => settled.push(s), onChange: () => changes++, ...options,
  });
  closers.push(async () => {
    await replayer.stop();
    await outbox.close();
  });
  return { outbox, replayer, settled, changes: () => changes };
}

const call = (tail: string, body: unknown, extra: Partial<ParsedEnqueue> = {}): ParsedEnqueue => ({
  descriptor: { callId: newId(), method: 'POST', path: `/businesses/${B}/${tail}`, headers: { role: 'business' }, body },
  businessId: B, entityIds: [], label: 'Abrir comanda 7', kind: 'orderPadsOpen', barrier: false, ...extra,
});

async function until(cond: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('what goes on the wire', () => {
  it('JSON with its type, the key, the token and the stored headers; the answer is settled with its body', async () => {
    const { outbox, replayer, settled } = rig();
    const a = await outbox.enqueue({ ...call('order-pads/open/', { id: 'p1' }), descriptor: { ...call('order-pads/open/', { id: 'p1' }).descriptor, headers: { role: 'business', 'Idempotency-Key': 'k-1' } } });
    replayer.pump();
    await until(() => settled.length === 1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: `/businesses/${B}/order-pads/open/`, body: '{"id":"p1"}' });
    expect(seen[0]!.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'k-1', authorization: 'Bearer tok-1', role: 'business' });
    expect(settled[0]).toEqual({
      callId: a.callId, seq: a.seq, businessId: B, kind: 'orderPadsOpen', label: 'Abrir comanda 7', entityIds: [], state: 'done', status: 201, message: null, answer: { id: 'srv-1' },
    });
    expect(outbox.size).toBe(0);
  });

  it('no body and no content type for a call without one; no Authorization without a token', async () => {
    const { outbox, replayer, settled } = rig({ token: () => null });
    await outbox.enqueue(call('order-pads/x/close', undefined));
    // without a token the call waits: it goes once there is one
    replayer.pump();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(0);
    const r2 = rig({ token: () => '' });
    await r2.outbox.enqueue(call('order-pads/x/close', undefined));
    r2.replayer.pump();
    await until(() => r2.settled.length === 1);
    expect(seen[0]!.body).toBe('');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(settled).toHaveLength(0);
  });

  it('a queued photo goes as a multipart form with its file and fields', async () => {
    const { outbox, replayer, settled } = rig();
    const parts = [{ name: 'description', value: 'Logo' }, { name: 'note' }, { name: 'file', file: { fileName: 'logo.png', contentType: 'image/png', base64: Buffer.from('PNGDATA').toString('base64') } }];
    await outbox.enqueue(call('images', { __multipart: parts }));
    replayer.pump();
    await until(() => settled.length === 1);
    expect(String(seen[0]!.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('name="description"\r\n\r\nLogo');
    expect(seen[0]!.body).toContain('name="note"\r\n\r\n\r\n');
    expect(seen[0]!.body).toContain('filename="logo.png"');
    expect(seen[0]!.body).toContain('PNGDATA');
  });
});

describe('how many at once', () => {
  it('no more calls in flight than its concurrency, and it says it is replaying while they are', async () => {
    const { outbox, replayer, settled } = rig({ concurrency: 2 });
    for (let i = 0; i < 3; i++) await outbox.enqueue(call(`p${i}/hold`, {}));
    expect(replayer.replaying).toBe(false);
    replayer.pump();
    await until(() => held.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(held).toHaveLength(2);
    expect(replayer.replaying).toBe(true);
    replayer.pump(); // no free slot: nothing more goes
    await new Promise((r) => setTimeout(r, 50));
    expect(held).toHaveLength(2);
    held.shift()!();
    await until(() => held.length === 2); // the third goes once one is back
    held.splice(0).forEach((f) => f());
    await until(() => settled.length === 3);
    await until(() => !replayer.replaying);
  });
});

describe('what an answer does to the queue', () => {
  it('a refusal keeps the call refused with the server’s message, and tells the screen', async () => {
    const { outbox, replayer, settled } = rig();
    const a = await outbox.enqueue(call('p/refuse', {}));
    replayer.pump();
    await until(() => settled.length === 1);
    expect(settled[0]).toMatchObject({ state: 'refused', status: 409, message: 'Comanda fechada', answer: undefined });
    expect(outbox.get(a.callId)).toMatchObject({ state: 'refused', error: { status: 409, message: 'Comanda fechada' } });
  });

  it('a 5xx backs that call off with its reason, the others go on', async () => {
    const { outbox, replayer, settled } = rig();
    const a = await outbox.enqueue(call('p/busy', {}));
    await outbox.enqueue(call('q/ok', {}));
    const before = Date.now();
    replayer.pump();
    await until(() => settled.length === 1 && outbox.get(a.callId)?.state === 'pending' && seen.length === 2);
    const e = outbox.get(a.callId)!;
    expect(e.error).toEqual({ status: 503, message: '503 Service Unavailable' });
    expect(e.notBefore).toBeGreaterThanOrEqual(before + 30_000); // half of the 60 s backoff at least
    expect(replayer.pausedReason).toBeNull();
    expect(outbox.nextWakeAt()).toBe(e.notBefore);
  });

  it('a lost connection pauses everything as offline; the call waits, pending with its key, not refused', async () => {
    const { outbox, replayer, settled } = rig({ serverUrl: 'http://127.0.0.1:1' });
    const a = await outbox.enqueue(call('p/ok', {}));
    await outbox.enqueue(call('q/ok', {}));
    replayer.pump();
    await until(() => replayer.pausedReason !== null && !replayer.replaying);
    expect(replayer.pausedReason).toBe(syncMessages.paused.offline);
    expect(outbox.get(a.callId)).toMatchObject({ state: 'pending', error: null, attempts: 1, idempotencyKey: a.callId });
    expect(settled).toHaveLength(0);
  });

  it('a 401 for a call without an author pauses everything for a login, and says the session expired', async () => {
    const expired: (string | null)[] = [];
    const { outbox, replayer } = rig({ onUnauthorized: (u) => expired.push(u) });
    const a = await outbox.enqueue(call('p/expired', {}));
    await outbox.enqueue(call('q/ok', {}));
    replayer.pump();
    await until(() => expired.length === 1 && !replayer.replaying);
    expect(expired).toEqual([null]);
    expect(replayer.pausedReason).toBe(syncMessages.paused.loginNeeded);
    expect(outbox.get(a.callId)).toMatchObject({ state: 'pending', error: { status: 401, message: syncMessages.paused.sessionExpired } });
    // paused: a call queued now is not sent until someone logs in
    const sent = seen.length;
    await outbox.enqueue(call('r/ok', {}));
    replayer.pump();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(sent);
  });
});

describe('what the screen is told while calls wait', () => {
  it('names the authors whose token is missing, someone else when the name is unknown, and login when no author', async () => {
    const { outbox, replayer } = rig({ token: (u) => (u === 'ana' ? 'tok-ana' : null), nameOf: (u) => (u === 'bia' ? 'Bia' : null) });
    await outbox.enqueue(call('p/ok', {}, { userId: 'ana' }));
    expect(replayer.pausedReason).toBeNull();
    await outbox.enqueue(call('q/ok', {}, { userId: 'bia' }));
    expect(replayer.pausedReason).toContain('Bia');
    await outbox.enqueue(call('r/ok', {}, { userId: 'caio' }));
    expect(replayer.pausedReason).toContain('outra pessoa');
    await outbox.enqueue(call('s/ok', {}));
    expect(replayer.pausedReason).toBe(syncMessages.paused.loginNeeded);
  });
});
