// An append-only log of JSON lines, durable before it answers: appends made in the same turn of the event
// loop are written together and fdatasync'd once, synchronously (no thread-pool round trips, which cost more
// than the sync itself on a busy machine). A torn last line (power cut mid-write) is cut off on open;
// compaction rewrites the live records to a new file and renames it over the old one, so a kill at any point
// leaves one whole log.
// A record a power cut may lose without harm (see Outbox.markDone) is appended `lazily`: written with the others,
// and synced by the next durable append or within LAZY_SYNC_MS, so it adds no fdatasync of its own.
import { closeSync, existsSync, fdatasyncSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface LoadedLog<R> {
  records: R[];
  /** Bytes dropped from a torn tail, if any. */
  repairedBytes: number;
}

const LAZY_SYNC_MS = 1_000;

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

export class DurableLog<R> {
  private fd: number | null = null;
  private queue: string[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;
  private closed = false;
  /** Lazy records written since the last fdatasync. */
  private unsynced = false;
  private lazySync: NodeJS.Timeout | null = null;
  /** Lines in the file now (for deciding when to compact). */
  lines = 0;

  constructor(readonly file: string) {}

  /** Reads every whole record and cuts a torn tail. Call once, before the first append. */
  load(): LoadedLog<R> {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const records: R[] = [];
    if (!existsSync(this.file)) {
      writeFileSync(this.file, '');
      syncDir(path.dirname(this.file));
      return { records, repairedBytes: 0 };
    }
    const buf = readFileSync(this.file);
    let start = 0;
    let good = 0;
    while (start < buf.length) {
      const nl = buf.indexOf(10, start);
      if (nl < 0) break; // no newline: the last append never finished
      let parsed: R;
      try {
        parsed = JSON.parse(buf.subarray(start, nl).toString('utf8')) as R;
      } catch {
        break; // a torn or garbled record: nothing after it can be trusted to be in order
      }
      records.push(parsed);
      start = nl + 1;
      good = start;
    }
    const repairedBytes = buf.length - good;
    if (repairedBytes > 0) {
      const fd = openSync(this.file, 'r+');
      ftruncateSync(fd, good);
      fsyncSync(fd);
      closeSync(fd);
    }
    this.lines = records.length;
    return { records, repairedBytes };
  }

  /** Resolves once the record is on disk (written and fdatasync'd). */
  append(record: R): Promise<void> {
    if (this.closed) return Promise.reject(new Error('log closed'));
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.enqueue(record);
    return done;
  }

  /** Writes the record with the next flush; it reaches the disk with the next durable append, or within a second. */
  appendLazily(record: R): void {
    if (this.closed) throw new Error('log closed');
    this.enqueue(record);
  }

  private enqueue(record: R): void {
    this.queue.push(JSON.stringify(record) + '\n');
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  /** Writes everything queued, now, and syncs it when a durable append waits (or `sync`). */
  private flush(sync = false): void {
    this.scheduled = false;
    const waiters = this.waiters;
    if (this.queue.length === 0 && !(sync && this.unsynced)) return;
    const batch = this.queue.join('');
    const count = this.queue.length;
    this.queue = [];
    this.waiters = [];
    try {
      this.fd ??= openSync(this.file, 'a');
      if (batch) writeSync(this.fd, batch);
      this.lines += count;
      if (waiters.length > 0 || sync) {
        fdatasyncSync(this.fd);
        this.unsynced = false;
      } else {
        this.unsynced = true;
        this.lazySync ??= setTimeout(() => {
          this.lazySync = null;
          if (!this.closed && this.unsynced) this.flush(true);
        }, LAZY_SYNC_MS).unref();
      }
      for (const w of waiters) w.resolve();
    } catch (err) {
      for (const w of waiters) w.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Every append made so far is on disk once this resolves. */
  async drain(): Promise<void> {
    this.flush(true);
  }

  /**
   * Replaces the log with `snapshot()` (the live state): written to a temporary file, synced, renamed over
   * the log, and the folder synced, so the log is always either the old whole file or the new one. All of it
   * runs in one turn of the event loop, so no append can fall between the snapshot and the rename.
   */
  async compact(snapshot: () => R[]): Promise<void> {
    this.flush();
    const records = snapshot();
    const tmp = `${this.file}.compact`;
    const fd = openSync(tmp, 'w');
    try {
      writeFileSync(fd, records.map((r) => JSON.stringify(r) + '\n').join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    renameSync(tmp, this.file);
    syncDir(path.dirname(this.file));
    this.lines = records.length;
  }

  async close(): Promise<void> {
    this.flush(true);
    this.closed = true;
    if (this.lazySync) clearTimeout(this.lazySync);
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

function syncDir(dir: string): void {
  // Makes a create or rename durable; some platforms cannot open a folder (Windows), which is fine there.
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* not supported on this platform */
  }
}
