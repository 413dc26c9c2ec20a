/**
 * The pt-BR texts of `WishlistGrid`. 'Continuar Comprando' is the spec's (the cart's way back to the store); the
 * rest are the kit's, as the spec names none: replace any through the `messages` prop or `messages.ui.wishlistGrid`.
 * The cards' own texts are `ui.productCard`.
 */
export const wishlistGridMessages = {
  /** The grid's heading. */
  title: 'Lista de Desejos',
  /** Said (visually hidden) while the list loads. */
  loading: 'Carregando lista de desejos…',
  /** A customer without saved products. */
  empty: 'Sua lista de desejos está vazia.',
  /** The empty state's link back to the store (the home page). */
  continueShopping: 'Continuar Comprando',
  /** The list could not load. */
  loadError: 'Não foi possível carregar sua lista de desejos.',
  /** Loads the list again after a failure. */
  retry: 'Tentar novamente',
  /** A visitor's invite to sign in, before the login link. */
  invite: 'Entre na sua conta para ver sua lista de desejos.',
  /** The login link of the invite (to /customer/login). */
  login: 'Entrar',
  /** Announced politely when a product leaves the list. */
  removed: (name: string): string => `${name} foi removido da lista de desejos.`,
};

/** The texts of `WishlistGrid` (see `wishlistGridMessages`). */
export type WishlistGridMessages = typeof wishlistGridMessages;
