import { createContext, type Ref, type RefCallback } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductGalleryBehaviour } from './useProductGallery';

/** What a `ProductGallery.Root` gives its parts: the behaviour hook's result. */
export const GalleryContext = createContext<ProductGalleryBehaviour | null>(null);

/** The nearest `ProductGallery.Root`'s behaviour; throws, naming the fix, outside one. */
export function useGallery(part: string): ProductGalleryBehaviour {
  return usePartsContext(GalleryContext, 'ProductGallery', part);
}

/** One ref callback feeding every given ref (a part's own and its consumer's). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
