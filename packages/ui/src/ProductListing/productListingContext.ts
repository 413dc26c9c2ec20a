import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductListingBehaviour } from './useProductListingBehaviour';

/** What a `ProductListing.Root` gives its parts: the listing's behaviour over its flow. */
export const ProductListingContext = createContext<ProductListingBehaviour | null>(null);

/** The nearest `ProductListing.Root`'s behaviour; throws, naming the fix, outside one. */
export function useListingPart(part: string): ProductListingBehaviour {
  return usePartsContext(ProductListingContext, 'ProductListing', part);
}

/**
 * The nearest `ProductListing.Root`'s listing: the flow (`useListing`'s view and commands) and the behaviour's
 * prop getters, for parts of your own.
 * @example
 * function MyCount() {
 *   const { flow } = useProductListing();
 *   return <span>{flow.products.length}</span>;
 * }
 */
export function useProductListing(): ProductListingBehaviour {
  return useListingPart('useProductListing');
}
