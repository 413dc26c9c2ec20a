import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-page-title>`: A listing page's main heading (category name, brand or group title, search term). */
export const pageTitleElement: ElementDefinition = defineLazyElement(
  () => import('../../PageTitle/PageTitle').then((m) => m.PageTitle),
  {
    tag: 'vitrine-page-title',
    description: "A listing page's main heading (category name, brand or group title, search term).",
    attributes: {
      page: {
        prop: 'page',
        type: 'json',
        description:
          'The page the title comes from, as JSON (`{"kind":"search","term":"tênis"}`, or kind \'category\', \'brand\' or \'group\' with its object); a skeleton while absent',
      },
      'document-title': {
        prop: 'documentTitle',
        type: 'boolean',
        description:
          "Also sets the document's `<title>` (React hoists it to `<head>`); a function builds it from the title",
      },
      level: {
        prop: 'level',
        type: 'number',
        description: "The heading level (default 1: the page's main heading)",
      },
    },
  },
);
