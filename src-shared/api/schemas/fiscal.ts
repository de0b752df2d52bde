// Request schemas of the fiscal module (001 §3 Fiscal, §7.8).
import { z } from 'zod';
import { NFCE_STATUSES } from '../../fiscal/tracking.js';
import { fiscalBackOfficeMessages as m } from '../../i18n/fiscalBackOffice.js';
import { nfeMessages } from '../../i18n/nfe.js';
import { file, id } from './common.js';

const digits = (n: number, message: string) => z.string().trim().regex(new RegExp(`^[0-9]{${n}}$`), message);
const accessKey = digits(44, m.fields.key);
/** SEFAZ's xJust: 15 to 255 characters (NF-e MOC, cancel event). */
const sefazJustification = z.string().trim().min(15, m.fields.justification).max(255, m.fields.justification);

/** NCM and CEST codes of the business (001 §7.8 "/cests and /ncm"). */
export const ncmCreate = z.object({ id: z.uuid().optional(), code: digits(8, m.fields.ncm), description: z.string().trim().min(1).max(300) });
export const ncmUpdate = ncmCreate.omit({ id: true }).partial();
export const cestCreate = z.object({ id: z.uuid().optional(), code: digits(7, m.fields.cest), description: z.string().trim().min(1).max(300), ncmCode: digits(8, m.fields.ncm).nullish() });
export const cestUpdate = cestCreate.omit({ id: true }).partial();

// A product's fiscal configuration is productKinds.ts's (one live per product; the product row carries it).

/**
 * "POST generate {groupPaymentId}": the NFC-e of a payment group. The terminal holds the certificate and emits it
 * (online or in contingency); this call hands the server the note it generated, signed, with SEFAZ's answer so far,
 * so the accountant's exports have every note. Sent again when its status moves (authorised later, rejected).
 */
export const nfceGenerate = z.object({
  groupPaymentId: id,
  /** the terminal's record id (UUIDv7 born with the document) */
  id: z.uuid(),
  key: accessKey,
  xml: z.string().min(100).max(2_000_000),
  tpEmis: z.union([z.literal(1), z.literal(9)]),
  status: z.enum(NFCE_STATUSES),
  cStat: z.int().nullish(),
  reason: z.string().max(500).nullish(),
  protocol: z.string().max(30).nullish(),
  authorizedAt: z.iso.datetime({ offset: true }).nullish(),
  /** SEFAZ's <protNFe>, to write the nfeProc the accountant receives */
  protNfe: z.string().max(20_000).nullish(),
});
/** "POST cancel {groupPaymentId, justification}"; the reason travels as justification (001 §9). The terminal signs
 * the cancel event; it tells the server the event's protocol once SEFAZ registered it. */
export const nfceCancel = z.object({
  groupPaymentId: id,
  justification: sefazJustification,
  key: accessKey.optional(),
  protocol: z.string().max(30).nullish(),
});
/** "The month filter is the only date filter sent to the exports." (001 §7.8). */
export const nfceExport = z.object({ dateFilters: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.fields.month) }) });
/**
 * "POST generate": the NF-e (model 55) of an order with an identified recipient. The terminal holds the certificate:
 * it builds the note, signs it and checks it against the official schema (src-main/fiscal/emitNfe.ts); the server
 * checks it again, transmits it to SEFAZ and keeps the authorised nfeProc.
 */
export const nfeGenerate = z.object({
  /** the record's id (UUIDv7 born with the document on the terminal) */
  id: z.uuid(),
  /** the order or payment group the note covers */
  groupPaymentId: id.optional(),
  xml: z.string().min(100, nfeMessages.server.notNfe).max(2_000_000, nfeMessages.server.notNfe),
});
/** The signed event (110111 or 110110) the terminal made for the call. */
const signedEvent = z.string().min(100, nfeMessages.server.eventNotOfNote).max(100_000, nfeMessages.server.eventNotOfNote);
/** "POST {id}/cancel {justification}", with the cancellation event the terminal signed. */
export const nfeCancel = z.object({ justification: sefazJustification, xml: signedEvent });
export const nfeImport = z.looseObject({ file });
/** process / process-financial: the imported NF-e (payload not shown; its id as revert-process sends it). */
export const nfeProcess = z.object({ id: z.uuid() });
export const nfeRevertProcess = z.looseObject({ id });
/** "POST {id}/correction-letter {description}". */
export const nfeCorrectionLetter = z.object({
  /** xCorrecao: 15 to 1000 characters (CC-e layout) */
  description: z.string().trim().min(15, nfeMessages.errors.correctionLength).max(1000, nfeMessages.errors.correctionLength),
  /** the CC-e event (110110) the terminal signed */
  xml: signedEvent,
});
