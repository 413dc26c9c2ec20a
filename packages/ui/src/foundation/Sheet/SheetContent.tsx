import * as FocusScope from '@radix-ui/react-focus-scope';
import { hideOthers } from 'aria-hidden';
import { Dialog, Slot } from 'radix-ui';
import { type ComponentProps, useEffect, useLayoutEffect, useRef } from 'react';
import { RemoveScroll } from 'react-remove-scroll';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { useMergedRefs } from '../../internal/mergeRefs';

// Layout effects warn during server rendering; a sheet is never open there (its portal renders on the client).
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Props of `SheetContent`: Radix `Dialog.Content`'s, plus the dialog's open state and the overlay's class. */
export type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  /** The `Dialog.Root`'s open state (the overlay, the scroll lock and the focus trap follow it). */
  readonly open: boolean;
  /** The overlay's class (`vt-sheet-overlay` plus the widget's own). */
  readonly overlayClassName: string;
};

/**
 * A modal sheet that opens without restyling the whole page. Radix's modal dialog sets `pointer-events: none` on
 * `<body>`, an inherited property: opening it recomputes the style of every element of the page, which on a
 * phone (a page of 1,500 elements at a quarter of a laptop's speed) is about 100 ms before the sheet shows.
 *
 * This is the same modal without that: it goes inside a `Dialog.Root modal={false}` (in a `Dialog.Portal`),
 * and brings back what the modal mode gave, each its own way:
 * - an overlay over the page (`overlayClassName`) that takes every press outside the sheet, and closes it;
 * - the page's scroll locked, pinch-zoom allowed (`react-remove-scroll`, as Radix does);
 * - the rest of the page hidden from assistive technologies (`aria-hidden`, as Radix does);
 * - focus trapped inside, Tab looping (Radix's `FocusScope`), and kept there: focus leaving never closes it;
 * - on closing, focus goes back to the element that had it when the sheet opened (its trigger, or a badge
 *   elsewhere on the page that opened it), however it was closed, unless `onCloseAutoFocus` calls
 *   `preventDefault()`.
 *
 * Escape, the overlay and `Dialog.Close` close it, as before.
 */
export function SheetContent({
  open,
  overlayClassName,
  ref,
  onFocusOutside,
  onPointerDownOutside,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const content = useRef<HTMLDivElement | null>(null);
  // The same callback from render to render: a new one would detach and attach the sheet's refs on each render.
  const contentRef = useMergedRefs(content, ref);
  const opener = useRef<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    // Runs before the focus scope moves focus inside (a passive effect), so this is what opened the sheet.
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    const node = content.current;
    if (open && node) return hideOthers(node);
  }, [open]);
  return (
    <>
      {open ? (
        <RemoveScroll as={Slot.Root} allowPinchZoom shards={[content]}>
          <div className={overlayClassName} data-state="open" />
        </RemoveScroll>
      ) : null}
      {/* Radix's own scope, inside, moves focus in and out; this one only traps (never refocuses on unmount). */}
      <FocusScope.Root asChild trapped={open} loop onUnmountAutoFocus={(event) => event.preventDefault()}>
        <Dialog.Content
          {...props}
          ref={contentRef}
          onFocusOutside={composeEventHandlers(onFocusOutside, (event) => event.preventDefault())}
          onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, (event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          })}
          onPointerDownOutside={composeEventHandlers(onPointerDownOutside, (event) => {
            // A right click outside (or ctrl+click) opens a context menu, it does not close the sheet.
            const press = event.detail.originalEvent;
            if (press.button === 2 || (press.button === 0 && press.ctrlKey)) event.preventDefault();
          })}
        />
      </FocusScope.Root>
    </>
  );
}
