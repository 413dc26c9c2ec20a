import { pickMessages } from './internal/pickMessages';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';

/** The exhausted modal title: 'Ops... existem N produtos esgotados no seu carrinho', 'existe 1 produto esgotado' for 1. */
export function exhaustedModalTitle(count: number, messages?: Partial<RuleMessages>): string {
  return pickMessages(cartRuleMessages, messages).exhaustedModalTitle(count);
}
