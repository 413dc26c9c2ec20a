import { useStorefrontEvent } from '@vitrine/hooks';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Layout effects warn during server rendering; the dialog is closed there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Options of `useProductFormDialog`: what the page's flow (`useAlertMe`, `useQuote`) says. */
export interface ProductFormDialogOptions {
  readonly isOpen: boolean;
  readonly isSending: boolean;
  /** The title of the error alert the flow publishes when its request fails (from the provider's messages). */
  readonly failureText: string;
  /** Hears every opening and closing of the flow. */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
}

/** What `useProductFormDialog` returns. */
export interface ProductFormDialogState {
  /** The last request failed and the shopper has not tried again nor closed the form. */
  readonly failed: boolean;
  /** For `Dialog.Content`'s `onCloseAutoFocus`: focus goes back to what had it when the flow opened. */
  returnFocus(event: Event): void;
}

/**
 * The dialog side of a product form flow opened from anywhere on the page (a card, the detail page, a script):
 * it remembers the element that had focus when the flow opened and gives focus back to it on close (Radix only
 * knows its own trigger, and these dialogs have none), and it keeps the flow's failure in view inside the dialog,
 * where a modal hides the page's alert banners from assistive technology.
 * @example
 * const flow = useAlertMe();
 * const { failed, returnFocus } = useProductFormDialog({ isOpen: flow.isOpen, isSending: flow.isSending, failureText: 'Erro…' });
 */
export function useProductFormDialog(options: ProductFormDialogOptions): ProductFormDialogState {
  const { isOpen, isSending, failureText, onOpenChange } = options;
  const [failed, setFailed] = useState(false);
  const latest = useRef({ isOpen, failureText, onOpenChange });
  latest.current = { isOpen, failureText, onOpenChange };

  useStorefrontEvent('alert', (event) => {
    const now = latest.current;
    if (now.isOpen && event.kind === 'error' && event.title === now.failureText) setFailed(true);
  });
  useEffect(() => {
    if (isSending || !isOpen) setFailed(false);
  }, [isSending, isOpen]);

  const reported = useRef(isOpen);
  useEffect(() => {
    if (reported.current === isOpen) return;
    reported.current = isOpen;
    latest.current.onOpenChange?.(isOpen);
  }, [isOpen]);

  const opener = useRef<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    // Runs before the dialog's focus scope moves focus inside (a passive effect), so this is the opener.
    const active = document.activeElement;
    if (isOpen && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [isOpen]);
  const returnFocus = useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  return { failed, returnFocus };
}

/**
 * For `Dialog.Content`'s `onOpenAutoFocus`: focus goes to the form's first field rather than the × button that
 * comes first in reading order; Radix's default (the first focusable element) when the dialog has no field.
 */
export function focusFirstField(event: Event): void {
  const content = event.currentTarget ?? event.target;
  if (!(content instanceof HTMLElement)) return;
  const field = content.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select');
  if (!field) return;
  event.preventDefault();
  field.focus();
}
