import { createContext } from 'react';
import type {
  ProductFormDialog,
  ProductFormDialogContextValue,
  ProductFormFlow,
} from './productFormDialogTypes';

/**
 * Declares a product-form dialog: its name, its CSS block and its flow; the context its parts share is made
 * here. Light on purpose: the page module (Root, Content) and the box fetched on demand both import it.
 * @example
 * const alertMeDialog = defineProductFormDialog({ widget: 'AlertMeDialog', block: 'vt-alert-me-dialog', useFlow: useAlertMe });
 */
export function defineProductFormDialog<Flow extends ProductFormFlow>(options: {
  readonly widget: string;
  readonly block: string;
  readonly useFlow: () => Flow;
}): ProductFormDialog<Flow> {
  return { ...options, Context: createContext<ProductFormDialogContextValue<Flow> | null>(null) };
}
