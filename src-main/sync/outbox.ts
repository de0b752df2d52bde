// The outbox's state: every write the counter made, in the order it was made, until the server accepts
// it (or a manager discards it). Durable through its log; the replayer (replayer.ts) does the sending.
import path from 'node:path';
import type { OutboxEntryView, SyncStatus, WriteRef } from '../../src-shared/bridge/areas/sync.js';
import { diskMessages } from '../../src-shared/i18n/disk.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { legacyWrite } from '../../src-shared/writes/index.js';
import { DurableLog } from './log.js';
import { deriveEntityIds } from './entityIds.js';
import type { AddRecord, Entry, LogRecord, WriteMethod } from './records.js';

export interface OutboxOptions {
  dir: string;
  terminalId: string;
  now?: () => number;
  /** Compacts the log when it holds this many more lines than live entries. */
  compactAfter?: number;
}

export type ParsedEnqueue = {
  descriptor: { callId: string; method: WriteMethod; path: string; headers: Record<string, string>; body?: unknown };
  businessId: string;
  entityIds: string[];
  label: string;
  kind: string;
  barrier: boolean;
  /** The declared write it is (null: none covers it). */
  write?: WriteRef | null;
  /** The person logged in when the write was made; it replays as them (see replayer.ts). */
  userId?: string | null;
  userName?: string | null;
};

const REMEMBERED_DONE = 20_000;
const CLOSES_REGISTER = /\/cash-register-audits\/[^/]+\/close\/?$/;

/**
 * A body as the pending screen and the mirror read it: a queued file (a photo, kept in base64) without its bytes,
 * which nobody reads there and which would otherwise cross the bridge on every list.
 */
function withoutBytes(body: unknown): unknown {
  const parts = (body as { __multipart?: unknown } | null | undefined)?.__multipart;
  if (!Array.isArray(parts)) return body;
  return {
    __multipart: parts.map((p: { name: string; value?: string; file?: { fileName: string; contentType: string; base64: string } }) =>
      p.file ? { name: p.name, file: { fileName: p.file.fileName, contentType: p.file.contentType, bytes: Math.floor((p.file.base64.length * 3) / 4) } } : p,
    ),
  };
}

export class Outbox {
  readonly log: DurableLog<LogRecord>;
  /** Unfinished entries (pending, sending, refused) in seq order: a Map keeps insertion order. */
  private live = new Map<number, Entry>();
  /** Entries finished since `live` was last rebuilt (see finish). */
  private finishedSinceRebuild = 0;
  private readonly byCallId = new Map<string, number>();
  /** Seqs of accepted calls by callId, so a renderer that re-sends after a crash gets no second entry. */
  private readonly doneCallIds = new Map<string, number>();
  private readonly byEntity = new Map<string, number[]>();
  /** Unfinished entries per author ('' for records without one), so the session knows whose tokens to keep. */
  private readonly byUser = new Map<string, number>();
  private nextSeq = 1;
  private lastSyncedAt: string | null = null;
  private readonly now: () => number;
  private readonly compactAfter: number;
  private compacting = false;

  constructor(private readonly options: OutboxOptions) {
    this.log = new DurableLog<LogRecord>(path.join(options.dir, 'outbox.log'));
    this.now = options.now ?? Date.now;
    this.compactAfter = options.compactAfter ?? 5_000;
  }

  /** Rebuilds the state from the log. A call that was being sent when the process died is pending again. */
  load(): { entries: number; repairedBytes: number } {
    const { records, repairedBytes } = this.log.load();
    for (const r of records) this.apply(r);
    return { entries: this.live.size, repairedBytes };
  }

  private apply(r: LogRecord): void {
    switch (r.t) {
      case 'meta':
        this.nextSeq = Math.max(this.nextSeq, r.nextSeq);
        for (const id of r.doneCallIds ?? []) this.doneCallIds.set(id, 0);
        return;
      case 'add': {
        this.nextSeq = Math.max(this.nextSeq, r.seq + 1);
        // A compaction's snapshot may repeat an add that was still queued when it was taken.
        if (this.live.has(r.seq) || this.doneCallIds.has(r.callId)) return;
        // A record of the old form (`{ method, path, body }` only) gets its declared write from its path: it replays
        // as stored, and the mirror pictures it like a new one.
        const write = r.write === undefined ? (legacyWrite(r.method, r.path) ?? null) : r.write;
        const entry: Entry = { ...r, write, state: 'pending', attempts: 0, error: null, notBefore: 0 };
        this.live.set(r.seq, entry);
        this.byCallId.set(r.callId, r.seq);
        for (const id of r.entityIds) {
          const list = this.byEntity.get(id);
          if (list) list.push(r.seq);
          else this.byEntity.set(id, [r.seq]);
        }
        const user = r.userId ?? '';
        this.byUser.set(user, (this.byUser.get(user) ?? 0) + 1);
        return;
      }
      case 'ok':
      case 'discard':
        this.finish(r.seq);
        return;
      case 'refused': {
        const e = this.live.get(r.seq);
        if (e) {
          e.state = 'refused';
          e.error = { status: r.status, message: r.message };
        }
        return;
      }
      case 'retry': {
        const e = this.live.get(r.seq);
        if (e) {
          e.state = 'pending';
          e.error = null;
          e.notBefore = 0;
          if (r.key) e.idempotencyKey = r.key;
        }
        return;
      }
    }
  }

  private finish(seq: number): void {
    const e = this.live.get(seq);
    if (!e) return;
    this.live.delete(seq);
    // A Map keeps the slots of deleted entries until it shrinks, and every walk from the start (ready(), on each
    // answer) steps over them: with thousands sent from the front of the queue, that walk grew with the queue.
    // Rebuilt after about √n entries finished: each walk steps over at most that many, and the copies cost about
    // as much again per entry finished.
    if (++this.finishedSinceRebuild > Math.max(64, Math.sqrt(this.live.size))) {
      this.live = new Map(this.live);
      this.finishedSinceRebuild = 0;
    }
    this.byCallId.delete(e.callId);
    this.doneCallIds.set(e.callId, seq);
    if (this.doneCallIds.size > REMEMBERED_DONE) {
      const oldest = this.doneCallIds.keys().next().value;
      if (oldest !== undefined) this.doneCallIds.delete(oldest);
    }
    for (const id of e.entityIds) {
      const list = this.byEntity.get(id);
      if (!list) continue;
      const i = list.indexOf(seq);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0) this.byEntity.delete(id);
    }
    const user = e.userId ?? '';
    const left = (this.byUser.get(user) ?? 1) - 1;
    if (left > 0) this.byUser.set(user, left);
    else this.byUser.delete(user);
  }

  /** Authors with unfinished entries ('' stands for entries recorded without one). */
  authors(): string[] {
    return [...this.byUser.keys()];
  }

  /** Whether `userId` has unfinished entries. */
  hasEntriesOf(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /**
   * Appends a write and resolves once it is on disk. The same callId twice (a renderer re-sending after a
   * crash that ate the first answer) gives back the first entry.
   */
  async enqueue(req: ParsedEnqueue): Promise<{ seq: number; callId: string; duplicate: boolean }> {
    const { descriptor } = req;
    const existing = this.byCallId.get(descriptor.callId) ?? this.doneCallIds.get(descriptor.callId);
    if (existing !== undefined) {
      // It may still be on its way to the disk (a concurrent first call): wait for that.
      await this.log.drain();
      return { seq: existing, callId: descriptor.callId, duplicate: true };
    }
    const headers: Record<string, string> = {};
    let idempotencyKey = descriptor.callId;
    for (const [k, v] of Object.entries(descriptor.headers)) {
      const lower = k.toLowerCase();
      if (lower === 'authorization') continue; // never at rest in clear; the session adds it when sending
      if (lower === 'idempotency-key') idempotencyKey = v;
      else headers[k] = v;
    }
    const record: AddRecord = {
      t: 'add',
      seq: this.nextSeq++,
      callId: descriptor.callId,
      businessId: req.businessId,
      terminalId: this.options.terminalId,
      createdAt: new Date(this.now()).toISOString(),
      method: descriptor.method,
      path: descriptor.path.startsWith('/') ? descriptor.path : `/${descriptor.path}`,
      headers,
      idempotencyKey,
      body: descriptor.body,
      entityIds: deriveEntityIds(descriptor.path, descriptor.body, req.entityIds, req.businessId),
      label: req.label,
      kind: req.kind,
      // Closing the register counts every payment before it: it waits for them all, whoever enqueued it.
      barrier: req.barrier || CLOSES_REGISTER.test(descriptor.path),
      write: req.write ?? null,
      ...(req.userId ? { userId: req.userId } : {}),
      ...(req.userName ? { userName: req.userName } : {}),
    };
    // In memory first, so a second call with this callId during the flush finds it; the answer waits for the disk.
    this.apply(record);
    try {
      await this.log.append(record);
    } catch (err) {
      // Not on disk: forget it, so the renderer's re-send is queued for real instead of found.
      this.finish(record.seq);
      this.doneCallIds.delete(record.callId);
      throw err;
    }
    return { seq: record.seq, callId: record.callId, duplicate: false };
  }

  /**
   * Entries that may be sent now, oldest first: nothing earlier still on its way touches the same entity, and no
   * earlier barrier is still on its way. A refused call (and whatever builds on it, by entity) holds back only what
   * touches its ids: a refused close of the register must not stop the tables' sales behind it (issue 16). A
   * barrier goes once nothing before it is on its way (a refused call is not: the server does not have it).
   * `canSend` holds back entries that cannot go yet (their author's token is missing): they keep their place,
   * so what builds on them waits too, while other people's entries go on.
   */
  ready(limit: number, scanLimit = 512, canSend: (e: Entry) => boolean = () => true): Entry[] {
    const out: Entry[] = [];
    const now = this.now();
    const held = new Set<string>(); // ids of refused calls and of the calls waiting behind them
    let flowing = false; // an earlier call is still on its way to the server
    let scanned = 0;
    for (const e of this.live.values()) {
      if (out.length >= limit || scanned++ >= scanLimit) break;
      if (e.state === 'refused' || e.entityIds.some((id) => held.has(id))) {
        for (const id of e.entityIds) held.add(id);
        continue;
      }
      if (e.barrier) {
        // Everything after a barrier waits for it while it is on its way.
        if (!flowing && e.state === 'pending' && e.notBefore <= now && canSend(e)) out.push(e);
        break;
      }
      flowing = true;
      if (e.state !== 'pending' || e.notBefore > now || !canSend(e)) continue;
      if (e.entityIds.every((id) => this.byEntity.get(id)?.[0] === e.seq)) out.push(e);
    }
    return out;
  }

  /**
   * These waiting calls may go now, whatever their backoff (what they waited for is back: SEFAZ answers again, and
   * a call that failed thirty times waits up to 30 s more). Calls being sent, refused or finished are left alone.
   */
  dueNow(callIds: Iterable<string>): void {
    for (const id of callIds) {
      const e = this.get(id);
      if (e?.state === 'pending') e.notBefore = 0;
    }
  }

  /** The earliest time a backed-off entry may go again, if any. */
  nextWakeAt(): number | null {
    let min: number | null = null;
    for (const e of this.live.values()) {
      if (e.state === 'pending' && e.notBefore > this.now()) min = min === null ? e.notBefore : Math.min(min, e.notBefore);
    }
    return min;
  }

  get(callId: string): Entry | undefined {
    const seq = this.byCallId.get(callId);
    return seq === undefined ? undefined : this.live.get(seq);
  }

  markSending(e: Entry): void {
    e.state = 'sending';
    e.attempts++;
  }

  /** Back to the queue after a transient failure; `delayMs` 0 means right away. */
  markTransient(e: Entry, error: { status: number; message: string } | null, delayMs: number): void {
    e.state = 'pending';
    e.error = error;
    e.notBefore = delayMs > 0 ? this.now() + delayMs : 0;
  }

  /**
   * The server took the call. Written lazily (log.ts): a power cut may lose this mark, and then the call is sent
   * once more after the restart, with its Idempotency-Key, and the server answers what it answered the first time.
   * So the replay does not wait on the disk after every answer.
   */
  async markDone(e: Entry, status: number): Promise<void> {
    this.finish(e.seq);
    e.state = 'done';
    this.lastSyncedAt = new Date(this.now()).toISOString();
    this.log.appendLazily({ t: 'ok', seq: e.seq, status, at: this.lastSyncedAt });
    this.maybeCompact();
  }

  async markRefused(e: Entry, status: number, message: string): Promise<void> {
    e.state = 'refused';
    e.error = { status, message };
    await this.log.append({ t: 'refused', seq: e.seq, status, message, at: new Date(this.now()).toISOString() });
  }

  async retry(callId: string): Promise<Entry | undefined> {
    const e = this.get(callId);
    if (!e || e.state !== 'refused') return undefined;
    // The refusal was final for the old key (no effect on the server), so a new key is safe.
    const record: LogRecord = { t: 'retry', seq: e.seq, at: new Date(this.now()).toISOString(), key: newId() };
    this.apply(record);
    await this.log.append(record);
    return e;
  }

  /** Discards a refused call and the calls that build on it (by entity), nothing else; returns them. */
  async discard(callId: string, by: string): Promise<Entry[]> {
    const e = this.get(callId);
    if (!e || e.state !== 'refused') return [];
    const victims = [e, ...this.dependentsOf(e)];
    const at = new Date(this.now()).toISOString();
    for (const v of victims) {
      this.finish(v.seq); // remembered as finished: a re-send of a discarded call must not bring it back
      v.state = 'discarded';
    }
    await Promise.all(victims.map((v) => this.log.append({ t: 'discard', seq: v.seq, by, at })));
    this.maybeCompact();
    return victims;
  }

  /** Unfinished calls that build, directly or through others, on `root`'s ids (a barrier's position is no dependency). */
  dependentsOf(root: Entry): Entry[] {
    const poisoned = new Set(root.entityIds);
    const out: Entry[] = [];
    for (const e of this.live.values()) {
      if (e.seq <= root.seq) continue;
      if (e.entityIds.some((id) => poisoned.has(id))) {
        out.push(e);
        for (const id of e.entityIds) poisoned.add(id);
      }
    }
    return out;
  }

  /** Every unfinished call with what a person needs to see, `blocked` worked out from the refused ones. */
  list(businessId?: string): OutboxEntryView[] {
    const poison = new Map<string, string>(); // entity id -> label of the refused call holding it
    const out: OutboxEntryView[] = [];
    for (const e of this.live.values()) {
      let blockedBy: string | null = null;
      for (const id of e.entityIds) if (poison.has(id)) blockedBy = poison.get(id) ?? null;
      const refusedRoot = e.state === 'refused' ? e.label || `${e.method} ${e.path}` : null;
      const holder: string | null = refusedRoot ?? blockedBy;
      if (holder) {
        for (const id of e.entityIds) if (!poison.has(id)) poison.set(id, holder);
      }
      if (businessId && e.businessId !== businessId) continue;
      out.push({
        seq: e.seq,
        callId: e.callId,
        businessId: e.businessId,
        terminalId: e.terminalId,
        createdAt: e.createdAt,
        method: e.method,
        path: e.path,
        body: withoutBytes(e.body),
        label: e.label,
        kind: e.kind,
        write: e.write ?? null,
        author: e.userName ?? null,
        entityIds: e.entityIds,
        state: e.state === 'pending' && blockedBy ? 'blocked' : e.state,
        attempts: e.attempts,
        error: e.error,
        blockedBy: e.state === 'refused' ? null : blockedBy,
      });
    }
    return out;
  }

  counts(): { waiting: number; refused: number; blocked: number } {
    let refused = 0;
    let blocked = 0;
    for (const v of this.list()) {
      if (v.state === 'refused') refused++;
      else if (v.state === 'blocked') blocked++;
    }
    return { waiting: this.live.size, refused, blocked };
  }

  status(replaying: boolean, pausedReason: string | null): SyncStatus {
    const refusedAny = [...this.live.values()].some((e) => e.state === 'refused');
    const counts = refusedAny ? this.counts() : { waiting: this.live.size, refused: 0, blocked: 0 };
    return { ...counts, replaying, pausedReason, lastSyncedAt: this.lastSyncedAt };
  }

  get size(): number {
    return this.live.size;
  }

  /** Rewrites the log as the live entries when it has grown mostly of finished ones. */
  private maybeCompact(): void {
    if (this.compacting || this.log.lines - this.live.size < this.compactAfter) return;
    this.compacting = true;
    // A failed compaction (a full disk) leaves the old log whole; it must not end the process.
    void this.compactNow()
      .catch((err: unknown) => console.error(diskMessages.compactFailed, err))
      .finally(() => {
        this.compacting = false;
      });
  }

  async compactNow(): Promise<void> {
    await this.log.compact(() => {
      const records: LogRecord[] = [{ t: 'meta', v: 1, nextSeq: this.nextSeq, doneCallIds: [...this.doneCallIds.keys()] }];
      for (const e of this.live.values()) {
        const { state, attempts, error, notBefore, ...add } = e;
        void attempts;
        void notBefore;
        records.push({ ...add, t: 'add' });
        if (state === 'refused' && error) {
          records.push({ t: 'refused', seq: e.seq, status: error.status, message: error.message, at: '' });
        }
      }
      return records;
    });
  }

  close(): Promise<void> {
    return this.log.close();
  }
}

