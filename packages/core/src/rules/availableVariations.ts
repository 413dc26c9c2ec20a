import { carriedAgrees, wantedOf } from './internal/skuAgrees';
import { skuVariationsByReference } from './internal/skuVariationsByReference';
import { isOutOfStock } from './isOutOfStock';
import type { ChosenVariations, IdLike, ReferenceLike, SkuLike } from './types';

/** How one variation button stands given the choices made in the other references. */
export interface VariationAvailability {
  idVariation: IdLike;
  /** The variation's name ('Azul', 'M'); `undefined` when the reply names none. */
  name: string | undefined;
  /** It is the current choice of its reference. */
  chosen: boolean;
  /** Some SKU combines it with the other references' choices. */
  exists: boolean;
  /** Some such SKU is in stock (stock above 0, not exhausted). */
  inStock: boolean;
}

/** The variation buttons of one reference, in the reference's order. */
export interface ReferenceAvailability {
  idReference: IdLike;
  /** The reference's name ('Cor', 'Tamanho'); `undefined` when the reply names none. */
  name: string | undefined;
  variations: VariationAvailability[];
}

/**
 * For each reference, which variations exist and are in stock given what is chosen in the other references,
 * so a picker can disable or mark buttons. A reference's own choice never restricts its own buttons.
 */
export function availableVariations(
  skus: readonly SkuLike[],
  references: readonly ReferenceLike[],
  chosen: ChosenVariations,
): ReferenceAvailability[] {
  // Each SKU's variations and stock, read once for every button.
  const carried = skus.map((sku) => skuVariationsByReference(sku, references));
  const outOfStock = skus.map((sku) => isOutOfStock(sku));
  return references.map((reference) => {
    const referenceKey = String(reference.idReference);
    const others: Record<string, IdLike> = {};
    for (const [key, value] of Object.entries(chosen)) if (key !== referenceKey) others[key] = value;
    return {
      idReference: reference.idReference,
      name: reference.name ?? undefined,
      variations: (reference.variations ?? []).map((variation) => {
        const wanted = wantedOf({ ...others, [referenceKey]: variation.idVariation });
        let exists = false;
        let inStock = false;
        for (let index = 0; index < skus.length && !inStock; index++) {
          if (!carriedAgrees(carried[index] ?? {}, wanted)) continue;
          exists = true;
          inStock = !outOfStock[index];
        }
        const current = chosen[referenceKey];
        return {
          idVariation: variation.idVariation,
          name: variation.name ?? undefined,
          chosen: current !== undefined && String(current) === String(variation.idVariation),
          exists,
          inStock,
        };
      }),
    };
  });
}
