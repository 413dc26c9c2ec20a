import { type Product, routes } from '@vitrine/core';
import { useWishlist, type WishlistFlow } from '@vitrine/hooks';
import { type FocusEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type CustomerListShell, useCustomerListShell } from '../internal/customerListShell';
import { useUiMessages } from '../messages/useUiMessages';
import { type WishlistGridMessages, wishlistGridMessages } from './wishlistGridMessages';

/** What the grid shows: loading (the session check or the first load), a visitor's invite, the failure, none, the products. */
export type WishlistGridState = 'loading' | 'anonymous' | 'error' | 'empty' | 'ready';

/** Options of `useWishlistGrid`. */
export interface UseWishlistGridOptions {
  /** Replaces some texts (over the provider's `messages.ui.wishlistGrid`). */
  readonly messages?: Partial<WishlistGridMessages> | undefined;
}

/**
 * What `useWishlistGrid` returns: the grid's state (`status`, `isRetrying`) and prop getters (`getRootProps`, whose
 * element also takes focus when the last focused card leaves and none is left; `getRetryProps`,
 * `getLoginLinkProps`), the kit's customer-list shell, with the products, the texts, the wishlist, what a removal
 * says and the grid's own prop getters.
 */
export interface WishlistGridBehaviour extends CustomerListShell {
  readonly status: WishlistGridState;
  /** The saved products; empty unless `status` is 'ready'. */
  readonly products: readonly Product[];
  readonly text: WishlistGridMessages;
  /** The wishlist underneath (`useWishlist`). */
  readonly wishlist: WishlistFlow;
  /** The last removal, said politely ('{name} foi removido da lista de desejos.'); '' before any. */
  readonly announcement: string;
  /** Props of the list: notes which product has focus, so focus can move on when that product leaves. */
  getListProps(): {
    readonly ref: RefObject<HTMLElement | null>;
    readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Props of a product's item. */
  getItemProps(product: Pick<Product, 'idProduct'>): { readonly 'data-product-id': number };
  /** Props of the empty state's link back to the store. */
  getContinueLinkProps(): { readonly href: string };
}

const noProducts: readonly Product[] = [];

/** The element to focus in a product's item: its wishlist toggle, else its first control. */
function focusableIn(item: Element | null): HTMLElement | null {
  if (!item) return null;
  return (
    item.querySelector<HTMLElement>('button[aria-pressed]') ??
    item.querySelector<HTMLElement>('a[href]:not([tabindex="-1"]), button')
  );
}

/**
 * The behaviour under `WishlistGrid`: the signed-in customer's saved products (`useWishlist`, never asked for a
 * visitor) turned into one status, the retry after a failure, and what a removal does. Removing a product (its
 * card's wishlist toggle, or anything else that changes the list) takes it off the grid, says so politely, and,
 * when the removed card had focus, hands focus to the card now in its place (the previous one at the end, the
 * grid itself when none is left).
 * @example
 * const { status, products } = useWishlistGrid();
 * status === 'ready' && products.map((p) => <ProductCard key={p.idProduct} product={p} />)
 */
export function useWishlistGrid(options: UseWishlistGridOptions = {}): WishlistGridBehaviour {
  const text = useUiMessages('wishlistGrid', wishlistGridMessages, options.messages);
  const wishlist = useWishlist();
  const shell = useCustomerListShell(wishlist, wishlist.reload);
  const { status } = shell;
  const products = status === 'ready' && wishlist.data ? wishlist.data : noProducts;
  const targetRef = shell.getRootProps().ref;

  const listRef = useRef<HTMLElement | null>(null);
  const focusedId = useRef<number | undefined>(undefined);
  const shown = useRef<readonly Product[] | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const current = wishlist.data;
  useEffect(() => {
    const before = shown.current;
    if (current === undefined) return;
    shown.current = current;
    if (before === undefined) return;
    const ids = new Set(current.map((product) => product.idProduct));
    const removed = before.filter((product) => !ids.has(product.idProduct));
    if (removed.length === 0) return;
    setAnnouncement(removed.map((product) => text.removed(product.name)).join(' '));
    const active = document.activeElement;
    const lostFocus = active === null || active === document.body;
    const focusedIndex = before.findIndex((product) => product.idProduct === focusedId.current);
    if (!lostFocus || focusedIndex < 0 || ids.has(focusedId.current as number)) return;
    // The first product still listed at or after the removed one's place, else the last one before it.
    const after = before.slice(focusedIndex).find((product) => ids.has(product.idProduct));
    const next = after ?? before.slice(0, focusedIndex).findLast((product) => ids.has(product.idProduct));
    const item = next ? listRef.current?.querySelector(`[data-product-id="${next.idProduct}"]`) : null;
    const target = focusableIn(item ?? null) ?? targetRef.current;
    target?.focus();
  }, [current, text, targetRef]);

  return {
    ...shell,
    products,
    text,
    wishlist,
    announcement,
    getListProps: () => ({
      ref: listRef,
      onFocus: (event) => {
        const item = (event.target as Element).closest('[data-product-id]');
        const id = Number(item?.getAttribute('data-product-id'));
        focusedId.current = Number.isFinite(id) && item ? id : undefined;
      },
    }),
    getItemProps: (product) => ({ 'data-product-id': product.idProduct }),
    getContinueLinkProps: () => ({ href: routes.home }),
  };
}
