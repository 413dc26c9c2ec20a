import { isOutOfStock } from './isOutOfStock';
import type { CartLineLike } from './types';

/** The cart lines that are out of stock (stock 0 or less, or flagExhausted), in cart order. */
export function outOfStockLines<L extends CartLineLike>(lines: readonly L[] | null | undefined): L[] {
  return (lines ?? []).filter((line) => isOutOfStock(line));
}
