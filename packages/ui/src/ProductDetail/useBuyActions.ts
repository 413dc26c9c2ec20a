import { checkStockWithCart } from '@vitrine/core';
import { useCart, useStorefront } from '@vitrine/hooks';
import { useMemo } from 'react';
import { noSelection } from '../internal/noSelection';
import type { ProductDetailContextValue } from './productDetailContext';

/** When the one-click buy goes to the payment step: 1 s after the add (the spec's default) or right after it. */
export type OneClickRedirect = 'delayed' | 'immediate';

/** The buy area's commands beyond the selection's own `buy`, `notify` and `quote`. */
export interface BuyActions {
  /** 'Comprar com 1 clique': publishes `cart.buyNow` (the cart flow adds, then goes to '/checkout/payment'). */
  oneClick(redirect?: OneClickRedirect): void;
  /** 'Assinar': adds the chosen SKU as a recurring purchase. */
  subscribe(): void;
}

/**
 * The behaviour of `ProductDetail.OneClick` and `.Subscribe`. Both go through the selection's gates first: only
 * a purchasable SKU whose stock covers the quantity plus what the cart holds is sent; anything else is handed to
 * the selection's `buy()`, which says why (missing variations, 'Temos apenas N itens em estoque…').
 */
export function useBuyActions(detail: ProductDetailContextValue): BuyActions {
  const { bus } = useStorefront();
  const { add } = useCart(noSelection);
  const { area, stock, quantity, inCart, idSku, product, buy } = detail;
  return useMemo(() => {
    const ready = () =>
      area === 'purchasable' &&
      stock !== undefined &&
      checkStockWithCart(quantity, stock, inCart, { context: 'detail' }).ok;
    return {
      oneClick: (redirect) => {
        if (!ready()) return buy();
        bus.publish({ type: 'cart.buyNow', idProduct: product.idProduct, idSku, quantity, redirect });
      },
      subscribe: () => {
        if (!ready()) return buy();
        // The add's success and failure reach the shopper as the cart flow's alerts.
        void add({ idProduct: product.idProduct, idSku, quantity, isRecurrent: true }).catch(() => {});
      },
    };
  }, [area, stock, quantity, inCart, idSku, product, buy, bus, add]);
}
