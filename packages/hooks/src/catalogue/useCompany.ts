import { type Company, companyQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The company settings (names, sort default, page size, GTM, pixel, privacy policy...), loaded once per page however many widgets ask; `data` is `undefined` until loaded.
 * @example
 * const { data: company } = useCompany(); return <span>{company?.fantasyName}</span>;
 */
export function useCompany(options?: StoreQueryOptions<Company>): SWRResponse<Company, StoreApiError> {
  return useStoreQuery('useCompany', companyQuery(), options);
}
