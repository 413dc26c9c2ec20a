import type { ElementDefinition } from '../ElementDefinition';
import { defineProductElement } from './defineElement';

/**
 * `<vitrine-product-gallery>`: A product's picture gallery with thumbnails and a large zoom view. Its
 * product comes from `product-url` (or the page's product JSON), resolved by the element runtime.
 */
export const productGalleryElement: ElementDefinition = defineProductElement(
  () => import('../../ProductGallery/ProductGallery').then((m) => m.ProductGallery),
  {
    tag: 'vitrine-product-gallery',
    description:
      "A product's picture gallery with thumbnails and a large zoom view. Its product comes from `product-url` (or the page's product JSON), resolved by the element runtime.",
    attributes: {
      label: { prop: 'label', type: 'string', description: "The gallery's accessible name" },
      sizes: {
        prop: 'sizes',
        type: 'string',
        description:
          "The main picture's slot for the browser (`sizes`); '(min-width: 64em) 50vw, 100vw' when absent",
      },
      next: { prop: 'next', type: 'string', description: 'The button showing the next picture' },
      previous: { prop: 'previous', type: 'string', description: 'The button showing the previous picture' },
      'id-sku': {
        prop: 'idSku',
        type: 'number',
        description: "The chosen SKU: its own pictures when it has them, else the product's; `null` for none",
      },
      'role-description': {
        prop: 'roleDescription',
        type: 'string',
        description: 'How a screen reader announces the gallery (a carousel of pictures)',
      },
      'slide-role-description': {
        prop: 'slideRoleDescription',
        type: 'string',
        description: 'How a screen reader announces each picture of the main view',
      },
      thumbnails: { prop: 'thumbnails', type: 'string', description: 'The name of the list of thumbnails' },
      'zoom-trigger': {
        prop: 'zoomTrigger',
        type: 'string',
        description: 'The button opening the large view',
      },
      'zoom-close': { prop: 'zoomClose', type: 'string', description: "The large view's close button" },
      'zoom-toggle': {
        prop: 'zoomToggle',
        type: 'string',
        description: 'The 2× toggle of the large view (a pressed/unpressed button)',
      },
      'zoom-loading': {
        prop: 'zoomLoading',
        type: 'string',
        description: "Shown while the large view's parts load on its first opening",
      },
      'image-width': {
        prop: 'imageWidth',
        type: 'number',
        description:
          "The intrinsic width of the store's default pictures (1000 when absent): reserves the box, describes the `srcset`",
      },
      'image-height': {
        prop: 'imageHeight',
        type: 'number',
        description: "The intrinsic height of the store's default pictures (1000 when absent)",
      },
      'placeholder-src': {
        prop: 'placeholderSrc',
        type: 'string',
        description: 'The picture of a product without any; a neutral grey frame when absent',
      },
      'default-index': {
        prop: 'defaultIndex',
        type: 'number',
        description: 'The picture shown first; 0 by default',
      },
      'default-zoom-open': {
        prop: 'defaultZoomOpen',
        type: 'boolean',
        description: 'Opens the large view on mount; `false` by default',
      },
    },
  },
);
