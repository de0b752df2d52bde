// How a person reads amounts, weights and times on the counter screens. Money is integer centavos.
// Money is the one shared formatter's (src-shared/domain/money.ts: the same text as on paper).
import { formatBRL } from '../../src-shared/domain/money.js';

/** 123456 → "R$ 1.234,56" */
export const money = formatBRL;

/** Thousandths of a kilogram → "0,350 kg"; thousandths of a unit → "2" or "1,5". */
export function quantity(thousandths: number, weighed: boolean): string {
  if (weighed) {
    const int = Math.floor(thousandths / 1000);
    return `${int},${String(thousandths % 1000).padStart(3, '0')} kg`;
  }
  const int = Math.floor(thousandths / 1000);
  const frac = thousandths % 1000;
  return frac === 0 ? String(int) : `${int},${String(frac).padStart(3, '0').replace(/0+$/, '')}`;
}

/** Text the person typed ("12,50", "R$ 1.234,5", "7") → centavos, or null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/R\$|\s|\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  const [int = '0', frac = ''] = clean.split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0'));
}

/** Text typed for a weight in kg ("0,35", "1,2") → grams (thousandths), or null. */
export function parseKg(text: string): number | null {
  const clean = text.replace(/kg|\s/gi, '').replace(',', '.');
  if (!/^\d+(\.\d{0,3})?$/.test(clean)) return null;
  const [int = '0', frac = ''] = clean.split('.');
  return Number(int) * 1000 + Number(frac.padEnd(3, '0'));
}

/** Basis points → "10 %" / "12,5 %". */
export function percent(bps: number): string {
  const int = Math.floor(bps / 100);
  const frac = bps % 100;
  return frac === 0 ? `${int} %` : `${int},${String(frac).padStart(2, '0').replace(/0$/, '')} %`;
}
