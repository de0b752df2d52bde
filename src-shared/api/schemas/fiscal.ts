// Request schemas of the fiscal module (001 §3 Fiscal, §7.8).
import { z } from 'zod';
import { file, id, justification } from './common.js';

export const nfceGenerate = z.looseObject({ groupPaymentId: id });
/** "POST cancel {groupPaymentId, justification}"; the reason travels as justification (001 §9). */
export const nfceCancel = z.looseObject({ groupPaymentId: id, justification });
/** "The month filter is the only date filter sent to the exports." (001 §7.8). */
export const nfceExport = z.object({ dateFilters: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }) });
export const nfeCancel = z.looseObject({ justification });
export const nfeImport = z.looseObject({ file });
export const nfeRevertProcess = z.looseObject({ id });
/** "POST {id}/correction-letter {description}". */
export const nfeCorrectionLetter = z.looseObject({ description: z.string().trim().min(1) });
