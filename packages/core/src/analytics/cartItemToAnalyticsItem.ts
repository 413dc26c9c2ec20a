import type { AnalyticsItem } from './types';

/** The cart-line fields the analytics builders read. */
export interface AnalyticsCartItemLike {
  readonly idProduct: number;
  readonly name: string;
  /** The product name without the variation text, preferred when present. */
  readonly originalName?: string | null | undefined;
  readonly quantity: number;
  readonly price: number;
  readonly pricePromotion?: number | null | undefined;
  /** The category name, `undefined` or `null` when the platform sends none. */
  readonly categoria?: string | null | undefined;
  readonly cartItemVariations?:
    | readonly { readonly nameReference: string; readonly nameVariation: string }[]
    | null
    | undefined;
}

/** Adapts a cart line for the analytics builders; its variations become the variant (`'Cor: Azul / Tamanho: M'`). */
export function cartItemToAnalyticsItem(line: AnalyticsCartItemLike): AnalyticsItem {
  const variant = (line.cartItemVariations ?? [])
    .map((variation) => `${variation.nameReference}: ${variation.nameVariation}`)
    .join(' / ');
  return {
    id: line.idProduct,
    name: line.originalName?.trim() || line.name,
    categories: line.categoria ? [line.categoria] : [],
    variant: variant || undefined,
    price: line.price,
    promotionPrice: line.pricePromotion,
    quantity: line.quantity,
  };
}
