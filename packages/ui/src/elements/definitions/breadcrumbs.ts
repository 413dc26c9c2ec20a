import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-breadcrumbs>`: The breadcrumb trail of a page, from Home to the page itself. */
export const breadcrumbsElement: ElementDefinition = defineLazyElement(
  () => import('../../Breadcrumbs/Breadcrumbs').then((m) => m.Breadcrumbs),
  {
    tag: 'vitrine-breadcrumbs',
    description: 'The breadcrumb trail of a page, from Home to the page itself.',
    attributes: {
      page: {
        prop: 'page',
        type: 'json',
        description: 'The page the trail is built for, as JSON; a skeleton while absent',
      },
      items: {
        prop: 'items',
        type: 'json',
        description: 'A ready trail as a JSON array of steps; wins over `page`',
      },
      'home-label': {
        prop: 'homeLabel',
        type: 'string',
        description: "The label of the home link; 'Home' when absent",
      },
      separator: {
        prop: 'separator',
        type: 'string',
        description: "The separator between steps; '›' when absent",
      },
    },
  },
);
