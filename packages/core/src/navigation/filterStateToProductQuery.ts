import type { FilterState, SortBy } from './types';

/** The query of the products-by-brand/group/category and search-with-filters calls (spec section 7). */
export interface ProductListQuery {
  readonly page: number;
  readonly pageSize: number;
  /** Comma list of category ids, `undefined` when none is chosen. */
  readonly idCategories?: string | undefined;
  /** The friendly path plus `/c`, `/m` or `/g`, `undefined` when empty. */
  readonly textLink?: string | undefined;
  readonly idGroupingType?: number | undefined;
  /** Comma list of variation ids, `undefined` when none is chosen. */
  readonly idVariation?: string | undefined;
  readonly idBrand?: number | undefined;
  /** Comma list of attribute ids, `undefined` when none is chosen. */
  readonly idAttribute?: string | undefined;
  /** Lower price bound, `undefined` when open. */
  readonly ofPrice?: number | undefined;
  /** Upper price bound, `undefined` when open. */
  readonly toPrice?: number | undefined;
  /** The order, `undefined` for the company default. */
  readonly sortBy?: SortBy | undefined;
  readonly showProductGroupingFilter: boolean;
}

function list(ids: readonly number[]): string | undefined {
  return ids.length > 0 ? ids.join(',') : undefined;
}

/**
 * The product-list query for a filter state: page, pageSize, idCategories, textLink,
 * idGroupingType, idVariation, idBrand, idAttribute, ofPrice, toPrice, sortBy and
 * showProductGroupingFilter (off unless asked). Unset filters are `undefined`, so callers drop them.
 */
export function filterStateToProductQuery(
  state: FilterState,
  options?: { readonly showProductGroupingFilter?: boolean },
): ProductListQuery {
  return {
    page: state.pageNumber,
    pageSize: state.pageSize,
    idCategories: list(state.idCategories),
    textLink: state.textLink || undefined,
    idGroupingType: state.idGroupingType,
    idVariation: list(state.variations),
    idBrand: state.brand,
    idAttribute: list(state.idAttribute),
    ofPrice: state.initialPrice,
    toPrice: state.finalPrice,
    sortBy: state.order,
    showProductGroupingFilter: options?.showProductGroupingFilter ?? false,
  };
}
