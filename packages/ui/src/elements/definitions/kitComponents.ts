import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-kit-components>`: The items of a kit product with their stock. Its product comes from `product-
 * url` (or the page's product JSON), resolved by the element runtime.
 */
export const kitComponentsElement: ElementDefinition = defineLazyElement(
  () => import('../../KitComponents/KitComponents').then((m) => m.KitComponents),
  {
    tag: 'vitrine-kit-components',
    description:
      "The items of a kit product with their stock. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    productSource: true,
    attributes: {
      'product-url': {
        prop: 'productUrl',
        type: 'string',
        description:
          "The product's friendly URL, resolved into `product` by the element runtime (else the page's `data-vitrine-product` JSON)",
      },
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
      'css-class': {
        prop: 'className',
        type: 'string',
        description: "Extra class names on the widget's root element",
      },
    },
  },
);
