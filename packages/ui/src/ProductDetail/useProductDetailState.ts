import type { ProductDetail } from '@vitrine/core';
import { type CartView, useCart, useSkuSelection } from '@vitrine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { ProductDetailContextValue } from './productDetailContext';

/** The lines of one product in the cart, as few fields as the stock check needs (so unrelated changes do not re-render). */
const linesOf = (idProduct: number) => (view: CartView) => ({
  lines: view.lines
    .filter((line) => line.idProduct === idProduct)
    .map((line) => ({ idSku: line.idSku ?? null, quantity: line.quantity })),
  busy: view.busy,
});

/**
 * The state of a product detail's buy area: the page's ONE `useSkuSelection(product, { context: 'detail' })`,
 * fed with the units of the chosen SKU already in the cart (the stock check counts them). The cart is read
 * through `useCart`, so on the server and until the cart answers the count is 0 (neutral).
 * Key the caller by product: the product is read once.
 */
export function useProductDetailState(product: ProductDetail): ProductDetailContextValue {
  const { lines, busy } = useCart(useMemo(() => linesOf(product.idProduct), [product.idProduct]));
  // The SKU whose units count; it follows the selection one render late (the selection needs the count first).
  const [countedSku, setCountedSku] = useState<number | null | undefined>(undefined);
  const inCart = useMemo(() => {
    if (countedSku === undefined) return 0;
    return lines
      .filter((line) => countedSku === null || line.idSku === countedSku)
      .reduce((sum, line) => sum + line.quantity, 0);
  }, [lines, countedSku]);
  const flow = useSkuSelection(product, { context: 'detail', inCart });
  const { idSku } = flow;
  useEffect(() => setCountedSku(idSku), [idSku]);
  return useMemo(() => ({ ...flow, product, inCart, cartBusy: busy }), [flow, product, inCart, busy]);
}
