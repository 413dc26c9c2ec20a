import { storeKeys } from '@vitrine/core';
import { useStoreQuery } from '@vitrine/hooks';

/** What `useWishlistReload` returns. */
export interface WishlistReload {
  /** Loads the wishlist again (every reader of it sees the answer). */
  reload(): void;
  /** A load of the wishlist is on its way. */
  readonly isValidating: boolean;
}

/**
 * A retry for the wishlist after a failed load: `useWishlist` has no reload of its own, so this reads the same
 * cache entry (`storeKeys.wishlist()`, same call; SWR shares one request and one answer) for its `mutate`. Only
 * asks when `enabled` (a signed-in customer). Goes away once `useWishlist` returns `reload` and `isValidating`.
 * @example
 * const wishlist = useWishlist();
 * const { reload } = useWishlistReload(wishlist.isAuthenticated);
 */
export function useWishlistReload(enabled: boolean): WishlistReload {
  const { mutate, isValidating } = useStoreQuery(
    'useWishlist',
    enabled ? storeKeys.wishlist() : null,
    (client) => client.customer.wishlist(),
  );
  return {
    reload: () => {
      void mutate();
    },
    isValidating,
  };
}
