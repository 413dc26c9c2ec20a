import { type Group, groupShowcaseQuery, type StoreApiError } from '@vitrine/core';
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
  // Clamped to 1..12 by the definition; `undefined` sends the call's default of 12, `null` waits.
  return useStoreQuery('useGroupShowcase', quantity === null ? null : groupShowcaseQuery(quantity), options);
}
