// Survivors of the mutation run on the outbox (mutation/README.md, set sync-outbox) that were real gaps: the order
// kept across a restart and a compaction, a repeated add in the log, the remembered calls' bound, how many ready()
// hands out, a barrier that is on its way or backed off, refusals kept across a restart and the pending screen's
// counts. A slip here sends a write twice, out of order, or hides a refusal from the person who must act on it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frame } from '../../../src-main/sync/log.js';
import { Outbox, type ParsedEnqueue } from '../../../src-main/sync/outbox.js';
import type { AddRecord, LogRecord } from '../../../src-main/sync/records.js';
import { diskMessages } from '../../../src-shared/i18n/disk.js';
import { newId } from '../../../src-shared/ids/uuid.js';

const BUSINESS = '019a0000-0000-7000-8000-000000000001';
const dirs: string[] = [];
const outboxes: Outbox[] = [];

function openOutbox(opts: { now?: () => number; dir?: string; compactAfter?: number } = {}): { outbox: Outbox; dir: string } {
  const d = opts.dir ?? mkdtempSync(path.join(tmpdir(), 'outbox-order-'));
  if (!opts.dir) dirs.push(d);
  const outbox = new Outbox({ dir: d, terminalId: 'caixa-01', now: opts.now ?? Date.now, compactAfter: opts.compactAfter ?? 50 });
  outbox.load();
  outboxes.push(outbox);
  return { outbox, dir: d };
}

/** A log written by hand, framed as log.ts frames it: what a crash or a compaction may leave behind. */
function logOf(records: LogRecord[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-order-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'outbox.log'), Buffer.concat(records.map(frame)));
  return dir;
}

function write(path_: string, body: Record<string, unknown>, extra: Partial<ParsedEnqueue> = {}): ParsedEnqueue {
  return {
    descriptor: { callId: newId(), method: 'POST', path: path_, headers: { role: 'business' }, body },
    businessId: BUSINESS,
    entityIds: [],
    label: '',
    kind: '',
    barrier: false,
    ...extra,
  };
}

function add(seq: number, callId: string, entityIds: string[], extra: Partial<AddRecord> = {}): AddRecord {
  return {
    t: 'add', seq, callId, businessId: BUSINESS, terminalId: 'caixa-01', createdAt: '2026-11-27T12:00:00.000Z', method: 'POST',
    path: padPath, headers: { role: 'business' }, idempotencyKey: callId, body: {}, entityIds, label: '', kind: '', barrier: false, write: null, ...extra,
  };
}

const padPath = `/businesses/${BUSINESS}/order-pads/open/`;
const closePath = () => `/businesses/${BUSINESS}/payments/cash-register-audits/${newId()}/close`;
const ids = (list: { callId: string }[]) => list.map((e) => e.callId);

afterEach(async () => {
  for (const o of outboxes.splice(0)) await o.close().catch(() => undefined);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the order kept across a restart', () => {
  it('numbers a write made after a restart after every write before it', async () => {
    const { outbox, dir } = openOutbox();
    await outbox.enqueue(write(padPath, { id: newId() }));
    const b = await outbox.enqueue(write(padPath, { id: newId() }));
    await outbox.close();
    const again = openOutbox({ dir }).outbox;
    const c = await again.enqueue(write(padPath, { id: newId() }));
    expect(c.seq).toBe(b.seq + 1);
    expect(again.list().map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('numbers on after a compaction that left no write in the log (the numbers are in its first record)', async () => {
    const { outbox, dir } = openOutbox();
    for (let i = 0; i < 3; i++) {
      const a = await outbox.enqueue(write(padPath, { id: newId() }));
      await outbox.markDone(outbox.get(a.callId)!, 201);
    }
    await outbox.compactNow();
    await outbox.close();
    const again = openOutbox({ dir }).outbox;
    expect((await again.enqueue(write(padPath, { id: newId() }))).seq).toBe(4);
  });

  it('keeps a refusal, its status and message across a restart, and keeps it through a compaction too', async () => {
    const { outbox, dir } = openOutbox();
    const pad = newId();
    const a = await outbox.enqueue(write(padPath, { id: pad }, { label: 'Abrir comanda 7' }));
    const b = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${pad}/close`, {}));
    const c = await outbox.enqueue(write(padPath, { id: newId() }));
    const e = outbox.ready(10)[0]!;
    outbox.markSending(e);
    await outbox.markRefused(e, 409, 'Comanda fechada');
    // a transient failure keeps its error on the entry, but it is no refusal: after a restart it goes again
    const t = outbox.get(c.callId)!;
    outbox.markSending(t);
    outbox.markTransient(t, { status: 503, message: 'Service Unavailable' }, 0);
    await outbox.close();
    const again = openOutbox({ dir }).outbox;
    expect(again.get(a.callId)).toMatchObject({ state: 'refused', error: { status: 409, message: 'Comanda fechada' } });
    expect(ids(again.ready(10))).toEqual([c.callId]);
    await again.compactNow();
    await again.close();
    const third = openOutbox({ dir }).outbox;
    expect(third.get(a.callId)).toMatchObject({ state: 'refused', error: { status: 409, message: 'Comanda fechada' } });
    expect(third.get(c.callId)).toMatchObject({ state: 'pending', error: null });
    expect(third.list().find((v) => v.callId === b.callId)).toMatchObject({ state: 'blocked', blockedBy: 'Abrir comanda 7' });
  });
});

describe('a compaction while a call backs off', () => {
  it('does not write its transient error down as a refusal: after a restart it goes again', async () => {
    const { outbox, dir } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    const e = outbox.ready(10)[0]!;
    outbox.markSending(e);
    outbox.markTransient(e, { status: 503, message: 'Service Unavailable' }, 0);
    await outbox.compactNow();
    await outbox.close();
    const again = openOutbox({ dir }).outbox;
    expect(again.get(a.callId)).toMatchObject({ state: 'pending', error: null });
    expect(ids(again.ready(10))).toEqual([a.callId]);
  });
});

describe('a log that repeats itself', () => {
  it('takes an add repeated by a compaction once: its author and its entity are free once it is done', async () => {
    const pad = newId();
    const first = newId();
    const dir = logOf([add(1, first, [pad], { userId: 'ana' }), add(1, first, [pad], { userId: 'ana' })]);
    const { outbox } = openOutbox({ dir });
    expect(outbox.size).toBe(1);
    const next = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${pad}/close`, {}));
    await outbox.markDone(outbox.get(first)!, 201);
    expect(outbox.hasEntriesOf('ana')).toBe(false);
    expect(ids(outbox.ready(10))).toEqual([next.callId]);
  });

  it('does not bring back an add whose call the compaction remembered as done', () => {
    const done = newId();
    const dir = logOf([{ t: 'meta', v: 1, nextSeq: 5, doneCallIds: [done] }, add(3, done, [newId()])]);
    const { outbox } = openOutbox({ dir });
    expect(outbox.size).toBe(0);
  });
});

describe('the calls remembered as done', () => {
  it('remembers the last 20,000 and forgets the oldest beyond them', async () => {
    const remembered = Array.from({ length: 19_999 }, () => newId());
    const dir = logOf([{ t: 'meta', v: 1, nextSeq: 20_000, doneCallIds: remembered }]);
    const { outbox } = openOutbox({ dir });
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    await outbox.markDone(outbox.get(a.callId)!, 201); // 20,000 remembered: none forgotten
    const resend = (callId: string) => outbox.enqueue({ ...write(padPath, {}), descriptor: { ...write(padPath, {}).descriptor, callId } });
    expect((await resend(remembered[0]!)).duplicate).toBe(true);
    const b = await outbox.enqueue(write(padPath, { id: newId() }));
    await outbox.markDone(outbox.get(b.callId)!, 201); // 20,001: the oldest goes
    expect((await resend(remembered[0]!)).duplicate).toBe(false);
    expect((await resend(remembered[1]!)).duplicate).toBe(true);
  });
});

describe('a write the disk did not take', () => {
  it('is forgotten, so the renderer re-sending it is queued for real', async () => {
    const { outbox } = openOutbox();
    const req = write(padPath, { id: newId() }, { userId: 'ana' });
    await outbox.log.close(); // appends are refused from here on, as on a full disk
    await expect(outbox.enqueue(req)).rejects.toThrow();
    expect(outbox.size).toBe(0);
    expect(outbox.get(req.descriptor.callId)).toBeUndefined();
    expect(outbox.authors()).toEqual([]);
  });
});

describe('what ready() hands out', () => {
  it('no more than asked, and looks no further than its scan limit', async () => {
    const { outbox } = openOutbox();
    const all = [];
    for (let i = 0; i < 4; i++) all.push((await outbox.enqueue(write(padPath, { id: newId() }))).callId);
    expect(ids(outbox.ready(2))).toEqual(all.slice(0, 2));
    expect(ids(outbox.ready(10, 3))).toEqual(all.slice(0, 3));
    const first = outbox.get(all[0]!)!;
    outbox.markSending(first);
    expect(ids(outbox.ready(10, 2))).toEqual([all[1]]); // the one on its way counts as scanned
  });

  it('a barrier on its way, or backed off, is not handed out again until its time', async () => {
    let now = 1_000_000;
    const { outbox } = openOutbox({ now: () => now });
    const close = await outbox.enqueue(write(closePath(), {}, { barrier: true }));
    const e = outbox.get(close.callId)!;
    expect(ids(outbox.ready(10))).toEqual([close.callId]);
    outbox.markSending(e);
    expect(outbox.ready(10)).toEqual([]);
    outbox.markTransient(e, null, 5_000);
    expect(outbox.ready(10)).toEqual([]);
    now += 4_999;
    expect(outbox.ready(10)).toEqual([]);
    now += 1;
    expect(ids(outbox.ready(10))).toEqual([close.callId]);
  });

  it('a call touching a refused call’s id and another id waits, and is not on its way: a close behind it goes', async () => {
    const { outbox } = openOutbox();
    const pad = newId();
    const other = newId();
    const refused = await outbox.enqueue(write(padPath, { id: pad }));
    const both = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${pad}/transfer`, { orderPadId: other }));
    const close = await outbox.enqueue(write(closePath(), {}, { barrier: true }));
    const r = outbox.ready(10)[0]!;
    outbox.markSending(r);
    await outbox.markRefused(r, 409, 'Comanda fechada');
    expect(outbox.get(both.callId)!.entityIds.sort()).toEqual([pad, other].sort());
    expect(ids(outbox.ready(10))).toEqual([close.callId]);
    expect(outbox.get(refused.callId)!.state).toBe('refused');
  });
});

describe('what the pending screen shows', () => {
  it('counts the attempts', async () => {
    const { outbox } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    const e = outbox.get(a.callId)!;
    outbox.markSending(e);
    outbox.markTransient(e, null, 0);
    outbox.markSending(e);
    expect(outbox.list()[0]?.attempts).toBe(2);
  });

  it('keeps the declared write the call is', async () => {
    const { outbox } = openOutbox();
    const pad = newId();
    const ref = { id: 'orderPadsUpdate', params: { id: pad } };
    await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${pad}`, {}, { write: ref }));
    expect(outbox.list()[0]?.write).toEqual(ref);
  });

  it('names a refusal without a label by its method and path, and a call behind two refusals by the first', async () => {
    const { outbox } = openOutbox();
    const x = newId();
    const a = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${x}/close`, {}));
    const b = await outbox.enqueue(write(padPath, { id: x }, { label: 'Segunda' }));
    const c = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${x}/cancel`, {}));
    await outbox.markRefused(outbox.get(a.callId)!, 409, 'não');
    await outbox.markRefused(outbox.get(b.callId)!, 409, 'não');
    const view = outbox.list();
    expect(view.find((v) => v.callId === c.callId)).toMatchObject({ state: 'blocked', blockedBy: `POST /businesses/${BUSINESS}/order-pads/${x}/close` });
  });

  it('shows calls on one comanda with no refusal as waiting, not blocked', async () => {
    const { outbox } = openOutbox();
    const pad = newId();
    await outbox.enqueue(write(padPath, { id: pad }, { label: 'Abrir' }));
    await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${pad}/close`, {}));
    expect(outbox.list().map((v) => [v.state, v.blockedBy])).toEqual([['pending', null], ['pending', null]]);
    expect(outbox.counts()).toEqual({ waiting: 2, refused: 0, blocked: 0 });
  });

  it('counts refused, blocked and waiting calls apart, and the status says the same', async () => {
    const { outbox } = openOutbox();
    const pad = newId();
    const a = await outbox.enqueue(write(padPath, { id: pad }));
    await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${pad}/close`, {}));
    await outbox.enqueue(write(padPath, { id: newId() }));
    expect(outbox.status(true, null)).toEqual({ waiting: 3, refused: 0, blocked: 0, replaying: true, pausedReason: null, lastSyncedAt: null });
    await outbox.markRefused(outbox.get(a.callId)!, 409, 'Comanda fechada');
    expect(outbox.counts()).toEqual({ waiting: 3, refused: 1, blocked: 1 });
    expect(outbox.status(false, 'offline')).toEqual({ waiting: 3, refused: 1, blocked: 1, replaying: false, pausedReason: 'offline', lastSyncedAt: null });
  });

  it('the status counts a refusal when it is all that is left', async () => {
    const { outbox } = openOutbox({ now: () => Date.parse('2026-11-27T15:00:00Z') });
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    const b = await outbox.enqueue(write(padPath, { id: newId() }));
    await outbox.markDone(outbox.get(b.callId)!, 201);
    await outbox.markRefused(outbox.get(a.callId)!, 400, 'Dados inválidos');
    expect(outbox.status(true, null)).toEqual({ waiting: 1, refused: 1, blocked: 0, replaying: true, pausedReason: null, lastSyncedAt: '2026-11-27T15:00:00.000Z' });
  });

  it('forgets the author of entries recorded without one once they are done', async () => {
    const { outbox } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    expect(outbox.authors()).toEqual(['']);
    await outbox.markDone(outbox.get(a.callId)!, 201);
    expect(outbox.authors()).toEqual([]);
  });
});

describe('discarding', () => {
  it('takes only a refused call: one waiting or on its way stays', async () => {
    const { outbox } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    expect(await outbox.discard(a.callId, 'Gerente')).toEqual([]);
    outbox.markSending(outbox.get(a.callId)!);
    expect(await outbox.discard(a.callId, 'Gerente')).toEqual([]);
    expect(outbox.size).toBe(1);
  });
});

describe('compaction as the queue is sent', () => {
  it('compacts on its own once the log holds compactAfter lines more than live entries, and again later', async () => {
    const { outbox } = openOutbox({ compactAfter: 9 });
    const sent: string[] = [];
    const enqueue = async (n: number) => {
      for (let i = 0; i < n; i++) sent.push((await outbox.enqueue(write(padPath, { id: newId() }))).callId);
      await outbox.log.drain();
    };
    // the answer's line is written lazily, so drain after each: the count the outbox decides on is then exact
    const done = async (id: string) => {
      await outbox.markDone(outbox.get(id)!, 201);
      await outbox.log.drain();
    };
    await enqueue(12);
    for (let k = 1; k <= 4; k++) {
      await done(sent[k - 1]!);
      expect(outbox.log.lines).toBe(12 + k); // at most 7 lines more than the live entries: no compaction
    }
    await done(sent[4]!); // decided on 16 lines for 7 live, 9 more: compacts to its meta line and the 7 live adds
    expect(outbox.log.lines).toBe(8);
    await enqueue(12); // 20 lines, 19 live
    for (let k = 1; k <= 4; k++) await done(sent[4 + k]!);
    expect(outbox.log.lines).toBe(24);
    await done(sent[9]!); // decided on 24 lines for 14 live: compacts again
    expect(outbox.log.lines).toBe(15);
  });

  it('a compaction that fails (a full disk) says so, leaves the log whole, and is tried again later', async () => {
    const { outbox, dir } = openOutbox({ compactAfter: 3 });
    const file = path.join(dir, 'outbox.log');
    mkdirSync(`${file}.compact`); // the copy cannot be written
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const sent: string[] = [];
      for (let i = 0; i < 4; i++) sent.push((await outbox.enqueue(write(padPath, { id: newId() }))).callId);
      for (const id of sent.slice(0, 3)) {
        await outbox.log.drain();
        await outbox.markDone(outbox.get(id)!, 201);
      }
      await new Promise((r) => setTimeout(r, 10));
      expect(said).toHaveBeenCalledWith(diskMessages.compactFailed, expect.any(Error));
      await outbox.log.drain();
      expect(outbox.log.lines).toBe(7);
      rmSync(`${file}.compact`, { recursive: true });
      const last = await outbox.enqueue(write(padPath, { id: newId() }));
      await outbox.log.drain();
      await outbox.markDone(outbox.get(sent[3]!)!, 201);
      expect(outbox.log.lines).toBe(2); // meta and the one live add
      expect(readFileSync(file).length).toBeGreaterThan(0);
      await outbox.close();
      expect(openOutbox({ dir }).outbox.list().map((e) => e.callId)).toEqual([last.callId]);
    } finally {
      said.mockRestore();
    }
  });
});
