// A product sold by weight: its quantity is typed in kilograms and kept in grams.
import type { ProductRow } from '../../hooks/rows.js';

export function isWeighed(p: Pick<ProductRow, 'unit' | 'fractionalQuantity'>): boolean {
  return p.unit === 'kilograms' || p.unit === 'grams' || p.fractionalQuantity;
}
