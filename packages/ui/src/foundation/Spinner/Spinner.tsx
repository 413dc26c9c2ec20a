import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useUiMessages } from '../../messages/useUiMessages';
import { slotContent } from '../internal/slotContent';
import { spinnerMessages } from './spinnerMessages';

/** Props of `Spinner`. */
export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  /** The text screen readers announce; 'Carregando…' (or the provider's `ui.spinner.label`) when `undefined`. */
  label?: string | undefined;
  /** The ring's size (`--vt-spinner-size`): 'sm' 1 rem, 'md' 1.5 rem (default), 'lg' 2.5 rem. */
  size?: 'sm' | 'md' | 'lg' | undefined;
  /** Renders the single child element instead of the `<span>`, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
}

/**
 * A loading indicator announced politely (`role="status"` with a visually hidden 'Carregando…'). Put it where the
 * content will appear, inside a box of the final size, so nothing shifts when the content arrives.
 */
export function Spinner({
  label,
  size = 'md',
  asChild,
  className,
  children,
  ...rest
}: SpinnerProps): ReactNode {
  const text = useUiMessages('spinner', spinnerMessages, { label });
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp {...rest} role="status" className={cx('vt-spinner-root', className)} data-size={size}>
      {slotContent(
        asChild,
        children,
        <>
          <span className="vt-spinner" aria-hidden="true" />
          <span className="vt-visually-hidden">{text.label}</span>
        </>,
      )}
    </Comp>
  );
}
