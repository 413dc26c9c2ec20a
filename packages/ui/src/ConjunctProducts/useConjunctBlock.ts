import type { ConjunctEntry, ConjunctInput, StorefrontCartLine } from '@vitrine/core';
import { type ConjunctFlow, useConjunct, useStorefront } from '@vitrine/hooks';
import { useMemo } from 'react';

/** What `useConjunctBlock` returns: the flow, with what the block shows and its add-to-cart. */
export interface ConjunctBlock extends ConjunctFlow {
  /** The product is a conjunct product with at least one item (otherwise the block shows nothing). */
  readonly hasItems: boolean;
  /** The ticked items, in the list's order. */
  readonly tickedItems: readonly ConjunctEntry[];
  /** Ticks the item, or unticks it when ticked (a sold-out or incomplete item is refused by the flow). */
  toggle(idProduct: number): void;
  /**
   * Asks the page's cart flow to add every ticked item (its chosen SKU, quantity 1) in one `cart.addMassive`
   * request on the bus; does nothing while no item is ticked.
   */
  addToCart(): void;
}

/** One cart line per ticked item: the chosen SKU (`null` for a product without SKUs), one unit. */
export function conjunctCartLines(items: readonly ConjunctEntry[]): StorefrontCartLine[] {
  return items
    .filter((item) => item.ticked !== undefined)
    .map((item) => ({ idProduct: item.product.idProduct, idSku: item.idSku, quantity: 1 }));
}

/**
 * The behaviour of `ConjunctProducts` over `useConjunct` (core's `conjunctMachine`): the same commands, a toggle,
 * the ticked items and the add-to-cart of the ticked ones. Bus contract: `addToCart()` publishes
 * `{ type: 'cart.addMassive', items: [{ idProduct, idSku, quantity: 1 }] }`, a REQUEST the page's cart flow
 * performs (it shows 'Adicionado ao Carrinho!' or the error); a refused tick publishes `alert` ('Esgotado',
 * 'Selecione primeiro as variações'). The product is read once, on mount: key the caller by product.
 * @example
 * import type { ProductDetail as ProductDetailData } from '@vitrine/core';
 * declare const product: ProductDetailData;
 * const block = useConjunctBlock(product);
 * block.items.map((item) => <input key={item.product.idProduct} type="checkbox" checked={item.ticked !== undefined} disabled={!item.canTick && item.ticked === undefined} onChange={() => block.toggle(item.product.idProduct)} />);
 */
export function useConjunctBlock(
  product: ConjunctInput['product'],
  options?: { readonly base?: ConjunctInput['base'] },
): ConjunctBlock {
  const flow = useConjunct(product, options);
  const { bus } = useStorefront();
  return useMemo(() => {
    const tickedItems = flow.items.filter((item) => item.ticked !== undefined);
    return {
      ...flow,
      hasItems: product.hasConjunct === true && flow.items.length > 0,
      tickedItems,
      toggle: (idProduct) => {
        const item = flow.items.find((entry) => entry.product.idProduct === idProduct);
        if (item?.ticked) flow.untick(idProduct);
        else flow.tick(idProduct);
      },
      addToCart: () => {
        const items = conjunctCartLines(tickedItems);
        if (items.length > 0) bus.publish({ type: 'cart.addMassive', items });
      },
    };
  }, [flow, bus, product.hasConjunct]);
}
