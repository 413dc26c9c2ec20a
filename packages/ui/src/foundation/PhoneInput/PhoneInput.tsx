import { maskPhone } from '@vitrine/core';
import type { ChangeEvent, ClipboardEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import { part } from '../internal/createPart';
import { useControllableState } from '../internal/useControllableState';

/** The longest masked phone: (00) 00000-0000. */
const PHONE_MAX_LENGTH = 15;

/** Props of `PhoneInput`: an `<input>`'s props plus the masked value trio. */
export interface PhoneInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'type' | 'maxLength'> {
  /** The controlled masked value; `undefined` leaves it uncontrolled. */
  value?: string | undefined;
  /** The first value when uncontrolled (masked on the way in); '' when `undefined`. */
  defaultValue?: string | undefined;
  /** Hears every masked value, e.g. '(11) 98765-4321'. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Blocks pasting (the contact form's rule); `false` by default. */
  blockPaste?: boolean | undefined;
  /** Renders the single child element instead of the `<input>`, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
}

const PhoneInputElement = part('input', 'PhoneInput.PhoneInput', 'vt-input');

/**
 * A Brazilian phone field masked as you type with core's `maskPhone` ('(11) 3456-7890', '(11) 98765-4321'):
 * `type="tel"`, `inputMode="tel"`, `autoComplete="tel-national"`, at most 15 characters. Label it like any input;
 * its value (and `onValueChange`) is the masked text, which the form schemas validate.
 */
export function PhoneInput({
  value: valueProp,
  defaultValue,
  onValueChange,
  blockPaste = false,
  className,
  onChange,
  onPaste,
  ...rest
}: PhoneInputProps): ReactNode {
  const [value, setValue] = useControllableState(valueProp, maskPhone(defaultValue ?? ''), onValueChange);
  return (
    <PhoneInputElement
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...rest}
      value={value}
      maxLength={PHONE_MAX_LENGTH}
      className={cx('vt-phone-input', className)}
      data-paste-blocked={blockPaste ? '' : undefined}
      onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
        setValue(maskPhone(event.currentTarget.value)),
      )}
      onPaste={composeEventHandlers(onPaste, (event: ClipboardEvent<HTMLInputElement>) => {
        if (blockPaste) event.preventDefault();
      })}
    />
  );
}
