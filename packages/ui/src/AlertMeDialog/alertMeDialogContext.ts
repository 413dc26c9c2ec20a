import { type AlertMeFlow, useAlertMe } from '@vitrine/hooks';
import { usePartsContext } from '../internal/partsContext';
import { defineProductFormDialog } from '../internal/productFormDialog/defineProductFormDialog';
import type { ProductFormDialogContextValue } from '../internal/productFormDialog/productFormDialogTypes';

/** What `AlertMeDialog.Root` gives its parts: the page's back-in-stock flow and the dialog's status. */
export type AlertMeDialogContextValue = ProductFormDialogContextValue<AlertMeFlow>;

/** The back-in-stock dialog: a product-form dialog over the page's one `useAlertMe` flow. */
export const alertMeDialog = defineProductFormDialog({
  widget: 'AlertMeDialog',
  block: 'vt-alert-me-dialog',
  useFlow: useAlertMe,
});

/** The nearest `AlertMeDialog.Root`'s state; `null` outside one. */
export const AlertMeDialogContext = alertMeDialog.Context;

/** The nearest `AlertMeDialog.Root`'s state; throws, naming the fix, outside one. */
export function useAlertMeDialogContext(part: string): AlertMeDialogContextValue {
  return usePartsContext(AlertMeDialogContext, 'AlertMeDialog', part);
}
