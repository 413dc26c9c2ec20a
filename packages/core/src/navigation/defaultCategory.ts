import type { ProductCategoryLike } from './types';

function isFlagOn(flag: ProductCategoryLike['default']): boolean {
  return flag === true || flag === 1;
}

/** A product's default category (flag `default` or `isDefault`); the first category when none is flagged, `undefined` when it has none. */
export function defaultCategory<T extends ProductCategoryLike>(
  categories: readonly T[] | null | undefined,
): T | undefined {
  if (!categories || categories.length === 0) return undefined;
  return (
    categories.find((category) => isFlagOn(category.default) || isFlagOn(category.isDefault)) ?? categories[0]
  );
}
