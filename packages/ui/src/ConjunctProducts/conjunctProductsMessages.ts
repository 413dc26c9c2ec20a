/**
 * The texts of `ConjunctProducts`. 'Esgotado', 'Selecione primeiro as variações' and 'Adicionar ao Carrinho' are
 * the spec's; the others are ours (the spec names none). A refused tick's alert comes from the provider's
 * `messages.productFlow` (`soldOut`, `variationsFirst`).
 */
export interface ConjunctProductsMessages {
  /** The block's heading. */
  title: string;
  /** The tick's visible text (its checked state says whether the item is in the selection). */
  tickText: string;
  /** The tick's accessible name, naming the product; keep `tickText` at its start. */
  tick: (name: string) => string;
  /** The empty choice of a variation list. */
  variationPlaceholder: string;
  /** A variation whose SKU (with the other choices) has no stock. */
  variationSoldOut: (name: string) => string;
  /** An item whose chosen SKU has no stock (its tick is disabled). */
  soldOut: string;
  /** An item whose variations are not all chosen yet (its tick is disabled). */
  variationsFirst: string;
  /** An item whose chosen SKU has stock. */
  inStock: string;
  /** The totals' accessible name. */
  totalsLabel: string;
  /** How many items are ticked, above the totals. */
  tickedCount: (count: number) => string;
  /** The list prices of the ticked items. */
  subTotal: string;
  /** The promotion saving of the ticked items. */
  discount: string;
  /** What the ticked items cost. */
  total: string;
  /** The button adding the ticked items to the cart. */
  addToCart: string;
}

/** The pt-BR defaults of {@link ConjunctProductsMessages}. */
export const conjunctProductsMessages: ConjunctProductsMessages = {
  title: 'Monte seu conjunto',
  tickText: 'Adicionar',
  tick: (name) => `Adicionar ${name}`,
  variationPlaceholder: 'Selecione',
  variationSoldOut: (name) => `${name} (Esgotado)`,
  soldOut: 'Esgotado',
  variationsFirst: 'Selecione primeiro as variações',
  inStock: 'Em estoque',
  totalsLabel: 'Resumo do conjunto',
  tickedCount: (count) => (count === 1 ? '1 item selecionado' : `${count} itens selecionados`),
  subTotal: 'Subtotal',
  discount: 'Desconto',
  total: 'Total',
  addToCart: 'Adicionar ao Carrinho',
};
