/**
 * The discount of a promotion price over a price, as a whole percent: round((price − promotion) / price × 100).
 * `discountPercent(100, 75)` → `25`. Gives `0` when there is no real discount: a price or promotion of 0 or less,
 * a promotion not below the price, or a non-finite value.
 */
export function discountPercent(price: number, promotion: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(promotion) || price <= 0 || promotion <= 0) return 0;
  // In whole cents the division is exact where it matters: 14.5 stays 14.5 instead of 14.499999… rounding down.
  const priceCents = Math.round(price * 100);
  const promotionCents = Math.round(promotion * 100);
  // Beyond 2^53 cents there are no exact cents left to protect; the plain formula is as good and cannot overflow.
  if (priceCents > Number.MAX_SAFE_INTEGER)
    return promotion >= price ? 0 : Math.round(((price - promotion) / price) * 100);
  if (promotionCents >= priceCents) return 0;
  return Math.round(((priceCents - promotionCents) * 100) / priceCents);
}
