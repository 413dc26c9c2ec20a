import { type Product, type StoreApiError, shelfCount, storeKeys } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The home showcase products; `quantity` comes from the company's `quantityProductsToShowAtShowcase` (default and maximum 12). `data` is `undefined` until loaded and while the count is `null`.
 * @example
 * const { data: company } = useCompany();
 * const { data: products = [] } = useShowcase(company ? (company.quantityProductsToShowAtShowcase ?? 12) : null);
 */
export function useShowcase(
  quantity?: number | null | undefined,
  options?: StoreQueryOptions<Product[]>,
): SWRResponse<Product[], StoreApiError> {
  // Clamped to 1..12; `undefined` lets the call send its default of 12, `null` waits.
  const count = shelfCount(quantity);
  return useStoreQuery<Product[]>(
    'useShowcase',
    quantity === null ? null : storeKeys.call('catalogue.showcase', { quantity: count }),
    (client) => client.catalogue.showcase({ quantity: count }),
    options,
  );
}
