import { pickMessages } from './internal/pickMessages';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';

/** What the shopper sees after an add-to-cart reply. */
export type AddToCartOutcome = { ok: true; title: string; detail: string } | { ok: false; message: string };

const falsyTexts = new Set(['', '0', 'false', 'null', 'undefined']);

/**
 * Reads the add-to-cart (or add-massive) reply: 1 or any truthy value is success ('Adicionado ao Carrinho!' /
 * 'Produto adicionado no carrinho com sucesso!'); anything else is 'Erro ao adicionar ao Carrinho!'. The strings
 * '0' and 'false' count as failure, as a server may send its boolean as text.
 */
export function addToCartOutcome(reply: unknown, messages?: Partial<RuleMessages>): AddToCartOutcome {
  const texts = pickMessages(cartRuleMessages, messages);
  const success = typeof reply === 'string' ? !falsyTexts.has(reply.trim().toLowerCase()) : Boolean(reply);
  if (success) return { ok: true, title: texts.addToCartSuccess, detail: texts.addToCartSuccessDetail };
  return { ok: false, message: texts.addToCartError };
}
