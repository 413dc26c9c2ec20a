import { pickMessages } from './internal/pickMessages';
import { type PaymentMethodKind, paymentMethodKind } from './paymentMethodKind';
import { paymentRuleMessages } from './ruleMessageGroups';
import type { RuleMessages } from './ruleMessages';

const kinds: readonly PaymentMethodKind[] = ['credit-card', 'boleto', 'pix', 'online-debit'];

/**
 * The pt-BR display name of a payment method, from its kind or from the gateway's own name
 * ('CREDIT_CARD' → 'Cartão de Crédito'). An unrecognised gateway name is returned trimmed, as the gateway wrote it.
 */
export function paymentMethodName(
  method: PaymentMethodKind | string,
  messages?: Partial<RuleMessages>,
): string {
  const kind = (kinds as readonly string[]).includes(method)
    ? (method as PaymentMethodKind)
    : paymentMethodKind(method);
  const texts = pickMessages(paymentRuleMessages, messages);
  switch (kind) {
    case 'credit-card':
      return texts.paymentCreditCard;
    case 'boleto':
      return texts.paymentBoleto;
    case 'pix':
      return texts.paymentPix;
    case 'online-debit':
      return texts.paymentOnlineDebit;
    default:
      return method.trim();
  }
}
