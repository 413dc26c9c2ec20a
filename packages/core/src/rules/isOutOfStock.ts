import { isFlagOn } from './internal/isFlagOn';
import { stockOf } from './internal/stockOf';
import { isBundleOutOfStock } from './isBundleOutOfStock';
import type { ProductLike, StockLike } from './types';

/**
 * Whether a product, SKU or cart line is out of stock: flagExhausted is set or stock is 0 or less (a missing
 * stock counts as 0). A kit or conjunct product with components follows the bundle rule instead: it is out of
 * stock only when every component is.
 */
export function isOutOfStock(
  item: StockLike & Partial<Pick<ProductLike, 'isKit' | 'kitProducts' | 'hasConjunct' | 'conjunctProducts'>>,
): boolean {
  if (isFlagOn(item.flagExhausted)) return true;
  const components = [
    ...(isFlagOn(item.isKit) ? (item.kitProducts ?? []) : []),
    ...(isFlagOn(item.hasConjunct) ? (item.conjunctProducts ?? []) : []),
  ];
  if (components.length > 0) return isBundleOutOfStock(item);
  return stockOf(item) <= 0;
}
