import type { ElementDefinition } from '../ElementDefinition';
import { defineLazyElement } from './defineElement';

/**
 * `<vitrine-category-menu>`: The category menu: a vertical titled list with disclosures, or a horizontal
 * menu bar with panels.
 */
export const categoryMenuElement: ElementDefinition = defineLazyElement(
  () => import('../../CategoryMenu/CategoryMenu').then((m) => m.CategoryMenu),
  {
    tag: 'vitrine-category-menu',
    description:
      'The category menu: a vertical titled list with disclosures, or a horizontal menu bar with panels.',
    attributes: {
      orientation: {
        prop: 'orientation',
        type: 'string',
        description:
          "'vertical' (default): a titled list with disclosure buttons; 'horizontal': a menu bar with fly-out panels",
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
      'title-text': {
        prop: 'title',
        type: 'string',
        description: "The vertical menu's title; 'Todas as categorias' when absent, none when ''",
      },
      label: {
        prop: 'label',
        type: 'string',
        description: "The horizontal menu's landmark name; 'Categorias' when absent",
      },
      'default-expanded': {
        prop: 'defaultExpanded',
        type: 'json',
        description: 'Vertical: the level codes of the child menus open at first (a JSON array)',
      },
      'default-value': {
        prop: 'defaultValue',
        type: 'string',
        description: 'Horizontal: the level code of the panel open at first',
      },
      'skeleton-count': {
        prop: 'skeletonCount',
        type: 'number',
        description: 'How many skeleton entries hold the place while loading (default 5)',
      },
    },
  },
);
