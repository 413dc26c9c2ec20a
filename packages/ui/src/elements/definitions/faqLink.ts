import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-faq-link>`: The link to the FAQ page, shown only when the store has questions. */
export const faqLinkElement: ElementDefinition = defineLazyElement(
  () => import('../../Faq/FaqLink').then((m) => m.FaqLink),
  {
    tag: 'vitrine-faq-link',
    description: 'The link to the FAQ page, shown only when the store has questions.',
    attributes: {
      label: {
        prop: 'label',
        type: 'string',
        description: "The link's text; 'Perguntas frequentes' when absent",
      },
    },
  },
);
