import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { WishlistGridBehaviour } from './useWishlistGrid';

/** The grid a `WishlistGrid.Root` gives its parts. */
export const WishlistGridContext = createContext<WishlistGridBehaviour | null>(null);

/** The nearest `WishlistGrid.Root`'s grid; throws, naming the fix, outside one. */
export function useWishlistGridContext(part: string): WishlistGridBehaviour {
  return usePartsContext(WishlistGridContext, 'WishlistGrid', part);
}
