import { skuAgrees } from './internal/skuAgrees';
import { skuChoices } from './internal/skuChoices';
import { resolveSku, type SkuResolution } from './resolveSku';
import type { ChosenVariations, IdLike, ReferenceLike, SkuLike } from './types';

/** What a variation picker knows: the product's SKUs and references, and the current choices. */
export interface VariationSelectionState<S extends SkuLike> {
  skus: readonly S[];
  references: readonly ReferenceLike[];
  chosen: ChosenVariations;
}

/** The picker's state after a click: the new choices, quantity back to 1, and the SKU they resolve to. */
export interface VariationSelection<S extends SkuLike> {
  chosen: ChosenVariations;
  /** Always 1: choosing a variation resets the quantity. */
  quantity: 1;
  resolution: SkuResolution<S>;
  /** True when the clicked combination did not exist and the choices were rebuilt from a SKU. */
  rebuilt: boolean;
}

/**
 * Applies a variation click: the clicked variation replaces the reference's choice. When no SKU carries the
 * resulting combination, the choices are rebuilt from the first SKU having the clicked variation (if none has
 * it, the combination is kept and resolves to stock 0). The quantity always resets to 1.
 */
export function selectVariation<S extends SkuLike>(
  state: VariationSelectionState<S>,
  clicked: { idReference: IdLike; idVariation: IdLike },
): VariationSelection<S> {
  const { skus, references } = state;
  const referenceKey = String(clicked.idReference);
  let chosen: ChosenVariations = { ...state.chosen, [referenceKey]: clicked.idVariation };
  let rebuilt = false;
  if (!skus.some((sku) => skuAgrees(sku, references, chosen))) {
    const clickedOnly = { [referenceKey]: clicked.idVariation };
    const donor = skus.find((sku) => skuAgrees(sku, references, clickedOnly));
    if (donor) {
      chosen = skuChoices(donor, references);
      rebuilt = true;
    }
  }
  return { chosen, quantity: 1, resolution: resolveSku(skus, references, chosen), rebuilt };
}
