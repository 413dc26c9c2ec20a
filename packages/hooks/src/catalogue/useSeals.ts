import { type Seal, type StoreApiError, sealsQuery } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The security and reputation seals of the store (name, image, link, code); `data` is `undefined` until loaded.
 * @example
 * const { data: seals = [] } = useSeals();
 */
export function useSeals(options?: StoreQueryOptions<Seal[]>): SWRResponse<Seal[], StoreApiError> {
  return useStoreQuery('useSeals', sealsQuery(), options);
}
