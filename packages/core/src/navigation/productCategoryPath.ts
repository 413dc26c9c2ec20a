import { defaultCategory } from './defaultCategory';
import type { ProductCategoryLike } from './types';

/**
 * The path of a product's default category, root first, read from the level code (2 characters per
 * depth) over the product's own categories and cut at `maxDepth` levels. Empty without categories.
 */
export function productCategoryPath<T extends ProductCategoryLike>(
  categories: readonly T[] | null | undefined,
  maxDepth = Number.POSITIVE_INFINITY,
): T[] {
  const chosen = defaultCategory(categories);
  if (!chosen || !categories) return [];
  const path: T[] = [];
  for (let end = 2; end <= chosen.level.length && path.length < maxDepth; end += 2) {
    const prefix = chosen.level.slice(0, end);
    const category = end === chosen.level.length ? chosen : categories.find((item) => item.level === prefix);
    if (category) path.push(category);
  }
  return path;
}
