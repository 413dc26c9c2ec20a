import { pickMessages } from './internal/pickMessages';
import { outOfStockLines } from './outOfStockLines';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { CartLike, CartLineLike } from './types';

/** Whether the checkout button may proceed (to the limit check), and why not. */
export type CheckoutGate<L extends CartLineLike> =
  | { ok: true }
  | { ok: false; reason: 'empty'; message: string; lines: [] }
  | { ok: false; reason: 'out-of-stock'; message: string; lines: L[] };

/**
 * Gates the checkout button: an empty cart gives 'Seu Carrinho esta vazio.'; out-of-stock lines block it with
 * 'Ops.. Exclua os produtos esgotados do carrinho.' and are returned for the exhausted modal.
 */
export function canCheckout<L extends CartLineLike>(
  cart: CartLike & { items?: readonly L[] | null | undefined },
  messages?: Partial<RuleMessages>,
): CheckoutGate<L> {
  const texts = pickMessages(cartRuleMessages, messages);
  const lines = cart.items ?? [];
  if (lines.length === 0) return { ok: false, reason: 'empty', message: texts.cartEmpty, lines: [] };
  const exhausted = outOfStockLines(lines);
  if (exhausted.length > 0)
    return { ok: false, reason: 'out-of-stock', message: texts.checkoutBlocked, lines: exhausted };
  return { ok: true };
}
