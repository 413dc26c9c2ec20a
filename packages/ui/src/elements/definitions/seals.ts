import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-seals>`: The store's security seals. */
export const sealsElement: ElementDefinition = defineLazyElement(
  () => import('../../Seals/Seals').then((m) => m.Seals),
  {
    tag: 'vitrine-seals',
    description: "The store's security seals.",
    attributes: {
      label: {
        prop: 'label',
        type: 'string',
        description: "The list's name; 'Selos de segurança' when absent",
      },
    },
  },
);
