import { type Product, type StoreApiError, storeKeys } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/** The lightning-offer carousel holds at most 15 products. */
const maxLightningOffers = 15;

/**
 * The lightning-offer products (at most 15), for the 'Ofertas Relâmpago' carousel; `data` is `undefined`
 * until loaded.
 * @example
 * const { data: offers = [] } = useLightningOffers();
 */
export function useLightningOffers(
  options?: StoreQueryOptions<Product[]>,
): SWRResponse<Product[], StoreApiError> {
  return useStoreQuery<Product[]>(
    'useLightningOffers',
    storeKeys.call('catalogue.lightningOffers'),
    async (client) => (await client.catalogue.lightningOffers()).slice(0, maxLightningOffers),
    options,
  );
}
