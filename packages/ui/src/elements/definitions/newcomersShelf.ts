import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-newcomers-shelf>`: The newest products' shelf. */
export const newcomersShelfElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelves').then((m) => m.NewcomersShelf),
  {
    tag: 'vitrine-newcomers-shelf',
    description: "The newest products' shelf.",
    attributes: {
      messages: {
        prop: 'messages',
        type: 'json',
        description: "Replaces some of the texts (over the provider's `messages.ui.productShelf`)",
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many placeholders show while loading; 5 when absent',
      },
      'view-all-href': {
        prop: 'viewAllHref',
        type: 'string',
        description: "Where 'Ver todos' goes; no link when absent",
      },
      'min-products': {
        prop: 'minProducts',
        type: 'number',
        description:
          "Fewer products than this render nothing (4 for the empty search's blocks); 1 when absent",
      },
      'title-text': {
        prop: 'title',
        type: 'string',
        description:
          "The heading; the shelf's pt-BR default (or the provider's `messages.ui.productShelf`) when absent",
      },
      quantity: {
        prop: 'quantity',
        type: 'number',
        description: 'How many products (1 to 12); 12 when absent, none asked for while `null`',
      },
      'css-class': {
        prop: 'className',
        type: 'string',
        description: "Extra class names on the widget's root element",
      },
    },
  },
);
