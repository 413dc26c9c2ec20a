import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement } from './defineElement';

/**
 * `<vitrine-conjunct-products>`: The 'Monte seu conjunto' block of a conjunct product: tick the items and
 * add them to the cart. Its product comes from `product-url` (or the page's product JSON), resolved by the
 * element runtime.
 */
export const conjunctProductsElement: ElementDefinition = defineProductElement(
  () => import('../../ConjunctProducts/ConjunctProducts').then((m) => m.ConjunctProducts),
  {
    tag: 'vitrine-conjunct-products',
    description:
      "The 'Monte seu conjunto' block of a conjunct product: tick the items and add them to the cart. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The heading; 'Monte seu conjunto' when absent",
      },
      'add-to-cart': {
        prop: 'addToCart',
        type: 'string',
        description: 'The button adding the ticked items to the cart',
      },
      'sold-out': {
        prop: 'soldOut',
        type: 'string',
        description: 'An item whose chosen SKU has no stock (its tick is disabled)',
      },
      'in-stock': { prop: 'inStock', type: 'string', description: 'An item whose chosen SKU has stock' },
      'variation-placeholder': {
        prop: 'variationPlaceholder',
        type: 'string',
        description: 'The empty choice of a variation list',
      },
      'tick-text': {
        prop: 'tickText',
        type: 'string',
        description: "The tick's visible text (its checked state says whether the item is in the selection)",
      },
      'variations-first': {
        prop: 'variationsFirst',
        type: 'string',
        description: 'An item whose variations are not all chosen yet (its tick is disabled)',
      },
      'totals-label': { prop: 'totalsLabel', type: 'string', description: "The totals' accessible name" },
      'sub-total': { prop: 'subTotal', type: 'string', description: 'The list prices of the ticked items' },
      discount: { prop: 'discount', type: 'string', description: 'The promotion saving of the ticked items' },
      total: { prop: 'total', type: 'string', description: 'What the ticked items cost' },
    },
  },
);
