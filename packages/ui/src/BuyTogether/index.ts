'use client';

// `@vitrine/ui/BuyTogether`: what `@vitrine/ui` exports from this folder.
export type {
  BuyTogetherBuyProps,
  BuyTogetherItemImageProps,
  BuyTogetherItemNameProps,
  BuyTogetherItemPriceProps,
  BuyTogetherItemProps,
  BuyTogetherItemVariationsProps,
  BuyTogetherListProps,
  BuyTogetherProps,
  BuyTogetherQuoteProps,
  BuyTogetherRootProps,
  BuyTogetherStatusProps,
  BuyTogetherTitleProps,
  BuyTogetherToggleProps,
  BuyTogetherTotalsProps,
} from './BuyTogether';
export {
  BuyTogether,
  BuyTogetherBuy,
  BuyTogetherItem,
  BuyTogetherItemImage,
  BuyTogetherItemName,
  BuyTogetherItemPrice,
  BuyTogetherItemVariations,
  BuyTogetherList,
  BuyTogetherQuote,
  BuyTogetherRoot,
  BuyTogetherStatus,
  BuyTogetherTitle,
  BuyTogetherToggle,
  BuyTogetherTotals,
} from './BuyTogether';
export type { BuyTogetherMessages } from './buyTogetherMessages';
export { buyTogetherMessages } from './buyTogetherMessages';
export type { BuyTogetherBlock } from './useBuyTogetherBlock';
export { useBuyTogetherBlock } from './useBuyTogetherBlock';
