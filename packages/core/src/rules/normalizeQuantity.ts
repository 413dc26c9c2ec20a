import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './cartQuantityLimits';
import { pickMessages } from './internal/pickMessages';
import { cartRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { QuantityResult } from './types';

const clampToRange = (value: number): number =>
  Number.isFinite(value)
    ? Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.round(value)))
    : MIN_CART_QUANTITY;

/**
 * Normalises a typed quantity: rounded; empty, invalid or non-positive input resets to 1 silently; above 9999
 * the value reverts to `previous` (default 1) with 'Por favor, digite um valor entre 1 e 9999'. Accepts numbers
 * and strings ('3', ' 2,6 ').
 */
export function normalizeQuantity(
  input: number | string | null | undefined,
  options: { previous?: number; messages?: Partial<RuleMessages> } = {},
): QuantityResult {
  const parsed =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && input.trim() !== ''
        ? Number(input.trim().replace(',', '.'))
        : Number.NaN;
  const rounded = Math.round(parsed);
  if (!Number.isFinite(rounded) || rounded < MIN_CART_QUANTITY)
    return { ok: false, value: MIN_CART_QUANTITY };
  if (rounded > MAX_CART_QUANTITY) {
    return {
      ok: false,
      value: clampToRange(options.previous ?? MIN_CART_QUANTITY),
      message: pickMessages(cartRuleMessages, options.messages).quantityOutOfRange,
    };
  }
  return { ok: true, value: rounded };
}
