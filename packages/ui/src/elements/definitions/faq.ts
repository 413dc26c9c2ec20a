import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-faq>`: The frequently asked questions, as an accordion. */
export const faqElement: ElementDefinition = defineLazyElement(
  () => import('../../Faq/Faq').then((m) => m.Faq),
  {
    tag: 'vitrine-faq',
    description: 'The frequently asked questions, as an accordion.',
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The heading; 'Perguntas frequentes' when absent, no heading when ''",
      },
      level: {
        prop: 'level',
        type: 'number',
        description: 'The heading level (default 1); each question is one level below',
      },
      'default-value': {
        prop: 'defaultValue',
        type: 'json',
        description: 'The questions open at first (none by default)',
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many skeleton rows hold the place while loading (default 5)',
      },
    },
  },
);
