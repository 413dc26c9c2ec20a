import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement, messagesAttribute } from './defineElement';

/**
 * `<vitrine-product-card>`: A product card: image, name, price, flags and buy button. Its product comes
 * from `product-url` (or the page's product JSON), resolved by the element runtime.
 */
export const productCardElement: ElementDefinition = defineProductElement(
  () => import('../../ProductCard/ProductCard').then((m) => m.ProductCard),
  {
    tag: 'vitrine-product-card',
    description:
      "A product card: image, name, price, flags and buy button. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      priority: {
        prop: 'priority',
        type: 'boolean',
        description:
          'Loads the image at once with high priority: pass it for the first cards of a page (`index < 2`)',
      },
      'image-width': {
        prop: 'imageWidth',
        type: 'number',
        description: "The image's intrinsic width; 240 when absent",
      },
      'image-height': {
        prop: 'imageHeight',
        type: 'number',
        description: "The image's intrinsic height; 240 when absent",
      },
      'heading-level': {
        prop: 'headingLevel',
        type: 'number',
        description: 'The heading level of the name; 3 when absent',
      },
      messages: messagesAttribute('productCard', "some of the card's texts"),
      'name-limit': {
        prop: 'nameLimit',
        type: 'number',
        description: "Characters of the name shown before '...'; 45 when absent",
      },
      'show-variations': {
        prop: 'showVariations',
        type: 'boolean',
        description:
          "Shows the variation choice and the quantity on the card; absent follows the company setting `usePurchaseFacilitator` ('S' shows them)",
      },
      'list-name': {
        prop: 'listName',
        type: 'string',
        description: "The list's name for GA4 `select_item` ('Mais vendidos'); absent sends none",
      },
      'list-id': {
        prop: 'listId',
        type: 'string',
        description: "The list's id for GA4 `select_item` ('showcase', 'category-12'); absent sends none",
      },
    },
  },
);
