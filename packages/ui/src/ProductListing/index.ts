'use client';

// `@vitrine/ui/ProductListing`: what `@vitrine/ui` exports from this folder.
export type {
  ProductListingEmptyProps,
  ProductListingExtrasProps,
  ProductListingGridProps,
  ProductListingKindProps,
  ProductListingLoadErrorProps,
  ProductListingLoadMoreProps,
  ProductListingPagingProps,
  ProductListingProps,
  ProductListingResultCountProps,
  ProductListingRootOptions,
  ProductListingRootProps,
  ProductListingSortProps,
  RenderListingProduct,
  RenderListingShelf,
} from './ProductListing';
export {
  ProductListing,
  ProductListingEmpty,
  ProductListingExtras,
  ProductListingFilterChips,
  ProductListingFilterDrawer,
  ProductListingFilterGroup,
  ProductListingFilters,
  ProductListingGrid,
  ProductListingLoadError,
  ProductListingLoadMore,
  ProductListingPaging,
  ProductListingPriceFilter,
  ProductListingResultCount,
  ProductListingRoot,
  ProductListingSort,
} from './ProductListing';
export type {
  ProductListingFilterChipsProps,
  ProductListingFilterDrawerProps,
  ProductListingFilterGroupProps,
  ProductListingFiltersProps,
  ProductListingPriceFilterProps,
} from './ProductListingFilters';
export { useProductListing } from './productListingContext';
export type { ProductListingMessages } from './productListingMessages';
export { productListingMessages } from './productListingMessages';
export type {
  ProductListingBehaviour,
  ProductListingBehaviourOptions,
  ProductListingChip,
  ProductListingGroup,
  ProductListingMode,
  ProductListingOption,
  ProductListingShelf,
} from './useProductListingBehaviour';
export { useProductListingBehaviour } from './useProductListingBehaviour';
