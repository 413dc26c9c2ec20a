/** The texts of `ProductInstallments` (see `productInstallmentsMessages`). */
export interface ProductInstallmentsMessages {
  /** The disclosure button that shows (and first loads) the installments and payment methods. */
  trigger: string;
  /** Announced while the installments load. */
  loading: string;
  /** The accessible name of the first card list (1x to 6x). */
  upToSixLabel: string;
  /** The accessible name of the second card list (7x and above). */
  aboveSixLabel: string;
  /** The accessible name of the list of the other payment methods (boleto, PIX, online debit). */
  methodsLabel: string;
  /** The accessible name of the banks of the online debit / bank transfer method. */
  banksLabel: string;
  /**
   * One card installment; `valueText` and `totalText` are already formatted in BRL. Used when the option says
   * whether it is interest free; an option with only the store's `description` shows that description.
   */
  installment: (quantity: number, valueText: string, interestFree: boolean, totalText: string) => string;
  /** The card provider's session could not be opened (gateways 17 and 20). */
  sessionError: string;
}

/**
 * The pt-BR defaults. `sessionError` is the spec's text, verbatim (the provider's name is part of it); 'Nenhum
 * parcelamento disponível para o produto' and the payment method names come from the provider's `messages.rules`.
 * The rest are the kit's (the spec names no button or list text): replace any through the props or
 * `messages.ui.productInstallments`.
 */
export const productInstallmentsMessages: ProductInstallmentsMessages = {
  trigger: 'Formas de pagamento',
  loading: 'Carregando formas de pagamento…',
  upToSixLabel: 'Parcelas em até 6x',
  aboveSixLabel: 'Parcelas acima de 6x',
  methodsLabel: 'Outras formas de pagamento',
  banksLabel: 'Bancos',
  installment: (quantity, valueText, interestFree, totalText) =>
    interestFree
      ? `${quantity}x de ${valueText} sem juros`
      : `${quantity}x de ${valueText} com juros (total ${totalText})`,
  sessionError: 'Erro ao obter sessão no pagseguro, entre em contato com suporte técnico.',
};
