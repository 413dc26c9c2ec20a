import { type Product, type StoreClient, searchMachine } from '@vitrine/core';
import { shallowEqual, useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useStoreClient } from '../provider/useStoreClient';
import { useFlowSelector } from './useFlowSelector';

/** Options of `useAutocomplete`; read once, on mount. */
export interface UseAutocompleteOptions {
  /** How long the term must stay unchanged before it is searched; 300 ms when `undefined`. */
  readonly debounceMs?: number | undefined;
  /** Fragments refused in a term; the forms' default blacklist when `undefined`. */
  readonly blacklist?: readonly string[] | undefined;
  /** The client to call instead of the provider's; `undefined` uses the provider's. */
  readonly client?: StoreClient | undefined;
}

/** What `useAutocomplete` returns. */
export interface Autocomplete {
  /** The products of `term` (up to 5); `undefined` before the first answer and while the term is too short or refused. */
  readonly data: readonly Product[] | undefined;
  /** The last search failure, `undefined` after a successful one (the products shown stay). */
  readonly error: unknown;
  /** True until the first answer for a searchable term. */
  readonly isLoading: boolean;
  /** The term the shown products belong to (the last settled, valid term); `undefined` before any. */
  readonly term: string | undefined;
  /** True while the typed term has not settled or its search is in flight. */
  readonly isSettling: boolean;
  /** More than 3 products: show the 'Visualizar todos os produtos' link. */
  readonly hasMore: boolean;
}

/** Reads the autocomplete's part of a `searchMachine` snapshot for one typed term. */
function selectAutocomplete(
  snapshot: SnapshotFrom<typeof searchMachine>,
  typed: string,
): Omit<Autocomplete, 'data'> & { readonly results: readonly Product[] } {
  const { text, results, resultsTerm, error } = snapshot.context;
  const pending = snapshot.matches({ open: 'debouncing' }) || snapshot.matches({ open: 'searching' });
  return {
    results,
    error,
    term: resultsTerm,
    isSettling: typed !== text || pending,
    isLoading: pending && resultsTerm === undefined,
    hasMore: resultsTerm !== undefined && results.length > 3,
  };
}

/**
 * Search suggestions for a term the caller owns (its own input, a route parameter): a thin read over core's
 * `searchMachine`, the same debounced autocomplete `useSearchBox` drives. Up to 5 products for a term of
 * 3+ URL-safe characters, searched once the term settles; the newest term wins (an older search is aborted,
 * its answer never lands) and the previous products stay while the next ones load. A blacklisted term
 * shows nothing here (the search box offers the most sold instead).
 * @example
 * const input = 'cami';
 * const { data: products = [], hasMore, term } = useAutocomplete(input);
 * {hasMore && <a href={routes.search(term ?? input)}>Visualizar todos os produtos</a>}
 */
export function useAutocomplete(
  term: string | null | undefined,
  options?: UseAutocompleteOptions,
): Autocomplete {
  const client = useStoreClient('useAutocomplete', options?.client);
  const actor = useActorRef(searchMachine, {
    input: { client, debounceMs: options?.debounceMs, blacklist: options?.blacklist },
  });
  const typed = term ?? '';
  useEffect(() => {
    actor.send({ type: 'search.type', text: typed });
  }, [actor, typed]);
  const { results, ...view } = useFlowSelector(
    actor,
    (snapshot) => selectAutocomplete(snapshot, typed),
    shallowEqual,
  );
  return { ...view, data: view.term === undefined ? undefined : results };
}
