import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-cart-preview>`: The cart preview: a side sheet with the lines, freight calculator and totals,
 * opened by the cart button.
 */
export const cartPreviewElement: ElementDefinition = defineLazyElement(
  () => import('../../CartPreview/CartPreview').then((m) => m.CartPreview),
  {
    tag: 'vitrine-cart-preview',
    description:
      'The cart preview: a side sheet with the lines, freight calculator and totals, opened by the cart button.',
    attributes: {
      trigger: {
        prop: 'trigger',
        type: 'string',
        description:
          "A trigger's content (e.g. an icon); no trigger when absent (the header's `CartCount` opens it)",
      },
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The sheet's title; 'Meu Carrinho' when absent",
      },
      close: {
        prop: 'close',
        type: 'string',
        description: "The × button's name; 'Fechar carrinho' when absent",
      },
      loading: {
        prop: 'loading',
        type: 'string',
        description:
          "Shown while the sheet's parts load on its first opening; 'Carregando carrinho' when absent",
      },
      'default-open': {
        prop: 'defaultOpen',
        type: 'boolean',
        description: 'Opens on mount; `false` by default',
      },
      'open-on-cart-view': {
        prop: 'openOnCartView',
        type: 'boolean',
        description:
          'Opens on every `cart.view` of the page (the `CartCount` button, a script); `true` by default',
      },
      remove: { prop: 'remove', type: 'string', description: 'The remove button of a cart line' },
      'out-of-stock': {
        prop: 'outOfStock',
        type: 'string',
        description: 'The notice of a line without stock',
      },
      'freight-title': {
        prop: 'freightTitle',
        type: 'string',
        description: "The freight calculator's title",
      },
      calculate: { prop: 'calculate', type: 'string', description: "The freight calculator's submit button" },
      calculating: {
        prop: 'calculating',
        type: 'string',
        description: 'Announced while the freight is being quoted',
      },
      'freight-options': {
        prop: 'freightOptions',
        type: 'string',
        description: 'The accessible name of the quoted freight options',
      },
      subtotal: { prop: 'subtotal', type: 'string', description: "The subtotal's label" },
      freight: { prop: 'freight', type: 'string', description: "The freight's label in the totals" },
      discount: { prop: 'discount', type: 'string', description: "The discount's label in the totals" },
      total: { prop: 'total', type: 'string', description: "The total's label" },
      'lines-label': {
        prop: 'linesLabel',
        type: 'string',
        description: 'The accessible name of the list of cart lines',
      },
      'continue-shopping': {
        prop: 'continueShopping',
        type: 'string',
        description: 'The button closing the sheet to keep shopping',
      },
      checkout: { prop: 'checkout', type: 'string', description: 'The link to the checkout' },
      'exhausted-close': {
        prop: 'exhaustedClose',
        type: 'string',
        description: 'The close button of the exhausted-stock dialog',
      },
      'delete-all': { prop: 'deleteAll', type: 'string', description: 'The button emptying the cart' },
      'show-lookup-link': {
        prop: 'showLookupLink',
        type: 'boolean',
        description: "Shows Correios' 'Não sei meu CEP' link in the freight calculator",
      },
    },
  },
);
