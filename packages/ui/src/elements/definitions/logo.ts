import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-logo>`: The store's logo (or name) linking to the home page. */
export const logoElement: ElementDefinition = defineLazyElement(
  () => import('../../Logo/Logo').then((m) => m.Logo),
  {
    tag: 'vitrine-logo',
    description: "The store's logo (or name) linking to the home page.",
    attributes: {
      src: {
        prop: 'src',
        type: 'string',
        description: "The picture; the company's `logo` when absent, none (the name as text) when `null`",
      },
      name: {
        prop: 'name',
        type: 'string',
        description: "The store's name (the picture's `alt`); the company's `nameStore` when absent",
      },
      width: {
        prop: 'width',
        type: 'number',
        description: "The picture's intrinsic size, reserved before it loads (no layout shift)",
      },
      height: {
        prop: 'height',
        type: 'number',
        description: "The picture's intrinsic height, reserved before it loads",
      },
      'home-label': {
        prop: 'homeLabel',
        type: 'string',
        description: "The link's name when the store's name is unknown; 'Página inicial' when absent",
      },
    },
  },
);
