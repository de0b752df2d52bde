// The fiscal writes (001 §7.8), declared once (see define.ts): NCM and CEST codes, product fiscal configurations,
// the NFC-e a terminal emitted (handed to the server through the outbox) and its cancellation, and the supplier
// NF-e import with its processing. None is pictured in the terminal's mirror: these are back-office records the
// manager and the accountant read through GraphQL and the exports.
import { fiscalCalls as calls } from '../api/areas/fiscal.js';
import * as s from '../api/schemas/fiscal.js';
import { emptyBody } from '../api/schemas/services.js';
import { declareWrite } from './define.js';

const notMirrored = 'fiscal records are not in the terminal mirror (read through GraphQL and the exports)';
const byId = ({ params }: { params: Record<string, string> }) => (params.id ? [params.id] : []);
const created = ({ body }: { body: { id?: string | undefined } }) => (body.id ? [body.id] : []);

export const ncmCreate = declareWrite('ncmCreate', calls.ncmCreate, { schema: s.ncmCreate, label: ({ body }) => `NCM ${body.code}`, entityIds: created, effect: null, noEffect: notMirrored });
export const ncmUpdate = declareWrite('ncmUpdate', calls.ncmUpdate, { schema: s.ncmUpdate, label: () => 'NCM', entityIds: byId, effect: null, noEffect: notMirrored });
export const ncmDelete = declareWrite('ncmDelete', calls.ncmDelete, { schema: emptyBody, label: () => 'NCM', entityIds: byId, effect: null, noEffect: notMirrored });
export const cestsCreate = declareWrite('cestsCreate', calls.cestsCreate, { schema: s.cestCreate, label: ({ body }) => `CEST ${body.code}`, entityIds: created, effect: null, noEffect: notMirrored });
export const cestsUpdate = declareWrite('cestsUpdate', calls.cestsUpdate, { schema: s.cestUpdate, label: () => 'CEST', entityIds: byId, effect: null, noEffect: notMirrored });
export const cestsDelete = declareWrite('cestsDelete', calls.cestsDelete, { schema: emptyBody, label: () => 'CEST', entityIds: byId, effect: null, noEffect: notMirrored });

/** The note a terminal emitted: keyed by its record id, so each status it reaches follows the one before. */
export const nfceGenerate = declareWrite('nfceGenerate', calls.nfceGenerate, {
  schema: s.nfceGenerate,
  label: ({ body }) => `NFC-e ${body.key.slice(25, 34).replace(/^0+/, '')} (${body.status})`,
  // Its own chain: the hand-overs of one note replay in order, apart from the note's transmission to SEFAZ (which
  // shares the record id), so a refused hand-over never holds a transmission back.
  entityIds: ({ body }) => [`nfce:${body.key}`],
  effect: null,
  noEffect: notMirrored,
});
export const nfceCancel = declareWrite('nfceCancel', calls.nfceCancel, {
  schema: s.nfceCancel,
  label: () => 'Cancelamento de NFC-e',
  entityIds: ({ body }) => [body.groupPaymentId],
  effect: null,
  noEffect: notMirrored,
});

export const nfeImport = declareWrite('nfeImport', calls.nfeImport, { schema: s.nfeImport, label: () => 'Importação de NF-e', entityIds: () => [], effect: null, noEffect: notMirrored });
export const nfeImportDelete = declareWrite('nfeImportDelete', calls.nfeImportDelete, { schema: emptyBody, label: () => 'Exclusão de NF-e importada', entityIds: byId, effect: null, noEffect: notMirrored });
export const nfeProcess = declareWrite('nfeProcess', calls.nfeProcess, { schema: s.nfeProcess, label: () => 'Processamento de NF-e', entityIds: ({ body }) => [body.id], effect: null, noEffect: notMirrored });
export const nfeProcessFinancial = declareWrite('nfeProcessFinancial', calls.nfeProcessFinancial, {
  schema: s.nfeProcess,
  label: () => 'Processamento financeiro de NF-e',
  entityIds: ({ body }) => [body.id],
  effect: null,
  noEffect: notMirrored,
});
export const nfeRevertProcess = declareWrite('nfeRevertProcess', calls.nfeRevertProcess, {
  schema: s.nfeRevertProcess,
  label: () => 'Reversão do processamento de NF-e',
  entityIds: ({ body }) => [body.id],
  effect: null,
  noEffect: notMirrored,
});

/** The NF-e (model 55) the business issues: transmitted by the server, kept with SEFAZ's protocol. */
export const nfeGenerate = declareWrite('nfeGenerate', calls.nfeGenerate, {
  schema: s.nfeGenerate,
  label: () => 'Emissão de NF-e',
  entityIds: ({ body }) => [body.id],
  effect: null,
  noEffect: notMirrored,
});
export const nfeCancel = declareWrite('nfeCancel', calls.nfeCancel, { schema: s.nfeCancel, label: () => 'Cancelamento de NF-e', entityIds: byId, effect: null, noEffect: notMirrored });
export const nfeCorrectionLetter = declareWrite('nfeCorrectionLetter', calls.nfeCorrectionLetter, {
  schema: s.nfeCorrectionLetter,
  label: () => 'Carta de correção de NF-e',
  entityIds: byId,
  effect: null,
  noEffect: notMirrored,
});
