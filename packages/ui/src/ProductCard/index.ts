'use client';

// `@vitrine/ui/ProductCard`: what `@vitrine/ui` exports from this folder.
export type {
  ProductCardActionsProps,
  ProductCardBrandProps,
  ProductCardBuyButtonProps,
  ProductCardFlagsProps,
  ProductCardHeadingLevel,
  ProductCardImageProps,
  ProductCardMessageProps,
  ProductCardNameProps,
  ProductCardOnRequestProps,
  ProductCardPriceProps,
  ProductCardProps,
  ProductCardQuantityProps,
  ProductCardQuoteButtonProps,
  ProductCardRatingProps,
  ProductCardRootProps,
  ProductCardSoldOutButtonProps,
  ProductCardSoldOutLinkProps,
  ProductCardVariationsProps,
  ProductCardWishlistProps,
} from './ProductCard';
export {
  ProductCard,
  ProductCardActions,
  ProductCardBrand,
  ProductCardBuyButton,
  ProductCardFlags,
  ProductCardImage,
  ProductCardMessage,
  ProductCardName,
  ProductCardOnRequest,
  ProductCardPrice,
  ProductCardQuantity,
  ProductCardQuoteButton,
  ProductCardRating,
  ProductCardRoot,
  ProductCardSoldOutButton,
  ProductCardSoldOutLink,
  ProductCardVariations,
  ProductCardWishlist,
} from './ProductCard';
export type { ProductCardMessages } from './productCardMessages';
export { productCardMessages } from './productCardMessages';
export type {
  ProductCardButtonBag,
  ProductCardModel,
  ProductCardReference,
  ProductCardVariationOption,
  ProductCardWishlistState,
  UseProductCardOptions,
} from './useProductCard';
export { PRODUCT_CARD_NAME_LIMIT, useProductCard } from './useProductCard';
