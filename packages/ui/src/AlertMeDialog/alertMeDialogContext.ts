import type { AlertMeFlow } from '@vitrine/hooks';
import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';

/** What `AlertMeDialog.Root` gives its parts: the page's back-in-stock flow and the dialog's own state. */
export interface AlertMeDialogContextValue {
  readonly flow: AlertMeFlow;
  /** The last registration failed (not a duplicate) and the shopper has not tried again. */
  readonly failed: boolean;
  /** Gives focus back to the element that opened the flow (`Dialog.Content`'s `onCloseAutoFocus`). */
  returnFocus(event: Event): void;
}

/** The nearest `AlertMeDialog.Root`'s state; `null` outside one. */
export const AlertMeDialogContext = createContext<AlertMeDialogContextValue | null>(null);

/** The nearest `AlertMeDialog.Root`'s state; throws, naming the fix, outside one. */
export function useAlertMeDialogContext(part: string): AlertMeDialogContextValue {
  return usePartsContext(AlertMeDialogContext, 'AlertMeDialog', part);
}
