import { capQuantityToStock } from './capQuantityToStock';
import { pickMessages } from './internal/pickMessages';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { QuantityResult } from './types';

/**
 * Checks that stock minus what is already in the cart covers the requested quantity. When it does not, the
 * value is what can still be added (at least 1) and the message is 'Temos apenas {n} itens em estoque, e já
 * existem {k} unidades deste produto no carrinho.' ('já existe 1 unidade' for one). With nothing in the cart
 * this is the plain stock cap of `capQuantityToStock` (`context` defaults to 'detail').
 */
export function checkStockWithCart(
  requested: number,
  stock: number,
  inCart: number,
  options: { context?: 'card' | 'detail'; messages?: Partial<RuleMessages> } = {},
): QuantityResult {
  const alreadyInCart = Number.isFinite(inCart) ? Math.max(0, Math.round(inCart)) : 0;
  if (alreadyInCart === 0) {
    return capQuantityToStock(requested, stock, {
      context: options.context ?? 'detail',
      messages: options.messages,
    });
  }
  const available = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  const wanted = Number.isFinite(requested) ? Math.max(1, Math.round(requested)) : 1;
  if (wanted + alreadyInCart <= available) return { ok: true, value: wanted };
  return {
    ok: false,
    value: Math.max(1, available - alreadyInCart),
    message: pickMessages(cartRuleMessages, options.messages).stockLimitWithCart(available, alreadyInCart),
  };
}
