/**
 * The events the product-flow machines emit and accept across machines: the contract with the cart machine
 * (`cart.add`, `cart.addMassive`), with the quote and alert-me machines (`quote.open`, `alertMe.open`,
 * `alertMe.close`) and with the UI's alert banners (`alert`).
 */

/** A shopper-facing banner: forward it to the alert area (it auto-closes after 5 s there). */
export interface ProductFlowAlert {
  type: 'alert';
  kind: 'success' | 'error' | 'info';
  title: string;
  /** A second line under the title; `undefined` when the text has none. */
  detail?: string | undefined;
}

/** Asks the cart machine to add one product (it does the I/O, the success/failure alerts and the reload). */
export interface CartAddRequest {
  type: 'cart.add';
  idProduct: number;
  /** The resolved SKU; `null` for a product without SKUs. */
  idSku: number | null;
  /** An integer of at least 1, already checked against the stock and what the cart holds. */
  quantity: number;
}

/** One line of a massive add (buy-together). */
export interface CartAddMassiveItem {
  idProduct: number;
  /** The chosen SKU; `null` for a product without SKUs. */
  idSku: number | null;
  quantity: number;
}

/** Asks the cart machine to add several products at once (the buy-together bundle). */
export interface CartAddMassiveRequest {
  type: 'cart.addMassive';
  items: CartAddMassiveItem[];
}

/** A product as the quote and alert-me forms show and send it. */
export interface ProductFlowProduct {
  idProduct: number;
  name: string;
  /** The image to show in the form; `undefined` when the product has none. */
  image?: string | null | undefined;
  /** The chosen SKU; `null`/`undefined` when none is chosen or the product has no SKUs. */
  idSku?: number | null | undefined;
  /** The product has variations to choose, so a SKU is needed. */
  hasVariations: boolean;
}

/** Where a form was opened from: the choice of the missing-variation message depends on it. */
export type ProductFlowOrigin = 'detail' | 'card' | 'buyTogether';

/** Opens the quote form for one product (detail, card) or a bundle (buy-together). */
export interface QuoteOpenEvent {
  type: 'quote.open';
  products: ProductFlowProduct[];
  /** Default 'detail'. */
  origin?: ProductFlowOrigin | undefined;
}

/** Opens the back-in-stock form for a product. */
export interface AlertMeOpenEvent {
  type: 'alertMe.open';
  product: ProductFlowProduct;
  /** 'card' picks the card's missing-variation text; default 'detail' (the modal's). */
  origin?: ProductFlowOrigin | undefined;
}

/** Closes the back-in-stock form (the SKU machine sends it when an in-stock variation is chosen). */
export interface AlertMeCloseEvent {
  type: 'alertMe.close';
}
