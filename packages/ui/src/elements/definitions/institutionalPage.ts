import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-institutional-page>`: An institutional page's content (about us, policies...). */
export const institutionalPageElement: ElementDefinition = defineLazyElement(
  () => import('../../InstitutionalPage/InstitutionalPage').then((m) => m.InstitutionalPage),
  {
    tag: 'vitrine-institutional-page',
    description: "An institutional page's content (about us, policies...).",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "Replaces the heading; the content's name when absent, no heading when ''",
      },
      level: { prop: 'level', type: 'number', description: 'The heading level (default 1)' },
      head: {
        prop: 'head',
        type: 'boolean',
        description:
          "Also sets the document's title, meta description and keywords from the content (default false)",
      },
      'not-found': {
        prop: 'notFound',
        type: 'string',
        description:
          "The text when the ids name no content; 'Página não encontrada.' when absent, nothing when ''",
      },
      'skeleton-lines': {
        prop: 'skeletonLines',
        type: 'number',
        description: 'How many skeleton lines stand for the content while loading (default 5)',
      },
      'id-custom-page': {
        prop: 'idCustomPage',
        type: 'string',
        description: "The page's id (`/institucional/{idCustomPage}/…`), as a number or the address's text",
      },
      'id-custom-page-content': {
        prop: 'idCustomPageContent',
        type: 'string',
        description:
          "The content's id (`/institucional/…/{idCustomPageContent}`), as a number or the address's text",
      },
    },
  },
);
