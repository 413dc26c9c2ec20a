import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nextProductFormDialogStatus, type ProductFormFlowState } from './productFormDialogStatus';
import type { ProductFormDialogStatus } from './productFormDialogTypes';

// Layout effects warn during server rendering; the dialog is closed there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** What `useProductFormDialog` returns. */
export interface ProductFormDialogState {
  /** The dialog's status, from the flow's state (see `nextProductFormDialogStatus`). */
  readonly status: ProductFormDialogStatus;
  /** For `Dialog.Content`'s `onCloseAutoFocus`: focus goes back to what had it when the flow opened. */
  returnFocus(event: Event): void;
}

/**
 * The dialog side of a product form flow opened from anywhere on the page (a card, the detail page, a script):
 * its status read from the flow's state (a failure stays in view inside the dialog, where a modal hides the
 * page's alert banners from assistive technology); `onOpenChange` on every opening and closing; and focus given
 * back on close to the element that had it when the flow opened (Radix only knows its own trigger, and these
 * dialogs have none).
 * @example
 * const flow = useAlertMe();
 * const { status, returnFocus } = useProductFormDialog(flow, (open) => console.info(open));
 */
export function useProductFormDialog(
  flow: ProductFormFlowState,
  onOpenChange?: ((open: boolean) => void) | undefined,
): ProductFormDialogState {
  const { isOpen, isSending } = flow;

  // The status depends on the flow's state before this one: kept from the last render and updated during this
  // one, so a failure shows in the same commit as the end of the request.
  const [seen, setSeen] = useState(() => ({
    isOpen,
    isSending,
    status: nextProductFormDialogStatus('closed', { isOpen, isSending }),
  }));
  let status = seen.status;
  if (seen.isOpen !== isOpen || seen.isSending !== isSending) {
    status = nextProductFormDialogStatus(seen.status, { isOpen, isSending });
    setSeen({ isOpen, isSending, status });
  }

  const latestOnOpenChange = useRef(onOpenChange);
  latestOnOpenChange.current = onOpenChange;
  const reported = useRef(isOpen);
  useEffect(() => {
    if (reported.current === isOpen) return;
    reported.current = isOpen;
    latestOnOpenChange.current?.(isOpen);
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

  return { status, returnFocus };
}
