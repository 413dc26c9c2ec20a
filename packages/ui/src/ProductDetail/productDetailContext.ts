import type { ProductDetail } from '@vitrine/core';
import type { SkuSelectionFlow } from '@vitrine/hooks';
import { createContext, useContext } from 'react';
import { usePartsContext } from '../internal/partsContext';

/**
 * What `ProductDetail.Root` gives its parts and the page's other widgets: the product, the ONE SKU selection of
 * the page (`useSkuSelection` with `context: 'detail'`: chosen SKU, price, stock, quantity, buy area and the
 * shopper's commands) and the units of the chosen SKU already in the cart.
 */
export type ProductDetailContextValue = SkuSelectionFlow & {
  /** The product as the detail page loaded it. */
  readonly product: ProductDetail;
  /** Units of the chosen SKU in the cart (0 on the server and until the cart is read). */
  readonly inCart: number;
  /** A cart request is pending (an add, a quantity change…); `false` on the server. */
  readonly cartBusy: boolean;
};

/** The product detail context; `null` outside a `ProductDetail.Root`. */
export const ProductDetailContext = createContext<ProductDetailContextValue | null>(null);
ProductDetailContext.displayName = 'ProductDetailContext';

/**
 * The nearest `ProductDetail.Root`'s product and SKU selection, so other widgets follow the shopper's choice
 * (e.g. an image gallery given `product` and `idSku`). Throws, naming the fix, outside a Root.
 * @example
 * // Inside <ProductDetail.Root product={product}>: the gallery shows the chosen SKU's images.
 * const { product, idSku } = useProductDetailContext();
 * const gallery = { product, idSku }; // e.g. <ProductGallery {...gallery} />
 */
export function useProductDetailContext(): ProductDetailContextValue {
  const value = useContext(ProductDetailContext);
  if (value === null) throw new Error('useProductDetailContext must be used inside <ProductDetail.Root>.');
  return value;
}

/** Like {@link useProductDetailContext}, but `null` outside a `ProductDetail.Root` (for widgets that also stand alone). */
export function useOptionalProductDetailContext(): ProductDetailContextValue | null {
  return useContext(ProductDetailContext);
}

/** The context for a part; throws `<ProductDetail.Part> must be used inside <ProductDetail.Root>.` outside one. */
export function useDetail(part: string): ProductDetailContextValue {
  return usePartsContext(ProductDetailContext, 'ProductDetail', part);
}
