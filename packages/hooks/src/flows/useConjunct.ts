import { type ConjunctContext, type ConjunctInput, conjunctMachine } from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { useEmittedToBus } from './useEmittedToBus';
import { useFlowSelector } from './useFlowSelector';

/** What `useConjunct` returns. */
export interface ConjunctFlow {
  /** The conjunct items, each with its own variation choice, `canTick` and `ticked`. */
  readonly items: ConjunctContext['items'];
  /** Subtotal, discount and total with the ticked items, each never below 0. */
  readonly totals: ConjunctContext['totals'];
  /** Ticks an item; a sold-out or incomplete one is refused with 'Esgotado' / 'Selecione primeiro as variações'. */
  tick(idProduct: number): void;
  untick(idProduct: number): void;
  selectVariation(idProduct: number, idReference: number, idVariation: number): void;
}

/**
 * The conjunct (kit) items of a detail page over core's `conjunctMachine`: ticking adds an item's prices to
 * the totals, unticking removes exactly them; refusals publish `alert` on the bus. Read once, on mount.
 * @example
 * declare const product: Product;
 * const kit = useConjunct(product);
 * kit.items.map((item) => <input key={item.product.idProduct} type="checkbox" checked={item.ticked !== undefined} onChange={(e) => e.target.checked ? kit.tick(item.product.idProduct) : kit.untick(item.product.idProduct)} />)
 */
export function useConjunct(
  product: ConjunctInput['product'],
  options?: { readonly base?: ConjunctInput['base'] },
): ConjunctFlow {
  const { messages } = useStorefront();
  const actor = useActorRef(conjunctMachine, {
    input: { product, base: options?.base, messages: messages.productFlow },
  });
  useEmittedToBus(actor, ['alert']);
  const items = useFlowSelector(actor, (snapshot) => snapshot.context.items);
  const totals = useFlowSelector(actor, (snapshot) => snapshot.context.totals);
  return useMemo(
    () => ({
      items,
      totals,
      tick: (idProduct) => actor.send({ type: 'item.tick', idProduct }),
      untick: (idProduct) => actor.send({ type: 'item.untick', idProduct }),
      selectVariation: (idProduct, idReference, idVariation) =>
        actor.send({ type: 'variation.select', idProduct, idReference, idVariation }),
    }),
    [actor, items, totals],
  );
}
