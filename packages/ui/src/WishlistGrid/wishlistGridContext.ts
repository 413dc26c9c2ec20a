import { defineCustomerList } from '../internal/customerListShell';
import type { WishlistGridBehaviour } from './useWishlistGrid';

/**
 * The wishlist grid: a customer's list (`internal/customerListShell`) whose `WishlistGrid.Root` gives its parts the
 * grid; its loading placeholders sit in the grid's columns (`vt-wishlist-grid__list`).
 */
export const wishlistGrid = defineCustomerList<WishlistGridBehaviour>(
  'WishlistGrid',
  'vt-wishlist-grid',
  'vt-wishlist-grid__list vt-wishlist-grid__loading',
);

/** The nearest `WishlistGrid.Root`'s grid; throws, naming the fix, outside one. */
export const useWishlistGridContext: (part: string) => WishlistGridBehaviour = wishlistGrid.useList;
