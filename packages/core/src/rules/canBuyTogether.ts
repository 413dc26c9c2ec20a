import { pickMessages } from './internal/pickMessages';
import { isOutOfStock } from './isOutOfStock';
import { productRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { StockLike } from './types';

/** One buy-together card: whether it is selected, whether it has variations, and its chosen SKU if any. */
export interface BuyTogetherItem {
  selected: boolean;
  hasVariations: boolean;
  /** The resolved SKU; `undefined` while variations are not all chosen (or for a product without variations). */
  sku?: StockLike | null | undefined;
  /** The product's own stock, used when it has no variations. */
  stock?: number | null | undefined;
  flagExhausted?: StockLike['flagExhausted'];
}

/**
 * Checks a buy-together bundle: at least 2 selected items, every selected item with variations has a SKU
 * chosen ('... antes de comprar.' or, with mode 'quote', '... antes de orçar.'), and every chosen SKU in stock.
 */
export function canBuyTogether(
  items: readonly BuyTogetherItem[],
  options: { mode?: 'buy' | 'quote'; messages?: Partial<RuleMessages> } = {},
): { ok: true } | { ok: false; reason: 'too-few' | 'missing-variation' | 'out-of-stock'; message: string } {
  const texts = pickMessages(productRuleMessages, options.messages);
  const selected = items.filter((item) => item.selected);
  if (selected.length < 2) return { ok: false, reason: 'too-few', message: texts.buyTogetherMinItems };
  if (selected.some((item) => item.hasVariations && !item.sku)) {
    const message =
      options.mode === 'quote' ? texts.buyTogetherVariationsQuote : texts.buyTogetherVariationsBuy;
    return { ok: false, reason: 'missing-variation', message };
  }
  if (selected.some((item) => isOutOfStock(item.sku ?? item))) {
    return { ok: false, reason: 'out-of-stock', message: texts.buyTogetherOutOfStock };
  }
  return { ok: true };
}
