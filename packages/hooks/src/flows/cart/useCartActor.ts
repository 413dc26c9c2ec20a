import { type CartMessages, cartMachine } from '@vitrine/core';
import { useStorefront } from '../../provider/useStorefront';
import { useSharedFlowActor } from '../useSharedFlowActor';
import type { CartActor } from './cartActorTypes';
import { connectCartFlow } from './connectCartFlow';

declare module '../../provider/StorefrontMessages' {
  interface StorefrontMessages {
    /**
     * The cart flow's own texts (core's `cartMessages`: 'Por favor, insira um cep.', 'Excluir Produto(s)'...);
     * `undefined` keeps the pt-BR defaults. The cart's rule texts ('Seu Carrinho esta vazio.'...) are in `rules`.
     */
    cart?: Partial<CartMessages> | undefined;
  }
}

/**
 * The provider's ONE cart actor (kept in the per-provider registry of `useSharedFlowActor`, keyed by the bus):
 * created idle during render, started on the first mount (its first read), wired to the bus and the
 * analytics sink while any cart hook is mounted (see `connectCartFlow`).
 * @example
 * const actor = useCartActor();
 */
export function useCartActor(): CartActor {
  const { analytics } = useStorefront();
  return useSharedFlowActor<typeof cartMachine>(
    'cart',
    (createActor, { client, messages }) =>
      createActor(cartMachine, { input: { client, messages: { ...messages.rules, ...messages.cart } } }),
    (actor, bus) => connectCartFlow(actor, bus, analytics),
  );
}
