import { createContext, type Ref, type RefCallback, useCallback } from 'react';
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

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One callback ref feeding two refs (the consumer's and the part's own). */
export function useMergedRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      assignRef(first, node);
      assignRef(second, node);
    },
    [first, second],
  );
}
