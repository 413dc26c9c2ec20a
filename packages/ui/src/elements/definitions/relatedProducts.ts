import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

/** `<vitrine-related-products>`: The shelf of products related to a product of the detail page. */
export const relatedProductsElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelves').then((m) => m.RelatedProducts),
  {
    tag: 'vitrine-related-products',
    description: 'The shelf of products related to a product of the detail page.',
    attributes: {
      ...shelfAttributes,
      'id-product': {
        prop: 'idProduct',
        type: 'number',
        description:
          "The detail page's product; placeholders while `null` or absent (the product is still loading)",
      },
    },
  },
);
