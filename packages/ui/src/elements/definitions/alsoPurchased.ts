import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-also-purchased>`: The 'who bought also bought' shelf of a product of the detail page. */
export const alsoPurchasedElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/ProductShelves').then((m) => m.AlsoPurchased),
  {
    tag: 'vitrine-also-purchased',
    description: "The 'who bought also bought' shelf of a product of the detail page.",
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
      'id-product': {
        prop: 'idProduct',
        type: 'number',
        description:
          "The detail page's product; placeholders while `null` or absent (the product is still loading)",
      },
      'css-class': {
        prop: 'className',
        type: 'string',
        description: "Extra class names on the widget's root element",
      },
    },
  },
);
