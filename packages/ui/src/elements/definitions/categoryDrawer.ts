import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/** `<vitrine-category-drawer>`: The phone's menu button opening a drawer with the category tree. */
export const categoryDrawerElement: ElementDefinition = defineLazyElement(
  () => import('../../CategoryDrawer/CategoryDrawer').then((m) => m.CategoryDrawer),
  {
    tag: 'vitrine-category-drawer',
    description: "The phone's menu button opening a drawer with the category tree.",
    attributes: {
      'default-open': {
        prop: 'defaultOpen',
        type: 'boolean',
        description: 'Opens on mount; `false` by default',
      },
      trigger: {
        prop: 'trigger',
        type: 'string',
        description: "The button's visible text; 'Menu' when absent",
      },
      'trigger-label': {
        prop: 'triggerLabel',
        type: 'string',
        description: "The button's accessible name; 'Abrir menu de categorias' when absent",
      },
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The drawer's heading; 'Todas as categorias' when absent",
      },
      close: {
        prop: 'close',
        type: 'string',
        description: "The × button's accessible name; 'Fechar menu de categorias' when absent",
      },
      'top-only': {
        prop: 'topOnly',
        type: 'boolean',
        description: 'Only the first 5 top categories (the top-categories option)',
      },
      'show-children': {
        prop: 'showChildren',
        type: 'boolean',
        description: 'Show child menus (default true)',
      },
      'max-depth': {
        prop: 'maxDepth',
        type: 'number',
        description: 'The deepest level shown, from 1; every level when absent',
      },
      'image-position': {
        prop: 'imagePosition',
        type: 'string',
        description:
          "Where each category's picture goes: 'top' or 'bottom' of its name; 'none' (default) shows none",
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many skeleton entries hold the place while loading (default 5)',
      },
    },
  },
);
