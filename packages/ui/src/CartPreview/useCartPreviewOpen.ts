import { useCart, useStorefrontEvent } from '@vitrine/hooks';
import { useCallback } from 'react';
import { useControllableState } from '../foundation/internal/useControllableState';
import { noSelection } from '../internal/noSelection';

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
}

/**
 * The open state of the cart sheet: controlled or not, opened by its trigger or by any `cart.view` on the
 * bus (the header's `CartCount`). Focus goes back to whatever opened it: `SheetContent` sees to that.
 * @example
 * const { open, setOpen } = useCartPreviewOpen({ defaultOpen: false });
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
  return { open, setOpen };
}
