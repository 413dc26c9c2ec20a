import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-product-shelf>`: A titled carousel of product cards from a given list of products. */
export const productShelfElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelf').then((m) => m.ProductShelf),
  {
    tag: 'vitrine-product-shelf',
    description: 'A titled carousel of product cards from a given list of products.',
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description:
          "The heading (an `h2`), also the GA4 list name; '' only while loading a shelf whose title is unknown",
      },
      products: {
        prop: 'products',
        type: 'json',
        description:
          'The products in order, as a JSON array of list products; skeletons while absent, nothing for an empty list',
      },
      'view-all-href': {
        prop: 'viewAllHref',
        type: 'string',
        description: "Where 'Ver todos' goes; no link when absent",
      },
      'list-id': {
        prop: 'listId',
        type: 'string',
        description: "The GA4 list id ('most-sold'); absent sends none",
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many placeholders show while loading; 5 when absent',
      },
      'min-products': {
        prop: 'minProducts',
        type: 'number',
        description:
          "Fewer products than this render nothing (4 for the empty search's blocks); 1 when absent",
      },
      messages: {
        prop: 'messages',
        type: 'json',
        description: "Replaces some of the texts (over the provider's `messages.ui.productShelf`)",
      },
      'css-class': {
        prop: 'className',
        type: 'string',
        description: "Extra class names on the widget's root element",
      },
    },
  },
);
