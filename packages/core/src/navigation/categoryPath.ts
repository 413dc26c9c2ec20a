import type { CategoryLike } from './types';

function collect(categories: readonly CategoryLike[], byLevel: Map<string, CategoryLike>): void {
  for (const category of categories) {
    if (!byLevel.has(category.level)) byLevel.set(category.level, category);
    if (category.childMenu) collect(category.childMenu, byLevel);
  }
}

/**
 * Walks the category tree along a level code, 2 characters per depth: `'010203'` gives the
 * categories at `'01'`, `'0102'` and `'010203'`, root first. Levels missing from the tree are skipped,
 * so the result is empty when nothing matches. A flat list works as well as a nested tree.
 */
export function categoryPath(tree: readonly CategoryLike[], level: string): CategoryLike[] {
  const byLevel = new Map<string, CategoryLike>();
  collect(tree, byLevel);
  const path: CategoryLike[] = [];
  for (let end = 2; end <= level.length; end += 2) {
    const category = byLevel.get(level.slice(0, end));
    if (category) path.push(category);
  }
  return path;
}
