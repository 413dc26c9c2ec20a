import type { ChosenVariations, ReferenceLike, SkuLike } from '../types';
import { skuChoices } from './skuChoices';

/** Whether a SKU agrees with every choice in `chosen` (choices of references the SKU lacks disagree). */
export function skuAgrees(
  sku: SkuLike,
  references: readonly ReferenceLike[],
  chosen: ChosenVariations,
): boolean {
  const choices = skuChoices(sku, references);
  return Object.entries(chosen).every(([referenceKey, idVariation]) => {
    const carried = choices[referenceKey];
    return carried !== undefined && String(carried) === String(idVariation);
  });
}
