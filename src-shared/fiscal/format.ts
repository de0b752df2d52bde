// Text forms the NFC-e layout and the DANFE need. Money is integer centavos, quantities integer thousandths.

/** Centavos → "1234.56" (XSD TDec_1302: point, two decimals, no thousands separator). */
export function decimal2(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new Error(`money must be integer centavos, got ${centavos}`);
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Thousandths → "1.500" (XSD TDec_1104v allows up to 4 decimals). */
export function quantity3(thousandths: number): string {
  if (!Number.isInteger(thousandths) || thousandths <= 0) throw new Error(`quantity must be positive integer thousandths, got ${thousandths}`);
  return `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
}

/** Basis points → "18.00" (XSD TDec_0302a04). */
export function percent(bps: number): string {
  return decimal2(bps);
}

/** Centavos → "1.234,56" as a person reads it on paper: the one money formatter (domain/money.ts). */
export { brlDigits as brl } from '../domain/money.js';

/** Thousandths → "1,5" / "2" for the DANFE. */
export function quantityBr(thousandths: number): string {
  const int = Math.floor(thousandths / 1000);
  const frac = thousandths % 1000;
  return frac === 0 ? String(int) : `${int},${String(frac).padStart(3, '0').replace(/0+$/, '')}`;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/**
 * "2025-03-10T14:05:09-03:00" in the business's time zone (XSD TDateTimeUTC: no milliseconds, no Z, whole-hour
 * offset). The local date decides the key's AAMM and the QR's DD.
 */
export function isoInZone(at: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(at)) parts[p.type] = p.value;
  const name = parts.timeZoneName ?? 'GMT';
  const offset = name === 'GMT' ? '+00:00' : name.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** "10/03/2025 14:05:09" from an isoInZone string, as the DANFE prints local time. */
export function dateTimeBr(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
}

/** Splits `total` over `weights` in integers that add up exactly (largest remainder). */
export function prorate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map((r) => Math.floor(r));
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) out[order[k]!.i]! += 1;
  return out;
}

/** Rounds half away from zero: the rule for taxes computed on centavos. */
export function roundCentavos(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Keeps the printable Latin-1 text the layout accepts (TString); trims and squeezes spaces. */
export function layoutText(text: string, max: number): string {
  // Control characters become spaces; anything outside Latin-1 is dropped (the layout's TString pattern).
  const clean = Array.from(text, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f ? ' ' : code > 0xff ? '' : ch;
  })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, max).trim();
}
