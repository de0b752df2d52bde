// A combo's price split among its products (each combo item carries its share, as the demo's combo does: the
// fiscal note and the reports read a combo line as its parts). The split follows the parts' own prices times their
// quantities; rounding leftovers go to the first parts so the shares always add up to the combo's price exactly.

export interface ComboPart {
  /** the part's own price, in centavos */
  price: number;
  /** how many in the combo (whole units) */
  quantity: number;
}

/** Each part's share of `total` (centavos), in the parts' order; equal shares when the parts cost nothing. */
export function comboShares(total: number, parts: readonly ComboPart[]): number[] {
  if (parts.length === 0) return [];
  const weights = parts.map((p) => Math.max(0, p.price) * Math.max(1, p.quantity));
  const sum = weights.reduce((a, b) => a + b, 0);
  const base = sum === 0 ? parts.map(() => 1) : weights;
  const baseSum = sum === 0 ? parts.length : sum;
  const shares = base.map((w) => Math.floor((total * w) / baseSum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left--) shares[i]! += 1;
  return shares;
}

/**
 * A combo's parts in the order their shares are given (the order they were added: made first, then by id for parts
 * made together), so the leftover centavos go to the same parts wherever the shares are worked out.
 */
export function inComboOrder<T extends { id: string; createdAt?: string | null }>(parts: readonly T[]): T[] {
  return [...parts].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id));
}
