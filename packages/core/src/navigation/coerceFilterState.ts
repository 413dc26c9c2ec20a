import { defaultFilterState } from './defaultFilterState';
import { sortOptions } from './sortOptions';
import type { FilterState, SortBy } from './types';

const sortValues = new Set<string>(sortOptions.map((option) => option.value));

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function price(value: unknown): number | undefined {
  const number =
    typeof value === 'string' && /^\d{1,15}(\.\d{1,15})?$/.test(value.trim()) ? Number(value) : value;
  // JSON turns -0 into 0 anyway; normalising here keeps a parsed state equal to its source.
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number + 0 : undefined;
}

function ids(value: unknown): number[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const result: number[] = [];
  for (const item of items) {
    const id = positiveInteger(item);
    if (id !== undefined) result.push(id);
  }
  return result;
}

function order(value: unknown): SortBy | undefined {
  return typeof value === 'string' && sortValues.has(value) ? (value as SortBy) : undefined;
}

/**
 * Rebuilds a filter state from untrusted data (session storage, an old release, a hand-edited URL):
 * each field keeps its value only when it has the right shape, otherwise it takes the base's.
 */
export function coerceFilterState(raw: unknown, base: FilterState = defaultFilterState): FilterState {
  const source: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const has = (key: keyof FilterState) => Object.hasOwn(source, key) && source[key] != null;
  return {
    path: text(source.path, base.path),
    viewList: text(source.viewList, base.viewList),
    textLink: text(source.textLink, base.textLink),
    pageNumber: positiveInteger(source.pageNumber) ?? base.pageNumber,
    pageSize: positiveInteger(source.pageSize) ?? base.pageSize,
    order: has('order') ? (order(source.order) ?? base.order) : base.order,
    brand: has('brand') ? (positiveInteger(source.brand) ?? base.brand) : base.brand,
    category: has('category') ? (positiveInteger(source.category) ?? base.category) : base.category,
    group: has('group') ? (positiveInteger(source.group) ?? base.group) : base.group,
    keyWord: text(source.keyWord, base.keyWord),
    initialPrice: has('initialPrice') ? (price(source.initialPrice) ?? base.initialPrice) : base.initialPrice,
    finalPrice: has('finalPrice') ? (price(source.finalPrice) ?? base.finalPrice) : base.finalPrice,
    variations: has('variations') ? ids(source.variations) : base.variations,
    idAttribute: has('idAttribute') ? ids(source.idAttribute) : base.idAttribute,
    idEventList: has('idEventList')
      ? (positiveInteger(source.idEventList) ?? base.idEventList)
      : base.idEventList,
    idCategories: has('idCategories') ? ids(source.idCategories) : base.idCategories,
    idGroupingType: has('idGroupingType')
      ? (positiveInteger(source.idGroupingType) ?? base.idGroupingType)
      : base.idGroupingType,
    selectedFilter: text(source.selectedFilter, base.selectedFilter),
    fetchLength: positiveInteger(source.fetchLength) ?? base.fetchLength,
  };
}
