import { availableVariations, type ReferenceAvailability } from '../../rules/availableVariations';
import { type BuyControl, buyControl } from '../../rules/buyControl';
import { choosableReferences } from '../../rules/internal/choosableReferences';
import { resolveSku } from '../../rules/resolveSku';
import type { ChosenVariations, StockLike } from '../../rules/types';
import type { Product } from '../../schemas/productSchema';
import type { Reference } from '../../schemas/referenceSchema';
import type { Sku } from '../../schemas/skuSchema';

/** How far the shopper's choices resolve: no variations to choose, some missing, a SKU found, or no SKU. */
export type SkuResolutionStatus = 'no-variations' | 'incomplete' | 'found' | 'not-found';

/** What a product shows for the current choices: SKU, stock, price, buy control and the variation buttons. */
export interface DerivedSkuState {
  resolution: SkuResolutionStatus;
  /** The resolved SKU; `undefined` unless `resolution` is 'found'. */
  sku: Sku | undefined;
  /** The id to send to the cart; `null` for a product without SKUs or while none is resolved. */
  idSku: number | null;
  /** The stock that caps the quantity; `undefined` while the choices are incomplete. */
  stock: number | undefined;
  price: number;
  /** `undefined`/`null`/0 when there is no promotion. */
  pricePromotion: number | null | undefined;
  installmentMax: Sku['installmentMax'];
  buyControl: BuyControl;
  variations: ReferenceAvailability[];
}

/** The SKU of a product without variations: the one named by the product, or its only SKU. */
function plainSku(product: Product, skus: readonly Sku[]): Sku | undefined {
  return skus.find((sku) => sku.idSku === product.idSku) ?? (skus.length === 1 ? skus[0] : undefined);
}

/**
 * Derives everything a card, the detail page or a bundle item shows from the product and the chosen variations.
 * Internal to the product-flow machines.
 */
export function deriveSkuState(
  product: Product,
  skus: readonly Sku[],
  references: readonly Reference[],
  chosen: ChosenVariations,
  variationsVisible: boolean,
): DerivedSkuState {
  const variations = availableVariations(skus, references, chosen);
  if (choosableReferences(references).length === 0) {
    const sku = plainSku(product, skus);
    return {
      resolution: 'no-variations',
      sku,
      idSku: sku?.idSku ?? product.idSku ?? null,
      // The product's own stock decides here: for kits and conjunct products it follows the bundle rule.
      stock: Math.max(0, product.stock),
      price: product.price,
      pricePromotion: product.pricePromotion,
      installmentMax: product.installmentMax,
      buyControl: buyControl(product, { variationsVisible }),
      variations,
    };
  }
  const resolution = resolveSku(skus, references, chosen);
  const stockSource: StockLike | undefined =
    resolution.status === 'found'
      ? resolution.sku
      : resolution.status === 'not-found'
        ? { stock: 0 }
        : undefined;
  const sku = resolution.sku;
  return {
    resolution: resolution.status,
    sku,
    idSku: sku?.idSku ?? null,
    stock: resolution.status === 'incomplete' ? undefined : Math.max(0, resolution.stock),
    price: sku?.price ?? product.price,
    pricePromotion: sku ? sku.pricePromotion : product.pricePromotion,
    installmentMax: sku?.installmentMax ?? product.installmentMax,
    buyControl: buyControl(product, { variationsVisible, sku: stockSource }),
    variations,
  };
}
