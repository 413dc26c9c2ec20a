import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

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
      'css-class': {
        prop: 'className',
        type: 'string',
        description: "Extra class names on the widget's root element",
      },
    },
  },
);
