import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-lightning-offers>`: The lightning offers' shelf, each card with its countdown. */
export const lightningOffersElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/LightningOffers').then((m) => m.LightningOffers),
  {
    tag: 'vitrine-lightning-offers',
    description: "The lightning offers' shelf, each card with its countdown.",
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
      'name-limit': {
        prop: 'nameLimit',
        type: 'number',
        description: "Characters of each name before '...'; 45 when absent",
      },
      'offer-messages': {
        prop: 'offerMessages',
        type: 'json',
        description: "Replaces some of the offers' texts (over the provider's `messages.ui.lightningOffers`)",
      },
      'css-class': {
        prop: 'className',
        type: 'string',
        description: "Extra class names on the widget's root element",
      },
    },
  },
);
