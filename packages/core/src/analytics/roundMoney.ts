/** Rounds a BRL amount to cents, so float noise (0.1 + 0.2) never reaches a report. */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
}
