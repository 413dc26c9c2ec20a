import type { Reference, Variation } from '@vitrine/core';
import { useMemo } from 'react';
import type { ProductDetailContextValue } from './productDetailContext';

/** How a reference's variations are drawn: colour swatches, images, or text buttons. */
export type VariationDisplay = 'color' | 'image' | 'text';

/** One variation radio of a reference, ready to render. */
export interface VariationOption {
  readonly idVariation: number;
  readonly name: string;
  /** How this variation is drawn (a colour reference falls back to its image, then to text). */
  readonly display: VariationDisplay;
  /** The swatch colour; `undefined` unless `display` is 'color'. */
  readonly color: string | undefined;
  /** The swatch image; `undefined` unless `display` is 'image'. */
  readonly image: string | undefined;
  /** The reference's current choice. */
  readonly chosen: boolean;
  /** Some SKU combines it with the other references' choices (else choosing it rebuilds the choices). */
  readonly exists: boolean;
  /** Some such SKU is in stock. */
  readonly inStock: boolean;
}

/** One reference (colour, size…) with its variation radios, in display order. */
export interface VariationGroup {
  readonly idReference: number;
  readonly name: string;
  readonly display: VariationDisplay;
  readonly options: readonly VariationOption[];
  /** The chosen variation; `undefined` while the reference has no choice. */
  readonly chosen: VariationOption | undefined;
}

const nonEmpty = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The reference's drawing from its platform type ('Cor', 'Imagem', 'Texto'…), else from what its variations carry. */
function displayOf(reference: Reference): VariationDisplay {
  const type = String(reference.referenceType ?? '')
    .trim()
    .toLowerCase();
  if (type === 'cor' || type === 'color' || type === 'colour') return 'color';
  if (type === 'imagem' || type === 'image') return 'image';
  if (type !== '') return 'text';
  if (reference.variations.some((variation) => nonEmpty(variation.color))) return 'color';
  if (reference.variations.some((variation) => nonEmpty(variation.image))) return 'image';
  return 'text';
}

function optionDisplay(
  display: VariationDisplay,
  variation: Variation,
): Pick<VariationOption, 'display' | 'color' | 'image'> {
  const color = nonEmpty(variation.color);
  const image = nonEmpty(variation.image);
  if (display === 'color' && color) return { display: 'color', color, image: undefined };
  if (display !== 'text' && image) return { display: 'image', color: undefined, image };
  return { display: 'text', color: undefined, image: undefined };
}

const byOrder =
  <T>(order: (item: T) => number | null | undefined) =>
  (a: T, b: T): number =>
    (order(a) ?? Number.MAX_SAFE_INTEGER) - (order(b) ?? Number.MAX_SAFE_INTEGER);

/**
 * The behaviour of `ProductDetail.Variations`: the machine's availability (`chosen`, `exists`, `inStock` of every
 * variation given the other choices) joined with the product's names, colours and images, references by
 * `ordinationOfReferences` and variations by `displayOrder`. References without variations are left out.
 */
export function useVariationGroups(detail: ProductDetailContextValue): readonly VariationGroup[] {
  const { product, variations } = detail;
  return useMemo(() => {
    const references = [...(product.availableReferences ?? [])].sort(
      byOrder((reference) => reference.ordinationOfReferences),
    );
    return references.flatMap((reference): VariationGroup[] => {
      const availability = variations.find((entry) => entry.idReference === reference.idReference);
      if (!availability || reference.variations.length === 0) return [];
      const display = displayOf(reference);
      const options = [...reference.variations]
        .sort(byOrder((variation) => variation.displayOrder))
        .flatMap((variation): VariationOption[] => {
          const state = availability.variations.find((entry) => entry.idVariation === variation.idVariation);
          if (!state) return [];
          return [
            {
              idVariation: variation.idVariation,
              name: variation.name,
              ...optionDisplay(display, variation),
              chosen: state.chosen,
              exists: state.exists,
              inStock: state.inStock,
            },
          ];
        });
      return [
        {
          idReference: reference.idReference,
          name: reference.name,
          display,
          options,
          chosen: options.find((option) => option.chosen),
        },
      ];
    });
  }, [product, variations]);
}
