// A durable job queue for one printer, in files under the terminal dir:
//   <dir>/jobs/<seq>-<jobId>.json   one file per waiting job, written atomically (tmp + fsync + rename)
//   <dir>/sending.log               "<seq> <jobId>" appended and fsynced once the printer is reached, before the
//                                   first byte of the job leaves
//   <dir>/done.log                  "<seq> <jobId>" per printed job, appended and fsynced before the job file goes
// A job is only removed after done.log records it, so a crash at any point either leaves the job waiting or
// records it done. Between sending.log and done.log nobody can know whether the paper came out (the bytes
// may sit in the printer, or in the kernel's socket buffer that still delivers them after the process died):
// such a job comes back `interrupted`, and the service reprints it marked as a possible duplicate instead of
// silently. Enqueueing the same job id twice keeps one job (the bridge retries with the same id).
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface QueuedJob {
  id: string;
  seq: number;
  createdAt: string;
  /** What the job is, for lists and messages ("Pedido 1234 - cozinha"). */
  label: string;
  bytes: Uint8Array;
  /** A ticket goes on paper; a drawer kick only opens the drawer. */
  kind: JobKind;
  /** Some of its bytes may already have reached the printer (an earlier attempt got that far). */
  interrupted: boolean;
}

export type JobKind = 'ticket' | 'drawer';

interface JobFile {
  id: string;
  seq: number;
  createdAt: string;
  label: string;
  data: string;
  kind?: JobKind;
}

const DONE_MEMORY = 5000;
/** sending.log is emptied once nothing is in flight and it has grown this long. */
const SENDING_LOG_LINES = 256;

export class DurableQueue {
  private readonly jobsDir: string;
  private readonly donePath: string;
  private readonly sendingPath: string;
  /** Ids of waiting jobs whose bytes may have started to reach the printer. */
  private readonly sending = new Set<string>();
  private sendingLines = 0;
  private pending: { seq: number; id: string; file: string }[] = [];
  private readonly done = new Set<string>();
  private doneOrder: string[] = [];
  private lastSeq = 0;
  private loaded = false;

  constructor(readonly dir: string) {
    this.jobsDir = path.join(dir, 'jobs');
    this.donePath = path.join(dir, 'done.log');
    this.sendingPath = path.join(dir, 'sending.log');
  }

  async load(): Promise<void> {
    if (this.loaded) return;
    // The tickets are for this OS user only (0700 folders, 0600 files).
    await mkdir(this.jobsDir, { recursive: true, mode: 0o700 });
    const log = await readFile(this.donePath, 'utf8').catch(() => '');
    for (const line of log.split('\n')) {
      const [seq, id] = line.split(' ');
      if (!seq || !id) continue;
      this.remember(id);
      this.lastSeq = Math.max(this.lastSeq, Number(seq));
    }
    for (const name of await readdir(this.jobsDir)) {
      if (name.endsWith('.tmp')) {
        await rm(path.join(this.jobsDir, name), { force: true });
        continue;
      }
      const match = /^(\d+)-(.+)\.json$/.exec(name);
      if (!match) continue;
      const seq = Number(match[1]);
      const id = match[2] ?? '';
      this.lastSeq = Math.max(this.lastSeq, seq);
      // Printed and logged, but the process died before removing the file.
      if (this.done.has(id)) await rm(path.join(this.jobsDir, name), { force: true });
      else this.pending.push({ seq, id, file: name });
    }
    this.pending.sort((a, b) => a.seq - b.seq);
    const sending = await readFile(this.sendingPath, 'utf8').catch(() => '');
    for (const line of sending.split('\n')) {
      const id = line.split(' ')[1];
      if (!id) continue;
      this.sendingLines++;
      if (this.pending.some((p) => p.id === id)) this.sending.add(id);
    }
    this.loaded = true;
  }

  private remember(id: string): void {
    if (this.done.has(id)) return;
    this.done.add(id);
    this.doneOrder.push(id);
    if (this.doneOrder.length > DONE_MEMORY * 2) {
      for (const old of this.doneOrder.splice(0, this.doneOrder.length - DONE_MEMORY)) this.done.delete(old);
    }
  }

  get size(): number {
    return this.pending.length;
  }

  has(id: string): boolean {
    return this.done.has(id) || this.pending.some((p) => p.id === id);
  }

  /** Adds a job; returns false when a job with this id is already queued or printed. */
  async enqueue(job: { id?: string; label: string; bytes: Uint8Array; kind?: JobKind }): Promise<{ id: string; added: boolean }> {
    await this.load();
    const id = job.id ?? randomUUID();
    if (!/^[\w.-]+$/.test(id)) throw new Error(`invalid job id ${id}`);
    if (this.has(id)) return { id, added: false };
    const seq = ++this.lastSeq;
    const file = `${String(seq).padStart(12, '0')}-${id}.json`;
    const body: JobFile = { id, seq, createdAt: new Date().toISOString(), label: job.label, data: Buffer.from(job.bytes).toString('base64'), kind: job.kind ?? 'ticket' };
    const tmp = path.join(this.jobsDir, `${file}.tmp`);
    try {
      const handle = await open(tmp, 'w', 0o600);
      try {
        await handle.writeFile(JSON.stringify(body));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, path.join(this.jobsDir, file));
    } catch (err) {
      // A full disk: the half-written job must not hold the space it could not fill.
      await rm(tmp, { force: true });
      throw err;
    }
    await syncDir(this.jobsDir);
    this.pending.push({ seq, id, file });
    return { id, added: true };
  }

  /** The oldest waiting job, without removing it. */
  async peek(): Promise<QueuedJob | null> {
    await this.load();
    for (;;) {
      const head = this.pending[0];
      if (!head) return null;
      try {
        const body = JSON.parse(await readFile(path.join(this.jobsDir, head.file), 'utf8')) as JobFile;
        return {
          id: body.id,
          seq: body.seq,
          createdAt: body.createdAt,
          label: body.label,
          bytes: new Uint8Array(Buffer.from(body.data, 'base64')),
          kind: body.kind ?? 'ticket',
          interrupted: this.sending.has(body.id),
        };
      } catch (err) {
        // An unreadable job (disk damage) is set aside as .bad so the tickets behind it still print.
        console.error(`printing: job file ${head.file} is unreadable, set aside`, err);
        this.pending.shift();
        await rename(path.join(this.jobsDir, head.file), path.join(this.jobsDir, `${head.file}.bad`)).catch(() => undefined);
      }
    }
  }

  list(): { id: string; seq: number }[] {
    return this.pending.map(({ id, seq }) => ({ id, seq }));
  }

  /** Records, durably, that the job's bytes are about to leave: from here on it may be on paper. */
  async markSending(id: string): Promise<void> {
    if (this.sending.has(id)) return;
    const entry = this.pending.find((p) => p.id === id);
    if (!entry) return;
    await appendSynced(this.sendingPath, `${entry.seq} ${id}\n`);
    this.sendingLines++;
    this.sending.add(id);
  }

  /** Records the job as printed, durably, then forgets its file. */
  async markDone(id: string): Promise<void> {
    const idx = this.pending.findIndex((p) => p.id === id);
    if (idx < 0) return;
    const entry = this.pending[idx];
    if (!entry) return;
    await appendSynced(this.donePath, `${entry.seq} ${id}\n`);
    this.remember(id);
    this.pending.splice(idx, 1);
    this.sending.delete(id);
    await rm(path.join(this.jobsDir, entry.file), { force: true });
    await this.compactLog();
    // Nothing in flight: every line left names a printed job, so the file can start over (no fsync needed,
    // a stale line is ignored on load because its job is no longer waiting).
    if (this.sending.size === 0 && this.sendingLines >= SENDING_LOG_LINES) {
      await writeFile(this.sendingPath, '', { mode: 0o600 });
      this.sendingLines = 0;
    }
  }

  /** Keeps done.log short: the newest entries are enough to recognise a retried job id. */
  private async compactLog(): Promise<void> {
    if (this.doneOrder.length < DONE_MEMORY * 2) return;
    const keep = this.doneOrder.slice(-DONE_MEMORY);
    const tmp = `${this.donePath}.tmp`;
    await writeFile(tmp, keep.map((id) => `${this.lastSeq} ${id}`).join('\n') + '\n', { mode: 0o600 });
    await rename(tmp, this.donePath);
  }
}

/**
 * Appends a whole line and syncs it, or leaves the file as it was: a write may take only part of the bytes (a
 * disk filling up), and a half line would run into the next one and hide its job id.
 */
async function appendSynced(file: string, line: string): Promise<void> {
  const handle = await open(file, 'a', 0o600);
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.from(line);
    try {
      for (let off = 0; off < bytes.length; ) off += (await handle.write(bytes, off, bytes.length - off)).bytesWritten;
      await handle.sync();
    } catch (err) {
      await handle.truncate(size).catch(() => undefined);
      throw err;
    }
  } finally {
    await handle.close();
  }
}

async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a directory for fsync; rename is durable enough there.
  }
}
