/**
 * Shapes of the analytics builders. GA4 ecommerce items and events use Google's snake_case names
 * (https://developers.google.com/analytics/devguides/collection/ga4/reference/events); Meta pixel
 * events use Meta's standard-event parameters.
 */

/** A product as the analytics builders take it, once adapted from a product, SKU or cart line. */
export interface AnalyticsItem {
  /** The product id (GA4 `item_id`, pixel `content_ids`). */
  readonly id: string | number;
  readonly name: string;
  /** The brand name, `undefined` when the product has none. */
  readonly brand?: string | undefined;
  /** The category names, root first (GA4 takes up to 5). */
  readonly categories?: readonly string[] | undefined;
  /** The chosen variation text (`'Cor: Azul / Tamanho: M'`), `undefined` without variations. */
  readonly variant?: string | undefined;
  /** The list price of one unit. */
  readonly price: number;
  /** The promotional price of one unit; it applies only when above 0 and below `price`. */
  readonly promotionPrice?: number | null | undefined;
  /** How many units (default 1). */
  readonly quantity?: number | undefined;
}

/** A GA4 ecommerce item. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  /** The unit price actually charged (the promotional one when it applies). */
  price: number;
  /** The unit discount from the list price, absent when there is none. */
  discount?: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
  promotion_id?: string;
  promotion_name?: string;
  creative_name?: string;
  creative_slot?: string;
}

/** The GA4 ecommerce events the storefront sends. */
export type Ga4EcommerceEventName =
  | 'view_promotion'
  | 'select_promotion'
  | 'view_item_list'
  | 'select_item'
  | 'add_to_cart'
  | 'view_cart'
  | 'view_item'
  | 'purchase';

/** A GA4 ecommerce data-layer event; push it with `dataLayerPushes`. */
export interface Ga4EcommerceEvent {
  event: Ga4EcommerceEventName;
  ecommerce: {
    currency: 'BRL';
    value: number;
    items: Ga4Item[];
    item_list_id?: string;
    item_list_name?: string;
    promotion_id?: string;
    promotion_name?: string;
    creative_name?: string;
    creative_slot?: string;
    transaction_id?: string;
    shipping?: number;
    tax?: number;
    coupon?: string;
  };
}

/** A promotion (usually a banner) for the promotion events. */
export interface AnalyticsPromotion {
  readonly id: string | number;
  readonly name: string;
  /** The creative (image file) name, `undefined` when unknown. */
  readonly creativeName?: string | undefined;
  /** Where it is shown (banner type or position), `undefined` when unknown. */
  readonly creativeSlot?: string | undefined;
}

/** A product list (showcase, category, search...) for the list events. */
export interface AnalyticsList {
  /** The list id (`'category-12'`, `'search'`), `undefined` when unknown. */
  readonly id?: string | undefined;
  /** The list name shown to the shopper, `undefined` when unknown. */
  readonly name?: string | undefined;
}

/** A Meta pixel standard event: send it as `fbq('track', event.name, event.params)`. */
export interface MetaPixelEvent {
  name: 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';
  params: {
    content_ids: string[];
    content_type: 'product';
    contents: { id: string; quantity: number; item_price: number }[];
    value: number;
    currency: 'BRL';
    content_name?: string;
    num_items?: number;
  };
}
