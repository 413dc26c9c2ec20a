import {
  type FilterState,
  type FilterStorage,
  type ListingFilterChanges,
  type ListingFilterOptionKey,
  type ListingKind,
  type ListingSettings,
  type ListingView,
  listingMachine,
  type ProductListResponse,
  type SortBy,
  selectListingView,
} from '@vitrine/core';
import { shallowEqual, useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { browserWindow } from '../utilities/browserWindow';
import { useFlowSelector } from './useFlowSelector';

/** Options of `useListing`; read once, on mount (key the component by listing), except the callbacks. */
export interface UseListingOptions {
  /** The company's listing settings (page size, infinite scroll, default order, filters in the URL). */
  readonly settings?: ListingSettings | undefined;
  /** The starting filters (e.g. from the URL); `undefined` resumes the stored state of this listing. */
  readonly filter?: Partial<FilterState> | undefined;
  /**
   * The page of `filter` as the server already loaded it: the listing renders it at once (on the server and while
   * hydrating) and loads nothing until the shopper changes something. Ignored without `filter`.
   */
  readonly initialPage?: ProductListResponse | undefined;
  /** Where the filters persist; the tab's `sessionStorage` when `undefined`, `null` for nowhere. */
  readonly storage?: FilterStorage | null | undefined;
  readonly storageKey?: string | undefined;
  /** The listing sits on a product page (infinite scroll never grows there). */
  readonly isProductPage?: boolean | undefined;
  /** After a page change; `window.scrollTo({ top: 0 })` when `undefined`. */
  readonly onScrollToTop?: (() => void) | undefined;
  /** The address to show (setting `viewProductFiltersUrl`); `history.replaceState` when `undefined`. */
  readonly onUrlChange?: ((href: string) => void) | undefined;
}

/** What `useListing` returns: the view of core's `selectListingView` and the shopper's commands. */
export interface ListingFlow extends ListingView {
  setFilter(changes: ListingFilterChanges): void;
  toggleFilterOption(key: ListingFilterOptionKey, id: number): void;
  clearFilters(): void;
  setOrder(order: SortBy): void;
  setPage(page: number): void;
  /** The end of the list came into view: grows the list when infinite scroll is on. */
  loadMore(): void;
  /** Reloads after a failure. */
  retry(): void;
}

/** Session storage, touched only when the machine reads or writes (never during server rendering). */
const sessionFilterStorage: FilterStorage = {
  getItem: (key) => browserWindow()?.sessionStorage.getItem(key) ?? null,
  setItem: (key, value) => browserWindow()?.sessionStorage.setItem(key, value),
};

/**
 * A category, brand, group or search listing as a machine-driven flow (core's `listingMachine`): one load at a
 * time, newer filters supersede older loads, paging or infinite growth, the filter state persisted and the
 * address announced. Use it for a listing PAGE (server-rendered: pass the address's `filter` and the `initialPage`
 * the server loaded for it); use the SWR-based `useProductList` for a plain read that other widgets share through
 * the cache.
 * @example
 * const { data: company } = useCompany();
 * const list = useListing({ kind: 'category', textLink: 'roupas/camisetas/c' }, { settings: company });
 * list.busy ? <p>Carregando…</p> : list.emptyMessage ?? list.products.map((p) => <a key={p.idProduct} href={`/${p.urlFriendly}`}>{p.name}</a>)
 */
export function useListing(listing: ListingKind, options?: UseListingOptions): ListingFlow {
  const { client, messages } = useStorefront();
  const actor = useActorRef(listingMachine, {
    input: {
      client,
      listing,
      settings: options?.settings,
      filter: options?.filter,
      initialPage: options?.initialPage,
      storage: options?.storage === null ? undefined : (options?.storage ?? sessionFilterStorage),
      storageKey: options?.storageKey,
      isProductPage: options?.isProductPage,
      messages: messages.listing,
    },
  });
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('listing.scrollToTop', () => {
        const own = callbacks.current?.onScrollToTop;
        if (own) own();
        else browserWindow()?.scrollTo({ top: 0 });
      }),
      actor.on('listing.urlChange', (event) => {
        const own = callbacks.current?.onUrlChange;
        if (own) own(event.href);
        else browserWindow()?.history.replaceState(null, '', event.href);
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor]);
  const view = useFlowSelector(actor, selectListingView, shallowEqual);
  return useMemo(
    () => ({
      ...view,
      setFilter: (changes) => actor.send({ type: 'listing.filterChange', changes }),
      toggleFilterOption: (key, id) => actor.send({ type: 'listing.toggleFilterOption', key, id }),
      clearFilters: () => actor.send({ type: 'listing.clearFilters' }),
      setOrder: (order) => actor.send({ type: 'listing.orderChange', order }),
      setPage: (page) => actor.send({ type: 'listing.pageChange', page }),
      loadMore: () => actor.send({ type: 'listing.scrolledPastEnd' }),
      retry: () => actor.send({ type: 'listing.retry' }),
    }),
    [actor, view],
  );
}
