import { createContext, useContext } from 'react';
import { useUiMessages } from '../messages/useUiMessages';
import { type ProductDetailMessages, productDetailMessages } from './productDetailMessages';

/** The texts a `ProductDetail.Root` was given (its `messages` prop), for every part inside it. */
export const ProductDetailTextsContext = createContext<Partial<ProductDetailMessages> | undefined>(undefined);

/**
 * The texts of a part: the pt-BR defaults, then the provider's `messages.ui.productDetail`, then the Root's
 * `messages`, then the part's own text props (`undefined` keeps the text above).
 */
export function useTexts(overrides?: Partial<ProductDetailMessages>): ProductDetailMessages {
  const fromRoot = useContext(ProductDetailTextsContext);
  const merged: Partial<ProductDetailMessages> = { ...fromRoot };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return useUiMessages('productDetail', productDetailMessages, merged);
}
