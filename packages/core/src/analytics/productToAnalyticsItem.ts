import { productCategoryPath } from '../navigation/productCategoryPath';
import type { ProductCategoryLike } from '../navigation/types';
import type { AnalyticsItem } from './types';

/** The product fields the analytics builders read (list or detail product). */
export interface AnalyticsProductLike {
  readonly idProduct: number;
  readonly name: string;
  /** The name without markup, preferred when present. */
  readonly nameWithoutHtml?: string | null | undefined;
  readonly price: number;
  readonly pricePromotion?: number | null | undefined;
  readonly brand?: { readonly name?: string | null | undefined } | string | null | undefined;
  readonly categories?: readonly ProductCategoryLike[] | null | undefined;
}

/** The SKU chosen on the product, whose prices win over the product's. */
export interface AnalyticsSkuLike {
  readonly idSku: number;
  readonly price: number;
  readonly pricePromotion?: number | null | undefined;
}

/**
 * Adapts a product (and the chosen SKU, when there is one) for the analytics builders: categories
 * from the default category path, the SKU's prices, the given quantity and variant text.
 */
export function productToAnalyticsItem(
  product: AnalyticsProductLike,
  options: {
    readonly sku?: AnalyticsSkuLike | null | undefined;
    readonly quantity?: number | undefined;
    readonly variant?: string | undefined;
  } = {},
): AnalyticsItem {
  const brand = typeof product.brand === 'string' ? product.brand : (product.brand?.name ?? undefined);
  return {
    id: product.idProduct,
    name: product.nameWithoutHtml?.trim() || product.name,
    brand: brand || undefined,
    categories: productCategoryPath(product.categories).map((category) => category.name),
    variant: options.variant,
    price: options.sku?.price ?? product.price,
    promotionPrice: options.sku ? options.sku.pricePromotion : product.pricePromotion,
    quantity: options.quantity,
  };
}
