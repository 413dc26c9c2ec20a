import type { ProductListQuery } from '../client/ProductListQuery';
import { sortByWireValue } from './sortByWireValue';
import type { FilterState } from './types';

function ids(list: readonly number[]): readonly number[] | undefined {
  return list.length > 0 ? list : undefined;
}

/**
 * The product-list query (the client's `ProductListQuery`) for a filter state: page, pageSize,
 * idCategories, textLink, idGroupingType, idVariation (the chosen variations), idBrand, idAttribute,
 * ofPrice, toPrice, sortBy (in the platform's letter form, see `sortByWireValue`) and showProductGroupingFilter (off unless asked). Unset filters are
 * `undefined`, so the client leaves them out of the call.
 */
export function filterStateToProductQuery(
  state: FilterState,
  options?: { readonly showProductGroupingFilter?: boolean },
): ProductListQuery {
  return {
    page: state.pageNumber,
    pageSize: state.pageSize,
    idCategories: ids(state.idCategories),
    textLink: state.textLink || undefined,
    idGroupingType: state.idGroupingType,
    idVariation: ids(state.variations),
    idBrand: state.brand,
    idAttribute: ids(state.idAttribute),
    ofPrice: state.initialPrice,
    toPrice: state.finalPrice,
    sortBy: state.order ? sortByWireValue(state.order) : undefined,
    showProductGroupingFilter: options?.showProductGroupingFilter ?? false,
  };
}
