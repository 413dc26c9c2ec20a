import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement, messagesAttribute } from './defineElement';

/** `<vitrine-wishlist-grid>`: The customer's wishlist as a grid of product cards. */
export const wishlistGridElement: ElementDefinition = defineLazyElement(
  () => import('../../WishlistGrid/WishlistGrid').then((m) => m.WishlistGrid),
  {
    tag: 'vitrine-wishlist-grid',
    description: "The customer's wishlist as a grid of product cards.",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The heading; 'Lista de Desejos' when absent, no heading when ''",
      },
      'heading-level': {
        prop: 'headingLevel',
        type: 'number',
        description: "The heading level of each card's product name; 3 when absent",
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many placeholder cards hold the place while loading; 4 when absent',
      },
      messages: messagesAttribute('wishlistGrid'),
    },
  },
);
