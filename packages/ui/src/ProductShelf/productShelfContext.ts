import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductShelfCarousel } from './useProductShelfCarousel';

/** The carousel a `ProductShelf.Root` gives its parts. */
export const ProductShelfContext = createContext<ProductShelfCarousel | null>(null);

/** The nearest `ProductShelf.Root`'s carousel; throws, naming the fix, outside one. */
export function useProductShelfContext(part: string): ProductShelfCarousel {
  return usePartsContext(ProductShelfContext, 'ProductShelf', part);
}
