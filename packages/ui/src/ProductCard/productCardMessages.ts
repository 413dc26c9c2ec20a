/**
 * The texts of `ProductCard`. 'Adicionar ao Carrinho', 'Esgotado', 'Orçar' and 'Oferta relâmpago' are the spec's
 * default texts; the rating, wishlist and quantity wordings are ours (the spec names none). 'Sob consulta', the
 * stock messages and the price texts come from the provider's `messages.rules` and `messages.ui.price`.
 */
export interface ProductCardMessages {
  /** The buy button. */
  addToCart: string;
  /** The sold-out control (opens the back-in-stock form, or links to the detail page). */
  soldOut: string;
  /** The budget button of a product sold on request. */
  quote: string;
  /** Visually hidden before the lightning-offer flag ('-30%'). */
  lightningOffer: string;
  /** The name of the wishlist toggle (its pressed state says whether the product is in the list). */
  wishlist: string;
  /** Said when adding to or removing from the wishlist fails. */
  wishlistError: string;
  /** The quantity field's label (visually hidden). */
  quantity: string;
  /** The quantity's − and + buttons. */
  decrement: string;
  increment: string;
  /** The rating stars, read as one image: 'Avaliação: 4 de 5'. */
  rating: (rate: number, max: number) => string;
  /**
   * Joins a control's text and the product name into its accessible name ('Adicionar ao Carrinho: Camiseta'),
   * so a grid of cards can be told apart by ear.
   */
  itemLabel: (text: string, productName: string) => string;
}

/** The pt-BR defaults of {@link ProductCardMessages}. */
export const productCardMessages: ProductCardMessages = {
  addToCart: 'Adicionar ao Carrinho',
  soldOut: 'Esgotado',
  quote: 'Orçar',
  lightningOffer: 'Oferta relâmpago',
  wishlist: 'Lista de desejos',
  wishlistError: 'Não foi possível atualizar a lista de desejos.',
  quantity: 'Quantidade',
  decrement: 'Diminuir quantidade',
  increment: 'Aumentar quantidade',
  rating: (rate, max) => `Avaliação: ${rate} de ${max}`,
  itemLabel: (text, productName) => `${text}: ${productName}`,
};
