/** Converts integer cents back to a BRL amount (`1999` → `19.99`). */
export function fromCents(cents: number): number {
  return cents / 100;
}
