import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-cart-count>`: The header's cart button with the number of items; it opens the cart preview
 * (`cart.view`).
 */
export const cartCountElement: ElementDefinition = defineLazyElement(
  () => import('../../CartCount/CartCount').then((m) => m.CartCount),
  {
    tag: 'vitrine-cart-count',
    description:
      "The header's cart button with the number of items; it opens the cart preview (`cart.view`).",
    attributes: {
      'loading-label': {
        prop: 'loadingLabel',
        type: 'string',
        description: "The name before the cart loaded; 'Carrinho' when absent",
      },
      'unknown-label': {
        prop: 'unknownLabel',
        type: 'string',
        description:
          "The name while the cart cannot be read (the badge shows '?', never a made-up 0); 'Carrinho: quantidade de itens indisponível no momento' when absent",
      },
    },
  },
);
