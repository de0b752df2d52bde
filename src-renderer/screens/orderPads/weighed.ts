// A product sold by weight: its quantity is typed as the scale shows it, in grams ("350"), or in kilograms
// with a comma ("0,350"), and kept in grams (thousandths of a kilogram).
import { parseKg } from '../../format/money.js';
import type { ProductRow } from '../../db/rows.js';

/** The heaviest plate a person can type (100 kg): more is a typing slip, not a sale. */
export const MAX_GRAMS = 100_000;

/** "350" or "350 g" → 350 g; "0,350", "1,2" or "2 kg" → kilograms in grams; null when it is not a weight. */
export function parseWeight(text: string): number | null {
  const t = text.replace(/\s/g, '').toLowerCase();
  const grams = /^(\d+)g?$/.exec(t);
  if (grams) return Number(grams[1]);
  return /[.,]|kg$/.test(t) ? parseKg(t) : null;
}

export function isWeighed(p: Pick<ProductRow, 'unit' | 'fractionalQuantity'>): boolean {
  return p.unit === 'kilograms' || p.unit === 'grams' || p.fractionalQuantity;
}
