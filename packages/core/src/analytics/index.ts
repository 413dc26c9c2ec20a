/**
 * @vitrine/core/analytics: pure builders of GA4 ecommerce and Meta pixel events (BRL, money rounded to cents).
 * Also exported by `@vitrine/core`; import from here to think in that group.
 */
export { addToCartEvent } from './addToCartEvent';
export type { PromotionBannerLike } from './bannerPromotion';
export { bannerPromotion } from './bannerPromotion';
export type { AnalyticsCartItemLike } from './cartItemToAnalyticsItem';
export { cartItemToAnalyticsItem } from './cartItemToAnalyticsItem';
export { dataLayerPushes } from './dataLayerPushes';
export { metaPixelAddToCart } from './metaPixelAddToCart';
export { metaPixelInitiateCheckout } from './metaPixelInitiateCheckout';
export { metaPixelPurchase } from './metaPixelPurchase';
export { metaPixelViewContent } from './metaPixelViewContent';
export type { AnalyticsProductLike, AnalyticsSkuLike } from './productToAnalyticsItem';
export { productToAnalyticsItem } from './productToAnalyticsItem';
export type { AnalyticsOrder } from './purchaseEvent';
export { purchaseEvent } from './purchaseEvent';
export { selectItemEvent } from './selectItemEvent';
export { selectPromotionEvent } from './selectPromotionEvent';
export type { Ga4ItemContext } from './toGa4Item';
export { toGa4Item } from './toGa4Item';
export type {
  AnalyticsItem,
  AnalyticsList,
  AnalyticsPromotion,
  Ga4EcommerceEvent,
  Ga4EcommerceEventName,
  Ga4Item,
  MetaPixelEvent,
} from './types';
export { viewCartEvent } from './viewCartEvent';
export { viewItemEvent } from './viewItemEvent';
export { viewItemListEvent } from './viewItemListEvent';
export { viewPromotionEvent } from './viewPromotionEvent';
