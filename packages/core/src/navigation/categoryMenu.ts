import { categoryPathHref } from './categoryPathHref';
import type { CategoryLike } from './types';

/** One entry of a category menu, ready to render. */
export interface CategoryMenuItem {
  readonly idCategory: number;
  readonly name: string;
  /** The category page address (friendly URL path plus `/c`). */
  readonly href: string;
  /** The level code, 2 characters per depth. */
  readonly level: string;
  /** The depth, from 1 for a top category. */
  readonly depth: number;
  /** The category image, `undefined` when it has none. */
  readonly image: string | undefined;
  /** The child entries; empty when child menus are off or the category is a leaf. */
  readonly children: readonly CategoryMenuItem[];
}

/** How a category menu is cut. */
export interface CategoryMenuOptions {
  /** Show only the first 5 top categories (the top-categories option). */
  readonly onlyFirstFive?: boolean;
  /** Show child menus (default true). */
  readonly showChildren?: boolean;
  /** The deepest level shown, from 1 (default: every level). */
  readonly maxDepth?: number;
}

/** The top-categories option keeps this many categories. */
const topCategories = 5;

function build(
  categories: readonly CategoryLike[],
  ancestors: readonly CategoryLike[],
  depth: number,
  options: CategoryMenuOptions,
): CategoryMenuItem[] {
  const maxDepth = options.showChildren === false ? 1 : (options.maxDepth ?? Number.POSITIVE_INFINITY);
  return categories.map((category) => {
    const path = [...ancestors, category];
    const children =
      depth < maxDepth && category.childMenu && category.childMenu.length > 0
        ? build(category.childMenu, path, depth + 1, options)
        : [];
    return {
      idCategory: category.idCategory,
      name: category.name,
      href: categoryPathHref(path),
      level: category.level,
      depth: category.level.length >= 2 ? Math.floor(category.level.length / 2) : depth,
      image: category.image || undefined,
      children,
    };
  });
}

/**
 * The entries of a vertical or horizontal category menu from the category tree: each links to its
 * friendly URL and carries its level; child menus nest under their parent; with `onlyFirstFive`
 * only the first 5 top categories remain.
 */
export function categoryMenu(
  tree: readonly CategoryLike[] | null | undefined,
  options: CategoryMenuOptions = {},
): CategoryMenuItem[] {
  const top = options.onlyFirstFive ? (tree ?? []).slice(0, topCategories) : (tree ?? []);
  return build(top, [], 1, options);
}
