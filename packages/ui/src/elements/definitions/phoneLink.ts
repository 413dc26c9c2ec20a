import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-phone-link>`: The store's phone number as a tap-to-call link. */
export const phoneLinkElement: ElementDefinition = defineLazyElement(
  () => import('../../PhoneLink/PhoneLink').then((m) => m.PhoneLink),
  {
    tag: 'vitrine-phone-link',
    description: "The store's phone number as a tap-to-call link.",
    attributes: {
      phone: {
        prop: 'phone',
        type: 'string',
        description: "The number as written ('(11) 4002-8922'); the company's `phoneContact` when absent",
      },
      label: { prop: 'label', type: 'string', description: "The spoken prefix; 'Ligar para' when absent" },
    },
  },
);
