import {
  BANK_TRANSFER_BRANDS,
  formatPrice,
  type InstallmentOptionLike,
  type PaymentGateway,
  type PaymentMethodKind,
  paymentMethodKind,
  paymentMethodName,
  type RuleMessages,
  splitInstallments,
} from '@vitrine/core';
import type { ProductInstallmentsMessages } from './productInstallmentsMessages';

/** One card installment as the lists show it. */
export interface InstallmentLine {
  /** How many installments (the line's key). */
  readonly quantity: number;
  /** '2x de R$ 50,00 sem juros', or the store's own description. */
  readonly text: string;
  /** `true` when the option says it is interest free. */
  readonly interestFree: boolean;
  /** The option as the store or the card provider gave it. */
  readonly option: InstallmentOptionLike;
}

/** The card installments in the two vertical lists: up to 6x, and above 6x. */
export interface InstallmentLines {
  readonly upToSix: readonly InstallmentLine[];
  readonly aboveSix: readonly InstallmentLine[];
}

/** A payment method other than the credit card, shown under the card lists. */
export interface PaymentMethodLine {
  readonly kind: Exclude<PaymentMethodKind, 'credit-card'>;
  /** Its pt-BR name ('Boleto Bancário', 'PIX', 'Débito Online / Transferência Bancária'). */
  readonly name: string;
  /** The price paid with it, in BRL; `undefined` when the value is unknown. */
  readonly priceText: string | undefined;
  /** The banks of the online debit (brands 320 to 323, in that order); empty for the other methods. */
  readonly banks: readonly { readonly idPaymentBrand: number; readonly name: string }[];
}

/** The two lists of card installments, each line worded by `texts.installment`. */
export function installmentLines(
  options: readonly InstallmentOptionLike[],
  texts: Pick<ProductInstallmentsMessages, 'installment'>,
): InstallmentLines {
  const line = (option: InstallmentOptionLike): InstallmentLine => {
    const known = option.interestFree !== null && option.interestFree !== undefined;
    const interestFree = option.interestFree === true;
    const description = option.description?.trim();
    return {
      quantity: option.quantity,
      text:
        !known && description
          ? description
          : texts.installment(
              option.quantity,
              formatPrice(option.installmentAmount),
              interestFree,
              formatPrice(option.totalAmount),
            ),
      interestFree,
      option,
    };
  };
  const { upToSix, aboveSix } = splitInstallments(options);
  return { upToSix: upToSix.map(line), aboveSix: aboveSix.map(line) };
}

const otherKinds: readonly PaymentMethodLine['kind'][] = ['boleto', 'pix', 'online-debit'];

/**
 * The boleto, PIX and online debit methods the store's gateways offer, once each and in that order. The price is
 * the store's single payment of the method when `priced` (the store's installments reply) has one, else `amount`.
 */
export function paymentMethodLines(
  gateways: readonly PaymentGateway[],
  priced: readonly PaymentGateway[],
  amount: number | undefined,
  rules: Partial<RuleMessages>,
): PaymentMethodLine[] {
  const lines: PaymentMethodLine[] = [];
  for (const kind of otherKinds) {
    const found = gateways
      .flatMap((gateway) => gateway.paymentMethods.map((method) => ({ gateway, method })))
      .find(({ method }) => paymentMethodKind(method.name) === kind);
    if (!found) continue;
    const pricedMethod = priced
      .find((gateway) => gateway.idPaymentGateway === found.gateway.idPaymentGateway)
      ?.paymentMethods.find((method) => method.name === found.method.name);
    const single = pricedMethod?.paymentBrands.flatMap((brand) => brand.installments ?? [])[0];
    const value = single?.totalAmount ?? amount;
    const banks =
      kind === 'online-debit'
        ? BANK_TRANSFER_BRANDS.flatMap((bank) => {
            const brand = found.method.paymentBrands.find((b) => b.idPaymentBrand === bank.idPaymentBrand);
            return brand ? [{ idPaymentBrand: bank.idPaymentBrand, name: brand.name || bank.bankName }] : [];
          })
        : [];
    lines.push({
      kind,
      name: paymentMethodName(kind, rules),
      priceText: value === undefined ? undefined : formatPrice(value),
      banks,
    });
  }
  return lines;
}
