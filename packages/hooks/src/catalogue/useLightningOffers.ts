import { lightningOffersQuery, type Product, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The lightning-offer products (at most 15), for the 'Ofertas Relâmpago' carousel; `data` is `undefined`
 * until loaded.
 * @example
 * const { data: offers = [] } = useLightningOffers();
 */
export function useLightningOffers(
  options?: StoreQueryOptions<Product[]>,
): SWRResponse<Product[], StoreApiError> {
  return useStoreQuery('useLightningOffers', lightningOffersQuery(), options);
}
