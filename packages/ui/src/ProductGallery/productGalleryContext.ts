import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductGalleryBehaviour } from './useProductGallery';

/** What a `ProductGallery.Root` gives its parts: the behaviour hook's result. */
export const GalleryContext = createContext<ProductGalleryBehaviour | null>(null);

/** The nearest `ProductGallery.Root`'s behaviour; throws, naming the fix, outside one. */
export function useGallery(part: string): ProductGalleryBehaviour {
  return usePartsContext(GalleryContext, 'ProductGallery', part);
}
