import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

/**
 * `<vitrine-home-showcase>`: The home page's showcase shelves (the showcase, a shelf per group, or the most
 * sold).
 */
export const homeShowcaseElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelves').then((m) => m.HomeShowcase),
  {
    tag: 'vitrine-home-showcase',
    description: "The home page's showcase shelves (the showcase, a shelf per group, or the most sold).",
    attributes: {
      ...shelfAttributes,
      'title-text': {
        prop: 'title',
        type: 'string',
        description:
          "The heading of types 'showcase' and 'mostSelled' (a group's shelf shows its name); the shelf's pt-BR default (or the provider's `messages.ui.productShelf`) when absent",
      },
      type: {
        prop: 'type',
        type: 'string',
        description: "Which showcase: 'showcase' (default), 'group' (a shelf per group) or 'mostSelled'",
      },
      quantity: {
        prop: 'quantity',
        type: 'number',
        description:
          "How many products; the company's `quantityProductsToShowAtShowcase` when absent (12 without one, at most 12)",
      },
      'id-group': {
        prop: 'idGroup',
        type: 'number',
        description: "With type 'group': only this group; every group when absent",
      },
    },
  },
);
