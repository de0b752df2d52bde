// Request schemas of the financial module (001 §3 Financial, §4, §7.7).
import { z } from 'zod';
import { FINANCIAL_ENTRY_KINDS, FINANCIAL_ENTRY_MODES, FINANCIAL_RECURRENCES, FINANCIAL_UPDATE_TYPES } from '../enums.js';
import { id } from './common.js';

/** "An entry also has accountDestinationId (its presence makes it a transfer), isRecurring, installmentGroupKey, updateType." */
export const financialEntry = z.looseObject({
  id: id.optional(),
  kind: z.enum(FINANCIAL_ENTRY_KINDS).optional(),
  mode: z.enum(FINANCIAL_ENTRY_MODES).optional(),
  recurrence: z.enum(FINANCIAL_RECURRENCES).optional(),
  isRecurring: z.boolean().optional(),
  accountDestinationId: id.nullish(),
  installmentGroupKey: z.string().nullish(),
  updateType: z.enum(FINANCIAL_UPDATE_TYPES).optional(),
});
export const financialTransfer = financialEntry.extend({ accountDestinationId: id });
