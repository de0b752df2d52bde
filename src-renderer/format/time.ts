// Elapsed and clock times as the counter shows them, in the business's time zone (a restaurant in Manaus
// reads Manaus's clock, whatever the terminal's own setting).
import { useShell } from '../store/shell.js';

/** The zone the business set (America/Manaus, America/Rio_Branco, America/Noronha…); São Paulo until it is known. */
export function businessTimeZone(): string {
  return useShell.getState().business?.timeZone || 'America/Sao_Paulo';
}

/** Minutes since an ISO instant → "12 min", "1 h 05". */
export function elapsed(sinceIso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'clock' | 'dayAndTime' | 'full', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'clock'
        ? { hour: '2-digit', minute: '2-digit' }
        : kind === 'dayAndTime'
          ? { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }
          : { dateStyle: 'short', timeStyle: 'medium' };
    f = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** "19:42" */
export function clockTime(iso: string, timeZone = businessTimeZone()): string {
  return formatter('clock', timeZone).format(new Date(iso));
}

/** "21/11, 19:42" */
export function dayAndTime(iso: string, timeZone = businessTimeZone()): string {
  return formatter('dayAndTime', timeZone).format(new Date(iso));
}

/** "21/11/2025, 19:42:05" */
export function fullDateTime(iso: string, timeZone = businessTimeZone()): string {
  return formatter('full', timeZone).format(new Date(iso));
}
