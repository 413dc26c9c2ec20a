import type { FilterState } from './types';

/**
 * The filter state of a fresh listing: page 1, grid view, no filter applied.
 * `pageSize` and `fetchLength` default to 24; spread the company's `quantityItemsPage` over them.
 */
export const defaultFilterState: FilterState = Object.freeze({
  path: '',
  viewList: 'g',
  textLink: '',
  pageNumber: 1,
  pageSize: 24,
  order: undefined,
  brand: undefined,
  category: undefined,
  group: undefined,
  keyWord: '',
  initialPrice: undefined,
  finalPrice: undefined,
  variations: Object.freeze([]) as readonly number[],
  idAttribute: Object.freeze([]) as readonly number[],
  idEventList: undefined,
  idCategories: Object.freeze([]) as readonly number[],
  idGroupingType: undefined,
  selectedFilter: '',
  fetchLength: 24,
});
