/**
 * The texts of `ProductShelf` and its ready-made shelves. 'Ver todos', 'Produtos mais vendidos' and 'Recém
 * chegados' are the spec's default texts; the spec names no title for the home showcase nor for the detail page's
 * related and also-purchased lists, nor the carousel's controls, so those wordings are ours.
 */
export interface ProductShelfMessages {
  /** The link to the whole list, next to the title. */
  viewAll: string;
  /** How a screen reader announces the shelf (`aria-roledescription` of the section). */
  carousel: string;
  /** How a screen reader announces each card's slot (`aria-roledescription` of the item). */
  slide: string;
  /** A slot's name: its position among them ('1 de 12'). */
  slideLabel: (position: number, total: number) => string;
  /** The button showing the previous products. */
  previous: string;
  /** The button showing the next products. */
  next: string;
  /** The name of a shelf still loading whose title is not known yet (a group of the home showcase). */
  loading: string;
  /** The home showcase's title (type 'showcase'). */
  showcaseTitle: string;
  /** The best sellers' title (`MostSoldShelf`, home showcase type 'mostSelled'). */
  mostSoldTitle: string;
  /** The newest products' title (`NewcomersShelf`). */
  newcomersTitle: string;
  /** The detail page's related products. */
  relatedTitle: string;
  /** The detail page's products other shoppers bought with this one. */
  alsoPurchasedTitle: string;
}

/** The pt-BR defaults of {@link ProductShelfMessages}. */
export const productShelfMessages: ProductShelfMessages = {
  viewAll: 'Ver todos',
  carousel: 'carrossel',
  slide: 'slide',
  slideLabel: (position, total) => `${position} de ${total}`,
  previous: 'Produtos anteriores',
  next: 'Próximos produtos',
  loading: 'Carregando produtos',
  showcaseTitle: 'Destaques',
  mostSoldTitle: 'Produtos mais vendidos',
  newcomersTitle: 'Recém chegados',
  relatedTitle: 'Produtos relacionados',
  alsoPurchasedTitle: 'Quem comprou também comprou',
};
