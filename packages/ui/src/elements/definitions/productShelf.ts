import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

/** `<vitrine-product-shelf>`: A titled carousel of product cards from a given list of products. */
export const productShelfElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelf').then((m) => m.ProductShelf),
  {
    tag: 'vitrine-product-shelf',
    description: 'A titled carousel of product cards from a given list of products.',
    attributes: {
      ...shelfAttributes,
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
      'list-id': {
        prop: 'listId',
        type: 'string',
        description: "The GA4 list id ('most-sold'); absent sends none",
      },
    },
  },
);
