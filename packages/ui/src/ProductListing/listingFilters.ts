import type { FilterState, ListingFilterChanges, ListingFilterOptionKey, ProductFilter } from '@vitrine/core';

/** How a filter group is chosen: several options, one option (the listing keeps one brand, one grouping), or a range. */
export type ListingFilterGroupKind = 'multiple' | 'single' | 'price';

const kindOfKey: Readonly<Record<string, ListingFilterGroupKind>> = {
  idCategories: 'multiple',
  idVariation: 'multiple',
  idAttribute: 'multiple',
  idBrand: 'single',
  idGroupingType: 'single',
  price: 'price',
};

/**
 * How a filter group of the listing is chosen, after the listing flow's own rules: categories, variations and
 * attributes add up; a brand or a grouping type replaces the previous one; 'price' is a range. `undefined` for a
 * key the flow cannot apply (the group is not shown).
 */
export function filterGroupKind(key: string): ListingFilterGroupKind | undefined {
  return kindOfKey[key];
}

/** Whether option `id` of a group keyed `key` is applied in `filter`. */
export function isOptionChosen(filter: FilterState, key: ListingFilterOptionKey, id: number): boolean {
  switch (key) {
    case 'idCategories':
      return filter.idCategories.includes(id);
    case 'idVariation':
      return filter.variations.includes(id);
    case 'idAttribute':
      return filter.idAttribute.includes(id);
    case 'idBrand':
      return filter.brand === id;
    case 'idGroupingType':
      return filter.idGroupingType === id;
  }
}

/** What removing a chip does: toggle one option off, or change the filter fields named. */
export type ListingChipAction =
  | { readonly type: 'toggle'; readonly key: ListingFilterOptionKey; readonly id: number }
  | { readonly type: 'change'; readonly changes: ListingFilterChanges };

/** One applied filter, as a removable chip. */
export interface ListingChip {
  /** Unique among the chips (a React key). */
  readonly id: string;
  /** The option's name (the price range's text, the keyword in quotes). */
  readonly label: string;
  readonly action: ListingChipAction;
}

/** Texts `listingChips` needs: the price chip from formatted prices, and a price formatter. */
export interface ListingChipTexts {
  priceChip(from: string | undefined, to: string | undefined): string;
  formatPrice(value: number): string;
}

function optionName(filters: readonly ProductFilter[], key: string, id: number): string | undefined {
  for (const group of filters) {
    if (group.key !== key) continue;
    const option = group.options.find((candidate) => candidate.id === id);
    if (option) return option.name;
  }
  return undefined;
}

/**
 * The applied filters of `filter` as chips, in the panel's order (categories, brand, group, variations,
 * attributes, grouping type, price, keyword), each named by its option in the listing's filter groups (its id
 * when the groups do not list it, e.g. a filter from the address the listing no longer offers).
 */
export function listingChips(
  filter: FilterState,
  filters: readonly ProductFilter[],
  texts: ListingChipTexts,
): readonly ListingChip[] {
  const chips: ListingChip[] = [];
  const named = (key: string, id: number) => optionName(filters, key, id) ?? String(id);
  for (const id of filter.idCategories) {
    chips.push({
      id: `idCategories:${id}`,
      label: named('idCategories', id),
      action: { type: 'toggle', key: 'idCategories', id },
    });
  }
  if (filter.brand !== undefined) {
    chips.push({
      id: `idBrand:${filter.brand}`,
      label: named('idBrand', filter.brand),
      action: { type: 'toggle', key: 'idBrand', id: filter.brand },
    });
  }
  if (filter.group !== undefined) {
    chips.push({
      id: `group:${filter.group}`,
      label: named('idGroupingType', filter.group),
      action: { type: 'change', changes: { group: undefined } },
    });
  }
  for (const id of filter.variations) {
    chips.push({
      id: `idVariation:${id}`,
      label: named('idVariation', id),
      action: { type: 'toggle', key: 'idVariation', id },
    });
  }
  for (const id of filter.idAttribute) {
    chips.push({
      id: `idAttribute:${id}`,
      label: named('idAttribute', id),
      action: { type: 'toggle', key: 'idAttribute', id },
    });
  }
  if (filter.idGroupingType !== undefined) {
    chips.push({
      id: `idGroupingType:${filter.idGroupingType}`,
      label: named('idGroupingType', filter.idGroupingType),
      action: { type: 'toggle', key: 'idGroupingType', id: filter.idGroupingType },
    });
  }
  if (filter.initialPrice !== undefined || filter.finalPrice !== undefined) {
    const from = filter.initialPrice === undefined ? undefined : texts.formatPrice(filter.initialPrice);
    const to = filter.finalPrice === undefined ? undefined : texts.formatPrice(filter.finalPrice);
    chips.push({
      id: 'price',
      label: texts.priceChip(from, to),
      action: { type: 'change', changes: { initialPrice: undefined, finalPrice: undefined } },
    });
  }
  const keyWord = filter.keyWord.trim();
  if (keyWord !== '') {
    chips.push({
      id: 'keyWord',
      label: `"${keyWord}"`,
      action: { type: 'change', changes: { keyWord: '' } },
    });
  }
  return chips;
}
