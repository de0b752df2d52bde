// The contingency numbering of one terminal: series reserved for this terminal (configurable), the next number
// written durably (fsync) BEFORE it is handed out, so a crash at any later point never gives it out again.
// A number taken but never used (crash before its XML was saved) stays a gap, listed for inutilização.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeDurable } from './durable.js';

interface CounterFile {
  cnpj: string;
  serie: number;
  /** The next number to hand out. */
  next: number;
  /** Who took the last one, for the audit of gaps. */
  last: { nNF: number; groupPaymentId: string; at: string } | null;
}

export interface Reservation {
  serie: number;
  nNF: number;
}

export class ContingencyNumbering {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dir: string) {}

  private file(cnpj: string, serie: number): string {
    return path.join(this.dir, `${cnpj}-serie-${serie}.json`);
  }

  private async read(cnpj: string, serie: number, firstNumber: number): Promise<CounterFile> {
    try {
      return JSON.parse(await readFile(this.file(cnpj, serie), 'utf8')) as CounterFile;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      return { cnpj, serie, next: firstNumber, last: null };
    }
  }

  /** The next number of (cnpj, serie), already durable when the promise resolves. Calls are serialized. */
  reserve(cnpj: string, serie: number, groupPaymentId: string, firstNumber = 1): Promise<Reservation> {
    const run = async (): Promise<Reservation> => {
      const counter = await this.read(cnpj, serie, firstNumber);
      const nNF = counter.next;
      if (nNF > 999_999_999) throw new Error(`série ${serie} esgotada`);
      const updated: CounterFile = { ...counter, next: nNF + 1, last: { nNF, groupPaymentId, at: new Date().toISOString() } };
      await writeDurable(this.file(cnpj, serie), JSON.stringify(updated));
      return { serie, nNF };
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** The series' counter as the numbering check reads it: the next number and when the last one was taken. */
  async counter(cnpj: string, serie: number, firstNumber = 1): Promise<{ next: number; lastTakenAt: string | null }> {
    const c = await this.read(cnpj, serie, firstNumber);
    return { next: c.next, lastTakenAt: c.last?.at ?? null };
  }

  /** The next number that would be handed out (for screens and tests). */
  async peek(cnpj: string, serie: number, firstNumber = 1): Promise<number> {
    return (await this.read(cnpj, serie, firstNumber)).next;
  }
}
