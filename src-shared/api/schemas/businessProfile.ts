// Request schemas of a business's setup (000 §7 Business: address, fiscal config, hours) and of the first run on
// an empty database. The fiscal fields are the NFC-e's own rules (fiscal/types.ts): one source for what the
// terminal's NFC-e service takes and what the server keeps.
import { z } from 'zod';
import { isValidCnpj, isValidCpf } from '../../fiscal/documents.js';
import { BusinessFiscalConfig } from '../../fiscal/types.js';
import { UFS } from '../../fiscal/states.js';
import { setupMessages as m } from '../../i18n/businessSetup.js';

const onlyDigits = (s: string) => s.replace(/\D/g, '');
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** A CEP typed with or without its dash: kept as its 8 digits. */
export const cep = z.string().transform(onlyDigits).pipe(z.string().regex(/^\d{8}$/, m.cep));
/** 'HH:MM', 00:00 to 23:59. */
export const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.clock);

/** PUT /businesses/{businessId}/address: the whole address (the NFC-e's emitter address comes from it). */
export const businessAddress = z.object({
  cep,
  street: text(60),
  number: text(60),
  complement: optionalText(60),
  neighborhood: text(60),
  city: text(60),
  /** IBGE city code, given by the CEP lookup: the NFC-e needs it. */
  cityCode: z.string().regex(/^\d{7}$/, m.cityCode).nullish().transform((v) => v ?? null),
  state: z.enum(UFS as [string, ...string[]], { error: m.state }),
  phone: z.string().transform(onlyDigits).pipe(z.string().regex(/^\d{10,11}$/, m.phone)).nullish().transform((v) => v ?? null),
});

const f = BusinessFiscalConfig.shape;
const fiscalFields = {
  cnpj: z.string().transform((s) => s.toUpperCase().replace(/[^0-9A-Z]/g, '')).pipe(f.cnpj),
  ie: z.string().transform((s) => (s.trim().toUpperCase() === 'ISENTO' ? 'ISENTO' : onlyDigits(s))).pipe(f.ie),
  crt: f.crt,
  legalName: f.legalName,
  tradeName: f.tradeName.nullish().transform((v) => v ?? null),
  environment: f.environment,
  cscId: f.csc.shape.id,
  cscToken: f.csc.shape.token,
  /** The NFC-e series this business's terminals emit in (1–999). */
  series: z.int().min(1).max(999),
};

/**
 * The spec's `certificateFile`: the A1 (.pfx, base64) and its password, for the server, which transmits to SEFAZ
 * too (contingency notes, events, voidings, NF-e) over mutual TLS; kept sealed (src-server/fiscal/certificateVault.ts).
 * The terminal that signs installs its own copy (fiscal.installCertificate). Never answered by a read.
 */
const certificateFields = {
  certificateFile: z.base64().min(100).max(400_000).optional(),
  certificatePassword: z.string().max(200).optional(),
};

/** POST /businesses/{businessId}/fiscal-config (JSON). */
export const fiscalConfigCreate = z.object({ id: z.uuid().optional(), ...fiscalFields, ...certificateFields });
/** PUT /businesses/{businessId}/fiscal-config: the fields given change; the CSC token only when typed again. */
export const fiscalConfigUpdate = z.object({ ...fiscalFields, ...certificateFields }).partial();

export const businessHourCreate = z.object({ id: z.uuid().optional(), weekday: z.int().min(0).max(6), opensAt: clock, closesAt: clock });
export const businessHourUpdate = businessHourCreate.omit({ id: true }).partial();

/** A business's document: a CNPJ (numeric or alphanumeric) or, for a person's business, a CPF, check digits right. */
export const businessDocument = z
  .string()
  .transform((s) => s.toUpperCase().replace(/[^0-9A-Z]/g, ''))
  .refine((d) => (d.length === 11 ? isValidCpf(d) : isValidCnpj(d)), m.document);

/**
 * POST /setup/first-run (our addition, no spec call): on an empty database, the first business and its first manager.
 * `setupCode`: the code the server printed at start, needed unless the request comes from the server's own machine.
 */
export const firstRun = z.object({
  setupCode: z.string().trim().max(40).optional(),
  business: z.object({
    id: z.uuid().optional(),
    name: text(120),
    tradeName: optionalText(120),
    document: businessDocument,
    timeZone: z.string().max(60).optional(),
  }),
  manager: z.object({
    id: z.uuid().optional(),
    name: text(120),
    email: z.email().max(200),
    password: z.string().min(8, m.password).max(200),
  }),
});
export type FirstRun = z.input<typeof firstRun>;
