import type { Product } from '@vitrine/core';

/** The (reference, variation) pairs a shopper clicks to choose SKU `idSku` of `product` (test-only). */
export function skuChoicesOf(
  product: Pick<Product, 'idProduct' | 'skUs' | 'availableReferences'>,
  idSku: number,
): [number, number][] {
  const sku = product.skUs?.find((candidate) => candidate.idSku === idSku);
  if (!sku) throw new Error(`Product ${product.idProduct} has no SKU ${idSku}.`);
  const ids = new Set(sku.variations.map((variation) => variation.idVariation));
  return (product.availableReferences ?? []).flatMap((reference) => {
    const variation = reference.variations.find((candidate) => ids.has(candidate.idVariation));
    return variation ? [[reference.idReference, variation.idVariation] as [number, number]] : [];
  });
}
