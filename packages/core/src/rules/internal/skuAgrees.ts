import type { ChosenVariations, IdLike, ReferenceLike, SkuLike } from '../types';
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
  return carriedAgrees(skuVariationsByReference(sku, references), wantedOf(chosen));
}

/** The choices as pairs of reference key and variation id, both as text, for `carriedAgrees`. */
export function wantedOf(chosen: ChosenVariations): readonly (readonly [string, string])[] {
  return Object.entries(chosen).map(([referenceKey, idVariation]) => [referenceKey, String(idVariation)]);
}

/** `skuAgrees` over a SKU's variations already grouped by reference (`skuVariationsByReference`). */
export function carriedAgrees(
  carried: Readonly<Record<string, readonly IdLike[]>>,
  wanted: readonly (readonly [string, string])[],
): boolean {
  for (const [referenceKey, idVariation] of wanted) {
    const ids = carried[referenceKey];
    if (!ids || ids.length === 0) return false;
    for (const id of ids) if (String(id) !== idVariation) return false;
  }
  return true;
}
