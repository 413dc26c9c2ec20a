import type { Product } from '@vitrine/core';
import { useItemListTracking } from '@vitrine/hooks';
import { type ReactNode, type Ref, type RefCallback, useCallback, useDeferredValue, useMemo } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { ProductCard, ProductCardReadsProvider } from '../ProductCard/ProductCard';
import { ProductShelfContext, useProductShelfContext } from './productShelfContext';
import type { ProductShelfMessages } from './productShelfMessages';
import { useHydrated } from './useHydrated';
import { useProductShelfCarousel } from './useProductShelfCarousel';

/** Both refs get the element: the consumer's and Embla's. */
function useMergedRef<T>(theirs: Ref<T> | undefined, ours: RefCallback<T> | undefined): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      ours?.(element);
      if (typeof theirs === 'function') theirs(element);
      else if (theirs) theirs.current = element;
    },
    [theirs, ours],
  );
}

/** Props of `ProductShelf.Root`: how many cards the shelf holds, its texts and the section's props. */
export type ProductShelfRootProps = PartProps<'section'> & {
  /** How many cards the shelf holds (for the 'N de M' names and the End key); 0 while loading. */
  readonly count: number;
  /** Replaces some of the texts (over the provider's `messages.ui.productShelf`). */
  readonly messages?: Partial<ProductShelfMessages> | undefined;
};

const ProductShelfRootElement = part('section', 'ProductShelf.Root', 'vt-product-shelf');

/**
 * The shelf: a `section` announced as a carousel ('carrossel') and named by its `Title` (or an `aria-label`), whose ←/→/Home/End keys
 * move between the cards. `data-scrollable` while something lies outside the view.
 */
export function ProductShelfRoot({
  count,
  messages,
  asChild,
  className,
  onKeyDown,
  ...rest
}: ProductShelfRootProps): ReactNode {
  const carousel = useProductShelfCarousel({ count, messages });
  const root = carousel.getRootProps();
  return (
    <ProductShelfContext.Provider value={carousel}>
      <ProductShelfRootElement
        asChild={asChild}
        aria-roledescription={carousel.texts.carousel}
        // Named by its title, unless the consumer names it otherwise.
        aria-labelledby={rest['aria-label'] ? undefined : carousel.ids.title}
        {...rest}
        className={className}
        data-scrollable={dataFlag(carousel.canPrevious || carousel.canNext)}
        onKeyDown={composeEventHandlers(onKeyDown, root.onKeyDown)}
      />
    </ProductShelfContext.Provider>
  );
}

/** Props of `ProductShelf.Header`. */
export type ProductShelfHeaderProps = PartProps<'div'>;

/** The row above the cards: title, 'Ver todos' and the buttons. */
export const ProductShelfHeader = part('div', 'ProductShelf.Header', 'vt-product-shelf__header');

/** Props of `ProductShelf.Title`. */
export type ProductShelfTitleProps = PartProps<'h2'>;

const ProductShelfTitleElement = part('h2', 'ProductShelf.Title', 'vt-product-shelf__title');

/** The shelf's heading (an `h2`; `asChild` for another level), which names the section. */
export function ProductShelfTitle({ ...rest }: ProductShelfTitleProps): ReactNode {
  const carousel = useProductShelfContext('Title');
  return <ProductShelfTitleElement id={carousel.ids.title} {...rest} />;
}

/** Props of `ProductShelf.ViewAll`. */
export type ProductShelfViewAllProps = PartProps<'a'>;

const ProductShelfViewAllElement = part('a', 'ProductShelf.ViewAll', 'vt-product-shelf__view-all');

/** 'Ver todos': the link to the whole list (described by the shelf's title, so several can be told apart). */
export function ProductShelfViewAll({ asChild, children, ...rest }: ProductShelfViewAllProps): ReactNode {
  const carousel = useProductShelfContext('ViewAll');
  return (
    <ProductShelfViewAllElement asChild={asChild} aria-describedby={carousel.ids.title} {...rest}>
      {asChild
        ? slotContent(asChild, children, carousel.texts.viewAll)
        : (children ?? carousel.texts.viewAll)}
    </ProductShelfViewAllElement>
  );
}

/** Props of `ProductShelf.Controls`. */
export type ProductShelfControlsProps = PartProps<'div'>;

/** The previous and next buttons' box. */
export const ProductShelfControls = part('div', 'ProductShelf.Controls', 'vt-product-shelf__controls');

/** Props of `ProductShelf.Previous` and `ProductShelf.Next`. */
export type ProductShelfButtonProps = PartProps<'button'>;

const chevron = (direction: 'previous' | 'next') => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d={direction === 'previous' ? 'M15 5 8 12l7 7' : 'm9 5 7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const ShelfButtonElement = part('button', 'ProductShelf.ShelfButton', 'vt-product-shelf__button');

function ShelfButton({
  direction,
  asChild,
  children,
  onClick,
  ...rest
}: ProductShelfButtonProps & { direction: 'previous' | 'next' }): ReactNode {
  const carousel = useProductShelfContext(direction === 'previous' ? 'Previous' : 'Next');
  const bag = direction === 'previous' ? carousel.getPreviousButtonProps() : carousel.getNextButtonProps();
  return (
    <ShelfButtonElement
      asChild={asChild}
      {...bag}
      {...rest}
      onClick={composeEventHandlers(onClick, bag.onClick)}
    >
      {asChild ? slotContent(asChild, children, chevron(direction)) : (children ?? chevron(direction))}
    </ShelfButtonElement>
  );
}

/**
 * 'Produtos anteriores': shows the previous products. `aria-disabled` (and `data-disabled`) at the start, where
 * it keeps focus but does nothing.
 */
export function ProductShelfPrevious(props: ProductShelfButtonProps): ReactNode {
  return <ShelfButton {...props} direction="previous" />;
}

/** 'Próximos produtos': shows the next products. `aria-disabled` (and `data-disabled`) at the end. */
export function ProductShelfNext(props: ProductShelfButtonProps): ReactNode {
  return <ShelfButton {...props} direction="next" />;
}

/** Props of `ProductShelf.Viewport`. */
export type ProductShelfViewportProps = PartProps<'div'>;

const ProductShelfViewportElement = part('div', 'ProductShelf.Viewport', 'vt-product-shelf__viewport');

/** The window onto the cards (Embla's root): it clips the row and takes the swipes. */
export function ProductShelfViewport({ ref, ...rest }: ProductShelfViewportProps): ReactNode {
  const carousel = useProductShelfContext('Viewport');
  const viewport = carousel.getViewportProps();
  const merged = useMergedRef<HTMLDivElement>(ref, viewport.ref);
  return <ProductShelfViewportElement {...rest} ref={merged} data-enhanced={dataFlag(carousel.enhanced)} />;
}

/** Props of `ProductShelf.List`. */
export type ProductShelfListProps = PartProps<'ul'>;

const ProductShelfListElement = part('ul', 'ProductShelf.List', 'vt-product-shelf__list');

/** The row of cards (Embla's container), a list; the previous/next buttons control it. */
export function ProductShelfList({ ...rest }: ProductShelfListProps): ReactNode {
  const carousel = useProductShelfContext('List');
  return <ProductShelfListElement {...carousel.getListProps()} {...rest} />;
}

/** Props of `ProductShelf.Item`. */
export type ProductShelfItemProps = PartProps<'li'> & {
  /** The card's position in the shelf, from 0 (its name says 'N de M'). */
  readonly index: number;
};

const ProductShelfItemElement = part('li', 'ProductShelf.Item', 'vt-product-shelf__item');

/**
 * One card's slot (Embla's slide), sized by CSS so nothing moves when the script arrives: a list item announced
 * as a 'slide' and named by its position ('1 de 12').
 */
export function ProductShelfItem({ index, ...rest }: ProductShelfItemProps): ReactNode {
  const carousel = useProductShelfContext('Item');
  return <ProductShelfItemElement {...carousel.getItemProps(index)} {...rest} />;
}

const skeletonCard = (
  <>
    <Skeleton aspectRatio={1} className="vt-product-shelf__skeleton-image" />
    <Skeleton shape="text" width="90%" />
    <Skeleton shape="text" width="60%" />
    <Skeleton shape="text" width="45%" height="1.5em" />
    <Skeleton className="vt-product-shelf__skeleton-button" />
  </>
);

/** Props of `ProductShelf.Skeleton`. */
export type ProductShelfSkeletonProps = PartProps<'div'>;

const ProductShelfSkeletonElement = part('div', 'ProductShelf.Skeleton', 'vt-product-shelf__item');

/**
 * A card's placeholder with a card's size (a square image, the name, the price and the button), hidden from
 * assistive technology; the section says `aria-busy`.
 */
export function ProductShelfSkeleton({
  asChild,
  className,
  children,
  ...rest
}: ProductShelfSkeletonProps): ReactNode {
  return (
    <ProductShelfSkeletonElement
      asChild={asChild}
      aria-hidden="true"
      {...rest}
      className={cx('vt-product-shelf__skeleton', className)}
    >
      {asChild ? slotContent(asChild, children, skeletonCard) : (children ?? skeletonCard)}
    </ProductShelfSkeletonElement>
  );
}

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<ProductShelf />`. */
export interface ProductShelfProps
  extends Omit<ProductShelfRootProps, 'children' | 'asChild' | 'count' | 'title'> {
  /** The heading (an `h2`), also the GA4 list name; '' only while loading a shelf whose title is unknown. */
  readonly title: string;
  /**
   * The products, in order: `undefined` while loading (skeletons), `null` or an empty list renders nothing.
   * A shelf whose data keeps its last answer after a failed refresh keeps showing it.
   */
  readonly products: readonly Product[] | null | undefined;
  /** The load failed: without products the shelf renders nothing (the spec ignores load errors). */
  readonly error?: unknown;
  /** Where 'Ver todos' goes; no link when `undefined`. */
  readonly viewAllHref?: string | undefined;
  /** Renders one card; a `ProductCard` (with the shelf's title as GA4 list name) when `undefined`. */
  readonly renderProduct?: ((product: Product, index: number) => ReactNode) | undefined;
  /** The GA4 list id ('most-sold'); `undefined` sends none. */
  readonly listId?: string | undefined;
  /** How many placeholders show while loading; 5 when `undefined`. */
  readonly skeletonCount?: number | undefined;
  /**
   * How many cards the server (and the hydrating render) renders; the others join after mount, outside the view,
   * so nothing moves. 6 when `undefined`.
   */
  readonly serverCount?: number | undefined;
  /** Fewer products than this render nothing (4 for the empty search's blocks); 1 when `undefined`. */
  readonly minProducts?: number | undefined;
}

/**
 * A titled shelf of products in a horizontal carousel: the `h2`, 'Ver todos' when `viewAllHref` is given, the
 * 'Produtos anteriores' / 'Próximos produtos' buttons, and one card per product (a `ProductCard` unless
 * `renderProduct` says otherwise). Placeholders of a card's size while `products` is `undefined`; nothing when the
 * list is empty, shorter than `minProducts`, or failed to load. GA4 `view_item_list` is sent once the cards show.
 */
export function ProductShelf({
  title,
  products,
  error,
  viewAllHref,
  renderProduct,
  listId,
  skeletonCount = 5,
  serverCount = 6,
  minProducts = 1,
  messages,
  ...rootProps
}: ProductShelfProps): ReactNode {
  const shown = products && products.length >= Math.max(minProducts, 1) ? products : undefined;
  useItemListTracking({ id: listId, name: title || undefined }, shown);
  // The server sends the first cards only; the rest join after hydration, outside the view, in a deferred render
  // that React splits into short tasks (in the urgent re-render that follows hydration they would all mount in
  // one long task). The elements are memoized, so that urgent re-render costs the shelf alone.
  const joined = useDeferredValue(useHydrated());
  const items = useMemo(() => {
    if (!shown) return null;
    const visible = joined ? shown : shown.slice(0, Math.max(serverCount, 1));
    return visible.map((product, index) => (
      <ProductShelfItem key={product.idProduct} index={index}>
        {renderProduct ? (
          renderProduct(product, index)
        ) : (
          <ProductCard product={product} listName={title} listId={listId} index={index} />
        )}
      </ProductShelfItem>
    ));
  }, [shown, joined, serverCount, renderProduct, title, listId]);
  const header = (
    <ProductShelfHeader>
      {title ? (
        <ProductShelfTitle>{title}</ProductShelfTitle>
      ) : (
        <Skeleton shape="text" width="12rem" className="vt-product-shelf__title-skeleton" />
      )}
      {viewAllHref ? <ProductShelfViewAll href={viewAllHref} /> : null}
      <ProductShelfControls>
        <ProductShelfPrevious />
        <ProductShelfNext />
      </ProductShelfControls>
    </ProductShelfHeader>
  );

  if (!shown) {
    if (products !== undefined || error) return null;
    return (
      <ProductShelfRoot count={0} messages={messages} aria-busy="true" data-loading="" {...rootProps}>
        {title ? null : <UntitledName />}
        {header}
        <div className="vt-product-shelf__viewport">
          <div className="vt-product-shelf__list">
            {Array.from({ length: Math.max(skeletonCount, 1) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
              <ProductShelfSkeleton key={index} />
            ))}
          </div>
        </div>
      </ProductShelfRoot>
    );
  }

  // The stock cards read the company settings and the wishlist once for the shelf (a custom render, maybe no
  // card at all, reads what it needs itself).
  return (
    <ProductShelfRoot count={shown.length} messages={messages} {...rootProps}>
      {header}
      <ProductShelfViewport>
        <ProductShelfList>
          {renderProduct ? items : <ProductCardReadsProvider>{items}</ProductCardReadsProvider>}
        </ProductShelfList>
      </ProductShelfViewport>
    </ProductShelfRoot>
  );
}

/** Names a loading shelf whose title is not known yet ('Carregando produtos'), in the title's place. */
function UntitledName(): ReactNode {
  const carousel = useProductShelfContext('Root');
  return (
    <span id={carousel.ids.title} className="vt-visually-hidden">
      {carousel.texts.loading}
    </span>
  );
}

ProductShelf.Root = ProductShelfRoot;
ProductShelf.Header = ProductShelfHeader;
ProductShelf.Title = ProductShelfTitle;
ProductShelf.ViewAll = ProductShelfViewAll;
ProductShelf.Controls = ProductShelfControls;
ProductShelf.Previous = ProductShelfPrevious;
ProductShelf.Next = ProductShelfNext;
ProductShelf.Viewport = ProductShelfViewport;
ProductShelf.List = ProductShelfList;
ProductShelf.Item = ProductShelfItem;
ProductShelf.Skeleton = ProductShelfSkeleton;
