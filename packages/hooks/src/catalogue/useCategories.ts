import { type Category, categoriesQuery, type StoreApiError } from '@vitrine/core';
import type { SWRResponse } from 'swr';
import type { StoreQueryOptions } from './StoreQueryOptions';
import { useStoreQuery } from './useStoreQuery';

/**
 * The category tree (each with `childMenu`), for the menus; `data` is `undefined` until loaded.
 * @example
 * const { data: tree = [] } = useCategories(); const menu = categoryMenu(tree, { onlyFirstFive: true });
 */
export function useCategories(
  options?: StoreQueryOptions<Category[]>,
): SWRResponse<Category[], StoreApiError> {
  return useStoreQuery('useCategories', categoriesQuery(), options);
}
