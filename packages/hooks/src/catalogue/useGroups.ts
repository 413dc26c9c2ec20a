import { type Group, groupsQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The product groups (collections) of the store; `data` is `undefined` until loaded.
 * @example
 * const { data: groups = [] } = useGroups();
 */
export function useGroups(options?: StoreQueryOptions<Group[]>): SWRResponse<Group[], StoreApiError> {
  return useStoreQuery('useGroups', groupsQuery(), options);
}
