/**
 * The pt-BR texts of `OrderList` ('Meus Pedidos', the spec's name of the orders page). The spec names no other
 * text for this page, so the rest are the kit's: replace any through the `messages` prop or `messages.ui.orderList`.
 */
export const orderListMessages = {
  /** The list's heading. */
  title: 'Meus Pedidos',
  /** Said (visually hidden) while the orders load. */
  loading: 'Carregando pedidos…',
  /** A customer without orders. */
  empty: 'Você ainda não fez pedidos.',
  /** The orders could not load. */
  loadError: 'Não foi possível carregar seus pedidos.',
  /** Loads the orders again after a failure. */
  retry: 'Tentar novamente',
  /** A visitor's invite to sign in, before the login link. */
  invite: 'Entre na sua conta para ver seus pedidos.',
  /** The login link of the invite (to /customer/login). */
  login: 'Entrar',
  /** An order's heading, from its number (the platform's code, else its id). */
  number: (number: string): string => `Pedido ${number}`,
  /** The label of the order's date (dd/MM/yyyy). */
  date: 'Data',
  /** The label of the order's status (the platform's text, shown as is). */
  status: 'Status',
  /** The label of the order's item count. */
  items: 'Itens',
  /** The label of the order's total. */
  total: 'Total',
  /** The item count: the units of every line added up. */
  itemCount: (count: number): string => (count === 1 ? '1 item' : `${count} itens`),
};

/** The texts of `OrderList` (see `orderListMessages`). */
export type OrderListMessages = typeof orderListMessages;
