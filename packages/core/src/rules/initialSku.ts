import { isFlagOn } from './internal/isFlagOn';
import { isOutOfStock } from './isOutOfStock';
import type { SkuLike } from './types';

// A SKU without a visible flag is visible: only an explicit 0/false hides it.
const isVisible = (sku: SkuLike): boolean =>
  sku.visible === undefined || sku.visible === null || isFlagOn(sku.visible);
const isAvailable = (sku: SkuLike): boolean => isVisible(sku) && !isOutOfStock(sku);

/**
 * The SKU a detail page opens with: the standard SKU if visible and in stock, otherwise the first visible
 * in-stock SKU, otherwise the first SKU. `undefined` only for an empty list.
 */
export function initialSku<S extends SkuLike>(skus: readonly S[]): S | undefined {
  return skus.find((sku) => isFlagOn(sku.standard) && isAvailable(sku)) ?? skus.find(isAvailable) ?? skus[0];
}
