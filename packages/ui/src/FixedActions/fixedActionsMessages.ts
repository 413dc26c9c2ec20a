/** The texts of `FixedActions` (the spec names the actions: back to top, search, customer centre, cart). */
export const fixedActionsMessages = {
  /** The bar's landmark name. */
  label: 'Ações rápidas',
  backToTop: 'Voltar ao topo',
  search: 'Buscar',
  customer: 'Central do cliente',
  cart: 'Carrinho',
};

/** The shape of {@link fixedActionsMessages}. */
export type FixedActionsMessages = typeof fixedActionsMessages;
