'use client';

// `@vitrine/ui/ProductShelf`: what `@vitrine/ui` exports from this folder.
export type {
  LightningOfferCardProps,
  LightningOfferCardRootProps,
  LightningOfferCountdownProps,
  LightningOfferFlagProps,
  LightningOfferNow,
  LightningOffersProps,
  LightningOfferViewProps,
} from './LightningOffers';
export {
  LIGHTNING_OFFER_NAME_LIMIT,
  LightningOfferCard,
  LightningOfferCardRoot,
  LightningOfferCountdown,
  LightningOfferFlag,
  LightningOffers,
  LightningOfferView,
} from './LightningOffers';
export type { LightningOffersMessages } from './lightningOffersMessages';
export { lightningOffersMessages } from './lightningOffersMessages';
export type {
  ProductShelfButtonProps,
  ProductShelfControlsProps,
  ProductShelfHeaderProps,
  ProductShelfItemProps,
  ProductShelfListProps,
  ProductShelfProps,
  ProductShelfRootProps,
  ProductShelfSkeletonProps,
  ProductShelfTitleProps,
  ProductShelfViewAllProps,
  ProductShelfViewportProps,
} from './ProductShelf';
export {
  ProductShelf,
  ProductShelfControls,
  ProductShelfHeader,
  ProductShelfItem,
  ProductShelfList,
  ProductShelfNext,
  ProductShelfPrevious,
  ProductShelfRoot,
  ProductShelfSkeleton,
  ProductShelfTitle,
  ProductShelfViewAll,
  ProductShelfViewport,
} from './ProductShelf';
export type {
  DetailShelfProps,
  HomeShowcaseProps,
  HomeShowcaseType,
  ListShelfProps,
  ReadyShelfProps,
} from './ProductShelves';
export {
  AlsoPurchased,
  HomeShowcase,
  MostSoldShelf,
  NewcomersShelf,
  RelatedProducts,
  showcaseQuantity,
} from './ProductShelves';
export type { ProductShelfMessages } from './productShelfMessages';
export { productShelfMessages } from './productShelfMessages';
export type {
  ProductShelfButtonBag,
  ProductShelfCarousel,
  UseProductShelfCarouselOptions,
} from './useProductShelfCarousel';
export { useProductShelfCarousel } from './useProductShelfCarousel';
