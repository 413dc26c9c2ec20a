import { type Group, type StoreApiError, shelfCount, storeKeys } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The group showcase: groups with their `productShowCases`, `quantity` each (default and maximum 12). `data` is `undefined` until loaded and while the count is `null`.
 * @example
 * const { data: groups = [] } = useGroupShowcase();
 */
export function useGroupShowcase(
  quantity?: number | null | undefined,
  options?: StoreQueryOptions<Group[]>,
): SWRResponse<Group[], StoreApiError> {
  // Clamped to 1..12; `undefined` lets the call send its default of 12, `null` waits.
  const count = shelfCount(quantity);
  return useStoreQuery<Group[]>(
    'useGroupShowcase',
    quantity === null ? null : storeKeys.call('catalogue.groupShowcase', { quantity: count }),
    (client) => client.catalogue.groupShowcase({ quantity: count }),
    options,
  );
}
