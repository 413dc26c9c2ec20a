import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';
import { shelfAttributes } from './shelfAttributes';

/** `<vitrine-lightning-offers>`: The lightning offers' shelf, each card with its countdown. */
export const lightningOffersElement: ElementDefinition = defineLazyElement(
  () => import('../../ProductShelf/LightningOffers').then((m) => m.LightningOffers),
  {
    tag: 'vitrine-lightning-offers',
    description: "The lightning offers' shelf, each card with its countdown.",
    attributes: {
      ...shelfAttributes,
      'title-text': {
        prop: 'title',
        type: 'string',
        description:
          "The heading; 'Ofertas Relâmpago' (or the provider's `messages.ui.lightningOffers`) when absent",
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
    },
  },
);
