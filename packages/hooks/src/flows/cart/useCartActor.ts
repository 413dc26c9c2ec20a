import type { CartMessages } from '@vitrine/core';
import { useEffect } from 'react';
import { useStorefront } from '../../provider/useStorefront';
import type { CartActor } from './cartActorTypes';
import { cartFlowActor } from './cartFlowActor';

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
 * The provider's ONE cart actor (see `cartFlowActor`): created idle during render (server-safe), started on
 * the first mount (its first read), wired to the bus and the analytics sink while any cart hook is mounted.
 * @example
 * const actor = useCartActor();
 */
export function useCartActor(): CartActor {
  const shared = cartFlowActor(useStorefront());
  useEffect(() => shared.retain(), [shared]);
  return shared.actor;
}
