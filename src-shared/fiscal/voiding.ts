// Inutilização (NFeInutilizacao4, inutNFe 4.00, leiauteInutNFe_v4.00.xsd): voiding a range of NFC-e (model 65) or
// NF-e (model 55) numbers that were taken but never reached SEFAZ (an online note whose request never arrived, a
// note SEFAZ rejected and the sale emitted again under the next number, a number lost in a crash between taking it
// and saving the note). The law wants every number of a series of a model either used or voided (Ajuste SINIEF
// 19/16, cl. 11ª §2º, nfce-contingency.md §2.2); a number used in contingency is never voided. One rule for both
// models: each model numbers its series apart, so every range names its model. Pure: the terminal signs and sends,
// the server records.
import { z } from 'zod';
import { isoInZone } from './format.js';
import { justification } from './nfceXml.js';
import { OutboxRef, type NfceRecord, type RestWrite } from './tracking.js';
import { group, NFE_NS, tag } from './xmlText.js';

/** 55: NF-e, 65: NFC-e (mod of the note and of inutNFe). */
export const FISCAL_MODELS = ['55', '65'] as const;
export type FiscalModel = (typeof FISCAL_MODELS)[number];

export interface VoidingInput {
  tpAmb: '1' | '2';
  /** 65 (NFC-e) unless said. */
  model?: FiscalModel;
  /** IBGE code of the emitter's state. */
  cUF: string;
  /** Two digits: the year the numbers belong to. */
  year: string;
  cnpj: string;
  serie: number;
  from: number;
  to: number;
  reason: string;
}

export interface BuiltVoiding {
  /** ID + cUF + ano + CNPJ + mod + serie (3) + nNFIni (9) + nNFFin (9): 41 digits after "ID". */
  id: string;
  xml: string;
}

export const MAX_NUMBER = 999_999_999;

/** The unsigned <inutNFe>; signing appends <Signature> after infInut. */
export function buildVoiding(input: VoidingInput): BuiltVoiding {
  const { from, to, serie } = input;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from || to > MAX_NUMBER) throw new Error('faixa de numeração inválida');
  if (!Number.isInteger(serie) || serie < 0 || serie > 999) throw new Error('série inválida');
  if (!/^[0-9]{2}$/.test(input.year) || !/^[0-9]{2}$/.test(input.cUF)) throw new Error('ano ou UF inválidos');
  const model = input.model ?? '65';
  if (!FISCAL_MODELS.includes(model)) throw new Error('modelo inválido');
  const id = `ID${input.cUF}${input.year}${input.cnpj}${model}${String(serie).padStart(3, '0')}${String(from).padStart(9, '0')}${String(to).padStart(9, '0')}`;
  const inf =
    tag('tpAmb', input.tpAmb) +
    tag('xServ', 'INUTILIZAR') +
    tag('cUF', input.cUF) +
    tag('ano', input.year) +
    tag('CNPJ', input.cnpj) +
    tag('mod', model) +
    tag('serie', serie) +
    tag('nNFIni', from) +
    tag('nNFFin', to) +
    tag('xJust', justification(input.reason));
  return { id, xml: `<inutNFe xmlns="${NFE_NS}" versao="4.00">${group('infInut', inf, ` Id="${id}"`)}</inutNFe>` };
}

/** The two-digit year of an instant in the business's time zone (ano of inutNFe). */
export function yearOf(at: Date, timeZone: string): string {
  return isoInZone(at, timeZone).slice(2, 4);
}

/** SEFAZ's answer to a voiding request, as the server relays it. */
export const VoidingAnswer = z.object({
  cStat: z.number().int(),
  xMotivo: z.string(),
  nProt: z.string().nullable(),
  dhRecbto: z.string().nullable(),
  /** The <retInutNFe> as received, kept to write procInutNFe for the accountant. */
  retInutNFe: z.string().nullable(),
});
export type VoidingAnswer = z.infer<typeof VoidingAnswer>;

/**
 * Whether SEFAZ's answer means the range is voided: 102 (Inutilização de número homologado), or 563 (the same
 * range was asked before: the answer of an earlier request was lost on the way).
 */
export const rangeVoided = (cStat: number) => cStat === 102 || cStat === 563;

export const VOIDING_STATUSES = ['pendente', 'homologada', 'rejeitada'] as const;

/** One voiding request as the terminal tracks it. */
export const VoidingRecord = z.object({
  /** UUIDv7 born with the request; its first Idempotency-Key. */
  id: z.string(),
  /** The inutNFe's Id (ID + 41 digits). */
  inutId: z.string(),
  /** Records from before NF-e voiding are all NFC-e. */
  model: z.enum(FISCAL_MODELS).default('65'),
  businessId: z.string().nullable(),
  cnpj: z.string(),
  serie: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  year: z.string(),
  reason: z.string(),
  at: z.string(),
  status: z.enum(VOIDING_STATUSES),
  cStat: z.number().int().nullable(),
  xMotivo: z.string().nullable(),
  nProt: z.string().nullable(),
  lastError: z.string().nullable(),
  outbox: OutboxRef.nullable(),
});
export type VoidingRecord = z.infer<typeof VoidingRecord>;

/**
 * The REST write that carries a signed inutNFe to the server through the outbox; the server forwards it to SEFAZ
 * and records the voided range. The spec has no call for it (its Fiscal area has no inutilização), so the path is
 * ours, beside the contingency one: POST /businesses/{businessId}/fiscal/nfce/voidings {xml}.
 */
export function voidingWrite(businessId: string, ref: OutboxRef, xml: string): RestWrite {
  return { method: 'POST', path: `/businesses/${businessId}/fiscal/nfce/voidings`, body: { xml }, idempotencyKey: ref.idempotencyKey };
}

export interface NumberRange {
  model: FiscalModel;
  serie: number;
  from: number;
  to: number;
  /** Two digits (ano of inutNFe): a range never spans two years. */
  year: string;
}

/** What the terminal knows of one series' numbering. */
export interface SeriesCounter {
  /** 65 (NFC-e) unless said. */
  model?: FiscalModel;
  serie: number;
  /** The first number this terminal hands out in the series. */
  firstNumber: number;
  /** The next number it would hand out. */
  next: number;
  /** When the last number was taken (an emission may still be saving it). */
  lastTakenAt: string | null;
}

/** A number taken without a saved note is only a gap once this long has passed (the emission may be saving it). */
export const IN_FLIGHT_MS = 10 * 60_000;

/** Whether a note's number never counted at SEFAZ: never received, or rejected and the sale emitted again. */
export function unusedNumber(r: Pick<NfceRecord, 'status' | 'tpEmis'>): boolean {
  return r.status === 'inutilizar' || (r.status === 'rejeitada' && r.tpEmis === 1);
}

/**
 * The numbers of a series of a model that were taken and never used, as ranges to void: from the first number up to
 * the last taken, every number without a note (lost in a crash) or whose note never counted at SEFAZ, minus the
 * numbers of that model already voided or being voided. `records` are the notes of that model. Ranges are split by
 * year (the year of the note before them).
 */
export function numberingGaps(
  counter: SeriesCounter,
  records: readonly Pick<NfceRecord, 'serie' | 'nNF' | 'status' | 'tpEmis' | 'emittedAt'>[],
  voidings: readonly (Pick<VoidingRecord, 'serie' | 'from' | 'to' | 'status'> & { model?: FiscalModel })[],
  now: Date,
  timeZone: string,
): NumberRange[] {
  const own = records.filter((r) => r.serie === counter.serie);
  const byNumber = new Map<number, (typeof own)[number][]>();
  for (const r of own) byNumber.set(r.nNF, [...(byNumber.get(r.nNF) ?? []), r]);
  const model = counter.model ?? '65';
  const covered = (n: number) =>
    voidings.some((v) => (v.model ?? '65') === model && v.serie === counter.serie && v.status !== 'rejeitada' && n >= v.from && n <= v.to);
  let highest = 0;
  let lowest: (typeof own)[number] | undefined;
  for (const r of own) {
    highest = Math.max(highest, r.nNF);
    if (!lowest || r.nNF < lowest.nNF) lowest = r;
  }
  const start = Math.min(counter.firstNumber, lowest?.nNF ?? counter.firstNumber);
  const lastSettled = counter.lastTakenAt === null || now.getTime() - Date.parse(counter.lastTakenAt) >= IN_FLIGHT_MS;
  const ranges: NumberRange[] = [];
  // A gap takes the year of the note numbered before it. The year is worked out only for the gaps: the status
  // asks for the gaps at every change, and a calendar conversion per note made that grow with the square of the
  // notes (1,000 contingency notes transmitted at 2.5 a second, bench/nfce-contingency.bench.ts).
  let before: string | null = lowest?.emittedAt ?? null;
  for (let n = start; n < counter.next; n++) {
    const notes = byNumber.get(n);
    if (notes?.length) before = notes[0]!.emittedAt;
    // A number counts once any of its notes counted (a contingency note is never voided).
    const gap = notes?.length ? notes.every(unusedNumber) : n < highest || lastSettled;
    if (!gap || covered(n)) continue;
    const year = yearOf(before ? new Date(before) : now, timeZone);
    const last = ranges[ranges.length - 1];
    if (last && last.to === n - 1 && last.year === year) last.to = n;
    else ranges.push({ model, serie: counter.serie, from: n, to: n, year });
  }
  return ranges;
}
