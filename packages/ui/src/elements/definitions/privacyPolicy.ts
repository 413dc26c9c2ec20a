import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-privacy-policy>`: The privacy policy page's text, when the store has one. */
export const privacyPolicyElement: ElementDefinition = defineLazyElement(
  () => import('../../InstitutionalPage/PrivacyPolicy').then((m) => m.PrivacyPolicy),
  {
    tag: 'vitrine-privacy-policy',
    description: "The privacy policy page's text, when the store has one.",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The heading; 'Política de Privacidade' when absent, no heading when ''",
      },
      level: { prop: 'level', type: 'number', description: 'The heading level (default 1)' },
      head: {
        prop: 'head',
        type: 'boolean',
        description:
          "Also sets the document's title, meta description and keywords from the policy's content (default false)",
      },
      'skeleton-lines': {
        prop: 'skeletonLines',
        type: 'number',
        description: 'How many skeleton lines stand for the text while loading (default 8)',
      },
    },
  },
);
