import type { FilterState } from './types';

/**
 * The filter-state fields an address carries, under their own names. Path and text link come from
 * the pathname; view mode, page size, fetch length and the open filter block are the session's.
 */
export const filterStateUrlFields = Object.freeze([
  'pageNumber',
  'order',
  'brand',
  'category',
  'group',
  'keyWord',
  'initialPrice',
  'finalPrice',
  'variations',
  'idAttribute',
  'idEventList',
  'idCategories',
  'idGroupingType',
] as const satisfies readonly (keyof FilterState)[]);
