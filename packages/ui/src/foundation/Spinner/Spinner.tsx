import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiMessages } from '../../messages/useUiMessages';
import { part } from '../internal/createPart';
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

const SpinnerElement = part('span', 'Spinner.Spinner', 'vt-spinner-root');

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
  return (
    <SpinnerElement asChild={asChild} {...rest} role="status" className={className} data-size={size}>
      {slotContent(
        asChild,
        children,
        <>
          <span className="vt-spinner" aria-hidden="true" />
          <span className="vt-visually-hidden">{text.label}</span>
        </>,
      )}
    </SpinnerElement>
  );
}
