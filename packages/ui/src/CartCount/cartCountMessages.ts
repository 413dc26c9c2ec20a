/**
 * The pt-BR texts of `CartCount` (the kit's; the spec names none): replace them through the props or the
 * provider's `messages.ui.cartCount`.
 */
export const cartCountMessages = {
  /** The button's accessible name with the count: '1 item no carrinho', '3 itens no carrinho'. */
  label: (count: number): string => (count === 1 ? '1 item no carrinho' : `${count} itens no carrinho`),
  /** The button's name before the cart has loaded. */
  loadingLabel: 'Carrinho',
};

/** The texts of `CartCount` (see `cartCountMessages`). */
export type CartCountMessages = typeof cartCountMessages;

declare module '../messages/UiMessages' {
  interface UiMessages {
    cartCount: CartCountMessages;
  }
}
