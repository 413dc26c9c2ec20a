import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-floating-messaging-button>`: The floating messaging button (e.g. WhatsApp) in a corner of the
 * screen.
 */
export const floatingMessagingButtonElement: ElementDefinition = defineLazyElement(
  () => import('../../SocialLinks/FloatingMessagingButton').then((m) => m.FloatingMessagingButton),
  {
    tag: 'vitrine-floating-messaging-button',
    description: 'The floating messaging button (e.g. WhatsApp) in a corner of the screen.',
    attributes: {
      position: {
        prop: 'position',
        type: 'string',
        description:
          "The side of the screen; the network's `position` ('ESQUERDA' → left, else right) when absent",
      },
      label: {
        prop: 'label',
        type: 'string',
        description: "The button's name; 'Fale conosco pelo {network}' when absent",
      },
      'new-tab-hint': {
        prop: 'newTabHint',
        type: 'string',
        description: "The visually hidden new-tab hint; '(abre em uma nova aba)' when absent",
      },
    },
  },
);
