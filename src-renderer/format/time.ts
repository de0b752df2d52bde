// Elapsed and clock times as the counter shows them.

/** Minutes since an ISO instant → "12 min", "1 h 05". */
export function elapsed(sinceIso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export function clockTime(iso: string): string {
  return clock.format(new Date(iso));
}

export function dayAndTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
