// Survivors of the mutation run on src-main/sync (mutation/README.md, set sync-outbox): what the outbox keeps of a
// write (its key, its path, who made it), when a backed-off call wakes, whose tokens the session must keep, a retried
// refusal and a register close found by its path. A slip here sends a write twice, out of order or as someone else.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { classify, parseBody } from '../../../src-main/sync/answer.js';
import { backoffDelay } from '../../../src-main/sync/backoff.js';
import { Outbox, type ParsedEnqueue } from '../../../src-main/sync/outbox.js';
import { newId } from '../../../src-shared/ids/uuid.js';

const BUSINESS = '019a0000-0000-7000-8000-000000000001';
const OTHER = '019a0000-0000-7000-8000-000000000002';
const dirs: string[] = [];
const outboxes: Outbox[] = [];

function openOutbox(now: () => number = Date.now, dir?: string): { outbox: Outbox; dir: string } {
  const d = dir ?? mkdtempSync(path.join(tmpdir(), 'outbox-mut-'));
  if (!dir) dirs.push(d);
  const outbox = new Outbox({ dir: d, terminalId: 'caixa-01', now, compactAfter: 50 });
  outbox.load();
  outboxes.push(outbox);
  return { outbox, dir: d };
}

function write(path_: string, body: Record<string, unknown>, extra: Partial<ParsedEnqueue> = {}, headers: Record<string, string> = {}): ParsedEnqueue {
  return {
    descriptor: { callId: newId(), method: 'POST', path: path_, headers: { role: 'business', ...headers }, body },
    businessId: BUSINESS,
    entityIds: [],
    label: '',
    kind: '',
    barrier: false,
    ...extra,
  };
}

const padPath = `/businesses/${BUSINESS}/order-pads/open/`;

afterEach(async () => {
  for (const o of outboxes.splice(0)) await o.close().catch(() => undefined);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('what the outbox keeps of a write', () => {
  it('replays with the Idempotency-Key the renderer sent (any case), not kept among the headers, and the token never', async () => {
    const { outbox } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }, {}, { 'Idempotency-Key': 'chave-1', authorization: 'Bearer x', 'X-Terminal': 't1' }));
    const e = outbox.get(a.callId)!;
    expect(e.idempotencyKey).toBe('chave-1');
    expect(e.headers).toEqual({ role: 'business', 'X-Terminal': 't1' });
    // without one, the call's id is its key
    const b = await outbox.enqueue(write(padPath, { id: newId() }));
    expect(outbox.get(b.callId)!.idempotencyKey).toBe(b.callId);
  });

  it('keeps the path with its leading slash, the terminal, the clock and the author', async () => {
    const { outbox } = openOutbox(() => Date.parse('2026-11-27T12:00:00Z'));
    const a = await outbox.enqueue(write(`businesses/${BUSINESS}/order-pads/open/`, { id: newId() }, { userId: 'u-1', userName: 'Ana' }));
    const e = outbox.get(a.callId)!;
    expect(e.path).toBe(padPath);
    expect(e.terminalId).toBe('caixa-01');
    expect(e.createdAt).toBe('2026-11-27T12:00:00.000Z');
    expect(e.userId).toBe('u-1');
    expect(outbox.list()[0]?.author).toBe('Ana');
    const b = await outbox.enqueue(write(padPath, { id: newId() }));
    expect('userId' in outbox.get(b.callId)!).toBe(false);
    expect(outbox.list()[1]?.author).toBeNull();
  });

  it('lists only the business asked for', async () => {
    const { outbox } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    const b = await outbox.enqueue(write(`/businesses/${OTHER}/order-pads/open/`, { id: newId() }, { businessId: OTHER }));
    expect(outbox.list(OTHER).map((e) => e.callId)).toEqual([b.callId]);
    expect(outbox.list().map((e) => e.callId)).toEqual([a.callId, b.callId]);
  });
});

describe('whose tokens the session keeps', () => {
  it('knows the authors with unfinished entries, and forgets one when their last entry is done', async () => {
    const { outbox } = openOutbox();
    const a1 = await outbox.enqueue(write(padPath, { id: newId() }, { userId: 'ana' }));
    const a2 = await outbox.enqueue(write(padPath, { id: newId() }, { userId: 'ana' }));
    await outbox.enqueue(write(padPath, { id: newId() }));
    expect(outbox.authors().sort()).toEqual(['', 'ana']);
    expect(outbox.hasEntriesOf('ana')).toBe(true);
    await outbox.markDone(outbox.get(a1.callId)!, 201);
    expect(outbox.hasEntriesOf('ana')).toBe(true);
    await outbox.markDone(outbox.get(a2.callId)!, 201);
    expect(outbox.hasEntriesOf('ana')).toBe(false);
    expect(outbox.authors()).toEqual(['']);
  });
});

describe('backoff', () => {
  it('wakes at the earliest backed-off entry, and not for one that is due', async () => {
    let now = 1_000_000;
    const { outbox } = openOutbox(() => now);
    expect(outbox.nextWakeAt()).toBeNull();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    const b = await outbox.enqueue(write(padPath, { id: newId() }));
    const c = await outbox.enqueue(write(padPath, { id: newId() }));
    for (const e of outbox.ready(10)) outbox.markSending(e);
    outbox.markTransient(outbox.get(a.callId)!, null, 30_000);
    outbox.markTransient(outbox.get(b.callId)!, null, 5_000);
    outbox.markTransient(outbox.get(c.callId)!, null, 0);
    expect(outbox.get(c.callId)!.notBefore).toBe(0);
    expect(outbox.nextWakeAt()).toBe(now + 5_000);
    now += 5_000;
    expect(outbox.nextWakeAt()).toBe(now + 25_000); // the first one, 30 s from when it failed
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([b.callId, c.callId]);
    now += 25_000;
    expect(outbox.nextWakeAt()).toBeNull();
  });
});

describe('a refused call retried', () => {
  it('goes again with a new key, only when refused, and the retry survives a restart', async () => {
    const { outbox, dir } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }, {}, { 'idempotency-key': 'k-old' }));
    expect(await outbox.retry(a.callId)).toBeUndefined(); // pending: nothing to retry
    const e = outbox.ready(10)[0]!;
    outbox.markSending(e);
    await outbox.markRefused(e, 409, 'Comanda fechada');
    expect(outbox.counts()).toEqual({ waiting: 1, refused: 1, blocked: 0 });
    const again = await outbox.retry(a.callId);
    expect(again?.state).toBe('pending');
    expect(again?.error).toBeNull();
    expect(again?.idempotencyKey).not.toBe('k-old');
    const key = again!.idempotencyKey;
    await outbox.close();
    const reloaded = openOutbox(Date.now, dir).outbox.get(a.callId)!;
    expect(reloaded.state).toBe('pending');
    expect(reloaded.idempotencyKey).toBe(key);
  });
});

describe('a register close found by its path', () => {
  it('waits for everything before it even when the renderer did not mark it a barrier', async () => {
    const { outbox } = openOutbox();
    const audit = newId();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    const close = await outbox.enqueue(write(`/businesses/${BUSINESS}/payments/cash-register-audits/${audit}/close`, {}));
    expect(outbox.get(close.callId)!.barrier).toBe(true);
    const other = await outbox.enqueue(write(`/businesses/${BUSINESS}/payments/cash-register-audits/${audit}/close/extra`, {}));
    expect(outbox.get(other.callId)!.barrier).toBe(false);
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([a.callId]);
  });
});

describe('the backoff between attempts', () => {
  const opts = (r: number) => ({ baseMs: 500, maxMs: 30_000, random: () => r });

  it('doubles from the base, half fixed and half jitter', () => {
    expect(backoffDelay(0, opts(0))).toBe(250);
    expect(backoffDelay(0, opts(1))).toBe(500);
    expect(backoffDelay(3, opts(0))).toBe(2000); // 500 × 2³ = 4000, half fixed
    expect(backoffDelay(3, opts(0.5))).toBe(3000);
  });

  it('never waits more than the cap, however many attempts', () => {
    expect(backoffDelay(10, opts(1))).toBe(30_000);
    expect(backoffDelay(10, opts(0))).toBe(15_000);
    expect(backoffDelay(1000, opts(1))).toBe(30_000);
  });
});

describe("what the server's answer means to the outbox", () => {
  it('is done for 2xx, a refusal for 4xx, and comes back later for timeouts, rate limits and 5xx', () => {
    for (const s of [200, 201, 204, 299]) expect(classify(s)).toBe('done');
    for (const s of [400, 403, 404, 409, 422, 499]) expect(classify(s)).toBe('refused');
    expect(classify(401)).toBe('unauthorized');
    for (const s of [408, 425, 429, 500, 502, 503, 199, 300, 0]) expect(classify(s)).toBe('retry');
  });

  it('reads an empty answer as null, JSON as data and anything else as its text', () => {
    expect(parseBody('')).toBeNull();
    expect(parseBody('{"message":"Comanda fechada"}')).toEqual({ message: 'Comanda fechada' });
    expect(parseBody('Bad Gateway')).toBe('Bad Gateway');
  });
});
