/**
 * The five rating stars of a rate: star n is active while the rounded rate (0 to 5) is at least n.
 * Anything that is not a number counts as 0.
 */
export function ratingStars(rate: number | string | null | undefined): boolean[] {
  const value = typeof rate === 'string' ? Number(rate.replace(',', '.')) : (rate ?? 0);
  const rounded = Number.isFinite(value) ? Math.min(5, Math.max(0, Math.round(value))) : 0;
  return [1, 2, 3, 4, 5].map((star) => rounded >= star);
}
