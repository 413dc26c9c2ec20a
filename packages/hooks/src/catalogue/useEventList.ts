import { type EventListItem, type StoreApiError, storeQueries } from '@vitrine/core';
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
  return useStoreQuery('useEventList', storeQueries.eventList(), options);
}
