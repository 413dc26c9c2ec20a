import { cartMessages } from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { type CartPreviewMessages, cartPreviewMessages } from './cartPreviewMessages';
import type { CartPreviewOpenState } from './useCartPreviewOpen';

/** The open state a `CartPreview.Root` gives its parts. */
export const PreviewContext = createContext<CartPreviewOpenState | null>(null);

/** The nearest `CartPreview.Root`'s open state; throws, naming the fix, outside one. */
export function usePreview(part: string): CartPreviewOpenState {
  return usePartsContext(PreviewContext, 'CartPreview', part);
}

/** Texts of the cart preview: the kit's (`ui.cartPreview`) with the cart's own from the provider. */
export function useTexts(overrides?: Partial<CartPreviewMessages>) {
  const ui = useUiMessages('cartPreview', cartPreviewMessages, overrides);
  const { messages } = useStorefront();
  return {
    ui,
    rules: messages.rules,
    exhaustedDeleteAll: messages.cart?.exhaustedDeleteAll ?? cartMessages.exhaustedDeleteAll,
  };
}
