import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { ProductRatingsMessages } from './productRatingsMessages';
import type { ProductRatingsProduct, RatingListState } from './useRatingList';

/** What `ProductRatings.Root` gives its parts. */
export interface ProductRatingsContextValue {
  readonly product: ProductRatingsProduct;
  readonly list: RatingListState;
  /** The texts: the kit's defaults, the provider's `messages.ui.productRatings`, then the Root's `texts`. */
  readonly texts: ProductRatingsMessages;
  /** Whether the form shows (the 'Avaliar produto' disclosure). */
  readonly formOpen: boolean;
  setFormOpen(open: boolean): void;
  /** The form element's id, for the disclosure button's `aria-controls`. */
  readonly formId: string;
}

/** The nearest `ProductRatings.Root`'s state; `null` outside one. */
export const ProductRatingsContext = createContext<ProductRatingsContextValue | null>(null);

/** The nearest `ProductRatings.Root`'s state; throws, naming the fix, outside one. */
export function useProductRatingsContext(part: string): ProductRatingsContextValue {
  return usePartsContext(ProductRatingsContext, 'ProductRatings', part);
}
