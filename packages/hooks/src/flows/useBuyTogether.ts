import {
  type BuyTogetherContext,
  type BuyTogetherInput,
  buyTogetherMachine,
  type CartAddMassiveRequest,
  type Product,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { useEmittedToBus } from './useEmittedToBus';
import { useFlowSelector } from './useFlowSelector';

/** What `useBuyTogether` returns. */
export interface BuyTogetherFlow {
  /** The page's product (first, preselected) and the offered ones, each with its own choice and `selected`. */
  readonly items: BuyTogetherContext['items'];
  /** List price, promotion saving and price paid of the selected items, never below 0. */
  readonly totals: BuyTogetherContext['totals'];
  /** Adds an offered product to the bundle (its variations must resolve a SKU first, else an alert). */
  add(idProduct: number): void;
  remove(idProduct: number): void;
  selectVariation(idProduct: number, idReference: number, idVariation: number): void;
  /** Checks the bundle, then publishes `cart.addMassive` on the bus; else the spec's alert. */
  buy(): void;
  /** Checks the bundle, then publishes `quote.open` for the selected products (origin 'buyTogether'). */
  quote(): void;
}

/**
 * The buy-together block of a detail page over core's `buyTogetherMachine`. Bus contract: `buy()` publishes
 * `{ type: 'cart.addMassive', items: [{ idProduct, idSku, quantity: 1 }] }`, a REQUEST the cart flow performs
 * (a `StorefrontEvent`, so `bus.subscribe('cart.addMassive', ...)` reads it); `quote()` publishes `quote.open`;
 * messages publish `alert`. The products are read once, on mount: key the block by product.
 * @example
 * declare const product: Product;
 * const bundle = useBuyTogether(product);
 * bundle.items.map((item) => <label key={item.product.idProduct}><input type="checkbox" checked={item.selected} disabled={item.isMain} onChange={(e) => e.target.checked ? bundle.add(item.product.idProduct) : bundle.remove(item.product.idProduct)} />{item.product.name}</label>)
 */
export function useBuyTogether(
  product: BuyTogetherInput['product'],
  options?: { readonly products?: readonly Product[] | undefined },
): BuyTogetherFlow {
  const { bus, messages } = useStorefront();
  const actor = useActorRef(buyTogetherMachine, {
    input: { product, products: options?.products, messages: { ...messages.rules, ...messages.productFlow } },
  });
  useEmittedToBus(actor, ['alert', 'quote.open']);
  useEffect(() => {
    const subscription = actor.on('cart.addMassive', (event: CartAddMassiveRequest) => bus.publish(event));
    return () => subscription.unsubscribe();
  }, [actor, bus]);
  const items = useFlowSelector(actor, (snapshot) => snapshot.context.items);
  const totals = useFlowSelector(actor, (snapshot) => snapshot.context.totals);
  return useMemo(
    () => ({
      items,
      totals,
      add: (idProduct) => actor.send({ type: 'item.add', idProduct }),
      remove: (idProduct) => actor.send({ type: 'item.remove', idProduct }),
      selectVariation: (idProduct, idReference, idVariation) =>
        actor.send({ type: 'variation.select', idProduct, idReference, idVariation }),
      buy: () => actor.send({ type: 'buy' }),
      quote: () => actor.send({ type: 'quote' }),
    }),
    [actor, items, totals],
  );
}
