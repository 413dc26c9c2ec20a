/** The texts of `ProductFreight` (see `productFreightMessages`). */
export interface ProductFreightMessages {
  /** The calculator's title, which names the form. */
  title: string;
  /** The submit button. */
  calculate: string;
  /** Announced while the options of a CEP are being quoted. */
  calculating: string;
  /** The accessible name of the list of quoted options. */
  optionsLabel: string;
  /** Shown when the store quoted no option for the CEP. */
  noOptions: string;
}

/**
 * The pt-BR defaults. 'Por favor, insira um cep.' (the provider's `messages.forms.cep.required`), the server's
 * error text, the delivery times and 'Frete Grátis' (the provider's `messages.rules`) are the spec's; these are the
 * kit's, the same words as the cart's calculator: replace any through the props or `messages.ui.productFreight`.
 */
export const productFreightMessages: ProductFreightMessages = {
  title: 'Calcular frete e prazo',
  calculate: 'Calcular',
  calculating: 'Calculando frete…',
  optionsLabel: 'Opções de frete',
  noOptions: 'Nenhuma opção de entrega para este CEP.',
};
