'use client';

// `@vitrine/ui/ConjunctProducts`: what `@vitrine/ui` exports from this folder.
export type {
  ConjunctProductsAddToCartProps,
  ConjunctProductsItemImageProps,
  ConjunctProductsItemNameProps,
  ConjunctProductsItemPriceProps,
  ConjunctProductsItemProps,
  ConjunctProductsItemStockProps,
  ConjunctProductsItemVariationsProps,
  ConjunctProductsListProps,
  ConjunctProductsProps,
  ConjunctProductsRootProps,
  ConjunctProductsTickProps,
  ConjunctProductsTitleProps,
  ConjunctProductsTotalsProps,
} from './ConjunctProducts';
export {
  ConjunctProducts,
  ConjunctProductsAddToCart,
  ConjunctProductsItem,
  ConjunctProductsItemImage,
  ConjunctProductsItemName,
  ConjunctProductsItemPrice,
  ConjunctProductsItemStock,
  ConjunctProductsItemVariations,
  ConjunctProductsList,
  ConjunctProductsRoot,
  ConjunctProductsTick,
  ConjunctProductsTitle,
  ConjunctProductsTotals,
} from './ConjunctProducts';
export type { ConjunctProductsMessages } from './conjunctProductsMessages';
export { conjunctProductsMessages } from './conjunctProductsMessages';
export type { ConjunctBlock } from './useConjunctBlock';
export { conjunctCartLines, useConjunctBlock } from './useConjunctBlock';
