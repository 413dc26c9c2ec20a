import type { QuoteFlow } from '@vitrine/hooks';
import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';

/** What `QuoteDialog.Root` gives its parts: the page's quote flow and the dialog's own state. */
export interface QuoteDialogContextValue {
  readonly flow: QuoteFlow;
  /** The last quote request failed and the shopper has not tried again. */
  readonly failed: boolean;
  /** Gives focus back to the element that opened the flow (`Dialog.Content`'s `onCloseAutoFocus`). */
  returnFocus(event: Event): void;
}

/** The nearest `QuoteDialog.Root`'s state; `null` outside one. */
export const QuoteDialogContext = createContext<QuoteDialogContextValue | null>(null);

/** The nearest `QuoteDialog.Root`'s state; throws, naming the fix, outside one. */
export function useQuoteDialogContext(part: string): QuoteDialogContextValue {
  return usePartsContext(QuoteDialogContext, 'QuoteDialog', part);
}
