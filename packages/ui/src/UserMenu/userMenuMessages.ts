/**
 * The pt-BR texts of `UserMenu`. 'Minha Conta' and 'Meus Pedidos' are the spec's page names; the
 * invite and the welcome are the kit's (the spec asks for "an invite message" and "a welcome message with the
 * first name"). The logout failure ('Erro ao realizar o logout.') is the session flow's: replace it through the
 * provider's `messages.formFlow.session.logoutFailure` or the `logoutFailure` prop.
 */
export const userMenuMessages = {
  /** The anonymous visitor's invite, linking to /customer/login. */
  invite: 'Entre ou cadastre-se',
  /** The welcome on the menu's trigger; `{firstName}` is the customer's first name. */
  welcome: 'Olá, {firstName}',
  /** The welcome when the customer's name is blank. */
  welcomeWithoutName: 'Olá!',
  /** The link to the customer area (/customer). */
  account: 'Minha Conta',
  /** The link to the orders (/customer/order). */
  orders: 'Meus Pedidos',
  /** The logout item. */
  logout: 'Sair',
  /** The logout item while the logout runs. */
  loggingOut: 'Saindo…',
};

/** The texts of `UserMenu` (see `userMenuMessages`). */
export type UserMenuMessages = typeof userMenuMessages;
