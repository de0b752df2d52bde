// A durable job queue for one printer, in files under the terminal dir:
//   <dir>/jobs/<seq>-<jobId>.json   one file per waiting job, written atomically (tmp + fsync + rename)
//   <dir>/done.log                  "<seq> <jobId>" per printed job, appended and fsynced before the job file goes
// A job is only removed after done.log records it, so a crash at any point either leaves the job waiting
// (printed again after restart only if the crash fell between the bytes leaving and the log write) or
// records it done. Enqueueing the same job id twice keeps one job (the bridge retries with the same id).
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
}

interface JobFile {
  id: string;
  seq: number;
  createdAt: string;
  label: string;
  data: string;
}

const DONE_MEMORY = 5000;

export class DurableQueue {
  private readonly jobsDir: string;
  private readonly donePath: string;
  private pending: { seq: number; id: string; file: string }[] = [];
  private readonly done = new Set<string>();
  private doneOrder: string[] = [];
  private lastSeq = 0;
  private loaded = false;

  constructor(readonly dir: string) {
    this.jobsDir = path.join(dir, 'jobs');
    this.donePath = path.join(dir, 'done.log');
  }

  async load(): Promise<void> {
    if (this.loaded) return;
    await mkdir(this.jobsDir, { recursive: true });
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
  async enqueue(job: { id?: string; label: string; bytes: Uint8Array }): Promise<{ id: string; added: boolean }> {
    await this.load();
    const id = job.id ?? randomUUID();
    if (!/^[\w.-]+$/.test(id)) throw new Error(`invalid job id ${id}`);
    if (this.has(id)) return { id, added: false };
    const seq = ++this.lastSeq;
    const file = `${String(seq).padStart(12, '0')}-${id}.json`;
    const body: JobFile = { id, seq, createdAt: new Date().toISOString(), label: job.label, data: Buffer.from(job.bytes).toString('base64') };
    const tmp = path.join(this.jobsDir, `${file}.tmp`);
    const handle = await open(tmp, 'w');
    try {
      await handle.writeFile(JSON.stringify(body));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, path.join(this.jobsDir, file));
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
        return { id: body.id, seq: body.seq, createdAt: body.createdAt, label: body.label, bytes: new Uint8Array(Buffer.from(body.data, 'base64')) };
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

  /** Records the job as printed, durably, then forgets its file. */
  async markDone(id: string): Promise<void> {
    const idx = this.pending.findIndex((p) => p.id === id);
    if (idx < 0) return;
    const entry = this.pending[idx];
    if (!entry) return;
    const handle = await open(this.donePath, 'a');
    try {
      await handle.write(`${entry.seq} ${id}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.remember(id);
    this.pending.splice(idx, 1);
    await rm(path.join(this.jobsDir, entry.file), { force: true });
    await this.compactLog();
  }

  /** Keeps done.log short: the newest entries are enough to recognise a retried job id. */
  private async compactLog(): Promise<void> {
    if (this.doneOrder.length < DONE_MEMORY * 2) return;
    const keep = this.doneOrder.slice(-DONE_MEMORY);
    const tmp = `${this.donePath}.tmp`;
    await writeFile(tmp, keep.map((id) => `${this.lastSeq} ${id}`).join('\n') + '\n');
    await rename(tmp, this.donePath);
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
