import { isFlagOn } from './internal/isFlagOn';
import { stockOf } from './internal/stockOf';
import type { ProductLike } from './types';

/**
 * Whether a kit or conjunct product is out of stock: every component (kitProducts, conjunctProducts) has no
 * stock. `false` for a product that is not a bundle or whose bundle lists no component.
 */
export function isBundleOutOfStock(
  product: Pick<ProductLike, 'isKit' | 'kitProducts' | 'hasConjunct' | 'conjunctProducts'>,
): boolean {
  const components = [
    ...(isFlagOn(product.isKit) ? (product.kitProducts ?? []) : []),
    ...(isFlagOn(product.hasConjunct) ? (product.conjunctProducts ?? []) : []),
  ];
  if (components.length === 0) return false;
  return components.every((component) => stockOf(component) <= 0 || isFlagOn(component.flagExhausted));
}
