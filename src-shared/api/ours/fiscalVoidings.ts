// Calls of our own server for the NFC-e numbers voided at SEFAZ (inutilização), like ours/catalogImages.ts: the
// spec has no read of them; the fiscal screen lists them for the manager and the accountant.
import { answer, bindArea, gql, type CallRunner } from '../core/define.js';

/** A range voided at SEFAZ, as the server keeps it (without the signed request and the answer's XML). */
export interface NfceVoiding {
  id: string;
  /** two digits: the year the numbers belong to */
  year: string;
  /** 55 NF-e, 65 NFC-e: each model numbers its series apart */
  model: string;
  series: number;
  firstNumber: number;
  lastNumber: number;
  /** xJust, the reason given to SEFAZ */
  justification: string;
  cStat: number;
  /** SEFAZ's xMotivo */
  reason: string;
  /** null when SEFAZ said the range was already voided (563) */
  protocol: string | null;
  createdAt: string;
}

export const fiscalVoidingCalls = {
  gqlNfceVoidings: gql<{ model?: '55' | '65'; series?: number; dateFilters?: { month: string } }, NfceVoiding[]>('nfceVoidings', { contexts: ['business'], answer: answer<NfceVoiding[]>() }),
} as const;

export const createFiscalVoidingsApi = (runner: CallRunner) => bindArea(runner, fiscalVoidingCalls);
