import { pickMessages } from './internal/pickMessages';
import { priceRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';

/**
 * The discount flag '{percent} OFF', where {percent} is the rounded percent followed by '%': `15` → '15% OFF'.
 * Pass the number from `discountPercent(price, promotion)`.
 */
export function discountFlagText(percent: number, messages?: Partial<RuleMessages>): string {
  return pickMessages(priceRuleMessages, messages).discountFlag(`${Math.round(percent)}%`);
}
