import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

/** `<vitrine-newcomers-shelf>`: The newest products' shelf. */
export const newcomersShelfElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelves').then((m) => m.NewcomersShelf),
  {
    tag: 'vitrine-newcomers-shelf',
    description: "The newest products' shelf.",
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
