// An append-only log of JSON lines, durable before it answers: appends are written and fdatasync'd in
// groups (every append waiting during one flush shares the next), so a burst costs one sync, not one each.
// A torn last line (power cut mid-write) is cut off on open; compaction rewrites the live records to a
// new file and renames it over the old one, so a kill at any point leaves one whole log.
import { mkdirSync, openSync, closeSync, fsyncSync, readFileSync, renameSync, existsSync, writeFileSync, ftruncateSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export interface LoadedLog<R> {
  records: R[];
  /** Bytes dropped from a torn tail, if any. */
  repairedBytes: number;
}

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

export class DurableLog<R> {
  private handle: FileHandle | null = null;
  private queue: string[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private closed = false;
  private compacting = false;
  /** Lines in the file now (for deciding when to compact). */
  lines = 0;

  constructor(readonly file: string) {}

  /** Reads every whole record and cuts a torn tail. Call once, before the first append. */
  load(): LoadedLog<R> {
    mkdirSync(path.dirname(this.file), { recursive: true });
    // A compaction killed after writing its temporary file but before the rename left it behind: the old
    // log is still whole, so the temporary one is garbage.
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
      const line = buf.subarray(start, nl).toString('utf8');
      let parsed: R;
      try {
        parsed = JSON.parse(line) as R;
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

  private async ensureOpen(): Promise<FileHandle> {
    this.handle ??= await open(this.file, 'a');
    return this.handle;
  }

  /** Resolves once the record is on disk (written and fdatasync'd). */
  append(record: R): Promise<void> {
    if (this.closed) return Promise.reject(new Error('log closed'));
    this.queue.push(JSON.stringify(record) + '\n');
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.kick();
    return done;
  }

  private kick(): void {
    if (this.flushing || this.compacting) return;
    this.flushing = this.flushLoop().finally(() => {
      this.flushing = null;
      if (this.queue.length > 0) this.kick();
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.join('');
      const count = this.queue.length;
      const waiters = this.waiters;
      this.queue = [];
      this.waiters = [];
      try {
        const handle = await this.ensureOpen();
        await handle.write(batch);
        await handle.datasync();
        this.lines += count;
        for (const w of waiters) w.resolve();
      } catch (err) {
        for (const w of waiters) w.reject(err instanceof Error ? err : new Error(String(err)));
      }
    }
  }

  /** Waits for every append made so far to reach the disk. */
  async drain(): Promise<void> {
    while (this.flushing || this.compacting || this.queue.length > 0) {
      if (this.flushing) await this.flushing;
      else await new Promise((r) => setTimeout(r, 1));
    }
  }

  /**
   * Replaces the log with `snapshot()` (the live state): written to a temporary file, synced, renamed over
   * the log, and the folder synced, so the log is always either the old whole file or the new one. Appends
   * made meanwhile wait and land in the new file (the reader must tolerate a record repeated by the snapshot).
   */
  async compact(snapshot: () => R[]): Promise<void> {
    this.compacting = true;
    try {
      while (this.flushing) await this.flushing;
      const records = snapshot();
      const tmp = `${this.file}.compact`;
      const fd = openSync(tmp, 'w');
      try {
        writeFileSync(fd, records.map((r) => JSON.stringify(r) + '\n').join(''));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      const old = this.handle;
      this.handle = null;
      await old?.close();
      renameSync(tmp, this.file);
      syncDir(path.dirname(this.file));
      this.lines = records.length;
    } finally {
      this.compacting = false;
      if (this.queue.length > 0) this.kick();
    }
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
    await this.handle?.close();
    this.handle = null;
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
