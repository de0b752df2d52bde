// What the terminal tracks about each NFC-e it emitted, the SEFAZ answer codes that move it, and the legal
// transmission window of contingency documents (per state, deadlines.ts; nfce-contingency.md §2.4).
import { z } from 'zod';
import { ruleText, transmissionDeadline, ufOfKey, windowOf } from './deadlines.js';

/**
 * 'inutilizar': a number taken by an online NFC-e that SEFAZ never received; the gap is voided (inutilização,
 * voiding.ts). 'inutilizada': SEFAZ homologated the voiding of its number.
 */
export const NFCE_STATUSES = ['pendente', 'autorizada', 'rejeitada', 'denegada', 'cancelada', 'inutilizar', 'inutilizada'] as const;
export type NfceStatus = (typeof NFCE_STATUSES)[number];

/**
 * The outbox call that carries a fiscal write. The callId names the call in the outbox; the Idempotency-Key is what
 * the server remembers its answer by, so a call made again after a lost answer (new callId, same key) gets the
 * stored answer instead of reaching SEFAZ twice.
 */
export const OutboxRef = z.object({ callId: z.string(), idempotencyKey: z.string() });
export type OutboxRef = z.infer<typeof OutboxRef>;

export const NfceRecord = z.object({
  /** UUIDv7 born with the document; the transmission's Idempotency-Key. */
  id: z.string(),
  key: z.string(),
  businessId: z.string().nullable(),
  groupPaymentId: z.string(),
  cnpj: z.string(),
  serie: z.number().int(),
  nNF: z.number().int(),
  tpEmis: z.union([z.literal(1), z.literal(9)]),
  tpAmb: z.enum(['1', '2']),
  dhEmi: z.string(),
  /** UTC ISO instant of emission (deadline arithmetic). */
  emittedAt: z.string(),
  vNF: z.number().int(),
  status: z.enum(NFCE_STATUSES),
  cStat: z.number().int().nullable(),
  /** SEFAZ's xMotivo or our reason, as the cashier reads it. */
  reason: z.string().nullable(),
  nProt: z.string().nullable(),
  authorizedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Signed cancel events sent for this document; `cStat` null while the event waits in the outbox. */
  events: z.array(
    z.object({
      tpEvento: z.string(),
      id: z.string(),
      cStat: z.number().int().nullable(),
      nProt: z.string().nullable(),
      at: z.string(),
      /** The outbox call carrying the event and its Idempotency-Key. */
      outbox: OutboxRef.nullable().default(null),
      /** The justification (xJust), recorded on the server's note once SEFAZ registered the event. */
      reason: z.string().nullable().default(null),
    }),
  ),
  /** The outbox call carrying the document to the server now; null when none waits (not queued, or answered). */
  outbox: OutboxRef.nullable().default(null),
  /**
   * An online NFC-e (tpEmis 1) whose answer never came: the contingency NFC-e issued for the same sale instead.
   * It is looked up by its key once SEFAZ answers: authorized → cancelled by substitution; unknown → voided.
   */
  substitutedBy: z.string().nullable().default(null),
});
export type NfceRecord = z.infer<typeof NfceRecord>;

/** SEFAZ's answer to one document, as the server's NFC-e endpoint relays it. */
export const NfceAuthorization = z.object({
  key: z.string(),
  cStat: z.number().int(),
  xMotivo: z.string(),
  nProt: z.string().nullable(),
  dhRecbto: z.string().nullable(),
  /** The <protNFe> element, kept to build nfeProc for the accountant. */
  protNFe: z.string().nullable(),
});
export type NfceAuthorization = z.infer<typeof NfceAuthorization>;

/** The document status a SEFAZ cStat leads to; null when the document did not reach a decision (lot errors). */
export function statusForCStat(cStat: number): NfceStatus | null {
  if (cStat === 100 || cStat === 150) return 'autorizada';
  if (cStat === 110 || cStat === 301 || cStat === 302 || cStat === 303) return 'denegada';
  if (cStat === 101 || cStat === 151 || cStat === 135 || cStat === 155) return 'cancelada';
  // 108/109: service stopped; 103/104/105: lot states, not a decision about this document.
  if (cStat === 108 || cStat === 109 || (cStat >= 103 && cStat <= 106)) return null;
  return 'rejeitada';
}

export interface DeadlineReport {
  /** Pending contingency documents whose window ends within `warnWithinMs`. */
  warning: NfceRecord[];
  /** Pending contingency documents already past the window. */
  overdue: NfceRecord[];
  /** The earliest deadline among pending documents (UTC ISO), null when none. */
  nextDeadline: string | null;
  /** The state's window of that earliest one, as the guardian says it ("de 24 h"). */
  nextRule: string | null;
}

/** Each pending contingency document against its state's window (deadlines.ts), in the business's time zone. */
export function deadlineReport(records: readonly NfceRecord[], now: Date, warnWithinMs = 6 * 3600_000, timeZone = 'America/Sao_Paulo'): DeadlineReport {
  const warning: NfceRecord[] = [];
  const overdue: NfceRecord[] = [];
  let next: number | null = null;
  let nextRule: string | null = null;
  for (const r of records) {
    if (r.tpEmis !== 9 || (r.status !== 'pendente' && r.status !== 'rejeitada')) continue;
    const rule = windowOf(ufOfKey(r.key));
    const deadline = transmissionDeadline(rule, new Date(r.emittedAt), timeZone).getTime();
    if (next === null || deadline < next) {
      next = deadline;
      nextRule = ruleText(rule);
    }
    if (deadline <= now.getTime()) overdue.push(r);
    else if (deadline - now.getTime() <= warnWithinMs) warning.push(r);
  }
  return { warning, overdue, nextDeadline: next === null ? null : new Date(next).toISOString(), nextRule };
}

/**
 * The REST write that carries a contingency NFC-e to the server, queued in the outbox: the server's endpoint
 * forwards it to SEFAZ. The spec has no call to receive a terminal's XML, so the path is
 * ours, under the business prefix: POST /businesses/{businessId}/fiscal/nfce/contingency.
 */
export interface RestWrite {
  method: 'POST';
  path: string;
  body: unknown;
  idempotencyKey: string;
}

export function transmissionWrite(businessId: string, idempotencyKey: string, key: string, xml: string): RestWrite {
  return { method: 'POST', path: `/businesses/${businessId}/fiscal/nfce/contingency`, body: { key, xml }, idempotencyKey };
}

/** The REST write of a signed event (cancel, cancel by substitution): POST /businesses/{id}/fiscal/nfce/events. */
export function eventWrite(businessId: string, idempotencyKey: string, key: string, xml: string): RestWrite {
  return { method: 'POST', path: `/businesses/${businessId}/fiscal/nfce/events`, body: { key, xml }, idempotencyKey };
}
