/** The texts of `Price` ('Sob Consulta' and the discount flag come from the provider's `messages.rules`). */
export interface PriceMessages {
  /** The prefix of a starting price (default texts). */
  fromLabel: string;
  /** Visually hidden before the struck-through old price, so screen readers say "De R$ 100,00". */
  originalLabel: string;
  /** Visually hidden before the promotion price, so screen readers say "Por R$ 80,00". */
  currentLabel: string;
  /** The installments line; `valueText` is one installment already formatted in BRL. */
  installments: (count: number, valueText: string) => string;
}

/**
 * The pt-BR defaults. 'A partir de:' is verbatim from the spec; 'De'/'Por' are the Brazilian retail
 * convention for old/new price; the installments wording is ours (the spec names no text): `installmentMax`
 * is the store's largest interest-free plan, hence 'sem juros'.
 */
export const priceMessages: PriceMessages = {
  fromLabel: 'A partir de:',
  originalLabel: 'De',
  currentLabel: 'Por',
  installments: (count, valueText) => `ou ${count}x de ${valueText} sem juros`,
};
