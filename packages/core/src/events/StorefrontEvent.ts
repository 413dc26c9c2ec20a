/**
 * The events widgets of one page exchange through the storefront bus. Each is an object
 * with a `type`; React widgets, custom elements and plain scripts publish and listen to the same bus, so a
 * cart preview reloads whichever widget added the product. The shapes match the flow machines' events
 * (`quote.open`, `alertMe.open`, `alert`...), so a machine's emitted event can be forwarded as is.
 */

/** The product a quote or back-in-stock form shows and sends. */
export interface StorefrontProductInfo {
  readonly idProduct: number;
  readonly name: string;
  /** The chosen SKU; `null`/`undefined` when none is chosen or the product has no SKUs. */
  readonly idSku?: number | null | undefined;
  /** The image to show in the form; `undefined`/`null` when the product has none. */
  readonly image?: string | null | undefined;
  /** The product has variations to choose, so a SKU is needed before the form opens. */
  readonly hasVariations: boolean;
  /** The variations chosen so far, by reference id; `undefined` when the sender did not track them. */
  readonly chosenVariations?: Readonly<Record<string, number>> | undefined;
}

/** Where a quote or back-in-stock form was opened from; it picks the missing-variation text. */
export type StorefrontProductOrigin = 'detail' | 'card' | 'buyTogether';

/** One product added to the cart. */
export interface StorefrontCartLine {
  readonly idProduct: number;
  /** `null` for a product without SKUs. */
  readonly idSku: number | null;
  readonly quantity: number;
}

/** The line a `cart.removed` notification is about; each id is `undefined` when unknown. */
export interface StorefrontRemovedLine {
  readonly idCartItem?: number | undefined;
  readonly idProduct?: number | undefined;
  readonly idSku?: number | null | undefined;
}

/** Every event of the storefront bus. */
export type StorefrontEvent =
  /**
   * A REQUEST to add one product (a buy button was clicked): the page's cart flow (`useCart`) performs it,
   * shows its alerts and, once the server confirmed it, announces the new cart with `cart.changed`.
   */
  | ({ readonly type: 'cart.add' } & StorefrontCartLine)
  /** A REQUEST to add several products at once (buy-together); performed like `cart.add`. */
  | { readonly type: 'cart.addMassive'; readonly items: readonly StorefrontCartLine[] }
  /**
   * A REQUEST for the one-click buy: add, then go to '/checkout/payment' after 1 s ('delayed', the default)
   * or right after the add ('immediate').
   */
  | ({
      readonly type: 'cart.buyNow';
      readonly redirect?: 'delayed' | 'immediate' | undefined;
    } & StorefrontCartLine)
  /**
   * A NOTIFICATION that a widget outside the cart flow removed a cart line: the cart preview and the count
   * reload. Ids are `undefined` when unknown. (To remove a line, call `useCart().remove(idCartItem)`, which
   * sends the cart machine's `cart.remove`.)
   */
  | ({ readonly type: 'cart.removed' } & StorefrontRemovedLine)
  /** The shopper opened the cart (preview or page): the cart preview reloads. */
  | { readonly type: 'cart.view' }
  /**
   * The cart changed (the server confirmed an add, a quantity, a delete, a discount, a freight...): every
   * cart reader reloads. `count` (units in the cart) when the sender knows it.
   */
  | { readonly type: 'cart.changed'; readonly count?: number | undefined }
  /** Opens the quote form for one product (detail, card) or a bundle (buy-together). */
  | {
      readonly type: 'quote.open';
      readonly products: readonly StorefrontProductInfo[];
      readonly origin?: StorefrontProductOrigin | undefined;
    }
  /** Closes the quote form. */
  | { readonly type: 'quote.close' }
  /** Opens the back-in-stock form for a product. */
  | {
      readonly type: 'alertMe.open';
      readonly product: StorefrontProductInfo;
      readonly origin?: StorefrontProductOrigin | undefined;
    }
  /** Closes the back-in-stock form (e.g. an in-stock variation was chosen). */
  | { readonly type: 'alertMe.close' }
  /** A success, error or info banner; `detail` is a second line, `timeoutMs` replaces the 5000 ms auto-close. */
  | {
      readonly type: 'alert';
      readonly kind: 'success' | 'error' | 'info';
      readonly title: string;
      readonly detail?: string | undefined;
      readonly timeoutMs?: number | undefined;
    }
  /** Asks the page to go to `href` (the app's router or `location.assign` decides how). */
  | { readonly type: 'navigate'; readonly href: string }
  /** Asks the page to reload (e.g. the session check failed). */
  | { readonly type: 'page.reload' };

/** The `type` of every storefront event. */
export type StorefrontEventType = StorefrontEvent['type'];

/** The event of one type, e.g. `StorefrontEventOf<'alert'>`. */
export type StorefrontEventOf<T extends StorefrontEventType> = Extract<StorefrontEvent, { readonly type: T }>;
