/**
 * round((price − promotion) / price × 100), the spec's discount percent (section 9), or 0 when it cannot be
 * computed (price not positive, promotion missing). Kept here so the rules do not depend on the validators folder.
 */
export function roundedPercentOff(price: number, promotion: number | null | undefined): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  if (typeof promotion !== 'number' || !Number.isFinite(promotion)) return 0;
  return Math.round(((price - promotion) / price) * 100);
}
