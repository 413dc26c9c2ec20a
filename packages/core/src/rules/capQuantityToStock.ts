import { pickMessages } from './internal/pickMessages';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { QuantityResult } from './types';

/**
 * Caps a quantity at the stock: above it, the value becomes the stock (never below 1) with 'Temos apenas {n} em
 * estoque.' on a card or 'Temos apenas N itens em estoque' on the detail page. Stock is floored at 0.
 */
export function capQuantityToStock(
  quantity: number,
  stock: number,
  options: { context: 'card' | 'detail'; messages?: Partial<RuleMessages> },
): QuantityResult {
  const available = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  const wanted = Number.isFinite(quantity) ? Math.max(1, Math.round(quantity)) : 1;
  if (wanted <= available) return { ok: true, value: wanted };
  const texts = pickMessages(cartRuleMessages, options.messages);
  const message =
    options.context === 'card' ? texts.stockLimitCard(available) : texts.stockLimitDetail(available);
  return { ok: false, value: Math.max(1, available), message };
}
