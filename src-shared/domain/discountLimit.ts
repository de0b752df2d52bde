// The business's discount limit (config.discountLimit, in hundredths of a percent of a comanda's subtotal): a
// discount up to it is given by anyone who takes payments; above it, by those the business names for discounts
// (managers by default) or with a manager's authorisation. No limit set: every discount needs them, as before.
// The server decides with this rule and the counter shows the same offline.

export interface DiscountLimitConfig {
  discountLimit?: number | null;
}

/** Whether the discount on a comanda of this subtotal stays within the business's limit. */
export function discountWithinLimit(discount: { type: 'value' | 'percentage'; value: number }, subtotal: number, config: DiscountLimitConfig | null | undefined): boolean {
  const limit = config?.discountLimit;
  if (typeof limit !== 'number' || limit <= 0) return false;
  if (discount.type === 'percentage') return discount.value <= limit;
  // value / subtotal <= limit / 10 000, in integers (centavos up to 10⁸ times 10⁴ stay exact).
  return discount.value * 10_000 <= limit * subtotal;
}
