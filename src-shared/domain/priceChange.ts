// A price change of several products at once (the menu's bulk edit): by a percentage in basis points
// (1000 = 10 %, -500 = -5 %) or by a value in centavos (+150, -200). The server decides with this rule and the
// terminal pictures the same prices offline; a price that would fall below zero is refused, never clamped.
import { applyRate } from './money.js';

export type PriceChangeType = 'percentage' | 'value';
export interface PriceChange {
  type: PriceChangeType;
  /** basis points for `percentage`, centavos for `value`; negative lowers the price */
  value: number;
}

/** The new price, or null when it would be below zero. */
export function changedPrice(price: number, change: PriceChange): number | null {
  const next = change.type === 'percentage' ? price + applyRate(price, change.value) : price + change.value;
  return next < 0 ? null : next;
}
