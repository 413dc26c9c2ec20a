import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-banner>`: A banner block of the store (full, central, side or footer), one picture or a
 * carousel.
 */
export const bannerElement: ElementDefinition = defineLazyElement(
  () => import('../../Banner/Banner').then((m) => m.Banner),
  {
    tag: 'vitrine-banner',
    description: 'A banner block of the store (full, central, side or footer), one picture or a carousel.',
    attributes: {
      type: { prop: 'type', type: 'string', description: 'F full, C central, L side, R footer' },
      'text-link': {
        prop: 'textLink',
        type: 'string',
        description:
          "The listing's friendly path ('moda-feminina/c', 'nike/m'); absent for the store-wide banners",
      },
      device: {
        prop: 'device',
        type: 'string',
        description: "The shopper's device; the provider's `config.device` when absent",
      },
      'id-banner': {
        prop: 'idBanner',
        type: 'number',
        description: 'Narrows the block to one banner; absent keeps them all',
      },
      show: {
        prop: 'show',
        type: 'string',
        description: "'all' (default): the drawn random banner then the fixed ones; 'random' or 'fixed' only",
      },
      'hide-description': {
        prop: 'hideDescription',
        type: 'boolean',
        description: 'Hides the descriptions (the picture already says it all)',
      },
      width: {
        prop: 'width',
        type: 'number',
        description:
          "The pictures' intrinsic size, reserved before they load (no layout shift); absent leaves it to CSS",
      },
      height: {
        prop: 'height',
        type: 'number',
        description: "The pictures' intrinsic height, reserved before they load",
      },
      label: {
        prop: 'label',
        type: 'string',
        description:
          "The accessible name of a block of several banners; by type ('Banners em destaque' for F...) when absent",
      },
    },
  },
);
