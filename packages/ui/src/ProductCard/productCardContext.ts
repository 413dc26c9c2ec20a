import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductCardModel, ProductCardReads } from './useProductCard';

/** The card a `ProductCard.Root` gives its parts. */
export const ProductCardContext = createContext<ProductCardModel | null>(null);

/** The nearest `ProductCard.Root`'s card; throws, naming the fix, outside one. */
export function useProductCardContext(part: string): ProductCardModel {
  return usePartsContext(ProductCardContext, 'ProductCard', part);
}

/**
 * The company settings and wishlist a list of cards read once for all of them (`ProductCardReadsProvider`);
 * `null` outside such a list, where each card reads its own.
 */
export const ProductCardReadsContext = createContext<ProductCardReads | null>(null);
