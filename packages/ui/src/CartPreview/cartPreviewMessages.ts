/**
 * The pt-BR texts of `CartPreview`. 'Continuar Comprando' and 'Finalizar Compra' are the spec's;
 * the empty message, the out-of-stock texts, the freight and error texts come from the provider's `rules`
 * and `cart` messages (core). The rest are the kit's: replace any through the props or `messages.ui.cartPreview`.
 */
export const cartPreviewMessages = {
  /** The sheet's title. */
  title: 'Meu Carrinho',
  /** The accessible name of the sheet's close button. */
  close: 'Fechar carrinho',
  /** Closes the sheet (spec). */
  continueShopping: 'Continuar Comprando',
  /** Starts the checkout (spec). */
  checkout: 'Finalizar Compra',
  /** The remove button of a line; the product name follows, visually hidden, in its accessible name. */
  remove: 'Remover',
  /** The name of a line's quantity field. */
  quantityLabel: (name: string): string => `Quantidade de ${name}`,
  /** The mark of an out-of-stock line (the spec's sold-out text). */
  outOfStock: 'Esgotado',
  /** The title of the freight calculator. */
  freightTitle: 'Calcular frete',
  /** The freight form's submit button. */
  calculate: 'Calcular',
  /** Announced while the options of a postal code are being quoted. */
  calculating: 'Calculando frete…',
  /** The name of the radio group of freight options. */
  freightOptions: 'Opções de frete',
  subtotal: 'Subtotal',
  freight: 'Frete',
  discount: 'Desconto',
  total: 'Total',
  /** Announced while the cart loads. */
  loading: 'Carregando carrinho',
  /** Shown instead of the empty text when the cart could not be read (it may hold products). */
  unavailable: 'Não foi possível carregar o carrinho.',
  /** Reads the cart again after `unavailable`. */
  retry: 'Tentar novamente',
  /** The name of the list of lines. */
  linesLabel: 'Produtos no carrinho',
  /** Closes the out-of-stock modal without deleting. */
  exhaustedClose: 'Voltar ao carrinho',
};

/** The texts of `CartPreview` (see `cartPreviewMessages`). */
export type CartPreviewMessages = typeof cartPreviewMessages;
