import { pickMessages } from './internal/pickMessages';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';

/**
 * The timer-expiry message with the removed products in place of '...': 'O TEMPO EXPIROU E Camiseta e Boné foram
 * removidos do carrinho', 'O TEMPO EXPIROU E Camiseta foi removido do carrinho' for one. Blank names are skipped;
 * with none left it reads 'O TEMPO EXPIROU E os produtos foram removidos do carrinho'.
 */
export function timerExpiryMessage(names: readonly string[], messages?: Partial<RuleMessages>): string {
  const cleaned = names.map((name) => name.trim()).filter((name) => name !== '');
  return pickMessages(cartRuleMessages, messages).timerExpiry(cleaned);
}
