// The print service: one durable queue and one worker per printer. A worker sends the oldest job, and only
// after the transport took every byte does the job leave the queue; while the printer is off, unplugged,
// out of paper or with its cover open it waits with backoff and tries again, so jobs come out in order and
// once. Status is polled on the side and told in words ("sem papel", "tampa aberta", "desligada").
// A job that was on its way to the printer when the process died (or when the printer dropped mid-job) is
// printed again under a "REIMPRESSÃO" notice: no status command in printer-dialects.md §7 (DLE EOT, GS r,
// GS F8 1, ENQ) says which job the printer finished, only its condition, so whether the first copy came out
// cannot be learnt from any of the eleven models; the cook can see it at a glance.
import path from 'node:path';
import { renderDocument } from '../../src-shared/printing/compile.js';
import type { ReceiptDocument } from '../../src-shared/printing/document.js';
import { encode } from '../../src-shared/printing/encode.js';
import { ZodError } from 'zod';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { diskMessages, isDiskFull } from '../../src-shared/i18n/disk.js';
import { printingMessages } from '../../src-shared/i18n/printing.js';
import type { PrinterConfig } from '../../src-shared/printing/printerConfig.js';
import { markAsPossibleDuplicate } from '../../src-shared/printing/possibleDuplicate.js';
import { canPrint, describeCondition, emptyCondition, type PrinterCondition } from '../../src-shared/printing/status.js';
import { buildTemplate, type TemplateName } from '../../src-shared/printing/templates/index.js';
import { DurableQueue, type JobKind, type QueuedJob } from './queue.js';
import { readStatus } from './status.js';
import { createTransport, TransportError, type Transport } from './transports/index.js';

export interface PrinterState {
  printerId: string;
  name: string;
  condition: PrinterCondition;
  /** The condition in words, for the screen. */
  words: string;
  queued: number;
  /** Why the last attempt failed, in Portuguese; null after a success. */
  lastError: string | null;
  updatedAt: string;
}

export interface PrintServiceOptions {
  terminalDir: string;
  printers: PrinterConfig[];
  onStatus?: (state: PrinterState) => void;
  /**
   * First retry delay and the cap of the exponential backoff. The cap is what a cook waits, at worst, between
   * the printer coming back and the first ticket (plus a connect timeout when it is off the network), so it
   * stays at a couple of seconds however long the printer was away.
   */
  retryMinMs?: number;
  retryMaxMs?: number;
}

class PrinterWorker {
  readonly queue: DurableQueue;
  readonly transport: Transport;
  state: PrinterState;
  private running = false;
  private stopped = false;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private statusTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  /** Said once per job, not on every retry while the printer is away. */
  private warnedReprint: string | null = null;
  /** Serialises everything that talks to the printer: a job and a status request never interleave. */
  private lane: Promise<unknown> = Promise.resolve();
  private loop: Promise<void> | null = null;

  constructor(
    readonly printer: PrinterConfig,
    dir: string,
    private readonly opts: Required<Pick<PrintServiceOptions, 'retryMinMs' | 'retryMaxMs'>> & Pick<PrintServiceOptions, 'onStatus'>,
  ) {
    this.queue = new DurableQueue(path.join(dir, safeName(printer.id)));
    this.transport = createTransport(printer.connection);
    this.state = {
      printerId: printer.id,
      name: printer.name,
      condition: emptyCondition(),
      words: describeCondition(emptyCondition()),
      queued: 0,
      lastError: null,
      updatedAt: new Date().toISOString(),
    };
  }

  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lane.then(fn, fn);
    this.lane = run.catch(() => undefined);
    return run;
  }

  async start(): Promise<void> {
    await this.queue.load();
    this.state.queued = this.queue.size;
    // Learn the condition before the first job, so a printer known to be out of paper keeps its jobs.
    // Bounded: a printer that does not answer must not hold up the others' tickets at startup.
    if (this.printer.statusIntervalMs > 0 && this.transport.query) {
      await Promise.race([this.pollStatus(), new Promise((r) => setTimeout(r, 1000))]);
      this.scheduleStatus(this.printer.statusIntervalMs);
    }
    this.loop = this.run();
  }

  private scheduleStatus(delay: number): void {
    if (this.stopped) return;
    this.statusTimer = setTimeout(() => {
      void this.pollStatus().finally(() => this.scheduleStatus(this.printer.statusIntervalMs));
    }, delay);
  }

  async pollStatus(): Promise<PrinterState> {
    try {
      const reading = await this.exclusive(() => readStatus(this.printer, this.transport));
      // A silent printer keeps its last known condition unless we know it is unreachable.
      if (reading.condition.online !== null) this.update(reading.condition, null);
      if (canPrint(reading.condition)) this.poke();
    } catch (err) {
      this.update({ ...emptyCondition(), online: false }, errorText(err));
    }
    return this.state;
  }

  private update(condition: PrinterCondition, lastError: string | null): void {
    const words = describeCondition(condition);
    const changed = words !== this.state.words || this.state.queued !== this.queue.size || lastError !== this.state.lastError;
    this.state = { ...this.state, condition, words, queued: this.queue.size, lastError, updatedAt: new Date().toISOString() };
    if (changed) this.opts.onStatus?.(this.state);
  }

  /** Wakes the worker now (a new job, or the printer came back). */
  poke(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
      if (ms !== null) this.timer = setTimeout(() => this.poke(), ms);
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    while (!this.stopped) {
      const job = await this.queue.peek();
      if (!job) {
        this.update(this.state.condition, this.state.lastError);
        await this.sleep(null);
        continue;
      }
      // Known out of paper / cover open: do not waste the job's bytes into a printer that will drop them.
      const c = this.state.condition;
      if (c.paperOut || c.coverOpen || c.error) {
        await this.sleep(this.backoff());
        if (!this.stopped) await this.pollStatus();
        continue;
      }
      try {
        await this.exclusive(() => this.transport.write(this.bytesFor(job), () => this.markSending(job)));
      } catch (err) {
        const unreachable = !(err instanceof TransportError) || err.unreachable;
        this.update(unreachable ? { ...emptyCondition(), online: false } : this.state.condition, errorText(err));
        await this.sleep(this.backoff());
        continue;
      }
      this.failures = 0;
      // The bytes are out: from here on the job must never be sent again, so recording it keeps retrying.
      for (let attempt = 0; ; attempt++) {
        try {
          await this.queue.markDone(job.id);
          break;
        } catch (err) {
          console.error(`printing: could not record job ${job.id} as printed`, err);
          await new Promise((r) => setTimeout(r, Math.min(5000, 100 * 2 ** attempt)));
        }
      }
      this.update(c.online === false ? { ...c, online: true } : c, null);
    }
    this.running = false;
  }

  private bytesFor(job: QueuedJob): Uint8Array {
    // A drawer kick goes again as it is: it puts nothing on paper, and an open drawer stays open.
    if (!job.interrupted || job.kind !== 'ticket') return job.bytes;
    if (this.warnedReprint !== job.id) console.warn(`printing: ${job.label} (${job.id}) may already be on paper; printing it again marked as a possible duplicate`);
    this.warnedReprint = job.id;
    const p = this.printer;
    return markAsPossibleDuplicate(job.bytes, { model: p.model, size: p.size, variant: p.variant, codePage: p.codePage });
  }

  private async markSending(job: QueuedJob): Promise<void> {
    try {
      await this.queue.markSending(job.id);
    } catch (err) {
      // Sending without the record would let a crash reprint the job unmarked: better not to send yet.
      throw new TransportError(printingMessages.errors.queueWriteFailed(errorText(err)), false);
    }
  }

  private backoff(): number {
    const ms = Math.min(this.opts.retryMaxMs, this.opts.retryMinMs * 2 ** this.failures);
    this.failures = Math.min(this.failures + 1, 20);
    return ms;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.statusTimer) clearTimeout(this.statusTimer);
    this.poke();
    await this.loop;
    await this.lane.catch(() => undefined);
    await this.transport.close();
  }

  get isRunning(): boolean {
    return this.running;
  }
}

function safeName(id: string): string {
  return id.replace(/[^\w.-]/g, '_');
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class PrintService {
  private readonly workers = new Map<string, PrinterWorker>();
  private readonly dir: string;

  constructor(private readonly opts: PrintServiceOptions) {
    this.dir = path.join(opts.terminalDir, 'print-queue');
  }

  async start(): Promise<void> {
    await Promise.all(this.opts.printers.map((p) => this.addPrinter(p)));
  }

  async addPrinter(printer: PrinterConfig): Promise<void> {
    await this.workers.get(printer.id)?.stop();
    const worker = new PrinterWorker(printer, this.dir, {
      retryMinMs: this.opts.retryMinMs ?? 250,
      retryMaxMs: this.opts.retryMaxMs ?? 2000,
      onStatus: this.opts.onStatus,
    });
    this.workers.set(printer.id, worker);
    await worker.start();
  }

  async removePrinter(id: string): Promise<void> {
    await this.workers.get(id)?.stop();
    this.workers.delete(id);
  }

  printers(): PrinterConfig[] {
    return [...this.workers.values()].map((w) => w.printer);
  }

  private worker(id: string): PrinterWorker {
    const w = this.workers.get(id);
    if (!w) throw new Error(printingMessages.errors.printerNotFound(id));
    return w;
  }

  /** Queues raw bytes; the same jobId twice prints once. */
  async enqueueBytes(printerId: string, bytes: Uint8Array, label: string, jobId?: string, kind: JobKind = 'ticket'): Promise<{ jobId: string; added: boolean }> {
    const w = this.worker(printerId);
    const { id, added } = await w.queue.enqueue({ id: jobId, label, bytes, kind }).catch((err: unknown) => {
      // Not in the queue, so it will not print: the screen says why in words.
      throw isDiskFull(err) ? new BridgeError({ code: 'disk_full', message: diskMessages.printFull }) : err;
    });
    w.state = { ...w.state, queued: w.queue.size };
    w.poke();
    return { jobId: id, added };
  }

  async printDocument(printerId: string, document: ReceiptDocument, label: string, jobId?: string): Promise<{ jobId: string; added: boolean }> {
    const p = this.worker(printerId).printer;
    const bytes = renderDocument(document, { model: p.model, size: p.size, variant: p.variant, codePage: p.codePage });
    return this.enqueueBytes(printerId, bytes, label, jobId);
  }

  async printTemplate(printerId: string, template: TemplateName, data: unknown, jobId?: string): Promise<{ jobId: string; added: boolean }> {
    let document: ReceiptDocument;
    try {
      document = buildTemplate(template, data);
    } catch (err) {
      // The template's schema refused the data (a screen's bug, or a caller's): said in Portuguese, with its fields.
      if (!(err instanceof ZodError)) throw err;
      const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new BridgeError({ code: 'invalid_request', message: printingMessages.errors.templateData(template), issues });
    }
    return this.printDocument(printerId, document, template, jobId);
  }

  /** The drawer kick goes through the queue too, so it never cuts into a ticket being printed. */
  async openDrawer(printerId: string, pin: 2 | 5 = 2, jobId?: string): Promise<{ jobId: string; added: boolean }> {
    const p = this.worker(printerId).printer;
    const bytes = encode(p.model, [{ op: 'drawer', pin }], { variant: p.variant });
    return this.enqueueBytes(printerId, bytes, 'gaveta', jobId, 'drawer');
  }

  state(printerId: string): PrinterState {
    const w = this.worker(printerId);
    return { ...w.state, queued: w.queue.size };
  }

  states(): PrinterState[] {
    return [...this.workers.keys()].map((id) => this.state(id));
  }

  async refreshStatus(printerId: string): Promise<PrinterState> {
    return this.worker(printerId).pollStatus();
  }

  /** Resolves when every queue is empty, or false after `timeoutMs`. */
  async drained(timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if ([...this.workers.values()].every((w) => w.queue.size === 0)) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.workers.values()].map((w) => w.stop()));
    this.workers.clear();
  }
}
