import {
  formatPrice,
  type ListingFilterOptionKey,
  type ListingKind,
  type ListingMessages,
  type PagerLink,
  type Product,
  type SortBy,
  searchTermStatus,
} from '@vitrine/core';
import { type ListingFlow, useInfiniteScroll, useItemListTracking, useStorefront } from '@vitrine/hooks';
import {
  type ChangeEvent,
  type MouseEvent,
  type RefCallback,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { dataFlag } from '../internal/dataAttributes';
import {
  filterGroupKind,
  isOptionChosen,
  type ListingChip,
  type ListingFilterGroupKind,
  listingChips,
} from './listingFilters';
import { listingPageHref } from './listingPageHref';
import type { ProductListingMessages } from './productListingMessages';

/** How the listing goes past its first products: numbered pages, or growing as the shopper scrolls. */
export type ProductListingMode = 'numbered' | 'infinite';

/** One option of a filter group, as the panel shows it. */
export interface ProductListingOption {
  readonly id: number;
  readonly name: string;
  /** How many products match it; `undefined` when the store does not say. */
  readonly quantity: number | undefined;
  /** A CSS colour for a swatch; `undefined` when the option has none. */
  readonly color: string | undefined;
  /** Whether it is applied (as the shopper asked, even while its products load). */
  readonly chosen: boolean;
}

/** One filter group of the listing, as the panel shows it. */
export interface ProductListingGroup {
  /** Unique among the groups (a React key). */
  readonly id: string;
  /** The store's key: 'idCategories', 'idBrand', 'idVariation', 'idAttribute', 'idGroupingType' or 'price'. */
  readonly key: string;
  /** The group's title ('Categorias', 'Marcas', 'Cor', 'Preço'…). */
  readonly name: string;
  /** Check boxes ('multiple'), radio buttons ('single') or a price range ('price'). */
  readonly kind: ListingFilterGroupKind;
  /** The flow's option key; `undefined` for the price range. */
  readonly optionKey: ListingFilterOptionKey | undefined;
  readonly options: readonly ProductListingOption[];
  /** The lowest and highest price of the listing (price range only; `undefined` when not sent). */
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
}

/** An applied filter as a removable chip. */
export interface ProductListingChip extends ListingChip {
  remove(): void;
}

/** A block offered under a search without results ('Produtos mais vendidos', 'Recém chegados'). */
export interface ProductListingShelf {
  readonly kind: 'mostSold' | 'newcomers';
  readonly title: string;
  readonly products: readonly Product[];
}

/** Options of `useProductListingBehaviour`. */
export interface ProductListingBehaviourOptions {
  /** The listing flow (`useListing`): the one owner of the listing's state. */
  readonly flow: ListingFlow;
  /** Which listing it is (for the page links and the search term). */
  readonly listing: ListingKind;
  /** Numbered pages or infinite scroll. */
  readonly mode: ProductListingMode;
  /** The listing's texts (already merged with the provider's and the props'). */
  readonly text: ProductListingMessages;
  /** The GA4 list id and name. */
  readonly listId: string;
  readonly listName: string;
}

type Handler<E> = ((event: E) => void) | undefined;

/** What `useProductListingBehaviour` returns: the flow, what the parts show, and a prop bag per control. */
export interface ProductListingBehaviour {
  readonly flow: ListingFlow;
  readonly listing: ListingKind;
  readonly mode: ProductListingMode;
  readonly text: ProductListingMessages;
  /** The listing flow's texts (empty states, the titles of the search's extra blocks). */
  readonly listingText: ListingMessages;
  readonly listId: string;
  readonly listName: string;
  /** The filter groups the flow can apply, in the store's order. */
  readonly groups: readonly ProductListingGroup[];
  /** The applied filters. */
  readonly chips: readonly ProductListingChip[];
  /** How many products the listing holds in all, as the store counts them; `undefined` before the first load. */
  readonly total: number | undefined;
  /** What the polite live region says: 'N produtos', or '' while unknown or empty. */
  readonly resultText: string;
  /** Whether an empty search shows the suggestions (a refused short term does not). */
  readonly showSuggestions: boolean;
  /** The extra blocks of an empty search that must show. */
  readonly shelves: readonly ProductListingShelf[];
  /** Where focus goes after a page change or clearing the filters (the product list). */
  readonly gridRef: RefObject<HTMLElement | null>;
  /** Infinite scroll's sentinel (place it after the list); observes nothing with numbered pages. */
  readonly sentinelRef: RefCallback<Element>;
  /** Reports GA4 `select_item` for a product of the list (the stock card does it itself). */
  selectItem(product: Product, index?: number): void;
  /** Applies a price range (either bound may be `undefined`; swapped when reversed). */
  applyPrice(min: number | undefined, max: number | undefined): void;
  getPageLinkProps(
    link: PagerLink,
    rel?: 'prev' | 'next' | undefined,
    theirs?: { onClick?: Handler<MouseEvent<HTMLAnchorElement>> },
  ): {
    readonly href: string;
    readonly rel: 'prev' | 'next' | undefined;
    readonly onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  };
  getSortProps(theirs?: { onChange?: Handler<ChangeEvent<HTMLSelectElement>> }): {
    readonly value: SortBy;
    readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  };
  getOptionInputProps(
    group: ProductListingGroup,
    option: ProductListingOption,
    own: { readonly name: string; readonly onChange?: Handler<ChangeEvent<HTMLInputElement>> },
  ): {
    readonly type: 'checkbox' | 'radio';
    readonly name: string;
    readonly value: string;
    readonly checked: boolean;
    readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  getChipProps(
    chip: ProductListingChip,
    theirs?: { onClick?: Handler<MouseEvent<HTMLButtonElement>> },
  ): {
    readonly type: 'button';
    readonly 'aria-label': string;
    readonly 'data-chip': '';
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  getClearProps(theirs?: { onClick?: Handler<MouseEvent<HTMLButtonElement>> }): {
    readonly type: 'button';
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  getLoadMoreProps(theirs?: { onClick?: Handler<MouseEvent<HTMLButtonElement>> }): {
    readonly type: 'button';
    readonly 'aria-disabled': true | undefined;
    readonly 'data-loading': '' | undefined;
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  getRetryProps(theirs?: { onClick?: Handler<MouseEvent<HTMLButtonElement>> }): {
    readonly type: 'button';
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
}

/** A click the browser should handle itself: another tab or window, a download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

const optionKeys: ReadonlySet<string> = new Set<ListingFilterOptionKey>([
  'idCategories',
  'idBrand',
  'idVariation',
  'idAttribute',
  'idGroupingType',
]);

/** Where focus goes once the running load is over. */
type PendingFocus = 'grid' | 'gridWhenNoMore' | undefined;

/** A sentinel growth waiting for the flow's load to end (infinite scroll holds further loads meanwhile). */
interface GrowthWaiter {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
  readonly products: readonly Product[];
  readonly error: unknown;
  sawBusy: boolean;
}

/**
 * The product listing's behaviour over a `useListing` flow (core's `listingMachine`, the one owner of the
 * listing's state): filter groups as check boxes or radio buttons, applied filters as chips, the order, pager
 * links with real addresses (a plain click changes the page in place; a modified click opens the address),
 * infinite scroll (an observed sentinel and a 'Carregar mais' button, both growing through the flow, whose
 * 150 ms debounce and stop rules apply), focus kept on the list after a page change or clearing the filters,
 * GA4 `view_item_list` for the products shown, and the live result count.
 * @example
 * const flow = useListing({ kind: 'category', textLink: 'roupas/c' });
 * const listing = useProductListingBehaviour({ flow, listing: { kind: 'category', textLink: 'roupas/c' },
 *   mode: 'numbered', text: productListingMessages, listId: 'category', listName: 'Roupas' });
 * <a {...listing.getPageLinkProps(flow.paging.next, 'next')}>Próxima</a>
 */
export function useProductListingBehaviour(options: ProductListingBehaviourOptions): ProductListingBehaviour {
  const { flow, listing, mode, text, listId, listName } = options;
  const listingText = useStorefront().messages.listing;
  const { selectItem } = useItemListTracking({ id: listId, name: listName }, flow.products);
  const gridRef = useRef<HTMLElement | null>(null);

  // Focus moves to the list once a page change or a cleared filter has loaded: the control the shopper used may
  // be gone (the chips) or far below the products (the pager).
  const pendingFocus = useRef<PendingFocus>(undefined);
  const { busy, canLoadMore } = flow;
  useEffect(() => {
    if (busy) return;
    const pending = pendingFocus.current;
    pendingFocus.current = undefined;
    if (pending === 'grid' || (pending === 'gridWhenNoMore' && !canLoadMore)) gridRef.current?.focus();
  }, [busy, canLoadMore]);

  // A removed chip hands focus to its neighbour in the same list; the last one to the drawer, or the list.
  const chipFocus = useRef<{ readonly list: Element | null; readonly index: number } | undefined>(undefined);
  useEffect(() => {
    const target = chipFocus.current;
    if (!target) return;
    chipFocus.current = undefined;
    const buttons = target.list?.isConnected
      ? target.list.querySelectorAll<HTMLElement>('[data-chip]')
      : undefined;
    const neighbour = buttons?.[Math.min(target.index, buttons.length - 1)];
    if (neighbour) return neighbour.focus();
    const dialog = target.list?.closest<HTMLElement>('[role="dialog"]');
    if (dialog?.isConnected) return dialog.focus();
    pendingFocus.current = 'grid';
  });

  // The sentinel's growth resolves once the flow's load is over (rejects when it failed), so infinite scroll
  // neither asks again while the flow debounces or loads, nor retries a failure until the sentinel comes back.
  const latest = useRef(flow);
  latest.current = flow;
  const waiters = useRef<GrowthWaiter[]>([]);
  useEffect(() => {
    const { products, error } = flow;
    waiters.current = waiters.current.filter((waiter) => {
      if (busy) {
        waiter.sawBusy = true;
        return true;
      }
      const finished = waiter.sawBusy || products !== waiter.products || error !== waiter.error;
      if (finished && error !== undefined) waiter.reject(error);
      else if (finished || !canLoadMore) waiter.resolve();
      else return true;
      return false;
    });
  });
  useEffect(
    () => () => {
      for (const waiter of waiters.current) waiter.resolve();
      waiters.current = [];
    },
    [],
  );
  const growFromSentinel = useCallback(() => {
    const now = latest.current;
    if (!now.canLoadMore) return undefined;
    now.loadMore();
    return new Promise<void>((resolve, reject) => {
      waiters.current.push({ resolve, reject, products: now.products, error: now.error, sawBusy: now.busy });
    });
  }, []);
  const sentinelRef = useInfiniteScroll({
    onLoadMore: growFromSentinel,
    enabled: mode === 'infinite',
    hasMore: canLoadMore,
    isLoading: busy,
    // The flow debounces growth by 150 ms itself; a second window here would double the wait.
    debounceMs: 0,
  });

  const groups = useMemo(
    () =>
      flow.filters.flatMap((group, index): ProductListingGroup[] => {
        const kind = filterGroupKind(group.key);
        if (!kind) return [];
        const optionKey = optionKeys.has(group.key) ? (group.key as ListingFilterOptionKey) : undefined;
        if (kind !== 'price' && (!optionKey || group.options.length === 0)) return [];
        return [
          {
            id: `${index}:${group.key}`,
            key: group.key,
            name: group.name,
            kind,
            optionKey,
            options: group.options.map((option) => ({
              id: option.id,
              name: option.name,
              quantity: option.quantity ?? undefined,
              color: option.color ?? undefined,
              chosen: optionKey ? isOptionChosen(flow.filter, optionKey, option.id) : false,
            })),
            minPrice: group.minPrice ?? undefined,
            maxPrice: group.maxPrice ?? undefined,
          },
        ];
      }),
    [flow.filters, flow.filter],
  );

  const chips = useMemo(
    () =>
      listingChips(flow.filter, flow.filters, { priceChip: text.priceChip, formatPrice }).map((chip) => ({
        ...chip,
        remove: () => {
          const { action } = chip;
          if (action.type === 'toggle') latest.current.toggleFilterOption(action.key, action.id);
          else latest.current.setFilter(action.changes);
        },
      })),
    [flow.filter, flow.filters, text.priceChip],
  );

  const total = flow.busy && flow.products.length === 0 ? undefined : flow.totalItemCount;
  const resultText =
    flow.emptyMessage === undefined && total !== undefined && total > 0 ? text.resultCount(total) : '';
  const term = listing.kind === 'search' ? listing.term : undefined;
  const showSuggestions =
    term !== undefined && flow.emptyMessage !== undefined && searchTermStatus(term) !== 'tooShort';
  const shelves: ProductListingShelf[] = [];
  if (flow.mostSold)
    shelves.push({ kind: 'mostSold', title: listingText.mostSoldTitle, products: flow.mostSold });
  if (flow.newcomers)
    shelves.push({ kind: 'newcomers', title: listingText.newcomersTitle, products: flow.newcomers });

  return {
    flow,
    listing,
    mode,
    text,
    listingText,
    listId,
    listName,
    groups,
    chips,
    total,
    resultText,
    showSuggestions,
    shelves,
    gridRef,
    sentinelRef,
    selectItem,
    applyPrice: (min, max) => {
      const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
      if (low === flow.filter.initialPrice && high === flow.filter.finalPrice) return;
      flow.setFilter({ initialPrice: low, finalPrice: high });
    },
    getPageLinkProps: (link, rel, theirs) => ({
      href: listingPageHref(listing, flow.filter, link.page),
      rel,
      onClick: composeEventHandlers(theirs?.onClick, (event: MouseEvent<HTMLAnchorElement>) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        if (link.page === flow.paging.current) return;
        pendingFocus.current = 'grid';
        flow.setPage(link.page);
      }),
    }),
    getSortProps: (theirs) => ({
      value: flow.order,
      onChange: composeEventHandlers(theirs?.onChange, (event: ChangeEvent<HTMLSelectElement>) =>
        flow.setOrder(event.target.value as SortBy),
      ),
    }),
    getOptionInputProps: (group, option, own) => ({
      type: group.kind === 'single' ? 'radio' : 'checkbox',
      name: own.name,
      value: String(option.id),
      checked: option.chosen,
      onChange: composeEventHandlers(own.onChange, () => {
        if (group.optionKey) flow.toggleFilterOption(group.optionKey, option.id);
      }),
    }),
    getChipProps: (chip, theirs) => ({
      type: 'button',
      'aria-label': text.removeFilter(chip.label),
      'data-chip': '',
      onClick: composeEventHandlers(theirs?.onClick, (event: MouseEvent<HTMLButtonElement>) => {
        const list = event.currentTarget.closest('[data-chip-list]');
        const buttons = list ? [...list.querySelectorAll('[data-chip]')] : [];
        chipFocus.current = { list, index: Math.max(0, buttons.indexOf(event.currentTarget)) };
        chip.remove();
      }),
    }),
    getClearProps: (theirs) => ({
      type: 'button',
      onClick: composeEventHandlers(theirs?.onClick, (event: MouseEvent<HTMLButtonElement>) => {
        const dialog = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
        if (dialog) dialog.focus();
        else pendingFocus.current = 'grid';
        flow.clearFilters();
      }),
    }),
    getLoadMoreProps: (theirs) => ({
      type: 'button',
      'aria-disabled': busy ? true : undefined,
      'data-loading': dataFlag(busy),
      onClick: composeEventHandlers(theirs?.onClick, () => {
        if (busy) return;
        // The button stays while more can load; once everything is there it goes, and focus with it to the list.
        pendingFocus.current = 'gridWhenNoMore';
        flow.loadMore();
      }),
    }),
    getRetryProps: (theirs) => ({
      type: 'button',
      onClick: composeEventHandlers(theirs?.onClick, () => flow.retry()),
    }),
  };
}
