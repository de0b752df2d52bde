// Contingency NFC-e reach SEFAZ in lots: the terminals' outboxes send their notes a few at a time, each its own
// request with its own Idempotency-Key (routes.ts), and the notes that arrive while a lot is with SEFAZ wait to go
// together in the next one (up to 50, asynchronous: SefazClient.authorizeLot). Each request gets its own note's
// answer, so a rejection in a lot is that note's alone. A note whose lot was received by SEFAZ but whose answer was
// lost is looked up by its key before it is sent again: never a second copy of a number (539), never a duplicate.
import { statusForCStat, type NfceAuthorization } from '../../src-shared/fiscal/tracking.js';
import { SefazCertificateRefused, SefazUnavailable, type SefazClient } from './sefazClient.js';

/** SEFAZ's limit for one lot. */
export const LOT_MAX = 50;

interface Waiting {
  key: string;
  xml: string;
  resolve: (answer: NfceAuthorization) => void;
  reject: (err: unknown) => void;
}

export class ContingencyLots {
  private readonly waiting: Waiting[] = [];
  private running = false;
  /** Keys of notes SEFAZ may hold without our having heard its answer (this process's memory; SEFAZ's 204 covers the rest). */
  private readonly unheard = new Set<string>();
  /** The answer each note waiting or with SEFAZ will get. */
  private readonly pending = new Map<string, Promise<NfceAuthorization>>();

  constructor(
    private readonly sefaz: SefazClient,
    private readonly nextLot: () => string,
  ) {}

  /** SEFAZ's answer about this note (rejects with SefazUnavailable when it could not be had). */
  submit(key: string, xml: string): Promise<NfceAuthorization> {
    // A retry arriving while the note still waits or is with SEFAZ (the outbox gave up waiting): the same answer.
    const pending = this.pending.get(key);
    if (pending) return pending;
    const answer = new Promise<NfceAuthorization>((resolve, reject) => {
      this.waiting.push({ key, xml, resolve, reject });
      // On the next turn, so the requests that arrived together leave together.
      if (!this.running) setImmediate(() => void this.pump());
    });
    this.pending.set(key, answer);
    const done = () => void this.pending.delete(key);
    answer.then(done, done);
    return answer;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting.length > 0) await this.send(this.waiting.splice(0, LOT_MAX));
    } finally {
      this.running = false;
    }
  }

  private async send(lot: Waiting[]): Promise<void> {
    const go: Waiting[] = [];
    for (const w of lot) {
      if (!this.unheard.has(w.key)) {
        go.push(w);
        continue;
      }
      try {
        const found = await this.sefaz.consult(w.key);
        this.unheard.delete(w.key);
        if (found && statusForCStat(found.cStat) !== null) w.resolve(found);
        else go.push(w); // not at SEFAZ: sent now
      } catch (err) {
        w.reject(err instanceof SefazUnavailable || err instanceof SefazCertificateRefused ? err : new SefazUnavailable(String(err), true));
      }
    }
    if (go.length === 0) return;
    try {
      const answers = await this.sefaz.authorizeLot(go, this.nextLot());
      go.forEach((w, i) => w.resolve(answers[i]!));
    } catch (err) {
      for (const w of go) {
        if (err instanceof SefazUnavailable && err.received) this.unheard.add(w.key);
        w.reject(err);
      }
    }
  }
}
