import { type QuoteFlow, useQuote } from '@vitrine/hooks';
import { usePartsContext } from '../internal/partsContext';
import { defineProductFormDialog } from '../internal/productFormDialog/defineProductFormDialog';
import type { ProductFormDialogContextValue } from '../internal/productFormDialog/productFormDialogTypes';

/** What `QuoteDialog.Root` gives its parts: the page's quote flow and the dialog's status. */
export type QuoteDialogContextValue = ProductFormDialogContextValue<QuoteFlow>;

/** The quote dialog: a product-form dialog over the page's one `useQuote` flow. */
export const quoteDialog = defineProductFormDialog({
  widget: 'QuoteDialog',
  block: 'vt-quote-dialog',
  useFlow: useQuote,
});

/** The nearest `QuoteDialog.Root`'s state; `null` outside one. */
export const QuoteDialogContext = quoteDialog.Context;

/** The nearest `QuoteDialog.Root`'s state; throws, naming the fix, outside one. */
export function useQuoteDialogContext(part: string): QuoteDialogContextValue {
  return usePartsContext(QuoteDialogContext, 'QuoteDialog', part);
}
