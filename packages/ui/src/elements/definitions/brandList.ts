import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-brand-list>`: The 'Compre pela Marca' list: the featured brands' logos linking to their pages. */
export const brandListElement: ElementDefinition = defineLazyElement(
  () => import('../../BrandList/BrandList').then((m) => m.BrandList),
  {
    tag: 'vitrine-brand-list',
    description: "The 'Compre pela Marca' list: the featured brands' logos linking to their pages.",
    attributes: {
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The heading; 'Compre pela Marca' when absent, no heading when ''",
      },
      'only-featured': {
        prop: 'onlyFeatured',
        type: 'boolean',
        description: 'Only the featured brands (default true); false lists them all',
      },
      'show-names': {
        prop: 'showNames',
        type: 'boolean',
        description:
          'Shows the name under the logo too (thumbnail mode off); by default only logos, names for brands without one',
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many skeleton tiles hold the place while loading (default 6)',
      },
    },
  },
);
