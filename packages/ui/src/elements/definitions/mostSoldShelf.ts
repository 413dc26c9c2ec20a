import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

/** `<vitrine-most-sold-shelf>`: The most sold products' shelf. */
export const mostSoldShelfElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelves').then((m) => m.MostSoldShelf),
  {
    tag: 'vitrine-most-sold-shelf',
    description: "The most sold products' shelf.",
    attributes: {
      ...shelfAttributes,
      quantity: {
        prop: 'quantity',
        type: 'number',
        description: 'How many products (1 to 12); 12 when absent, none asked for while `null`',
      },
    },
  },
);
