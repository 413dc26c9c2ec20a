import { type SocialNetwork, type StoreApiError, socialNetworksQuery } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The store's social network links and the floating messaging button (`position` 'ESQUERDA' is left); `data` is `undefined` until loaded.
 * @example
 * const { data: networks = [] } = useSocialNetworks(); const shown = networks.filter((n) => n.show);
 */
export function useSocialNetworks(
  options?: StoreQueryOptions<SocialNetwork[]>,
): SWRResponse<SocialNetwork[], StoreApiError> {
  return useStoreQuery('useSocialNetworks', socialNetworksQuery(), options);
}
