import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement } from './defineElement';

/**
 * `<vitrine-buy-together>`: The 'Compre Junto' block of a product: products bought with it, with their
 * total and one buy button. Its product comes from `product-url` (or the page's product JSON), resolved by
 * the element runtime.
 */
export const buyTogetherElement: ElementDefinition = defineProductElement(
  () => import('../../BuyTogether/BuyTogether').then((m) => m.BuyTogether),
  {
    tag: 'vitrine-buy-together',
    description:
      "The 'Compre Junto' block of a product: products bought with it, with their total and one buy button. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      'title-text': { prop: 'title', type: 'string', description: "The heading; 'Compre Junto' when absent" },
      'show-quote': {
        prop: 'showQuote',
        type: 'boolean',
        description: "Shows 'Orçar' beside the buy button (default false)",
      },
      'show-status': {
        prop: 'showStatus',
        type: 'boolean',
        description: "Shows the block's messages inside it (default true)",
      },
      'sold-out': { prop: 'soldOut', type: 'string', description: 'A card whose chosen SKU has no stock' },
      quote: { prop: 'quote', type: 'string', description: 'The quote button (shown with `show-quote`)' },
      'toggle-text': {
        prop: 'toggleText',
        type: 'string',
        description:
          "The add/remove toggle's visible text (its pressed state says whether the product is in the bundle)",
      },
      'main-product': {
        prop: 'mainProduct',
        type: 'string',
        description: "A small label on the page's own product",
      },
      'variation-placeholder': {
        prop: 'variationPlaceholder',
        type: 'string',
        description: 'The empty choice of a variation list',
      },
      buy: { prop: 'buy', type: 'string', description: 'The buy button' },
    },
  },
);
