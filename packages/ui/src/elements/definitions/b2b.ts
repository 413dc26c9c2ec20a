import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-b2b>`: The B2B area (a placeholder with a title and an explanation). */
export const b2bElement: ElementDefinition = defineLazyElement(
  () => import('../../B2b/B2b').then((m) => m.B2b),
  {
    tag: 'vitrine-b2b',
    description: 'The B2B area (a placeholder with a title and an explanation).',
    attributes: {
      'title-text': { prop: 'title', type: 'string', description: 'The heading' },
      description: { prop: 'description', type: 'string', description: 'The one-line explanation under it' },
    },
  },
);
