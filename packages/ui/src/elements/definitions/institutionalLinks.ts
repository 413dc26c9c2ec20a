import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-institutional-links>`: The footer's links to the institutional pages, grouped by page. */
export const institutionalLinksElement: ElementDefinition = defineLazyElement(
  () => import('../../InstitutionalPage/InstitutionalLinks').then((m) => m.InstitutionalLinks),
  {
    tag: 'vitrine-institutional-links',
    description: "The footer's links to the institutional pages, grouped by page.",
    attributes: {
      label: {
        prop: 'label',
        type: 'string',
        description: "The landmark's name; 'Links institucionais' when absent",
      },
      order: {
        prop: 'order',
        type: 'number',
        description: 'Only the pages of this footer column (`order` 1 or 2); every page when absent',
      },
      'show-headings': {
        prop: 'showHeadings',
        type: 'boolean',
        description: "Shows each page's name over its links (default true)",
      },
      level: { prop: 'level', type: 'number', description: "The page names' heading level (default 2)" },
      current: {
        prop: 'current',
        type: 'string',
        description: 'The address of the page being shown: its link gets `aria-current="page"`',
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many skeleton lines hold the place while loading (default 4)',
      },
    },
  },
);
