import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement } from './defineElement';

/**
 * `<vitrine-kit-components>`: The items of a kit product with their stock. Its product comes from `product-
 * url` (or the page's product JSON), resolved by the element runtime.
 */
export const kitComponentsElement: ElementDefinition = defineProductElement(
  () => import('../../KitComponents/KitComponents').then((m) => m.KitComponents),
  {
    tag: 'vitrine-kit-components',
    description:
      "The items of a kit product with their stock. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      'title-text': { prop: 'title', type: 'string', description: "The heading; 'Itens do kit' when absent" },
      'sold-out': {
        prop: 'soldOut',
        type: 'string',
        description: 'A component without stock (stock 0 or exhausted)',
      },
      'in-stock': { prop: 'inStock', type: 'string', description: 'A component with stock' },
      'kit-sold-out': {
        prop: 'kitSoldOut',
        type: 'string',
        description: 'Under the list when every component is out of stock, so the kit is too',
      },
    },
  },
);
