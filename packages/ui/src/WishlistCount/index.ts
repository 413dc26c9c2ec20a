'use client';

// `@vitrine/ui/WishlistCount`: what `@vitrine/ui` exports from this folder.
export type {
  WishlistCountCountProps,
  WishlistCountIconProps,
  WishlistCountLabelProps,
  WishlistCountProps,
  WishlistCountRootProps,
  WishlistCountTextProps,
} from './WishlistCount';
export {
  WishlistCount,
  WishlistCountCount,
  WishlistCountIcon,
  WishlistCountLabel,
  WishlistCountParts,
  WishlistCountRoot,
} from './WishlistCount';
export type { WishlistCountMessages } from './wishlistCountMessages';
export { wishlistCountMessages } from './wishlistCountMessages';
