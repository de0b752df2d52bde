// What firing items says about the paper: which stations printed and which did not, and why (issue 16 item 13:
// not "3 itens enviados à cozinha" in green while no ticket printed).
const items = (n: number) => (n === 1 ? '1 item' : `${n} itens`);
const list = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`);

export interface Missed {
  station: string;
  reason: string;
}

export const firingMessages = {
  noPrinter: 'sem impressora neste terminal (Configurações)',
  /** One notice for the whole firing. */
  report(n: number, printed: readonly string[], missed: readonly Missed[]): string {
    if (missed.length === 0) return `${items(n)} ${n === 1 ? 'enviado' : 'enviados'}: impresso em ${list(printed)}`;
    const byReason = new Map<string, string[]>();
    for (const m of missed) byReason.set(m.reason, [...(byReason.get(m.reason) ?? []), m.station]);
    const why = [...byReason].map(([reason, stations]) => `${list(stations)} (${reason})`).join('; ');
    if (printed.length === 0) return `${items(n)} ${n === 1 ? 'registrado' : 'registrados'}, nada impresso: ${why}`;
    return `${items(n)} ${n === 1 ? 'registrado' : 'registrados'}. Impresso em ${list(printed)}. Não impresso: ${why}`;
  },
} as const;
