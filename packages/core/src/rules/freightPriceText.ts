import { formatPrice } from '../format/formatPrice';
import { pickMessages } from './internal/pickMessages';
import { toCents } from './internal/toCents';
import { freightRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';

/** A freight price: 'Frete Grátis' for zero (or less, or missing), otherwise the BRL price. */
export function freightPriceText(value: number | null | undefined, messages?: Partial<RuleMessages>): string {
  const cents = toCents(value);
  return cents <= 0 ? pickMessages(freightRuleMessages, messages).freeFreight : formatPrice(cents / 100);
}
