import type { IdLike, ReferenceLike, SkuLike } from '../types';

/**
 * The variations a SKU carries for each reference, keyed by `String(idReference)`. A SKU variation names its
 * reference through `idReference` when present, otherwise through the reference that lists its `idVariation`;
 * a variation no reference claims is left out.
 */
export function skuVariationsByReference(
  sku: SkuLike,
  references: readonly ReferenceLike[],
): Record<string, IdLike[]> {
  const byReference: Record<string, IdLike[]> = {};
  for (const variation of sku.variations ?? []) {
    let referenceKey: string | undefined;
    if (variation.idReference !== null && variation.idReference !== undefined) {
      referenceKey = String(variation.idReference);
    } else {
      const owner = references.find((reference) =>
        (reference.variations ?? []).some(
          (candidate) => String(candidate.idVariation) === String(variation.idVariation),
        ),
      );
      referenceKey = owner ? String(owner.idReference) : undefined;
    }
    if (referenceKey === undefined) continue;
    const ids = byReference[referenceKey] ?? [];
    ids.push(variation.idVariation);
    byReference[referenceKey] = ids;
  }
  return byReference;
}
