import type { ChosenVariations, ReferenceLike, SkuLike } from '../types';
import { skuVariationsByReference } from './skuVariationsByReference';

/**
 * Whether a SKU agrees with every choice in `chosen`: for each chosen reference it carries that variation and no
 * other of the same reference (a malformed SKU with two sizes matches neither).
 */
export function skuAgrees(
  sku: SkuLike,
  references: readonly ReferenceLike[],
  chosen: ChosenVariations,
): boolean {
  const carried = skuVariationsByReference(sku, references);
  return Object.entries(chosen).every(([referenceKey, idVariation]) => {
    const ids = carried[referenceKey] ?? [];
    return ids.length > 0 && ids.every((id) => String(id) === String(idVariation));
  });
}
