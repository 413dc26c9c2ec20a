'use client';

// `@vitrine/ui/WishlistGrid`: what `@vitrine/ui` exports from this folder.
export type {
  UseWishlistGridOptions,
  WishlistGridBehaviour,
  WishlistGridState,
} from './useWishlistGrid';
export { useWishlistGrid } from './useWishlistGrid';
export type {
  WishlistGridEmptyProps,
  WishlistGridErrorProps,
  WishlistGridInviteProps,
  WishlistGridItemProps,
  WishlistGridListProps,
  WishlistGridLoadingProps,
  WishlistGridProps,
  WishlistGridRetryProps,
  WishlistGridRootProps,
  WishlistGridStatusProps,
  WishlistGridTitleProps,
} from './WishlistGrid';
export {
  WishlistGrid,
  WishlistGridEmpty,
  WishlistGridError,
  WishlistGridInvite,
  WishlistGridItem,
  WishlistGridList,
  WishlistGridLoading,
  WishlistGridParts,
  WishlistGridRetry,
  WishlistGridRoot,
  WishlistGridStatus,
  WishlistGridTitle,
} from './WishlistGrid';
export type { WishlistGridMessages } from './wishlistGridMessages';
export { wishlistGridMessages } from './wishlistGridMessages';
