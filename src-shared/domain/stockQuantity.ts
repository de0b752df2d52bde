// Stock quantities are integer thousandths of the subproduct's unit (1000 = 1 kg, 1 l or 1 un). People read and
// type them as decimals with a comma ("1,5" kg); nothing in between is a float that could drift.

/** 1500 → "1,5"; -250 → "-0,25"; 2000 → "2" (up to three decimals, none when whole). */
export function formatStock(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(thousandths));
  const whole = Math.floor(abs / 1000).toLocaleString('pt-BR');
  const frac = String(abs % 1000).padStart(3, '0').replace(/0+$/, '');
  return `${sign}${whole}${frac ? `,${frac}` : ''}`;
}

/** "1,5" or "1.5" → 1500; "2" → 2000; null when it is not a non-negative number with at most three decimals. */
export function parseStock(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  const m = /^(\d{1,9})(?:[.,](\d{1,3}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}
