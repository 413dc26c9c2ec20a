/**
 * Converts a BRL amount to integer cents. Non-finite values count as 0.
 * Platform prices carry at most two decimals, so rounding `value * 100` removes the binary float error.
 */
export function toCents(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.round(value * 100);
}
