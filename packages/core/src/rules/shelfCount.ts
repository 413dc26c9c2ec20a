/**
 * How many products a shelf call asks for (showcase, group showcase, best sellers, newcomers): the count rounded
 * and kept within 1..12; `undefined` or `null` for none, so the call sends the store's default of 12.
 * @example
 * shelfCount(20); // 12
 * shelfCount(undefined); // undefined
 */
export function shelfCount(quantity: number | null | undefined): number | undefined {
  return quantity == null ? undefined : Math.min(Math.max(Math.round(quantity), 1), 12);
}
