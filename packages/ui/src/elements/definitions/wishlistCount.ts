import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement, messagesAttribute } from './defineElement';

/** `<vitrine-wishlist-count>`: The header's wishlist heart with the number of saved products. */
export const wishlistCountElement: ElementDefinition = defineLazyElement(
  () => import('../../WishlistCount/WishlistCount').then((m) => m.WishlistCount),
  {
    tag: 'vitrine-wishlist-count',
    description: "The header's wishlist heart with the number of saved products.",
    attributes: {
      href: {
        prop: 'href',
        type: 'string',
        description: "Makes the count a link to the wishlist page (e.g. '/customer/wishlist')",
      },
      messages: messagesAttribute('wishlistCount'),
      name: {
        prop: 'name',
        type: 'string',
        description:
          'The accessible label while the count loads (a link to the wishlist must always have a name)',
      },
      label: {
        prop: 'label',
        type: 'string',
        description: 'The accessible label for `{count}` items (0 or 2+)',
      },
      'label-one': { prop: 'labelOne', type: 'string', description: 'The accessible label for one item' },
    },
  },
);
