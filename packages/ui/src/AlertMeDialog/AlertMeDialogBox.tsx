import type { AlertMeField } from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { Dialog, Slot } from 'radix-ui';
import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { AlertIcon, AlertRoot, type AlertRootProps, AlertTitle } from '../foundation/Alert/Alert';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { PhoneInput } from '../foundation/PhoneInput/PhoneInput';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';
import { focusFirstField } from '../internal/useProductFormDialog';
import { useUiMessages } from '../messages/useUiMessages';
import { useAlertMeDialogContext } from './alertMeDialogContext';
import { type AlertMeDialogMessages, alertMeDialogMessages } from './alertMeDialogMessages';

/*
 * The dialog itself: every part below loads with this module, which `AlertMeDialog` fetches the first time the
 * back-in-stock flow opens (see `AlertMeDialog.tsx`), so a page where no one asks to be notified never downloads it.
 */

/** Props of the dialog box (`AlertMeDialog.Content`): Radix `Dialog.Content`'s, plus where it is portalled. */
export type AlertMeDialogBoxProps = ComponentPropsWithRef<typeof Dialog.Content> & {
  /** Where the overlay and the box are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** A class for the overlay behind the box. */
  readonly overlayClassName?: string | undefined;
};

/**
 * The modal box over an overlay, open while the page's back-in-stock flow is: focus goes to the first field, is
 * trapped inside, Escape and the overlay close the flow (`alertMe.close`), and focus returns to whatever opened it
 * (unless your `onCloseAutoFocus` calls `preventDefault()`). `data-state="open|closed"`, `data-loading` while sending.
 */
export function AlertMeDialogBox({
  container,
  overlayClassName,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: AlertMeDialogBoxProps): ReactNode {
  const { flow, failed, returnFocus } = useAlertMeDialogContext('Content');
  return (
    <Dialog.Root
      open={flow.isOpen}
      onOpenChange={(open) => {
        if (!open) flow.close();
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={cx('vt-alert-me-dialog__overlay', overlayClassName)} />
        <Dialog.Content
          data-loading={dataFlag(flow.isSending)}
          data-failed={dataFlag(failed)}
          {...props}
          onOpenAutoFocus={composeEventHandlers(onOpenAutoFocus, focusFirstField)}
          onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, returnFocus)}
          className={cx('vt-alert-me-dialog', className)}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of `AlertMeDialog.Title`. */
export type AlertMeDialogTitleProps = ComponentPropsWithRef<typeof Dialog.Title>;

/** The heading that names the dialog ('Avise-me quando chegar' by default). */
export function AlertMeDialogTitle({
  className,
  children,
  asChild,
  ...props
}: AlertMeDialogTitleProps): ReactNode {
  const text = useUiMessages('alertMeDialog', alertMeDialogMessages);
  return (
    <Dialog.Title {...props} asChild={asChild} className={cx('vt-alert-me-dialog__title', className)}>
      {asChild ? children : (children ?? text.title)}
    </Dialog.Title>
  );
}

/** Props of `AlertMeDialog.Close`. */
export type AlertMeDialogCloseProps = ComponentPropsWithRef<typeof Dialog.Close> & {
  /** The accessible name; 'Fechar' when `undefined`. */
  readonly label?: string | undefined;
};

/** The × button: closes the flow (`alertMe.close`); what was typed stays for the next opening. */
export function AlertMeDialogClose({
  className,
  label,
  children,
  ...props
}: AlertMeDialogCloseProps): ReactNode {
  const text = useUiMessages('alertMeDialog', alertMeDialogMessages, { close: label });
  return (
    <Dialog.Close aria-label={text.close} {...props} className={cx('vt-alert-me-dialog__close', className)}>
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </Dialog.Close>
  );
}

/** Props of `AlertMeDialog.Product`. */
export type AlertMeDialogProductProps = PartProps<'div'>;

/** The product to be notified about: its image and name by default (`data-product-id`). */
export function AlertMeDialogProduct({
  asChild,
  className,
  children,
  ...props
}: AlertMeDialogProductProps): ReactNode {
  const { flow } = useAlertMeDialogContext('Product');
  const Element = asChild ? Slot.Root : 'div';
  return (
    <Element
      data-product-id={flow.product?.idProduct}
      {...props}
      className={cx('vt-alert-me-dialog__product', className)}
    >
      {asChild
        ? children
        : (children ?? (
            <>
              <AlertMeDialogProductImage />
              <AlertMeDialogProductName />
            </>
          ))}
    </Element>
  );
}

/** Props of `AlertMeDialog.ProductImage`: an `<img>`'s, its size 80 × 80 unless given. */
export type AlertMeDialogProductImageProps = Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'width' | 'height'
> & {
  readonly width?: number | undefined;
  readonly height?: number | undefined;
};

/**
 * The product's image (lazy, its size reserved), decorative since the name sits beside it; nothing when the
 * product has none.
 */
export function AlertMeDialogProductImage({
  className,
  alt = '',
  width = 80,
  height = 80,
  ...props
}: AlertMeDialogProductImageProps): ReactNode {
  const { flow } = useAlertMeDialogContext('ProductImage');
  const src = flow.product?.image;
  if (!src) return null;
  return (
    <LazyImage
      {...props}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={cx('vt-alert-me-dialog__image', className)}
    />
  );
}

/** Props of `AlertMeDialog.ProductName`. */
export type AlertMeDialogProductNameProps = ComponentPropsWithRef<typeof Dialog.Description>;

/** The product's name, which describes the dialog. */
export function AlertMeDialogProductName({
  className,
  children,
  asChild,
  ...props
}: AlertMeDialogProductNameProps): ReactNode {
  const { flow } = useAlertMeDialogContext('ProductName');
  return (
    <Dialog.Description {...props} asChild={asChild} className={cx('vt-alert-me-dialog__name', className)}>
      {asChild ? children : (children ?? flow.product?.name)}
    </Dialog.Description>
  );
}

/** Props of `AlertMeDialog.Form`. */
export type AlertMeDialogFormProps = PartProps<'form'>;

/**
 * The `<form>`: submitting sends the registration, or, while a field is invalid, shows every field's message and
 * moves focus to the first invalid field. `aria-busy` and `data-loading` while sending. A consumer's
 * `preventDefault()` in `onSubmit` cancels it.
 */
export function AlertMeDialogForm({
  asChild,
  className,
  onSubmit,
  ...props
}: AlertMeDialogFormProps): ReactNode {
  const { flow } = useAlertMeDialogContext('Form');
  const focusFirstInvalid = useFocusFirstInvalid(flow.isSending);
  const Element = asChild ? Slot.Root : 'form';
  return (
    <Element
      noValidate
      aria-busy={flow.isSending || undefined}
      data-loading={dataFlag(flow.isSending)}
      {...props}
      onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        flow.submit();
        focusFirstInvalid(event.currentTarget);
      })}
      className={cx('vt-alert-me-dialog__form', className)}
    />
  );
}

const labelKeys = {
  name: 'nameLabel',
  email: 'emailLabel',
  phone: 'phoneLabel',
} as const satisfies Record<AlertMeField, keyof AlertMeDialogMessages>;

/** Props of `AlertMeDialog.Field`: the `<input>`'s (its ref too), which field, and its label. */
export type AlertMeDialogFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'type' | 'children'
> & {
  /** Which field: 'name', 'email' or 'phone' (masked as typed). */
  readonly name: AlertMeField;
  /** The visible label; 'Nome', 'E-mail' or 'Telefone' when `undefined`. */
  readonly label?: string | undefined;
};

/**
 * One field with its label and its message ('Campo Obrigatório', 'E-mail Inválido', 'Informe um Telefone
 * Válido'), shown once the shopper leaves the field or tries to send: the field is then `aria-invalid` and
 * described by it (`data-invalid` on the wrapper). The phone is a `PhoneInput`.
 */
export function AlertMeDialogField({
  name,
  label,
  className,
  onChange,
  onBlur,
  maxLength,
  ...props
}: AlertMeDialogFieldProps): ReactNode {
  const { flow } = useAlertMeDialogContext('Field');
  const text = useUiMessages('alertMeDialog', alertMeDialogMessages);
  const field = flow.getFieldProps(name);
  const error = flow.getErrorProps(name);
  const common = {
    required: true,
    ...props,
    id: field.id,
    name: field.name,
    'aria-invalid': field['aria-invalid'],
    'aria-describedby': field['aria-describedby'],
    onBlur: composeEventHandlers(onBlur, field.onBlur),
  };
  return (
    <div
      className="vt-alert-me-dialog__field"
      data-field={name}
      data-invalid={dataFlag(field['aria-invalid'])}
    >
      <label className="vt-alert-me-dialog__label" htmlFor={field.id}>
        {label ?? text[labelKeys[name]]}
      </label>
      {name === 'phone' ? (
        <PhoneInput
          {...common}
          value={field.value ?? ''}
          onChange={onChange}
          onValueChange={(value) => field.onChange(value)}
          className={cx('vt-alert-me-dialog__input', className)}
        />
      ) : (
        <input
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name === 'email' ? 'email' : 'name'}
          inputMode={name === 'email' ? 'email' : undefined}
          maxLength={maxLength}
          {...common}
          value={field.value ?? ''}
          onChange={composeEventHandlers(onChange, field.onChange)}
          className={cx('vt-input', 'vt-alert-me-dialog__input', className)}
        />
      )}
      <p id={error.id} hidden={error.hidden} className="vt-field-error vt-alert-me-dialog__error">
        {error.children}
      </p>
    </div>
  );
}

/** Props of `AlertMeDialog.Submit`. */
export type AlertMeDialogSubmitProps = PartProps<'button'>;

/**
 * 'Avise-me': `aria-disabled` (and `data-disabled`) while a field is invalid, so it reads as unavailable yet
 * still answers a press by showing what is missing; `aria-busy` and `data-loading` while sending.
 */
export function AlertMeDialogSubmit({
  asChild,
  className,
  children,
  ...props
}: AlertMeDialogSubmitProps): ReactNode {
  const { flow } = useAlertMeDialogContext('Submit');
  const text = useUiMessages('alertMeDialog', alertMeDialogMessages);
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type="submit"
      aria-disabled={!flow.canSubmit || flow.isSending || undefined}
      data-disabled={dataFlag(!flow.canSubmit)}
      aria-busy={flow.isSending || undefined}
      data-loading={dataFlag(flow.isSending)}
      {...props}
      className={cx('vt-button', 'vt-alert-me-dialog__submit', className)}
    >
      {asChild ? (
        children
      ) : (
        <>
          {flow.isSending ? (
            <span className="vt-spinner vt-alert-me-dialog__spinner" aria-hidden="true" />
          ) : null}
          {children ?? text.submit}
        </>
      )}
    </Element>
  );
}

/** Props of `AlertMeDialog.Status`: an `Alert.Root`'s, but its kind and open state are the flow's. */
export type AlertMeDialogStatusProps = Omit<AlertRootProps, 'kind' | 'open' | 'defaultOpen' | 'timeoutMs'>;

/**
 * The failure, inside the dialog where the shopper is (a modal hides the page's banners from screen readers): an
 * error `Alert` ('Erro ao realizar o cadastro para ser notificado.', the provider's `productFlow.alertMeFailure`)
 * from a failed request until the next attempt or the closing. Nothing otherwise.
 */
export function AlertMeDialogStatus({ className, children, ...props }: AlertMeDialogStatusProps): ReactNode {
  const { failed } = useAlertMeDialogContext('Status');
  const failure = useStorefront().messages.productFlow.alertMeFailure;
  return (
    <AlertRoot
      kind="error"
      open={failed}
      timeoutMs={0}
      {...props}
      className={cx('vt-alert-me-dialog__status', className)}
    >
      {children ?? (
        <>
          <AlertIcon />
          <AlertTitle>{failure}</AlertTitle>
        </>
      )}
    </AlertRoot>
  );
}

/** Texts of the ready-made dialog's body; each `undefined` keeps the provider's or the default text. */
export interface AlertMeDialogBodyProps {
  readonly title?: string | undefined;
  readonly closeLabel?: string | undefined;
  readonly nameLabel?: string | undefined;
  readonly emailLabel?: string | undefined;
  readonly phoneLabel?: string | undefined;
  /** The submit button's text; 'Avise-me' when `undefined`. */
  readonly buttonText?: string | undefined;
}

/** The ready-made dialog's body: title and ×, the product, the three fields, the failure and 'Avise-me'. */
export function AlertMeDialogBody({
  title,
  closeLabel,
  nameLabel,
  emailLabel,
  phoneLabel,
  buttonText,
}: AlertMeDialogBodyProps): ReactNode {
  return (
    <>
      <div className="vt-alert-me-dialog__header">
        <AlertMeDialogTitle>{title}</AlertMeDialogTitle>
        <AlertMeDialogClose label={closeLabel} />
      </div>
      <AlertMeDialogProduct />
      <AlertMeDialogForm>
        <AlertMeDialogField name="name" label={nameLabel} />
        <AlertMeDialogField name="email" label={emailLabel} />
        <AlertMeDialogField name="phone" label={phoneLabel} />
        <AlertMeDialogStatus />
        <AlertMeDialogSubmit>{buttonText}</AlertMeDialogSubmit>
      </AlertMeDialogForm>
    </>
  );
}
