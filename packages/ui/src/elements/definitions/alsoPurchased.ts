import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

/** `<vitrine-also-purchased>`: The 'who bought also bought' shelf of a product of the detail page. */
export const alsoPurchasedElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelves').then((m) => m.AlsoPurchased),
  {
    tag: 'vitrine-also-purchased',
    description: "The 'who bought also bought' shelf of a product of the detail page.",
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
