import {
  type CartRuleMessages,
  cartRuleMessages,
  type FreightRuleMessages,
  freightRuleMessages,
  type PaymentRuleMessages,
  type PriceRuleMessages,
  type ProductRuleMessages,
  paymentRuleMessages,
  priceRuleMessages,
  productRuleMessages,
} from './ruleMessageGroups';

/** Every shopper-facing text of the pricing, stock, cart, freight and payment rules (see `ruleMessages`). */
export interface RuleMessages
  extends CartRuleMessages,
    PriceRuleMessages,
    PaymentRuleMessages,
    ProductRuleMessages,
    FreightRuleMessages {}

/** Every rule text with its pt-BR default (the groups above together). */
export const ruleMessages: RuleMessages = {
  ...cartRuleMessages,
  ...priceRuleMessages,
  ...paymentRuleMessages,
  ...productRuleMessages,
  ...freightRuleMessages,
};
