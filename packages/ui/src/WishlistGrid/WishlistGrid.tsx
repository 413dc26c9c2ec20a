import type { Product } from '@vitrine/core';
import { type ReactNode, useId } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { type CustomerListPartProps, customerListParts } from '../internal/customerListShell';
import { useMergedRefs } from '../internal/mergeRefs';
import type { PartProps } from '../internal/partsContext';
import { ProductCard, type ProductCardHeadingLevel } from '../ProductCard/ProductCard';
import { type UseWishlistGridOptions, useWishlistGrid, type WishlistGridBehaviour } from './useWishlistGrid';
import type { WishlistGridMessages } from './wishlistGridMessages';

/** The grid's shell (section, heading, loading frame, failure, retry, invite): the kit's customer-list parts. */
const shell = customerListParts<WishlistGridBehaviour>('WishlistGrid', 'vt-wishlist-grid', {
  className: 'vt-wishlist-grid__list vt-wishlist-grid__loading',
  count: 4,
  // A product card's shape (image, name, price, button), in the grid's columns.
  placeholder: (index) => (
    <div key={index} className="vt-wishlist-grid__placeholder" aria-hidden="true">
      <Skeleton aspectRatio={1} />
      <Skeleton shape="text" width="85%" />
      <Skeleton shape="text" width="45%" />
      <Skeleton height="var(--vt-control-height)" />
    </div>
  ),
});

/** The nearest `WishlistGrid.Root`'s grid; throws, naming the fix, outside one. */
const useWishlistGridContext = shell.useList;

// ---------------------------------------------------------------------------------------------------------

/** Props of `WishlistGrid.Root`: the texts, plus the section's own props. */
export type WishlistGridRootProps = PartProps<'section'> & UseWishlistGridOptions;

/**
 * The grid's section: reads the signed-in customer's wishlist and gives its parts the state.
 * `data-state="loading|anonymous|error|empty|ready"`, `aria-busy` while loading; it takes focus (`tabIndex=-1`)
 * when a retry brings the list, or when the last focused card leaves and none is left.
 */
export function WishlistGridRoot({ messages, ...rest }: WishlistGridRootProps) {
  const grid = useWishlistGrid({ messages });
  return <shell.Section {...rest} value={grid} />;
}

/** Props of `WishlistGrid.Title`. */
export type WishlistGridTitleProps = CustomerListPartProps['Title'];

/** The grid's heading, 'Lista de Desejos' unless children say otherwise (an `h2`; `asChild` for another level). */
export const WishlistGridTitle: (props: WishlistGridTitleProps) => ReactNode = shell.Title;

/** Props of `WishlistGrid.Loading`. */
export type WishlistGridLoadingProps = CustomerListPartProps['Loading'];

/**
 * While the session is checked or the list loads: placeholder cards in the grid's columns (image, name, price,
 * button; 4 unless `count`) and 'Carregando lista de desejos…' for screen readers. Nothing in any other state.
 */
export const WishlistGridLoading: (props: WishlistGridLoadingProps) => ReactNode = shell.Loading;

/** Props of `WishlistGrid.List`. */
export type WishlistGridListProps = Omit<PartProps<'ul'>, 'children'> & {
  /** Each product's item; a `WishlistGrid.Item` holding the ready-made `ProductCard` by default. */
  readonly children?: ((product: Product, index: number) => ReactNode) | undefined;
  /** The heading level of each card's name (default items only); 3 when `undefined`. */
  readonly headingLevel?: ProductCardHeadingLevel | undefined;
};

const WishlistGridListElement = part('ul', 'WishlistGrid.List', 'vt-wishlist-grid__list');

/**
 * The saved products as a grid (a `ul`); nothing until there are products to show. A product leaving the list
 * leaves the grid, and focus moves on from its card (see `useWishlistGrid`).
 */
export function WishlistGridList({ children, headingLevel, onFocus, ref, ...rest }: WishlistGridListProps) {
  const { status, products, text, getListProps } = useWishlistGridContext('List');
  const { ref: listRef, onFocus: noteFocus } = getListProps();
  const setRef = useMergedRefs(listRef, ref);
  if (status !== 'ready') return null;
  return (
    <WishlistGridListElement {...rest} ref={setRef} onFocus={composeEventHandlers(onFocus, noteFocus)}>
      {products.map((product, index) =>
        children ? (
          children(product, index)
        ) : (
          <WishlistGridItem key={product.idProduct} product={product}>
            <ProductCard
              product={product}
              headingLevel={headingLevel}
              listName={text.title}
              listId="wishlist"
              index={index}
              priority={index < 2}
            />
          </WishlistGridItem>
        ),
      )}
    </WishlistGridListElement>
  );
}

/** Props of `WishlistGrid.Item`. */
export type WishlistGridItemProps = PartProps<'li'> & {
  /** The product this item holds (marks `data-product-id`, which the grid's focus handling reads). */
  readonly product: Pick<Product, 'idProduct'>;
};

const WishlistGridItemElement = part('li', 'WishlistGrid.Item', 'vt-wishlist-grid__item');

/** One saved product (an `li`); put its card inside. */
export function WishlistGridItem({ product, ...rest }: WishlistGridItemProps) {
  const { getItemProps } = useWishlistGridContext('Item');
  return <WishlistGridItemElement {...getItemProps(product)} {...rest} />;
}

/** Props of `WishlistGrid.Status`. */
export type WishlistGridStatusProps = PartProps<'p'>;

const WishlistGridStatusElement = part('p', 'WishlistGrid.Status', 'vt-visually-hidden');

/**
 * A polite live region (visually hidden) saying each removal: '{name} foi removido da lista de desejos.'. Rendered
 * for a signed-in customer from the start, so screen readers hear what arrives in it.
 */
export function WishlistGridStatus({ asChild, children, ...rest }: WishlistGridStatusProps) {
  const { status, announcement } = useWishlistGridContext('Status');
  if (status === 'anonymous') return null;
  return (
    <WishlistGridStatusElement asChild={asChild} role="status" {...rest}>
      {asChild ? children : announcement}
    </WishlistGridStatusElement>
  );
}

/** Props of `WishlistGrid.Empty`. */
export type WishlistGridEmptyProps = PartProps<'div'>;

const WishlistGridEmptyElement = part('div', 'WishlistGrid.Empty', 'vt-wishlist-grid__empty');

/** 'Sua lista de desejos está vazia.' and 'Continuar Comprando' to the home page; nothing otherwise. */
export function WishlistGridEmpty({ asChild, className, children, ...rest }: WishlistGridEmptyProps) {
  const { status, text, getContinueLinkProps } = useWishlistGridContext('Empty');
  if (status !== 'empty') return null;
  return (
    <WishlistGridEmptyElement asChild={asChild} {...rest} className={className}>
      {slotContent(
        asChild,
        children,
        <>
          <p className="vt-wishlist-grid__empty-message">{text.empty}</p>
          <a {...getContinueLinkProps()} className="vt-button vt-wishlist-grid__continue">
            {text.continueShopping}
          </a>
        </>,
      )}
    </WishlistGridEmptyElement>
  );
}

/** Props of `WishlistGrid.Error`. */
export type WishlistGridErrorProps = CustomerListPartProps['Error'];

/**
 * The failed load: 'Não foi possível carregar sua lista de desejos.' in an alert and the `WishlistGrid.Retry`
 * button (children replace both). Nothing otherwise.
 */
export const WishlistGridError: (props: WishlistGridErrorProps) => ReactNode = shell.Error;

/** Props of `WishlistGrid.Retry`. */
export type WishlistGridRetryProps = CustomerListPartProps['Retry'];

/**
 * 'Tentar novamente': loads the list again; it stays (`aria-disabled`, `data-loading`) while the retry runs, and
 * focus moves to the grid once the products arrive. Your `onClick` runs first (`preventDefault()` cancels).
 */
export const WishlistGridRetry: (props: WishlistGridRetryProps) => ReactNode = shell.Retry;

/** Props of `WishlistGrid.Invite`. */
export type WishlistGridInviteProps = CustomerListPartProps['Invite'];

/** A visitor's invite: 'Entre na sua conta para ver sua lista de desejos.' and 'Entrar' to /customer/login. */
export const WishlistGridInvite: (props: WishlistGridInviteProps) => ReactNode = shell.Invite;

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<WishlistGrid />`. */
export interface WishlistGridProps extends Omit<WishlistGridRootProps, 'children' | 'asChild'> {
  /** The heading; 'Lista de Desejos' when `undefined`, no heading when ''. */
  readonly title?: string | undefined;
  /** The heading level of each card's product name; 3 when `undefined`. */
  readonly headingLevel?: ProductCardHeadingLevel | undefined;
  /** How many placeholder cards hold the place while loading; 4 when `undefined`. */
  readonly skeletonCount?: number | undefined;
  /** Replaces some texts (over the provider's `messages.ui.wishlistGrid`). */
  readonly messages?: Partial<WishlistGridMessages> | undefined;
}

/**
 * The wishlist page, ready-made: the signed-in customer's saved products as a grid of `ProductCard`s (buy, or take
 * one off the list with its wishlist toggle: the grid follows), placeholders while loading, an empty state with
 * 'Continuar Comprando', the failure with 'Tentar novamente', and a login invite for a visitor.
 */
function WishlistGridDefault({
  title,
  headingLevel,
  skeletonCount,
  messages,
  ...rootProps
}: WishlistGridProps) {
  const titleId = useId();
  const texts = title === undefined ? messages : { ...messages, title };
  const hasTitle = title !== '';
  return (
    <WishlistGridRoot aria-labelledby={hasTitle ? titleId : undefined} {...rootProps} messages={texts}>
      {hasTitle ? <WishlistGridTitle id={titleId} /> : null}
      <WishlistGridStatus />
      <WishlistGridLoading count={skeletonCount} />
      <WishlistGridInvite />
      <WishlistGridError />
      <WishlistGridEmpty />
      <WishlistGridList headingLevel={headingLevel} />
    </WishlistGridRoot>
  );
}

/** The parts of the wishlist grid, to compose your own inside `WishlistGrid.Root`. */
export const WishlistGridParts = {
  Root: WishlistGridRoot,
  Title: WishlistGridTitle,
  Status: WishlistGridStatus,
  Loading: WishlistGridLoading,
  List: WishlistGridList,
  Item: WishlistGridItem,
  Empty: WishlistGridEmpty,
  Error: WishlistGridError,
  Retry: WishlistGridRetry,
  Invite: WishlistGridInvite,
};

/** The wishlist page: `<WishlistGrid />` ready-made, or `WishlistGrid.Root / .Title / .List / .Item / ...` composed. */
export const WishlistGrid = Object.assign(WishlistGridDefault, WishlistGridParts);
