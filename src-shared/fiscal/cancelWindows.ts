// How long after its authorisation a note may still be cancelled (110111), for the server to refuse a late event at
// the moment it is sent and for the screens to hide "Cancelar" once the window closed. Sources, as summarised in
// docs/reference/nfce/nfce-contingency.md §6:
// - NF-e (model 55): 24 hours after the authorisation (Ajuste SINIEF 07/05; SEFAZ rejects a later event with 501);
// - NFC-e (model 65): "typically 30 min (some UFs 15 min/24 h)"; 30 minutes is the rule we apply in every state
//   until a state's own rule is confirmed (it goes in NFCE_STATE_WINDOWS, with its source). The cancellation by
//   substitution (110112) is not bound by it (168 h, decided by SEFAZ).
import { ufOfKey } from './deadlines.js';
import type { Uf } from './states.js';

export const NFE_CANCEL_WINDOW_MS = 24 * 3600_000;
export const NFCE_CANCEL_WINDOW_MS = 30 * 60_000;
/** A state whose NFC-e window differs from 30 minutes, with its source. None confirmed yet. */
export const NFCE_STATE_WINDOWS: Partial<Record<Uf, { ms: number; source: string }>> = {};

/** The window of the note with this access key (its model and state are in the key). */
export function cancelWindowMs(key: string): number {
  if (key.slice(20, 22) === '55') return NFE_CANCEL_WINDOW_MS;
  const uf = ufOfKey(key);
  return (uf && NFCE_STATE_WINDOWS[uf]?.ms) || NFCE_CANCEL_WINDOW_MS;
}

/** When the note authorised at `authorizedAt` stops being cancellable; null when the time cannot be read. */
export function cancelDeadline(key: string, authorizedAt: string | null | undefined): Date | null {
  const at = authorizedAt ? Date.parse(authorizedAt) : NaN;
  return Number.isNaN(at) ? null : new Date(at + cancelWindowMs(key));
}

/** True while the note may still be cancelled at `now` (the last instant of the window included). */
export function cancellable(key: string, authorizedAt: string | null | undefined, now: Date): boolean {
  const deadline = cancelDeadline(key, authorizedAt);
  return deadline !== null && now.getTime() <= deadline.getTime();
}
