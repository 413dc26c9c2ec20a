import type { PricedLike } from './types';

/** The price the shopper pays: the promotion price when it is above 0 and below the price, otherwise the price. */
export function effectivePrice(item: PricedLike): number {
  const { price, pricePromotion } = item;
  if (typeof pricePromotion === 'number' && pricePromotion > 0 && pricePromotion < price)
    return pricePromotion;
  return price;
}
