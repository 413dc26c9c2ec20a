import { type Product, type StoreApiError, showcaseQuery } from '@vitrine/core';
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
  // Clamped to 1..12 by the definition; `undefined` sends the call's default of 12, `null` waits.
  return useStoreQuery('useShowcase', quantity === null ? null : showcaseQuery(quantity), options);
}
