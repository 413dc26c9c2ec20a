import { categoryPath } from './categoryPath';
import { categoryPathHref } from './categoryPathHref';
import { homeBreadcrumb } from './homeBreadcrumb';
import type { Breadcrumb, CategoryLike } from './types';

/**
 * The breadcrumbs of a category page: Home, then the path read from the level code (2 characters
 * per depth) over the category tree. Ancestors link to their page; the current category does not.
 */
export function categoryBreadcrumbs(tree: readonly CategoryLike[], level: string): Breadcrumb[] {
  const path = categoryPath(tree, level);
  return [
    homeBreadcrumb,
    ...path.map(
      (category, index): Breadcrumb =>
        index === path.length - 1
          ? { label: category.name }
          : { label: category.name, href: categoryPathHref(path.slice(0, index + 1)) },
    ),
  ];
}
