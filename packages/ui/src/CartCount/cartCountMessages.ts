/**
 * The pt-BR texts of `CartCount` (the kit's; the spec names none): replace them through the props or the
 * provider's `messages.ui.cartCount`.
 */
export const cartCountMessages = {
  /** The button's accessible name with the count: '1 item no carrinho', '3 itens no carrinho'. */
  label: (count: number): string => (count === 1 ? '1 item no carrinho' : `${count} itens no carrinho`),
  /** The button's name before the cart has loaded. */
  loadingLabel: 'Carrinho',
  /** The button's name when the cart cannot be read: the count is unknown, never shown as 0. */
  unknownLabel: 'Carrinho: quantidade de itens indisponível no momento',
  /** The badge's text when the count is unknown. */
  unknownCount: '?',
};

/** The texts of `CartCount` (see `cartCountMessages`). */
export type CartCountMessages = typeof cartCountMessages;
