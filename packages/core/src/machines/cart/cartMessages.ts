/** The cart machine's own shopper-facing texts: the platform's cart and freight texts `ruleMessages` does not hold. */
export interface CartMessages {
  /** Freight submitted without a (valid) postal code. */
  cepRequired: string;
  /** The cart read after an add failed. */
  cartReadFailed: string;
  /** Label of the exhausted modal's button that deletes every out-of-stock line. */
  exhaustedDeleteAll: string;
  /** A quantity change or delete for a line that is no longer in the cart (or is being deleted). */
  lineUnavailable: string;
  /** The store answered the chosen freight with a false reply (no server text). */
  freightNotSaved: string;
  /** The server's limit check answered false without a text. */
  cartLimitsFailed: string;
}

/**
 * The pt-BR defaults: verbatim from the spec where it words them; the last three are
 * not worded by the spec (the platform normally sends its own text) and follow its style.
 */
export const cartMessages: CartMessages = {
  cepRequired: 'Por favor, insira um cep.',
  cartReadFailed: 'Não foi possível adicionar o produto no carrinho.',
  exhaustedDeleteAll: 'Excluir Produto(s)',
  // Not worded by the spec.
  lineUnavailable: 'Este produto não está mais no carrinho.',
  freightNotSaved: 'Não foi possível salvar o frete escolhido.',
  cartLimitsFailed: 'O carrinho não atende aos limites de compra da loja.',
};
