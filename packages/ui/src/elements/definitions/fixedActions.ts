import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-fixed-actions>`: The fixed action bar of phones: search, account, cart and back to top. */
export const fixedActionsElement: ElementDefinition = defineLazyElement(
  () => import('../../FixedActions/FixedActions').then((m) => m.FixedActions),
  {
    tag: 'vitrine-fixed-actions',
    description: 'The fixed action bar of phones: search, account, cart and back to top.',
    attributes: {
      'focus-target-id': {
        prop: 'focusTargetId',
        type: 'string',
        description: 'The element focused after going back to the top; focus stays when absent',
      },
      'show-labels': {
        prop: 'showLabels',
        type: 'boolean',
        description: 'Shows the texts beside the icons (otherwise visually hidden, still naming the actions)',
      },
    },
  },
);
