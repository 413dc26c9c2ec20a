import { type Product, type StoreApiError, searchQuery } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { type SearchTermRefusal, useSearchTerm } from './useSearchTerm';
import { useStoreQuery } from './useStoreQuery';

/** Options of `useSearch`. */
export interface UseSearchOptions extends StoreQueryOptions<Product[]> {
  /** How many products to ask for; the platform's default when `undefined`. */
  readonly qtdRegister?: number | undefined;
  /** Fragments refused in a term; the forms' default blacklist when `undefined`. */
  readonly blacklist?: readonly string[] | undefined;
}

/**
 * The products matching a search term. Terms under 3 characters, with '%' or blacklisted are not sent:
 * `refusal` then says why and gives the text to show (offer `useMostSold` for a refused term). `data` is
 * `undefined` until loaded and while the term is `null`, empty or refused.
 * @example
 * const term = 'camiseta';
 * const { data: products = [], refusal } = useSearch(term);
 * if (refusal) return <p>{refusal.message}</p>;
 */
export function useSearch(
  term: string | null | undefined,
  options?: UseSearchOptions,
): SWRResponse<Product[], StoreApiError> & { readonly refusal: SearchTermRefusal | undefined } {
  const { qtdRegister, blacklist, ...rest } = options ?? {};
  const { word, refusal } = useSearchTerm(term, blacklist);
  const query = word === undefined ? null : searchQuery({ word, qtdRegister });
  const response = useStoreQuery('useSearch', query, rest);
  return Object.assign(response, { refusal });
}
