import { type CategoryMenuItem, categoryMenu } from '@vitrine/core';
import { useCategories } from '@vitrine/hooks';
import { useMemo } from 'react';

/** Options of `useCategoryMenu`. */
export interface UseCategoryMenuOptions {
  /** Only the first 5 top categories (the spec's top-categories option). */
  readonly topOnly?: boolean | undefined;
  /** Show child menus (default true). */
  readonly showChildren?: boolean | undefined;
  /** The deepest level shown, from 1; every level when `undefined`. */
  readonly maxDepth?: number | undefined;
}

/** What a category menu shows. */
export interface CategoryMenuState {
  /** The entries; empty while loading and when the tree failed to load. */
  readonly items: readonly CategoryMenuItem[];
  readonly isLoading: boolean;
  /** The tree could not be loaded (the spec ignores the failure: the menu stays empty). */
  readonly hasError: boolean;
}

/** The entries of a category menu: the loaded tree cut by core's `categoryMenu`. */
export function useCategoryMenu(options: UseCategoryMenuOptions = {}): CategoryMenuState {
  const { topOnly, showChildren, maxDepth } = options;
  const { data, error, isLoading } = useCategories();
  const items = useMemo(
    () =>
      categoryMenu(data, {
        onlyFirstFive: topOnly === true,
        showChildren: showChildren !== false,
        ...(maxDepth !== undefined ? { maxDepth } : {}),
      }),
    [data, topOnly, showChildren, maxDepth],
  );
  return { items, isLoading, hasError: !data && error !== undefined };
}
