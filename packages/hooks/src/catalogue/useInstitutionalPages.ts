import { type InstitutionalPage, institutionalPagesQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The institutional pages and their contents (footer links, privacy policy link); `data` is `undefined` until loaded.
 * @example
 * const { data: pages = [] } = useInstitutionalPages(); const policy = privacyPolicyHref(pages);
 */
export function useInstitutionalPages(
  options?: StoreQueryOptions<InstitutionalPage[]>,
): SWRResponse<InstitutionalPage[], StoreApiError> {
  return useStoreQuery('useInstitutionalPages', institutionalPagesQuery(), options);
}
