/** The texts of `B2b`. */
export interface B2bMessages {
  /** The heading. */
  title: string;
  /** The one-line explanation under it. */
  description: string;
}

/**
 * The pt-BR defaults. The spec says this placeholder widget shows only default text without wording it
 * (B2b roles are not shown); these say what the area is and that it is not available yet.
 */
export const b2bMessages: B2bMessages = {
  title: 'Área B2B',
  description: 'Compras para empresas (CNPJ). Este recurso ainda não está disponível.',
};
