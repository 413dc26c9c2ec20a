/**
 * Minimal structural input types for the rules in `src/rules`. Field names are those of the platform's API, so the
 * API client's parsed entities satisfy them without a mapping step. Everything the platform may omit is optional.
 */

/** An identifier of the platform (product, SKU, reference, variation…): a number, as the schemas parse it. */
export type Id = number;

/** The identifiers the rules take: the one {@link Id} type (the name is kept for existing imports). */
export type IdLike = Id;

/** A flag as the platform sends it: a boolean, 0/1, or the strings '0'/'1'/'S'/'N'/'true'/'false'. */
export type FlagLike = boolean | number | string | null | undefined;

/** One variation carried by a SKU; `idReference` is optional because some replies only carry `idVariation`. */
export interface SkuVariationLike {
  idVariation: IdLike;
  idReference?: IdLike | null | undefined;
}

/** Anything with a stock level and an exhausted flag: a product, a SKU, a cart line, a bundle component. */
export interface StockLike {
  stock?: number | null | undefined;
  flagExhausted?: FlagLike;
}

/** Anything priced: a product, a SKU, a cart line. `pricePromotion` 0 or absent means no promotion. */
export interface PricedLike {
  price: number;
  pricePromotion?: number | null | undefined;
}

/** The part of `installmentMax` the rules read. */
export interface InstallmentMaxLike {
  maxNumber?: number | null | undefined;
  value?: number | null | undefined;
  description?: string | null | undefined;
}

/** A SKU of a product (SKU). */
export interface SkuLike extends PricedLike, StockLike {
  idSku: IdLike;
  standard?: FlagLike;
  visible?: FlagLike;
  variations?: readonly SkuVariationLike[] | null | undefined;
  installmentMax?: InstallmentMaxLike | null | undefined;
}

/** One variation of a reference (Variation). */
export interface VariationLike {
  idVariation: IdLike;
  name?: string | null | undefined;
  displayOrder?: number | null | undefined;
}

/** A reference (colour, size…) listing its variations (Reference). */
export interface ReferenceLike {
  idReference: IdLike;
  name?: string | null | undefined;
  variations?: readonly VariationLike[] | null | undefined;
}

/** The variation chosen for each reference, keyed by `String(idReference)`. */
export type ChosenVariations = Readonly<Record<string, IdLike>>;

/** A component of a kit (`kitProducts`) or of a conjunct product (`conjunctProducts`). */
export interface BundleComponentLike extends StockLike {
  quantity?: number | null | undefined;
}

/** The product fields the pricing, stock and buy-button rules read (Product). */
export interface ProductLike extends PricedLike, StockLike {
  idProduct?: IdLike | undefined;
  idTypeProduct?: IdLike | null | undefined;
  typeDiscount?: IdLike | null | undefined;
  valueDiscount?: number | null | undefined;
  installmentMax?: InstallmentMaxLike | null | undefined;
  offerStatus?: IdLike | null | undefined;
  haveSku?: FlagLike;
  skUs?: readonly SkuLike[] | null | undefined;
  availableReferences?: readonly ReferenceLike[] | null | undefined;
  isKit?: FlagLike;
  kitProducts?: readonly BundleComponentLike[] | null | undefined;
  hasConjunct?: FlagLike;
  conjunctProducts?: readonly BundleComponentLike[] | null | undefined;
}

/** A per-item or per-cart limit of a cart line: tipo 'Q' (quantity per item) or 'V' (value of the cart). */
export interface CartLimitLike {
  tipo?: string | null | undefined;
  minimo?: number | null | undefined;
  maximo?: number | null | undefined;
}

/** A cart line (Cart item). */
export interface CartLineLike extends PricedLike, StockLike {
  idCartItem?: IdLike | undefined;
  idProduct?: IdLike | undefined;
  idSku?: IdLike | null | undefined;
  name?: string | null | undefined;
  originalName?: string | null | undefined;
  quantity: number;
  limit?: CartLimitLike | null | undefined;
}

/** A cart (Cart totals). */
export interface CartLike {
  items?: readonly CartLineLike[] | null | undefined;
  subTotal?: number | null | undefined;
  minValue?: number | null | undefined;
  maxValue?: number | null | undefined;
}

/** A freight option (Freight option). */
export interface FreightOptionLike {
  shippingMode?:
    | {
        idShippingMode?: IdLike | undefined;
        name?: string | null | undefined;
        deliveryTime?: number | string | null | undefined;
        usefulDay?: FlagLike;
        ScheduledDelivery?: FlagLike;
      }
    | null
    | undefined;
  valueShipping?: number | null | undefined;
}

/** A free-freight tip (Free-freight tip). */
export interface FreeFreightTipLike {
  idShipping?: IdLike | null | undefined;
  cartDisplayInfo?: unknown;
  cartInformation?: string | null | undefined;
  remainingValue?: number | null | undefined;
}

/** An installment option (Installment option); also what the rules produce. */
export interface InstallmentOptionLike {
  quantity: number;
  installmentAmount: number;
  totalAmount: number;
  interestFree?: boolean | null | undefined;
  description?: string | null | undefined;
}

/** A product grouping of the detail page (productGrouping). */
export interface ProductGroupingLike {
  /** 'Cor', 'Texto', 'Imagem' or 'ImagemProduto'. */
  type?: string | null | undefined;
  name?: string | null | undefined;
  products?:
    | readonly {
        idProduct: IdLike;
        description?: string | null | undefined;
        urlFriendly?: string | null | undefined;
      }[]
    | null
    | undefined;
}

/** The outcome of a quantity rule: the value to keep, and the message to show when the input was changed. */
export interface QuantityResult {
  /** True when the input was kept as given (after rounding). */
  ok: boolean;
  /** The quantity to show and send, always an integer of at least 1. */
  value: number;
  /** The shopper-facing reason the value changed; `undefined` when there is nothing to say. */
  message?: string | undefined;
}
