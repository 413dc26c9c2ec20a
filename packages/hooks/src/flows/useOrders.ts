import { type Order, ordersQuery, type StoreApiError } from '@vitrine/core';
import { useMemo } from 'react';
import type { StoreQueryOptions } from '../catalogue/StoreQueryOptions';
import { useStoreQuery } from '../catalogue/useStoreQuery';
import { useFlowSelector } from './useFlowSelector';
import { useSessionActor } from './useSessionActor';

/** What `useOrders` returns: SWR's read plus where the session stands. */
export interface OrdersRead {
  /** The customer's orders as the store answered them; `undefined` for a visitor, on the server or until loaded. */
  readonly data: readonly Order[] | undefined;
  /** The last load failure; `undefined` otherwise (it stays while a retry runs). */
  readonly error: StoreApiError | undefined;
  /** Nothing loaded yet and a load is on its way. */
  readonly isLoading: boolean;
  /** A load (the first one or a retry) is on its way. */
  readonly isValidating: boolean;
  readonly isAuthenticated: boolean;
  /** The session check has not answered yet: whether the shopper is signed in is still unknown. */
  readonly isChecking: boolean;
  /** Loads the orders again (after a failure); resolves with the new list, `undefined` when it failed. */
  mutate(): Promise<readonly Order[] | undefined>;
}

/**
 * The signed-in customer's orders ('Meus Pedidos'), one page of them (`undefined`: the store's first page without
 * sending one; `null`: don't fetch). A per-shopper read: asked only in the browser once the page's session says
 * the shopper is signed in (the session is checked after mount, so a server render never asks, and a server
 * `fallback` under this key is never shown), and never for a visitor. Read with `ordersQuery(page)`.
 * @example
 * const { data: orders, isChecking, isAuthenticated } = useOrders();
 * !isChecking && !isAuthenticated ? <a href="/customer/login">Entrar</a> : orders?.map((o) => <p key={o.idOrder}>{o.status}</p>)
 */
export function useOrders(page?: number | null, options?: StoreQueryOptions<Order[]>): OrdersRead {
  const session = useSessionActor();
  const isAuthenticated = useFlowSelector(session, (snapshot) => snapshot.context.customer !== undefined);
  const isChecking = useFlowSelector(
    session,
    (snapshot) => (snapshot.value as { session?: string }).session === 'checking',
  );
  const query = useStoreQuery(
    'useOrders',
    isAuthenticated && page !== null ? ordersQuery(page) : null,
    options,
  );
  const { data, error, isLoading, isValidating, mutate } = query;
  return useMemo(
    () => ({
      data: isAuthenticated ? data : undefined,
      error: isAuthenticated ? error : undefined,
      isLoading,
      isValidating,
      isAuthenticated,
      isChecking,
      mutate: () => mutate(),
    }),
    [data, error, isAuthenticated, isChecking, isLoading, isValidating, mutate],
  );
}
