import {
  type FilterState,
  type FilterStorage,
  type ListingKind,
  type ListingSettings,
  type PagerLink,
  type Product,
  type ProductListResponse,
  routes,
  type SortBy,
  sortOptions,
  startingFilterState,
} from '@vitrine/core';
import { type ListingFlow, useCompany, useListing } from '@vitrine/hooks';
import { Fragment, type ReactNode, type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { Spinner } from '../foundation/Spinner/Spinner';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { useMergedRefs } from '../internal/mergeRefs';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { ProductCard, ProductCardReadsProvider } from '../ProductCard/ProductCard';
import {
  ProductListingFilterChips,
  ProductListingFilterDrawer,
  type ProductListingFilterDrawerProps,
  ProductListingFilterGroup,
  ProductListingFilters,
  ProductListingPriceFilter,
} from './ProductListingFilters';
import { ProductListingContext, useListingPart } from './productListingContext';
import { type ProductListingMessages, productListingMessages } from './productListingMessages';
import {
  type ProductListingMode,
  type ProductListingShelf,
  useProductListingBehaviour,
} from './useProductListingBehaviour';

/** Renders one product of the grid; `index` counts from 0 in display order. */
export type RenderListingProduct = (product: Product, index: number) => ReactNode;

/** Renders one extra block of an empty search ('Produtos mais vendidos', 'Recém chegados'). */
export type RenderListingShelf = (shelf: ProductListingShelf) => ReactNode;

/** The GA4 list id of a listing: 'search', or the kind and its friendly path. */
function defaultListId(listing: ListingKind): string {
  return listing.kind === 'search' ? 'search' : `${listing.kind}:${listing.textLink}`;
}

// ---------------------------------------------------------------------------------------------------------

/** The listing a `ProductListing.Root` runs and how (what `useListing` reads once, on mount). */
export interface ProductListingRootOptions {
  /** Which listing: a category, brand or group by its friendly path, or a search by its term. */
  readonly listing: ListingKind;
  /**
   * The listing flow, when the page runs `useListing` itself; the Root runs its own from the options below when
   * `undefined`. Either way there is one flow: the parts only read it.
   */
  readonly flow?: ListingFlow | undefined;
  /** The company's listing settings (page size, infinite scroll, default order, filters in the URL). */
  readonly settings?: ListingSettings | undefined;
  /** The starting filters (from the address: `startingFilterState`); the stored ones when `undefined`. */
  readonly filter?: Partial<FilterState> | undefined;
  /** The page of `filter` as the server loaded it: shown at once, nothing requested until the shopper acts. */
  readonly initialPage?: ProductListResponse | undefined;
  /** Where the filters persist; the tab's `sessionStorage` when `undefined`, `null` for nowhere. */
  readonly storage?: FilterStorage | null | undefined;
  /** The storage key; the flow's when `undefined`. */
  readonly storageKey?: string | undefined;
  /** The listing sits on a product page (infinite scroll never grows there). */
  readonly isProductPage?: boolean | undefined;
  /** Shows the filters' address (setting `viewProductFiltersUrl`); `history.replaceState` when `undefined`. */
  readonly onUrlChange?: ((href: string) => void) | undefined;
  /** After a page change; scrolls the listing's top into view when `undefined`. */
  readonly onScrollToTop?: (() => void) | undefined;
  /** Numbered pages or infinite scroll; the company setting `infiniteScrolling` when `undefined`. */
  readonly mode?: ProductListingMode | undefined;
  /** The GA4 list id; 'search', or the kind and path ('category:roupas/c') when `undefined`. */
  readonly listId?: string | undefined;
  /** The GA4 list name (the page's title fits); 'Listagem de produtos' / 'Resultados da busca' when `undefined`. */
  readonly listName?: string | undefined;
  /** Replaces some of the listing's texts (over the provider's `messages.ui.productListing`). */
  readonly messages?: Partial<ProductListingMessages> | undefined;
}

/** Props of `ProductListing.Root`: the listing, its options and the element's props. */
export type ProductListingRootProps = PartProps<'div'> & ProductListingRootOptions;

type RootViewProps = Omit<ProductListingRootProps, 'flow'> & {
  readonly flow: ListingFlow;
  readonly scrollTarget?: RefObject<HTMLElement | null> | undefined;
};

const RootViewElement = part('div', 'ProductListing.RootView', 'vt-product-listing');

function RootView({
  flow,
  listing,
  settings,
  filter: _filter,
  initialPage: _initialPage,
  storage: _storage,
  storageKey: _storageKey,
  isProductPage: _isProductPage,
  onUrlChange: _onUrlChange,
  onScrollToTop: _onScrollToTop,
  mode,
  listId,
  listName,
  messages,
  scrollTarget,
  ref,
  ...rest
}: RootViewProps) {
  const text = useUiMessages('productListing', productListingMessages, messages);
  const behaviour = useProductListingBehaviour({
    flow,
    listing,
    mode: mode ?? (settings?.infiniteScrolling === true ? 'infinite' : 'numbered'),
    text,
    listId: listId ?? defaultListId(listing),
    listName: listName ?? (listing.kind === 'search' ? text.searchListName : text.listName),
  });
  const setScrollTarget = useCallback(
    (node: HTMLDivElement | null) => {
      if (scrollTarget) scrollTarget.current = node;
    },
    [scrollTarget],
  );
  const mergedRef = useMergedRefs<HTMLDivElement>(ref, setScrollTarget);
  return (
    <ProductListingContext.Provider value={behaviour}>
      <RootViewElement
        {...rest}
        ref={mergedRef}
        data-mode={behaviour.mode}
        data-busy={dataFlag(flow.busy)}
        data-empty={dataFlag(flow.emptyMessage !== undefined)}
        data-filtered={dataFlag(flow.filtersApplied)}
      />
    </ProductListingContext.Provider>
  );
}

function RootWithFlow(props: ProductListingRootProps) {
  const element = useRef<HTMLElement | null>(null);
  const flow = useListing(props.listing, {
    settings: props.settings,
    filter: props.filter,
    initialPage: props.initialPage,
    storage: props.storage,
    storageKey: props.storageKey,
    isProductPage: props.isProductPage,
    onUrlChange: props.onUrlChange,
    // A page change scrolls to the list, not to the page's top (a header and banners may sit above it).
    onScrollToTop: props.onScrollToTop ?? (() => element.current?.scrollIntoView?.({ block: 'start' })),
  });
  return <RootView {...props} flow={flow} scrollTarget={element} />;
}

/**
 * The listing's element and state: it runs the listing flow (`useListing`, read once on mount: key it by
 * listing) or reads the one given as `flow`, and gives its parts the behaviour. `data-mode="numbered|infinite"`,
 * `data-busy`, `data-empty`, `data-filtered`.
 */
export function ProductListingRoot(props: ProductListingRootProps) {
  return props.flow ? <RootView {...props} flow={props.flow} /> : <RootWithFlow {...props} />;
}

// ---------------------------------------------------------------------------------------------------------

/** Props of `ProductListing.ResultCount`. */
export type ProductListingResultCountProps = PartProps<'p'>;

const ProductListingResultCountElement = part('p', 'ProductListing.ResultCount', 'vt-product-listing__count');

/**
 * 'N produtos' in a polite live region (`role="status"`), so a shopper using a screen reader hears each new
 * result. Empty while the count is unknown or the listing is empty (the empty state speaks then).
 */
export function ProductListingResultCount({ asChild, children, ...rest }: ProductListingResultCountProps) {
  const { resultText } = useListingPart('ResultCount');
  return (
    <ProductListingResultCountElement asChild={asChild} role="status" {...rest}>
      {slotContent(asChild, children, resultText)}
    </ProductListingResultCountElement>
  );
}

/** Props of `ProductListing.Grid`. */
export type ProductListingGridProps = PartProps<'div'> & {
  /** Renders each product; the stock `ProductCard` (GA4 list, index, the first two eager) when `undefined`. */
  readonly renderProduct?: RenderListingProduct | undefined;
};

const ProductListingGridElement = part('div', 'ProductListing.Grid', 'vt-product-listing__grid');

/**
 * The products as a list named 'Produtos'. While a load runs the list stays as it was (`aria-busy`, `data-busy`)
 * with a `Spinner` ('Carregando produtos…'), so nothing blinks between pages; after a page change focus moves to
 * the list. Nothing when the listing is empty and idle.
 */
export function ProductListingGrid({
  renderProduct,
  asChild,
  className,
  children,
  ref,
  ...rest
}: ProductListingGridProps) {
  const { flow, text, gridRef, listId, listName } = useListingPart('Grid');
  if (!flow.busy && flow.products.length === 0) return null;
  const render: RenderListingProduct =
    renderProduct ??
    ((product, index) => (
      // Level 2: a listing sits right under its page's title (h1), so each card's name is the next level.
      <ProductCard
        product={product}
        listName={listName}
        listId={listId}
        index={index}
        priority={index < 2}
        headingLevel={2}
      />
    ));
  const items = flow.products.map((product, index) => (
    <li key={product.idProduct} className="vt-product-listing__item">
      {render(product, index)}
    </li>
  ));
  // The stock cards read the company settings and the wishlist once for the grid (a custom render reads what it
  // needs itself).
  return (
    <ProductListingGridElement
      asChild={asChild}
      {...rest}
      ref={ref}
      className={className}
      data-busy={dataFlag(flow.busy)}
    >
      {slotContent(
        asChild,
        children,
        <>
          {flow.products.length > 0 ? (
            <ul
              ref={(node) => {
                gridRef.current = node;
              }}
              tabIndex={-1}
              className="vt-product-listing__list"
              aria-label={text.gridLabel}
              aria-busy={flow.busy || undefined}
            >
              {renderProduct ? items : <ProductCardReadsProvider>{items}</ProductCardReadsProvider>}
            </ul>
          ) : null}
          {flow.busy ? (
            <Spinner className="vt-product-listing__spinner" size="lg" label={text.loading} />
          ) : null}
        </>,
      )}
    </ProductListingGridElement>
  );
}

/** Props of `ProductListing.Sort`. */
export type ProductListingSortProps = PartProps<'label'> & {
  /** The choices; core's `sortOptions` (Lançamentos, Mais vendidos, Menor preço…) when `undefined`. */
  readonly options?: readonly { readonly value: SortBy; readonly label: string }[] | undefined;
  /** The label's text; 'Ordenar por' when `undefined`. */
  readonly label?: string | undefined;
};

const ProductListingSortElement = part('label', 'ProductListing.Sort', 'vt-product-listing__sort');

/**
 * The order as a native `<select>` labelled 'Ordenar por', showing the shopper's choice or else the company's
 * default order (core's mapping of `sortDefault` / `orderBy`); a change reloads from page 1.
 */
export function ProductListingSort({
  options = sortOptions,
  label,
  asChild,
  className,
  children,
  ...rest
}: ProductListingSortProps) {
  const { text, getSortProps } = useListingPart('Sort');
  return (
    <ProductListingSortElement asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          <span className="vt-product-listing__sort-label">{label ?? text.sortLabel}</span>
          <select className="vt-select vt-product-listing__sort-select" {...getSortProps()}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>,
      )}
    </ProductListingSortElement>
  );
}

/** One control of the pager: a link with a real address, or a disabled mark at either end. */
function PagerControl({
  link,
  rel,
  label,
  name,
  kind,
}: {
  link: PagerLink;
  rel?: 'prev' | 'next';
  label: ReactNode;
  name: string;
  kind: 'first' | 'previous' | 'next' | 'last';
}) {
  const { getPageLinkProps } = useListingPart('Paging');
  const arrow = (
    <span className="vt-product-listing__page-arrow" aria-hidden="true">
      {pagerArrows[kind]}
    </span>
  );
  const content =
    kind === 'first' || kind === 'previous' ? (
      <>
        {arrow}
        <span className="vt-product-listing__page-text">{label}</span>
      </>
    ) : (
      <>
        <span className="vt-product-listing__page-text">{label}</span>
        {arrow}
      </>
    );
  if (link.disabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled end of the pager has no address to go to; role and aria-disabled say so.
      <a
        role="link"
        aria-disabled="true"
        aria-label={name}
        className="vt-product-listing__page"
        data-kind={kind}
      >
        {content}
      </a>
    );
  }
  const { href, onClick } = getPageLinkProps(link, rel);
  return (
    <a
      href={href}
      rel={rel}
      onClick={onClick}
      aria-label={name}
      className="vt-product-listing__page"
      data-kind={kind}
    >
      {content}
    </a>
  );
}

const pagerArrows = { first: '«', previous: '‹', next: '›', last: '»' } as const;

/** Props of `ProductListing.Paging`. */
export type ProductListingPagingProps = PartProps<'nav'>;

const ProductListingPagingElement = part('nav', 'ProductListing.Paging', 'vt-product-listing__paging');

/**
 * The numbered pager, a `nav` named 'Paginação': first, previous, the pages from current − 1 to current + 1,
 * next and last. Each is a link to the page's real address (core's listing address: it works without JavaScript
 * and for crawlers); a plain click changes the page in place. The current page has `aria-current="page"`; the
 * ends are disabled (`aria-disabled`) on the first and last page. Nothing with infinite scroll or a single page.
 */
export function ProductListingPaging({ asChild, className, children, ...rest }: ProductListingPagingProps) {
  const { flow, mode, text } = useListingPart('Paging');
  const { paging } = flow;
  if (mode !== 'numbered' || paging.pageCount <= 1) return null;
  return (
    <ProductListingPagingElement
      asChild={asChild}
      aria-label={text.pagingLabel}
      {...rest}
      className={className}
    >
      {slotContent(
        asChild,
        children,
        <ul className="vt-product-listing__pages">
          <li>
            <PagerControl link={paging.first} label={text.first} name={text.firstLabel} kind="first" />
          </li>
          <li>
            <PagerControl
              link={paging.previous}
              rel="prev"
              label={text.previous}
              name={text.previousLabel}
              kind="previous"
            />
          </li>
          {paging.pages.map((page) => (
            <li key={page.page}>
              <PageNumber page={page.page} current={page.current} />
            </li>
          ))}
          <li>
            <PagerControl link={paging.next} rel="next" label={text.next} name={text.nextLabel} kind="next" />
          </li>
          <li>
            <PagerControl link={paging.last} label={text.last} name={text.lastLabel} kind="last" />
          </li>
        </ul>,
      )}
    </ProductListingPagingElement>
  );
}

function PageNumber({ page, current }: { page: number; current: boolean }) {
  const { text, getPageLinkProps } = useListingPart('Paging');
  const { href, onClick } = getPageLinkProps({ page, disabled: false });
  return (
    <a
      href={href}
      onClick={onClick}
      aria-label={text.pageLabel(page)}
      aria-current={current ? 'page' : undefined}
      className="vt-product-listing__page"
      data-kind="number"
    >
      {page}
    </a>
  );
}

/** Props of `ProductListing.LoadMore`. */
export type ProductListingLoadMoreProps = PartProps<'div'> & {
  /** The button's text; 'Carregar mais' when `undefined`. */
  readonly label?: string | undefined;
};

const ProductListingLoadMoreElement = part('div', 'ProductListing.LoadMore', 'vt-product-listing__more');

/**
 * Infinite scroll's end of list: an observed sentinel that grows the listing as it comes into view (through the
 * flow: 150 ms debounce, stopping once everything is loaded, on product pages or with the setting off) and a
 * 'Carregar mais' button doing the same from the keyboard or where the browser cannot observe. The button stays
 * (`aria-disabled`, `data-loading`) while its load runs. Nothing with numbered pages or when all is loaded.
 */
export function ProductListingLoadMore({
  label,
  asChild,
  className,
  children,
  ref,
  ...rest
}: ProductListingLoadMoreProps) {
  const { flow, mode, text, sentinelRef, getLoadMoreProps } = useListingPart('LoadMore');
  const wasShown = useRef(false);
  // While the last growth loads the flow already knows it is the last; the button stays until it arrives.
  const shown = mode === 'infinite' && (flow.canLoadMore || (flow.busy && wasShown.current));
  useEffect(() => {
    wasShown.current = shown;
  });
  if (!shown) return null;
  return (
    <ProductListingLoadMoreElement asChild={asChild} {...rest} ref={ref} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          <div ref={sentinelRef} className="vt-product-listing__sentinel" aria-hidden="true" />
          <button
            className="vt-button vt-product-listing__load-more"
            data-variant="secondary"
            {...getLoadMoreProps()}
          >
            {label ?? text.loadMore}
          </button>
        </>,
      )}
    </ProductListingLoadMoreElement>
  );
}

/** Props of `ProductListing.Empty`. */
export type ProductListingEmptyProps = PartProps<'div'>;

const ProductListingEmptyElement = part('div', 'ProductListing.Empty', 'vt-product-listing__empty');

/**
 * The empty state, announced politely: 'Nenhum produto encontrado!', or for a search
 * 'Nenhum resultado encontrado para "{term}"' with suggestions, or 'Digite ao menos 03 caracteres para realizar
 * sua pesquisa.' for a short term (texts of the listing flow: `messages.listing`). Children replace the message.
 */
export function ProductListingEmpty({ asChild, className, children, ...rest }: ProductListingEmptyProps) {
  const { flow, text, showSuggestions, listing } = useListingPart('Empty');
  if (flow.emptyMessage === undefined) return null;
  return (
    <ProductListingEmptyElement
      asChild={asChild}
      role="status"
      {...rest}
      className={className}
      data-kind={listing.kind === 'search' ? 'search' : 'listing'}
    >
      {asChild ? (
        children
      ) : (
        <>
          <p className="vt-product-listing__empty-message">{children ?? flow.emptyMessage}</p>
          {showSuggestions && text.suggestions.length > 0 ? (
            <>
              <p className="vt-product-listing__suggestions-title">{text.suggestionsTitle}</p>
              <ul className="vt-product-listing__suggestions">
                {text.suggestions.map((suggestion) => (
                  <li key={suggestion}>{suggestion}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </ProductListingEmptyElement>
  );
}

/** The default extra block: a titled list of links to the products. */
function DefaultShelf({ shelf }: { shelf: ProductListingShelf }) {
  const titleId = useId();
  return (
    <section className="vt-product-listing__shelf" aria-labelledby={titleId} data-kind={shelf.kind}>
      <h2 id={titleId} className="vt-product-listing__shelf-title">
        {shelf.title}
      </h2>
      <ul className="vt-product-listing__shelf-list">
        {shelf.products.map((product) => (
          <li key={product.idProduct}>
            <a className="vt-product-listing__shelf-link" href={routes.product(product.urlFriendly)}>
              {product.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Props of `ProductListing.Extras`. */
export type ProductListingExtrasProps = PartProps<'div'> & {
  /** Renders each block (a carousel of your own); a titled list of product links when `undefined`. */
  readonly renderShelf?: RenderListingShelf | undefined;
};

const ProductListingExtrasElement = part('div', 'ProductListing.Extras', 'vt-product-listing__extras');

/**
 * The blocks an empty search offers, 'Produtos mais vendidos' then 'Recém chegados', each only with at least 4
 * products and no filter applied (the flow decides). Nothing otherwise.
 */
export function ProductListingExtras({ renderShelf, asChild, children, ...rest }: ProductListingExtrasProps) {
  const { shelves } = useListingPart('Extras');
  if (shelves.length === 0) return null;
  return (
    <ProductListingExtrasElement asChild={asChild} {...rest}>
      {slotContent(
        asChild,
        children,
        shelves.map((shelf) => (
          <Fragment key={shelf.kind}>
            {renderShelf ? renderShelf(shelf) : <DefaultShelf shelf={shelf} />}
          </Fragment>
        )),
      )}
    </ProductListingExtrasElement>
  );
}

/** Props of `ProductListing.LoadError`. */
export type ProductListingLoadErrorProps = PartProps<'div'> & {
  /** The message; 'Não foi possível carregar os produtos.' when `undefined`. */
  readonly message?: string | undefined;
  /** The retry button's text; 'Tentar novamente' when `undefined`. */
  readonly retryLabel?: string | undefined;
};

const ProductListingLoadErrorElement = part('div', 'ProductListing.LoadError', 'vt-product-listing__error');

/**
 * A failed load, said in an alert with 'Tentar novamente' (the products and filters shown stay as they were).
 * Nothing while loading or after a load went through.
 */
export function ProductListingLoadError({
  message,
  retryLabel,
  asChild,
  className,
  children,
  ...rest
}: ProductListingLoadErrorProps) {
  const { flow, text, getRetryProps } = useListingPart('LoadError');
  if (flow.error === undefined || flow.busy) return null;
  return (
    <ProductListingLoadErrorElement asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          <p role="alert" className="vt-product-listing__error-message">
            {message ?? text.loadError}
          </p>
          <button
            className="vt-button vt-product-listing__retry"
            data-variant="secondary"
            {...getRetryProps()}
          >
            {retryLabel ?? text.retry}
          </button>
        </>,
      )}
    </ProductListingLoadErrorElement>
  );
}

// ---------------------------------------------------------------------------------------------------------

/** Which listing the ready-made shows: a category, brand or group by its friendly path, or a search by its term. */
export type ProductListingKindProps =
  | { readonly kind: 'category' | 'brand' | 'group'; readonly textLink: string; readonly term?: undefined }
  | { readonly kind: 'search'; readonly term: string; readonly textLink?: undefined };

/** Props of the ready-made `<ProductListing />`. */
export type ProductListingProps = ProductListingKindProps &
  Omit<ProductListingRootOptions, 'listing' | 'flow' | 'initialPage'> & {
    /**
     * The page the server loaded for the address (`searchParams`): rendered at once, on the server and while
     * hydrating, with no request until the shopper changes something. It must be the page of
     * `filterStateToProductQuery(startingFilterState(listing, settings, searchParams))`.
     */
    readonly fallbackData?: ProductListResponse | undefined;
    /** The address's query (`'pageNumber=2&order=price-asc&brand=7'`): the starting page, order and filters. */
    readonly searchParams?: URLSearchParams | string | undefined;
    /** Renders each product; the stock `ProductCard` when `undefined`. */
    readonly renderProduct?: RenderListingProduct | undefined;
    /** Renders each extra block of an empty search; a titled list of product links when `undefined`. */
    readonly renderShelf?: RenderListingShelf | undefined;
    /** The filter drawer's open trio and portal container (phones). */
    readonly filtersOpen?: ProductListingFilterDrawerProps['open'];
    readonly defaultFiltersOpen?: ProductListingFilterDrawerProps['defaultOpen'];
    readonly onFiltersOpenChange?: ProductListingFilterDrawerProps['onOpenChange'];
    readonly drawerContainer?: ProductListingFilterDrawerProps['container'];
    /** A class for the root element. */
    readonly className?: string | undefined;
  };

/** The ready-made layout inside a Root. */
function ListingLayout({
  renderProduct,
  renderShelf,
  filtersOpen,
  defaultFiltersOpen,
  onFiltersOpenChange,
  drawerContainer,
}: Pick<
  ProductListingProps,
  | 'renderProduct'
  | 'renderShelf'
  | 'filtersOpen'
  | 'defaultFiltersOpen'
  | 'onFiltersOpenChange'
  | 'drawerContainer'
>) {
  const { flow, groups, chips, text } = useListingPart('Root');
  const withFilters = groups.length > 0 || chips.length > 0;
  // Nothing to order in an empty listing, unless a filter emptied it (the order stays as the shopper set it).
  const withSort = flow.emptyMessage === undefined || flow.filtersApplied;
  return (
    <>
      <div className="vt-product-listing__toolbar">
        <ProductListingResultCount />
        {withFilters ? (
          <ProductListingFilterDrawer
            open={filtersOpen}
            defaultOpen={defaultFiltersOpen}
            onOpenChange={onFiltersOpenChange}
            container={drawerContainer}
          />
        ) : null}
        {withSort ? <ProductListingSort /> : null}
      </div>
      <div className="vt-product-listing__body" data-with-filters={dataFlag(withFilters)}>
        {withFilters ? (
          <aside className="vt-product-listing__aside" aria-label={text.filtersTitle}>
            <ProductListingFilters />
          </aside>
        ) : null}
        <div className="vt-product-listing__main">
          <ProductListingFilterChips />
          <ProductListingLoadError />
          <ProductListingEmpty />
          <ProductListingExtras renderShelf={renderShelf} />
          <ProductListingGrid renderProduct={renderProduct} />
          <ProductListingPaging />
          <ProductListingLoadMore />
        </div>
      </div>
    </>
  );
}

/**
 * A category, brand, group or search listing, ready-made: the result count, sort, filters (a side panel on
 * wide screens, a 'Filtrar' drawer on phones) with removable chips, the product grid (stock `ProductCard`s),
 * numbered pages or infinite scroll after the company setting, the empty states and, for an empty search, the
 * most-sold and newcomers blocks. Given `fallbackData` (the page the server loaded for `searchParams`) it
 * renders that page on the server and hydrates without asking again; later changes load on the client. The
 * company settings come from `settings`, else `useCompany()` (wait for them when neither is there yet and no
 * page was given).
 */
function ProductListingDefault({
  kind,
  textLink,
  term,
  fallbackData,
  searchParams,
  settings: givenSettings,
  filter,
  renderProduct,
  renderShelf,
  filtersOpen,
  defaultFiltersOpen,
  onFiltersOpenChange,
  drawerContainer,
  ...rootOptions
}: ProductListingProps) {
  const company = useCompany();
  const settings = givenSettings ?? company.data;
  const listing: ListingKind =
    kind === 'search' ? { kind, term: term ?? '' } : { kind, textLink: textLink ?? '' };
  const listingKey = kind === 'search' ? `search:${term}` : `${kind}:${textLink}`;
  if (settings === undefined && company.isLoading && fallbackData === undefined) {
    // The page size and the paging mode are the company's, and the flow reads them once: wait for them.
    return <ListingPlaceholder className={rootOptions.className} />;
  }
  const starting =
    filter ??
    (searchParams !== undefined || fallbackData !== undefined
      ? startingFilterState(listing, settings, searchParams ?? '')
      : undefined);
  return (
    <ProductListingRoot
      key={listingKey}
      {...rootOptions}
      listing={listing}
      settings={settings}
      filter={starting}
      initialPage={fallbackData}
    >
      <ListingLayout
        renderProduct={renderProduct}
        renderShelf={renderShelf}
        filtersOpen={filtersOpen}
        defaultFiltersOpen={defaultFiltersOpen}
        onFiltersOpenChange={onFiltersOpenChange}
        drawerContainer={drawerContainer}
      />
    </ProductListingRoot>
  );
}

/** What the ready-made shows while the company settings load (no flow runs yet). */
function ListingPlaceholder({ className }: { className?: string | undefined }) {
  const text = useUiMessages('productListing', productListingMessages);
  return (
    <div className={cx('vt-product-listing', className)} data-busy="">
      <div className="vt-product-listing__grid" data-busy="">
        <Spinner className="vt-product-listing__spinner" size="lg" label={text.loading} />
      </div>
    </div>
  );
}

/**
 * The product listing: `<ProductListing kind="category" textLink="roupas/c" />` ready-made, or
 * `ProductListing.Root / .Grid / .Filters / .FilterChips / .Sort / .Paging / .LoadMore / .Empty / ...` composed
 * (`useProductListing` inside a Root for parts of your own).
 */
export const ProductListing = Object.assign(ProductListingDefault, {
  Root: ProductListingRoot,
  ResultCount: ProductListingResultCount,
  Grid: ProductListingGrid,
  Filters: ProductListingFilters,
  FilterGroup: ProductListingFilterGroup,
  PriceFilter: ProductListingPriceFilter,
  FilterChips: ProductListingFilterChips,
  FilterDrawer: ProductListingFilterDrawer,
  Sort: ProductListingSort,
  Paging: ProductListingPaging,
  LoadMore: ProductListingLoadMore,
  Empty: ProductListingEmpty,
  Extras: ProductListingExtras,
  LoadError: ProductListingLoadError,
});

export {
  ProductListingFilterChips,
  ProductListingFilterDrawer,
  ProductListingFilterGroup,
  ProductListingFilters,
  ProductListingPriceFilter,
};
