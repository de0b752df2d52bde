// NFC-e online and in offline contingency: configuration, certificate, emission, tracking, transmission, cancel, export.
import { z } from 'zod';
import { command } from '../define.js';
import { NfceRecord } from '../../fiscal/tracking.js';
import { FiscalSale, FiscalTerminalConfig } from '../../fiscal/types.js';
import { FISCAL_MODELS, VoidingRecord } from '../../fiscal/voiding.js';
import { DanfeNfceData } from '../../printing/templates/schemas.js';
import { fiscalActionMessages } from '../../i18n/fiscalActions.js';

const Empty = z.object({}).strict();
const { justificationLength } = fiscalActionMessages.errors;

/** Numbers of a series taken and never used at SEFAZ, to void (src-shared/fiscal/voiding.ts). */
export const NumberRange = z.object({ model: z.enum(FISCAL_MODELS).default('65'), serie: z.number().int(), from: z.number().int(), to: z.number().int(), year: z.string() });

export const DanfeCopyData = z.object({
  contingency: z.tuple([z.string(), z.string()]).nullable(),
  identification: z.string(),
  copyLabel: z.string().nullable(),
  accessKey: z.string(),
  consultUrl: z.string(),
  qrCode: z.string(),
  consumer: z.string(),
  toPay: z.string(),
  protocol: z.string().nullable(),
});

export const FiscalStatus = z.object({
  configured: z.boolean(),
  serie: z.number().int().nullable(),
  nextNumber: z.number().int().nullable(),
  certificate: z.object({ commonName: z.string(), cnpj: z.string().nullable(), notAfter: z.string() }).nullable(),
  pending: z.number().int(),
  /** Pending contingency NFC-e close to / past the 24 h window. */
  warning: z.number().int(),
  overdue: z.number().int(),
  nextDeadline: z.string().nullable(),
  /** The state's transmission window of that note ("de 24 h"; deadlines.ts). */
  nextRule: z.string().nullable().default(null),
  /** What the cashier is told, in Portuguese; null when nothing is at risk. */
  alert: z.string().nullable(),
  /** Skipped numbers not voided yet (the daily numbering check), and whether they are voided on their own. */
  gaps: z.array(NumberRange).default([]),
  automaticVoiding: z.boolean().default(true),
  /**
   * Where online emission goes: the state's authorizer (its own SEFAZ, SVRS…) in the business's environment and its
   * authorization address, or the configured override; null when every NFC-e is emitted in contingency.
   */
  sefaz: z
    .object({ uf: z.string(), authorizer: z.string(), environment: z.enum(['production', 'homologation']), url: z.string(), override: z.boolean() })
    .nullable()
    .default(null),
  /** The guardian asked SEFAZ and it is out (108/109 with its code, or no answer): why the notes wait; else null. */
  sefazOut: z.string().nullable().default(null),
  /** The ICP-Brasil chain installed on this terminal for SEFAZ's servers (each certificate's name); empty: none. */
  sefazCa: z.array(z.string()).default([]),
});
export type FiscalStatus = z.infer<typeof FiscalStatus>;

const Emitted = z.object({ record: NfceRecord, danfe: z.array(DanfeCopyData), existing: z.boolean() });

export const fiscalCommands = {
  'fiscal.status': command(Empty, FiscalStatus),
  'fiscal.configure': command(FiscalTerminalConfig, FiscalStatus),
  /** The business's A1 certificate: the .pfx in base64 and its password; kept sealed on this terminal. */
  'fiscal.installCertificate': command(z.object({ pfxBase64: z.string().min(10), password: z.string() }), FiscalStatus),
  /** The ICP-Brasil chain SEFAZ's servers are trusted by (PEM or DER, in base64), picked on the setup screen. */
  'fiscal.installSefazCa': command(z.object({ fileBase64: z.string().min(4).max(2_000_000) }), FiscalStatus),
  /** The sale's NFC-e: online (tpEmis 1) when SEFAZ answers in time, else in contingency on its own. */
  'fiscal.emit': command(z.object({ sale: FiscalSale }), Emitted),
  'fiscal.emitContingency': command(z.object({ sale: FiscalSale, reason: z.string().optional(), since: z.string().datetime({ offset: true }).optional() }), Emitted),
  'fiscal.reprint': command(z.object({ key: z.string().length(44) }), Emitted),
  /** A sale's DANFE copies as a reprint prints them, printing nothing (shown before a reprint); null: no document. */
  'fiscal.danfe': command(z.object({ groupPaymentId: z.string().min(1) }), z.object({ record: NfceRecord, copies: z.array(DanfeNfceData) }).nullable()),
  'fiscal.list': command(z.object({ month: z.string().regex(/^[0-9]{4}-[0-9]{2}$/).optional() }), z.array(NfceRecord)),
  'fiscal.transmitPending': command(Empty, z.array(NfceRecord)),
  'fiscal.cancel': command(
    z.object({
      key: z.string().regex(/^[0-9]{44}$/),
      justification: z.string().trim().min(15, justificationLength).max(255, justificationLength),
      substituteKey: z.string().regex(/^[0-9]{44}$/).optional(),
    }),
    NfceRecord,
  ),
  /** Voids (inutilização) numbers of a series of a model that were taken and never used at SEFAZ; answers once SEFAZ did or 10 s. */
  'fiscal.voidNumbers': command(
    z.object({
      /** 65 (NFC-e, the default) or 55 (NF-e): each model numbers its series apart. */
      model: z.enum(FISCAL_MODELS).default('65'),
      serie: z.number().int().min(0).max(999),
      from: z.number().int().min(1),
      to: z.number().int().min(1),
      justification: z.string().min(15).max(255),
    }),
    VoidingRecord,
  ),
  /** The daily numbering check, now: the skipped numbers, voided when automatic voiding is on. */
  'fiscal.checkNumbering': command(Empty, z.object({ gaps: z.array(NumberRange), voidings: z.array(VoidingRecord) })),
  'fiscal.voidings': command(Empty, z.array(VoidingRecord)),
  /** The month's XMLs as a zip for the accountant (nfceExportXml's counterpart on the terminal). */
  'fiscal.exportXml': command(
    z.object({ month: z.string().regex(/^[0-9]{4}-[0-9]{2}$/).optional() }),
    z.object({ fileName: z.string(), zipBase64: z.string(), files: z.array(z.string()) }),
  ),
};

export const fiscalEvents = {
  'fiscal.changed': FiscalStatus,
};
