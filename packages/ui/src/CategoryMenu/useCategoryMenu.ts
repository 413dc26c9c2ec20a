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

/**
 * The menus cut from frozen category trees (a server's catalogue answers, the same object page after page: core's
 * `createParsedReplyCache`), by tree and cut, frozen: each page's header reads them instead of building them again.
 * Held weakly by the tree; a few cuts per tree.
 */
const sharedMenus = new WeakMap<object, Map<string, readonly CategoryMenuItem[]>>();

function frozenThrough<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const member of Object.values(value)) frozenThrough(member);
  return Object.freeze(value);
}

function menuOf(
  data: Parameters<typeof categoryMenu>[0],
  options: Parameters<typeof categoryMenu>[1] & object,
): readonly CategoryMenuItem[] {
  if (!data || !Object.isFrozen(data)) return categoryMenu(data, options);
  const cut = `${options.onlyFirstFive}:${options.showChildren}:${options.maxDepth}`;
  let menus = sharedMenus.get(data);
  if (!menus) {
    menus = new Map();
    sharedMenus.set(data, menus);
  }
  let items = menus.get(cut);
  if (!items) {
    items = frozenThrough(categoryMenu(data, options));
    menus.set(cut, items);
  }
  return items;
}

/** The entries of a category menu: the loaded tree cut by core's `categoryMenu`. */
export function useCategoryMenu(options: UseCategoryMenuOptions = {}): CategoryMenuState {
  const { topOnly, showChildren, maxDepth } = options;
  const { data, error, isLoading } = useCategories();
  const items = useMemo(
    () =>
      menuOf(data, {
        onlyFirstFive: topOnly === true,
        showChildren: showChildren !== false,
        ...(maxDepth !== undefined ? { maxDepth } : {}),
      }),
    [data, topOnly, showChildren, maxDepth],
  );
  return { items, isLoading, hasError: !data && error !== undefined };
}
