import { type Faq, faqQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The FAQ list (question, answer); its link shows only when it is not empty. `data` is `undefined` until loaded.
 * @example
 * const { data: faq = [] } = useFaq(); if (faq.length > 0) return <a href="/perguntas-frequentes">FAQ</a>;
 */
export function useFaq(options?: StoreQueryOptions<Faq[]>): SWRResponse<Faq[], StoreApiError> {
  return useStoreQuery('useFaq', faqQuery(), options);
}
