import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-assisted-sale>`: The assisted sale area (a placeholder with a title and an explanation). */
export const assistedSaleElement: ElementDefinition = defineLazyElement(
  () => import('../../AssistedSale/AssistedSale').then((m) => m.AssistedSale),
  {
    tag: 'vitrine-assisted-sale',
    description: 'The assisted sale area (a placeholder with a title and an explanation).',
    attributes: {
      'title-text': { prop: 'title', type: 'string', description: 'The heading' },
      description: { prop: 'description', type: 'string', description: 'The one-line explanation under it' },
    },
  },
);
