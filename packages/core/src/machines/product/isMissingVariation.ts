import type { ProductFlowProduct } from './types';

/** A product with variations and no SKU chosen yet: the back-in-stock and quote forms refuse to open for it. */
export function isMissingVariation(product: Pick<ProductFlowProduct, 'hasVariations' | 'idSku'>): boolean {
  return product.hasVariations && (product.idSku === null || product.idSku === undefined);
}
