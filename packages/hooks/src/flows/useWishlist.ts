import { type Product, type StoreApiError, wishlistQuery } from '@vitrine/core';
import { useMemo } from 'react';
import { useStoreQuery } from '../catalogue/useStoreQuery';
import { useStorefront } from '../provider/useStorefront';
import { useFlowSelector } from './useFlowSelector';
import { useSessionActor } from './useSessionActor';

/** What `useWishlist` returns. */
export interface WishlistFlow {
  /** The wishlist's products; `undefined` for a visitor or until loaded. */
  readonly data: readonly Product[] | undefined;
  /** The count to show; `undefined` for a visitor (the spec shows it only to signed-in customers) or until loaded. */
  readonly count: number | undefined;
  readonly isAuthenticated: boolean;
  /** The session check has not answered yet: whether the shopper is signed in is still unknown. */
  readonly isChecking: boolean;
  readonly isLoading: boolean;
  /** A load of the list (the first one or a reload) is on its way. */
  readonly isValidating: boolean;
  /** Loads the list again (after a failed load); every reader of it sees the answer. */
  reload(): void;
  /** The last load failure; `undefined` otherwise. */
  readonly error: StoreApiError | undefined;
  /** Adds a product (its chosen SKU or `null`) and reloads the list; rejects with a `StoreApiError`. */
  add(idProduct: number, idSku?: number | null): Promise<void>;
  /** Removes a product and reloads the list; rejects with a `StoreApiError`. */
  remove(idProduct: number, idSku?: number | null): Promise<void>;
}

/**
 * The customer's wishlist and its count (the count is shown only to authenticated customers, so a
 * visitor's wishlist is never requested). Reads the page's session.
 * @example
 * const { count } = useWishlist();
 * count !== undefined && <a href="/customer/wishlist">Favoritos ({count})</a>
 */
export function useWishlist(): WishlistFlow {
  const { client } = useStorefront();
  const session = useSessionActor();
  const isAuthenticated = useFlowSelector(session, (snapshot) => snapshot.context.customer !== undefined);
  const isChecking = useFlowSelector(
    session,
    (snapshot) => (snapshot.value as { session?: string }).session === 'checking',
  );
  const query = useStoreQuery('useWishlist', isAuthenticated ? wishlistQuery() : null);
  const { data, error, isLoading, isValidating, mutate } = query;
  return useMemo(
    () => ({
      data: isAuthenticated ? data : undefined,
      count: isAuthenticated ? data?.length : undefined,
      isAuthenticated,
      isChecking,
      isLoading,
      isValidating,
      reload: () => {
        void mutate();
      },
      error,
      add: async (idProduct, idSku = null) => {
        await client.customer.addToWishlist({ idProduct, idSku });
        await mutate();
      },
      remove: async (idProduct, idSku = null) => {
        await client.customer.removeFromWishlist({ idProduct, idSku });
        await mutate();
      },
    }),
    [client, data, error, isAuthenticated, isChecking, isLoading, isValidating, mutate],
  );
}
