// An append-only log of framed JSON records, durable before it answers: appends made in the same turn of the
// event loop are written together and fdatasync'd once, synchronously (no thread-pool round trips, which cost
// more than the sync itself on a busy machine). Each record is framed (frame()): a separator byte, its length
// and CRC32, then the JSON and a newline, so a record torn by a full disk or a power cut is found and dropped on
// open, alone: the records before it and the whole ones after it are kept. A batch the disk did not take whole
// is cut back off the file and its appends are refused (ENOSPC reaches the caller), so no write is confirmed
// that is not whole on disk. Compaction rewrites the live records to a new file and renames it over the old
// one, so a kill at any point leaves one whole log. Logs written before framing (plain JSON lines) still load.
// A record a power cut may lose without harm (see Outbox.markDone) is appended `lazily`: written with the others,
// and synced by the next durable append or within LAZY_SYNC_MS, so it adds no fdatasync of its own.
import { closeSync, existsSync, fdatasyncSync, fstatSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/** Starts every framed record; JSON.stringify escapes control characters, so it never occurs inside one. */
const SEPARATOR = 0x1e;
/** Separator, 8 hex digits of the JSON's byte length, 8 of its CRC32. */
const HEADER = 17;

/** One record as it is stored: separator, length and CRC32 in hex, the JSON, a newline. */
export function frame(record: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(record), 'utf8');
  const head = `\x1e${json.length.toString(16).padStart(8, '0')}${crc32(json).toString(16).padStart(8, '0')}`;
  return Buffer.concat([Buffer.from(head, 'latin1'), json, Buffer.from('\n')]);
}

/** The framed record at `pos` and where it ends, or null when it is torn or garbled. */
function readFrame(buf: Buffer, pos: number): { json: Buffer; end: number } | null {
  if (pos + HEADER > buf.length) return null;
  const head = buf.toString('latin1', pos + 1, pos + HEADER);
  if (!/^[0-9a-f]{16}$/.test(head)) return null;
  const length = parseInt(head.slice(0, 8), 16);
  const end = pos + HEADER + length + 1;
  if (end > buf.length || buf[end - 1] !== 10) return null;
  const json = buf.subarray(pos + HEADER, end - 1);
  return crc32(json) === parseInt(head.slice(8), 16) ? { json, end } : null;
}

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
  private queue: Buffer[] = [];
  /** Bytes in the file: a batch the disk did not take whole is cut back to here. */
  private size = 0;
  private waiters: Waiter[] = [];
  private scheduled = false;
  private closed = false;
  /** Lazy records written since the last fdatasync. */
  private unsynced = false;
  private lazySync: NodeJS.Timeout | null = null;
  /** Lines in the file now (for deciding when to compact). */
  lines = 0;

  constructor(readonly file: string) {}

  /** Reads every whole record, drops torn ones and cuts a torn tail. Call once, before the first append. */
  load(): LoadedLog<R> {
    mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const records: R[] = [];
    if (!existsSync(this.file)) {
      writeFileSync(this.file, '', { mode: 0o600 });
      syncDir(path.dirname(this.file));
      return { records, repairedBytes: 0 };
    }
    const buf = readFileSync(this.file);
    let pos = 0;
    /** Where the last whole record ends: anything torn after it is cut off the file. */
    let good = 0;
    let dropped = 0;
    const next = (from: number): number => {
      const at = buf.indexOf(SEPARATOR, from);
      return at < 0 ? buf.length : at;
    };
    while (pos < buf.length) {
      if (buf[pos] === SEPARATOR) {
        const f = readFrame(buf, pos);
        let parsed: R | undefined;
        try {
          parsed = f ? (JSON.parse(f.json.toString('utf8')) as R) : undefined;
        } catch {
          parsed = undefined;
        }
        if (f && parsed !== undefined) {
          records.push(parsed);
          pos = good = f.end;
        } else {
          // Torn: skip to the next record's separator; the whole records after it are kept.
          const to = next(pos + 1);
          dropped += to - pos;
          pos = to;
        }
        continue;
      }
      // A line of the format before framing (plain JSON); a garbled one is dropped alone.
      const nl = buf.indexOf(10, pos);
      const to = nl < 0 ? buf.length : nl + 1;
      try {
        if (nl < 0) throw new Error('no newline: the last append never finished');
        records.push(JSON.parse(buf.subarray(pos, nl).toString('utf8')) as R);
        good = to;
      } catch {
        const stop = Math.min(to, next(pos));
        dropped += stop - pos;
        pos = stop;
        continue;
      }
      pos = to;
    }
    const tail = buf.length - good;
    if (tail > 0) {
      const fd = openSync(this.file, 'r+');
      ftruncateSync(fd, good);
      fsyncSync(fd);
      closeSync(fd);
    }
    // A torn record inside the file stays (skipped on every open) until the next compaction rewrites the log.
    this.lines = records.length;
    return { records, repairedBytes: dropped };
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
    this.queue.push(frame(record));
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
    const batch = Buffer.concat(this.queue);
    const count = this.queue.length;
    this.queue = [];
    this.waiters = [];
    let before = -1;
    try {
      if (this.fd === null) {
        this.fd = openSync(this.file, 'a', 0o600);
        this.size = fstatSync(this.fd).size;
      }
      before = this.size;
      // writeSync may take part of the bytes (a disk filling up): write the rest, or fail with the OS's reason.
      for (let off = 0; off < batch.length; ) off += writeSync(this.fd, batch, off, batch.length - off);
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
      this.size += batch.length;
      this.lines += count;
      for (const w of waiters) w.resolve();
    } catch (err) {
      // Not whole on disk: take the part that went back off, so nothing refused comes back on the next open (if
      // even that fails, the frames let the next open drop the torn record alone).
      if (this.fd !== null && before >= 0) {
        try {
          ftruncateSync(this.fd, before);
        } catch {
          /* the torn frame is dropped on open */
        }
      }
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
    try {
      const fd = openSync(tmp, 'w', 0o600);
      try {
        writeFileSync(fd, Buffer.concat(records.map(frame)));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch (err) {
      // A full disk: the log stays as it is; the half-written copy must not hold the space.
      rmSync(tmp, { force: true });
      throw err;
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
