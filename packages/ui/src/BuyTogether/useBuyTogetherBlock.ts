import type { BuyTogetherEntry, BuyTogetherInput, Product } from '@vitrine/core';
import { type BuyTogetherFlow, useBuyTogether, useStorefrontEvent } from '@vitrine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';

/** What `useBuyTogetherBlock` returns: the flow, with the block's own last message and a toggle. */
export interface BuyTogetherBlock extends BuyTogetherFlow {
  /** The page's product has products to buy with it (otherwise the block shows nothing). */
  readonly hasOffers: boolean;
  /** How many cards are selected. */
  readonly selectedCount: number;
  /**
   * The message of the shopper's last action in this block (e.g. 'Selecione os produtos que deseja comprar
   * junto.'); `undefined` once the next action passes.
   */
  readonly message: string | undefined;
  /** Adds the card's product to the bundle, or removes it when selected. */
  toggle(idProduct: number): void;
}

const selectedOf = (items: readonly BuyTogetherEntry[]) => items.filter((item) => item.selected).length;

/**
 * The behaviour of `BuyTogether` over `useBuyTogether`: the same commands, each clearing the last message, and
 * the error the flow publishes for that action (it goes to the page's alerts too) kept as the block's `message`,
 * so the block can say it beside its buttons.
 * @example
 * import type { ProductDetail as ProductDetailData } from '@vitrine/core';
 * declare const product: ProductDetailData;
 * const block = useBuyTogetherBlock(product);
 * block.items.map((item) => <button key={item.product.idProduct} aria-pressed={item.selected} onClick={() => block.toggle(item.product.idProduct)}>{item.product.name}</button>);
 */
export function useBuyTogetherBlock(
  product: BuyTogetherInput['product'],
  options?: { readonly products?: readonly Product[] | undefined },
): BuyTogetherBlock {
  const flow = useBuyTogether(product, options);
  const [message, setMessage] = useState<string | undefined>(undefined);
  // The flow publishes its alert while the command runs: only those are this block's.
  const running = useRef(false);
  useStorefrontEvent('alert', (event) => {
    if (running.current && event.kind === 'error') setMessage(event.title);
  });
  const run = useCallback((command: () => void) => {
    setMessage(undefined);
    running.current = true;
    try {
      command();
    } finally {
      running.current = false;
    }
  }, []);
  return useMemo(() => {
    const byId = (idProduct: number) => flow.items.find((item) => item.product.idProduct === idProduct);
    return {
      ...flow,
      hasOffers: flow.items.length > 1,
      selectedCount: selectedOf(flow.items),
      message,
      add: (idProduct) => run(() => flow.add(idProduct)),
      remove: (idProduct) => run(() => flow.remove(idProduct)),
      toggle: (idProduct) =>
        run(() => (byId(idProduct)?.selected ? flow.remove(idProduct) : flow.add(idProduct))),
      selectVariation: (idProduct, idReference, idVariation) =>
        run(() => flow.selectVariation(idProduct, idReference, idVariation)),
      buy: () => run(flow.buy),
      quote: () => run(flow.quote),
    };
  }, [flow, message, run]);
}
