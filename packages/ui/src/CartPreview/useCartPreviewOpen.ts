import { useCart, useStorefrontEvent } from '@vitrine/hooks';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useControllableState } from '../foundation/internal/useControllableState';
import { noSelection } from '../internal/noSelection';

// Layout effects warn during server rendering; the sheet is closed there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Options of `useCartPreviewOpen`: the open trio and whether the bus's `cart.view` opens the sheet. */
export interface UseCartPreviewOpenOptions {
  readonly open?: boolean | undefined;
  readonly defaultOpen?: boolean | undefined;
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** Opens on every `cart.view` of the page (the `CartCount` button, a script); `true` by default. */
  readonly openOnCartView?: boolean | undefined;
}

/** What `useCartPreviewOpen` returns. */
export interface CartPreviewOpenState {
  readonly open: boolean;
  /** Opening publishes `cart.view` (the cart reloads and `view_cart` is sent once); closing closes. */
  setOpen(open: boolean): void;
  /** For `Dialog.Content`'s `onCloseAutoFocus`: focus goes back where it was when the sheet opened. */
  returnFocus(event: Event): void;
}

/**
 * The open state of the cart sheet: controlled or not, opened by its trigger or by any `cart.view` on the
 * bus (the header's `CartCount`), and giving focus back to the element that had it when the sheet opened
 * (Radix only knows its own trigger, and the sheet is usually opened from the badge outside it).
 * @example
 * const { open, setOpen, returnFocus } = useCartPreviewOpen({ defaultOpen: false });
 */
export function useCartPreviewOpen(options: UseCartPreviewOpenOptions): CartPreviewOpenState {
  const [open, setOwnOpen] = useControllableState(
    options.open,
    options.defaultOpen ?? false,
    options.onOpenChange,
  );
  const { view } = useCart(noSelection);
  const openOnCartView = options.openOnCartView ?? true;
  useStorefrontEvent('cart.view', () => {
    if (openOnCartView) setOwnOpen(true);
  });
  const setOpen = useCallback(
    (next: boolean) => {
      if (!next) return setOwnOpen(false);
      // One path for every opening: the bus event opens this sheet (and reloads the cart once).
      if (!openOnCartView) setOwnOpen(true);
      view();
    },
    [openOnCartView, setOwnOpen, view],
  );
  const opener = useRef<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    // Runs before the sheet's focus scope moves focus inside (a passive effect), so this is the opener.
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const returnFocus = useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  return { open, setOpen, returnFocus };
}
