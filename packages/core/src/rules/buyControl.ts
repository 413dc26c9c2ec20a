import { isFlagOn } from './internal/isFlagOn';
import { isOutOfStock } from './isOutOfStock';
import { isPriceOnRequest } from './isPriceOnRequest';
import type { ProductLike, StockLike } from './types';

/** Which control a card or detail shows in place of the buy area. */
export type BuyControl = 'buy' | 'sold-out-notify' | 'sold-out-link-to-detail' | 'quote';

/**
 * The buy-area control: 'quote' for type 3, 'buy' when in stock, otherwise a sold-out control that opens the
 * notify-me flow, or links to the detail page when the product has variations the card does not show.
 * `sku`, when given, is the resolved SKU whose stock decides (a resolution with no match counts as stock 0).
 */
export function buyControl(
  product: ProductLike,
  options: { variationsVisible: boolean; sku?: StockLike | undefined },
): BuyControl {
  if (isPriceOnRequest(product)) return 'quote';
  const outOfStock = isFlagOn(product.flagExhausted) || isOutOfStock(options.sku ?? product);
  if (!outOfStock) return 'buy';
  const hasVariations =
    isFlagOn(product.haveSku) ||
    (product.availableReferences ?? []).some((reference) => (reference.variations ?? []).length > 0);
  return hasVariations && !options.variationsVisible ? 'sold-out-link-to-detail' : 'sold-out-notify';
}
