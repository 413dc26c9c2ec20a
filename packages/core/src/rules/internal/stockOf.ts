import type { StockLike } from '../types';

/** The stock of an item as a finite number; a missing or invalid stock counts as 0. */
export function stockOf(item: StockLike): number {
  const { stock } = item;
  return typeof stock === 'number' && Number.isFinite(stock) ? stock : 0;
}
