import { formatPrice } from '../format/formatPrice';
import { formatDecimal } from './internal/formatDecimal';
import { pickMessages } from './internal/pickMessages';
import { priceRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';
import type { ProductLike } from './types';

/**
 * The lightning-offer flag: '-N%' when typeDiscount is 1 (percent), otherwise '-{price}' with the BRL-formatted
 * valueDiscount. `undefined` when the product carries no positive valueDiscount.
 */
export function lightningOfferFlag(
  product: Pick<ProductLike, 'typeDiscount' | 'valueDiscount'>,
  messages?: Partial<RuleMessages>,
): string | undefined {
  const { valueDiscount } = product;
  if (typeof valueDiscount !== 'number' || !Number.isFinite(valueDiscount) || valueDiscount <= 0)
    return undefined;
  const texts = pickMessages(priceRuleMessages, messages);
  if (String(product.typeDiscount) === '1')
    return texts.lightningPercentFlag(`${formatDecimal(valueDiscount)}%`);
  return texts.lightningAmountFlag(formatPrice(valueDiscount));
}
