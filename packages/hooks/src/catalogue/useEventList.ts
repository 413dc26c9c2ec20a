import { type EventListItem, eventListQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The store's event lists (gift lists by `idType`); `data` is `undefined` until loaded.
 * @example
 * const { data: events = [] } = useEventList();
 */
export function useEventList(
  options?: StoreQueryOptions<EventListItem[]>,
): SWRResponse<EventListItem[], StoreApiError> {
  return useStoreQuery('useEventList', eventListQuery(), options);
}
