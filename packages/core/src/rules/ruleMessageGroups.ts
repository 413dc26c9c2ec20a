import { joinNames } from './internal/joinNames';

/** The rule texts of the cart, its quantities, stock, limits and checkout gate. */
export interface CartRuleMessages {
  quantityOutOfRange: string;
  /** Product card: quantity above stock. */
  stockLimitCard: (stock: number) => string;
  /** Product detail: quantity above stock. */
  stockLimitDetail: (stock: number) => string;
  /** Quantity plus what is already in the cart above stock. */
  stockLimitWithCart: (stock: number, inCart: number) => string;
  cartEmpty: string;
  checkoutBlocked: string;
  exhaustedModalTitle: (count: number) => string;
  /** Timer expiry; `names` are the removed products, possibly empty when the reply did not list them. */
  timerExpiry: (names: readonly string[]) => string;
  addToCartSuccess: string;
  addToCartSuccessDetail: string;
  addToCartError: string;
  limitMinQuantity: (name: string, minimum: number) => string;
  limitMaxQuantity: (name: string, maximum: number) => string;
  limitMinValue: (priceText: string) => string;
  limitMaxValue: (priceText: string) => string;
}

/** The rule texts of price flags and prices on request. */
export interface PriceRuleMessages {
  /** Discount flag; `percentText` is the rounded percent with its sign, e.g. '15%' → '15% OFF'. */
  discountFlag: (percentText: string) => string;
  /** Lightning-offer flag for a percent discount (typeDiscount 1): '-10%'. */
  lightningPercentFlag: (percentText: string) => string;
  /** Lightning-offer flag for an amount discount: '-R$ 10,00'. */
  lightningAmountFlag: (priceText: string) => string;
  /** Shown in the price slot of a type-3 product (listings, price widgets). */
  priceOnRequest: string;
  /** Shown in the buy area of a type-3 product card or detail, next to the budget button. */
  priceOnRequestBuyArea: string;
  takeXPayY: (take: number, pay: number) => string;
}

/** The rule texts of payment methods and installments. */
export interface PaymentRuleMessages {
  paymentCreditCard: string;
  paymentBoleto: string;
  paymentPix: string;
  paymentOnlineDebit: string;
  noInstallments: string;
}

/** The rule texts of buying a product: its variations and buy-together. */
export interface ProductRuleMessages {
  noSkuOnBuy: string;
  buyTogetherMinItems: string;
  buyTogetherVariationsBuy: string;
  buyTogetherVariationsQuote: string;
  buyTogetherOutOfStock: string;
}

/** The rule texts of freight prices and delivery times. */
export interface FreightRuleMessages {
  freeFreight: string;
  immediateDispatch: string;
  scheduledDeliveryMark: string;
  /** Delivery time in days, e.g. '1 dia', '5 dias', '1 dia útil', '5 dias úteis'. */
  deliveryDays: (days: number, businessDays: boolean) => string;
}

const units = (count: number): string => (count === 1 ? '1 unidade' : `${count} unidades`);
const items = (count: number): string => (count === 1 ? '1 item' : `${count} itens`);

/**
 * The pt-BR defaults, in groups so that a rule loads only its group's texts: the platform's own wording where it
 * has one. Singular forms it does not spell out ('1 item', '1 dia útil', 'existe 1 produto esgotado') are the
 * grammatical singular of its plural. Texts it leaves open (payment method names, limit failures,
 * take-X-pay-Y) are marked below.
 */
export const cartRuleMessages: CartRuleMessages = {
  quantityOutOfRange: 'Por favor, digite um valor entre 1 e 9999',
  stockLimitCard: (stock) => `Temos apenas ${stock} em estoque.`,
  stockLimitDetail: (stock) => `Temos apenas ${items(stock)} em estoque`,
  stockLimitWithCart: (stock, inCart) =>
    `Temos apenas ${items(stock)} em estoque, e ${inCart === 1 ? 'já existe' : 'já existem'} ${units(inCart)} deste produto no carrinho.`,
  cartEmpty: 'Seu Carrinho esta vazio.',
  checkoutBlocked: 'Ops.. Exclua os produtos esgotados do carrinho.',
  exhaustedModalTitle: (count) =>
    count === 1
      ? 'Ops... existe 1 produto esgotado no seu carrinho'
      : `Ops... existem ${count} produtos esgotados no seu carrinho`,
  timerExpiry: (names) => {
    // Without names the sentence still reads: 'O TEMPO EXPIROU E os produtos foram removidos do carrinho'.
    if (names.length === 0) return 'O TEMPO EXPIROU E os produtos foram removidos do carrinho';
    return `O TEMPO EXPIROU E ${joinNames(names)} ${names.length === 1 ? 'foi removido' : 'foram removidos'} do carrinho`;
  },
  addToCartSuccess: 'Adicionado ao Carrinho!',
  addToCartSuccessDetail: 'Produto adicionado no carrinho com sucesso!',
  addToCartError: 'Erro ao adicionar ao Carrinho!',
  // The server normally words limit failures; these are used only when it gave no text.
  limitMinQuantity: (name, minimum) => `A quantidade mínima de ${name} é de ${units(minimum)}.`,
  limitMaxQuantity: (name, maximum) => `A quantidade máxima de ${name} é de ${units(maximum)}.`,
  limitMinValue: (priceText) => `O valor mínimo do pedido é de ${priceText}.`,
  limitMaxValue: (priceText) => `O valor máximo do pedido é de ${priceText}.`,
};

/** The pt-BR defaults of price flags and prices on request. */
export const priceRuleMessages: PriceRuleMessages = {
  discountFlag: (percentText) => `${percentText} OFF`,
  lightningPercentFlag: (percentText) => `-${percentText}`,
  lightningAmountFlag: (priceText) => `-${priceText}`,
  priceOnRequest: 'Sob Consulta',
  priceOnRequestBuyArea: 'Sob consulta',
  // Not worded by the spec: the usual Brazilian "leve X, pague Y" campaign wording.
  takeXPayY: (take, pay) => `Leve ${take} e pague ${pay}`,
};

/** The pt-BR defaults of payment methods and installments. */
export const paymentRuleMessages: PaymentRuleMessages = {
  // The spec lists the methods without their display names; these are the names Brazilian checkouts use.
  paymentCreditCard: 'Cartão de Crédito',
  paymentBoleto: 'Boleto Bancário',
  paymentPix: 'PIX',
  paymentOnlineDebit: 'Débito Online / Transferência Bancária',
  noInstallments: 'Nenhum parcelamento disponível para o produto',
};

/** The pt-BR defaults of buying a product: its variations and buy-together. */
export const productRuleMessages: ProductRuleMessages = {
  noSkuOnBuy: 'Selecione as variações do produto para compra-lo.',
  buyTogetherMinItems: 'Selecione os produtos que deseja comprar junto.',
  buyTogetherVariationsBuy: 'Por favor, selecione as variações de todos os produtos antes de comprar.',
  buyTogetherVariationsQuote: 'Por favor, selecione as variações de todos os produtos antes de orçar.',
  buyTogetherOutOfStock:
    'Um ou mais produtos selecionados estão sem estoque. Por favor, altere a variação ou remova a seleção do produto.',
};

/** The pt-BR defaults of freight prices and delivery times. */
export const freightRuleMessages: FreightRuleMessages = {
  freeFreight: 'Frete Grátis',
  immediateDispatch: '(Envio Imediato)',
  scheduledDeliveryMark: '(*)',
  deliveryDays: (days, businessDays) => {
    const unit = days === 1 ? 'dia' : 'dias';
    if (!businessDays) return `${days} ${unit}`;
    return `${days} ${unit} ${days === 1 ? 'útil' : 'úteis'}`;
  },
};
