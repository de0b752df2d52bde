// The NF-e (model 55) a manager issues, cancels and corrects from the screens. The terminal holds the A1
// certificate, so main builds and signs the note or the event (src-main/fiscal/nfeBridge.ts) and sends it through
// the declared write (nfeGenerate, nfeCancel, nfeCorrectionLetter); the answer is the note as the server keeps it.
import { z } from 'zod';
import { command } from '../define.js';
import { FiscalSale } from '../../fiscal/types.js';
import { fiscalActionMessages } from '../../i18n/fiscalActions.js';

const e = fiscalActionMessages.errors;
const accessKey = z.string().regex(/^[0-9]{44}$/);

/** The identified recipient (dest): CPF or CNPJ, name, full address; IE when a contributor (indIEDest 1). */
export const NfeRecipientInput = z.object({
  cpf: z.string().regex(/^[0-9]{11}$/).optional(),
  cnpj: z.string().regex(/^[0-9A-Z]{12}[0-9]{2}$/).optional(),
  name: z.string().max(60),
  indIEDest: z.union([z.literal(1), z.literal(2), z.literal(9)]),
  ie: z.string().max(14).optional(),
  email: z.string().max(60).optional(),
  /** Checked in main with the rest of the recipient (recipientProblem), so the refusal names what is missing in Portuguese. */
  address: z.record(z.string(), z.string()),
});

/** The note as the list shows it after an action. */
export const IssuedNfe = z.object({
  id: z.string(),
  key: z.string(),
  number: z.number().int(),
  series: z.number().int(),
  status: z.string(),
  protocol: z.string().nullable(),
  authorizedAt: z.string().nullable(),
  corrections: z.number().int(),
});
export type IssuedNfe = z.infer<typeof IssuedNfe>;

/** 'done': the server answered with the note; 'pending': it stays in the outbox and the server answers later. */
const Outcome = z.object({ state: z.enum(['done', 'pending']), note: IssuedNfe.nullable(), message: z.string().nullable() });

export const nfeCommands = {
  'nfe.issue': command(
    z.object({
      sale: FiscalSale,
      recipient: NfeRecipientInput,
      /** The NF-e series; by default the one reserved for this terminal (model 55 numbers apart from the NFC-e's). */
      serie: z.number().int().min(0).max(889).optional(),
      modFrete: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(9)]).optional(),
    }),
    Outcome,
  ),
  'nfe.cancel': command(
    z.object({
      id: z.uuid(),
      key: accessKey,
      protocol: z.string().regex(/^[0-9]{15}$/, e.noProtocol),
      justification: z.string().trim().min(15, e.justificationLength).max(255, e.justificationLength),
    }),
    Outcome,
  ),
  'nfe.correct': command(
    z.object({
      id: z.uuid(),
      key: accessKey,
      /** nSeqEvento: the letters the note already has, plus one. */
      seq: z.number().int().min(1).max(20),
      text: z.string().trim().min(15, e.correctionLength).max(1000, e.correctionLength),
    }),
    Outcome,
  ),
};

export const nfeEvents = {};
