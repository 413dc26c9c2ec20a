import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductCardModel } from './useProductCard';

/** The card a `ProductCard.Root` gives its parts. */
export const ProductCardContext = createContext<ProductCardModel | null>(null);

/** The nearest `ProductCard.Root`'s card; throws, naming the fix, outside one. */
export function useProductCardContext(part: string): ProductCardModel {
  return usePartsContext(ProductCardContext, 'ProductCard', part);
}
