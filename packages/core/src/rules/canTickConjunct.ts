import { isOutOfStock } from './isOutOfStock';
import type { StockLike } from './types';

/** Whether a conjunct item can be ticked: its chosen SKU exists and has stock. `sku` is `undefined` before a choice. */
export function canTickConjunct(sku: StockLike | null | undefined): boolean {
  return sku !== null && sku !== undefined && !isOutOfStock(sku);
}
