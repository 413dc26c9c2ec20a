/**
 * The texts of `BuyTogether`. 'Compre Junto', 'Orçar' and 'Esgotado' are the spec's; the others are ours (the spec
 * names none). The block's four checks ('Selecione os produtos que deseja comprar junto.', the variation and stock
 * messages) come from the provider's `messages.rules` and `messages.productFlow`.
 */
export interface BuyTogetherMessages {
  /** The block's heading. */
  title: string;
  /** The add/remove toggle's visible text (its pressed state says whether the product is in the bundle). */
  toggleText: string;
  /** The toggle's accessible name, naming the product; keep `toggleText` at its start. */
  toggle: (name: string) => string;
  /** A small label on the page's own product. */
  mainProduct: string;
  /** The empty choice of a variation list. */
  variationPlaceholder: string;
  /** A variation whose SKU (with the other choices) has no stock. */
  variationSoldOut: (name: string) => string;
  /** A card whose chosen SKU has no stock. */
  soldOut: string;
  /** How many products are selected, beside the total. */
  selectedCount: (count: number) => string;
  /** The buy button. */
  buy: string;
  /** The quote button (shown with `showQuote`). */
  quote: string;
}

/** The pt-BR defaults of {@link BuyTogetherMessages}. */
export const buyTogetherMessages: BuyTogetherMessages = {
  title: 'Compre Junto',
  toggleText: 'Adicionar',
  toggle: (name) => `Adicionar ${name}`,
  mainProduct: 'Este produto',
  variationPlaceholder: 'Selecione',
  variationSoldOut: (name) => `${name} (Esgotado)`,
  soldOut: 'Esgotado',
  selectedCount: (count) => (count === 1 ? '1 produto selecionado' : `${count} produtos selecionados`),
  buy: 'Comprar Junto',
  quote: 'Orçar',
};
