import type { IdLike, ReferenceLike, SkuLike } from '../types';
import { skuVariationsByReference } from './skuVariationsByReference';

/** The variation a SKU carries for each reference (its first one there), keyed by `String(idReference)`. */
export function skuChoices(sku: SkuLike, references: readonly ReferenceLike[]): Record<string, IdLike> {
  const choices: Record<string, IdLike> = {};
  for (const [referenceKey, ids] of Object.entries(skuVariationsByReference(sku, references))) {
    const first = ids[0];
    if (first !== undefined) choices[referenceKey] = first;
  }
  return choices;
}
