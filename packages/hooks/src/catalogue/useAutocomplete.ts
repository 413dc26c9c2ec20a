import { type Product, type StoreApiError, storeKeys } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchTerm } from './useSearchTerm';
import { useStoreQuery } from './useStoreQuery';

/** The autocomplete asks for 5 products (spec section 9). */
const autocompleteSize = 5;

/** Options of `useAutocomplete`. */
export interface UseAutocompleteOptions extends StoreQueryOptions<Product[]> {
  /** How long the term must stay unchanged before it is searched; 300 ms when `undefined`. */
  readonly debounceMs?: number | undefined;
  /** Fragments refused in a term; the forms' default blacklist when `undefined`. */
  readonly blacklist?: readonly string[] | undefined;
}

/** What `useAutocomplete` adds to SWR's shape. */
export interface AutocompleteExtras {
  /** The term the shown products belong to (the last settled, valid term); `undefined` before any. */
  readonly term: string | undefined;
  /** True while the typed term has not settled yet (the debounce is running). */
  readonly isSettling: boolean;
  /** More than 3 products: show the 'Visualizar todos os produtos' link. */
  readonly hasMore: boolean;
}

/**
 * Search-box suggestions: up to 5 products for a term of 3+ URL-safe characters, searched once the term
 * settles. While a new term loads, the previous products stay (`keepPreviousData`); an answer for an older
 * term never replaces a newer one (each term has its own cache entry). `data` is `undefined` before the
 * first answer and whenever the current term is too short or refused.
 * @example
 * const { data: products = [], hasMore, term } = useAutocomplete(input);
 * {hasMore && <a href={routes.search(term ?? input)}>Visualizar todos os produtos</a>}
 */
export function useAutocomplete(
  term: string | null | undefined,
  options?: UseAutocompleteOptions,
): SWRResponse<Product[], StoreApiError> & AutocompleteExtras {
  const { debounceMs = 300, blacklist, ...rest } = options ?? {};
  const settled = useDebouncedValue(term ?? '', debounceMs);
  const { word } = useSearchTerm(settled, blacklist);
  const input = { word: word ?? '', qtdRegister: autocompleteSize };
  const response = useStoreQuery<Product[]>(
    'useAutocomplete',
    word === undefined ? null : storeKeys.call('catalogue.search', input),
    async (client) => (await client.catalogue.search(input)).slice(0, autocompleteSize),
    { keepPreviousData: true, ...rest },
  );
  // keepPreviousData would keep showing old products after the term is cleared: no term, no products.
  const data = word === undefined ? undefined : response.data;
  return {
    get error() {
      return response.error;
    },
    get isLoading() {
      return response.isLoading;
    },
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
    data,
    term: word,
    isSettling: (term ?? '') !== settled,
    hasMore: (data?.length ?? 0) > 3,
  };
}
