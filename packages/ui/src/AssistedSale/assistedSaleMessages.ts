/** The texts of `AssistedSale`. */
export interface AssistedSaleMessages {
  /** The heading. */
  title: string;
  /** The one-line explanation under it. */
  description: string;
}

/**
 * The pt-BR defaults. The spec says this placeholder widget shows only default text without wording it
 * (Seller roles are not shown); these say what the area is and that it is not available yet.
 */
export const assistedSaleMessages: AssistedSaleMessages = {
  title: 'Venda assistida',
  description: 'Atendimento com um vendedor da loja. Este recurso ainda não está disponível.',
};
