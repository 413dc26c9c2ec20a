'use client';

// `@vitrine/ui/ProductDetail`: what `@vitrine/ui` exports from this folder.
export type {
  ProductDetailBrandProps,
  ProductDetailButtonProps,
  ProductDetailBuyBoxProps,
  ProductDetailNameProps,
  ProductDetailOneClickProps,
  ProductDetailPriceProps,
  ProductDetailQuantityProps,
  ProductDetailRatingProps,
  ProductDetailRootProps,
  ProductDetailSkuCodeProps,
  ProductDetailStockProps,
} from './ProductDetail';
export {
  ProductDetail,
  ProductDetailBrand,
  ProductDetailBuy,
  ProductDetailBuyBox,
  ProductDetailName,
  ProductDetailNotifyMe,
  ProductDetailOneClick,
  ProductDetailPrice,
  ProductDetailQuantity,
  ProductDetailQuote,
  ProductDetailRating,
  ProductDetailRoot,
  ProductDetailSkuCode,
  ProductDetailStock,
  ProductDetailSubscribe,
} from './ProductDetail';
export type {
  ProductDetailLightningCountdownProps,
  ProductDetailShareProps,
  ProductDetailTakeXPayYProps,
  ProductDetailWishlistProps,
} from './ProductDetailExtras';
export {
  ProductDetailLightningCountdown,
  ProductDetailShare,
  ProductDetailTakeXPayY,
  ProductDetailWishlist,
} from './ProductDetailExtras';
export type {
  ProductDetailGroupedProps,
  ProductDetailReferenceProps,
  ProductDetailVariationsProps,
} from './ProductDetailVariations';
export {
  ProductDetailGrouped,
  ProductDetailReference,
  ProductDetailVariations,
} from './ProductDetailVariations';
export type { ProductDetailContextValue } from './productDetailContext';
export {
  useOptionalProductDetailContext,
  useProductDetailContext,
} from './productDetailContext';
export type { ProductDetailMessages } from './productDetailMessages';
export { productDetailMessages } from './productDetailMessages';
export type { BuyActions, OneClickRedirect } from './useBuyActions';
export { useBuyActions } from './useBuyActions';
export type { VariationDisplay, VariationGroup, VariationOption } from './useVariationGroups';
export { useVariationGroups } from './useVariationGroups';
