// The NF-e (model 55) numbers this terminal handed out and what became of each: the daily numbering check reads
// them as it reads the NFC-e's records (voiding.ts numberingGaps, one rule for both models). A number is written
// 'pendente' as it is taken, before the note is signed; 'autorizada' once the server kept the note SEFAZ
// authorised, 'rejeitada' when the server refused it (the number never counted at SEFAZ: to void), even when the
// refusal came after the screen stopped waiting (`callId` names the outbox call that carries the note), or what
// SEFAZ says of its key when the call finished while nothing listened. A number with no record was lost between
// taking it and writing it down: a gap too.
import path from 'node:path';
import { z } from 'zod';
import { readRecords, writeDurable } from './durable.js';

export const NfeNumber = z.object({
  serie: z.number().int(),
  nNF: z.number().int(),
  status: z.enum(['pendente', 'autorizada', 'rejeitada']),
  /** An NF-e is always sent online (tpEmis 1): a refused one is a number to void. */
  tpEmis: z.literal(1),
  emittedAt: z.string(),
  /** The outbox call (nfeGenerate) that carries the note, once queued: its late answer settles the number. */
  callId: z.string().optional(),
  /**
   * The signed note's access key: when its call finished while nothing listened (the outbox no longer has it and the
   * number stayed 'pendente'), the daily check asks SEFAZ about it by key.
   */
  key: z.string().regex(/^[0-9]{44}$/).optional(),
});
export type NfeNumber = z.infer<typeof NfeNumber>;

export class NfeNumberLog {
  private readonly records = new Map<string, NfeNumber>();
  private loaded = false;

  constructor(private readonly dir: string) {}

  async load(): Promise<void> {
    if (this.loaded) return;
    for (const r of await readRecords(this.dir, () => true, (v) => NfeNumber.parse(v))) this.records.set(`${r.serie}-${r.nNF}`, r);
    this.loaded = true;
  }

  list(): NfeNumber[] {
    return [...this.records.values()];
  }

  byCall(callId: string): NfeNumber | undefined {
    return this.list().find((r) => r.callId === callId);
  }

  async put(record: NfeNumber): Promise<void> {
    const name = `${record.serie}-${record.nNF}`;
    await writeDurable(path.join(this.dir, `${name}.json`), JSON.stringify(record));
    this.records.set(name, record);
  }
}
