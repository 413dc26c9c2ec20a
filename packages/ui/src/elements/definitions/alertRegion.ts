import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-alert-region>`: The page's alert banners region (the flows' success and failure messages). */
export const alertRegionElement: ElementDefinition = defineLazyElement(
  () => import('../../foundation/Alert/AlertRegion').then((m) => m.AlertRegion),
  {
    tag: 'vitrine-alert-region',
    description: "The page's alert banners region (the flows' success and failure messages).",
    attributes: {
      position: {
        prop: 'position',
        type: 'string',
        description: "Where the banners stack; 'top' (default) or 'bottom' of the viewport (`data-position`)",
      },
      'close-label': {
        prop: 'closeLabel',
        type: 'string',
        description: "The close button's name; 'Fechar' (or the provider's `ui.alert.close`) when absent",
      },
    },
  },
);
