import type { FormErrorProps, FormFieldProps } from '@vitrine/hooks';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { Alert, type AlertProps } from '../foundation/Alert/Alert';
import { BoundField } from '../foundation/Field/Field';
import { part } from '../foundation/internal/createPart';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';

/** The input props a field part passes on (the value and the wiring are the form's). */
export type FieldInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'type' | 'children'
>;

/** What the shared field frame needs of one form field. */
interface FieldFrameProps extends FieldInputProps {
  readonly field: FormFieldProps;
  readonly error: FormErrorProps;
  readonly label: ReactNode;
  readonly type: 'text' | 'email' | 'password';
  /** Turns the typed text into the field's value (a mask); as typed when `undefined`. */
  readonly format?: ((typed: string) => string) | undefined;
}

/** One field of the password forms, a foundation `Field`: label, input and its message (shown once changed or left). */
export function FieldFrame({
  field,
  error,
  label,
  type,
  format,
  className,
  ref,
  onChange,
  onBlur,
  ...props
}: FieldFrameProps) {
  return (
    <BoundField
      field={field}
      error={error}
      label={label}
      className="vt-password-forms__field"
      labelClassName="vt-password-forms__label"
      errorClassName="vt-password-forms__error-text"
    >
      <input
        type={type}
        required
        {...props}
        ref={ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
          field.onChange(format ? format(event.target.value) : event.target.value),
        )}
        onBlur={composeEventHandlers(onBlur, () => field.onBlur())}
        className={cx('vt-input', 'vt-password-forms__input', className)}
      />
    </BoundField>
  );
}

/** Props of the server-failure banner parts. */
export type ServerErrorProps = Omit<AlertProps, 'kind' | 'title' | 'detail'>;

/** The server's text of the last failed submission as an error banner (`role="alert"`); nothing otherwise. */
export function ServerError({
  message,
  timeoutMs = 0,
  className,
  ...props
}: ServerErrorProps & { readonly message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert
      kind="error"
      timeoutMs={timeoutMs}
      title={message}
      {...props}
      className={cx('vt-password-forms__error', className)}
    />
  );
}

const SubmitButtonElement = part('button', 'PasswordForms.SubmitButton', 'vt-button');

/** The submit button of a password form: busy and disabled while sending. */
export function SubmitButton({
  busy,
  className,
  children,
  disabled,
  ...props
}: PartProps<'button'> & { readonly busy: boolean }) {
  return (
    <SubmitButtonElement
      type="submit"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-loading={dataFlag(busy)}
      className={cx('vt-password-forms__submit', className)}
    >
      {busy ? <span className="vt-spinner vt-password-forms__spinner" aria-hidden="true" /> : null}
      {children}
    </SubmitButtonElement>
  );
}

const StatusRegionElement = part('div', 'PasswordForms.StatusRegion', 'vt-password-forms__status');

/** A polite live region present from the start, holding the outcome text once there is one. */
export function StatusRegion({
  text,
  ...props
}: Omit<PartProps<'div'>, 'children'> & { readonly text: string | undefined }) {
  return (
    <StatusRegionElement role="status" data-kind={text ? 'success' : undefined} {...props}>
      {text}
    </StatusRegionElement>
  );
}
