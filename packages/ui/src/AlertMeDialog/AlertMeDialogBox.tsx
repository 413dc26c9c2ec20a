import type { AlertMeFlow } from '@vitrine/hooks';
import { Dialog } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import {
  type ProductFormDialogBodyProps,
  type ProductFormDialogCloseProps,
  type ProductFormDialogFieldProps,
  type ProductFormDialogFormProps,
  type ProductFormDialogStatusProps,
  type ProductFormDialogSubmitProps,
  type ProductFormDialogTitleProps,
  productFormDialogParts,
} from '../internal/productFormDialog/ProductFormDialogParts';
import type { ProductFormDialogBoxProps } from '../internal/productFormDialog/productFormDialogTypes';
import { useUiMessages } from '../messages/useUiMessages';
import { alertMeDialog, useAlertMeDialogContext } from './alertMeDialogContext';
import { alertMeDialogMessages } from './alertMeDialogMessages';

/*
 * The dialog itself: every part below loads with this module, which `AlertMeDialog` fetches the first time the
 * back-in-stock flow opens (see `AlertMeDialog.tsx`), so a page where no one asks to be notified never downloads it.
 * The box, title, ×, form, fields, failure, button and body are the shared product-form dialog's parts, bound to
 * this widget's texts; the product it is about is drawn here.
 */
const parts = productFormDialogParts<AlertMeFlow>({
  ...alertMeDialog,
  useTexts: (overrides) => useUiMessages('alertMeDialog', alertMeDialogMessages, overrides),
  failureText: (messages) => messages.alertMeFailure,
});

/** Props of `AlertMeDialog.Product`. */
export type AlertMeDialogProductProps = PartProps<'div'>;

const AlertMeDialogProductElement = part('div', 'AlertMeDialog.Product', 'vt-alert-me-dialog__product');

/** The product to be notified about: its image and name by default (`data-product-id`). */
export function AlertMeDialogProduct({ asChild, children, ...props }: AlertMeDialogProductProps): ReactNode {
  const { flow } = useAlertMeDialogContext('Product');
  return (
    <AlertMeDialogProductElement asChild={asChild} data-product-id={flow.product?.idProduct} {...props}>
      {asChild
        ? children
        : (children ?? (
            <>
              <AlertMeDialogProductImage />
              <AlertMeDialogProductName />
            </>
          ))}
    </AlertMeDialogProductElement>
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

/** Props of the dialog box (`AlertMeDialog.Content`): Radix `Dialog.Content`'s, plus where it is portalled. */
export type AlertMeDialogBoxProps = ProductFormDialogBoxProps;

/**
 * The modal box over an overlay, open while the page's back-in-stock flow is: focus goes to the first field, is
 * trapped inside, Escape and the overlay close the flow (`alertMe.close`), and focus returns to whatever opened it
 * (unless your `onCloseAutoFocus` calls `preventDefault()`). `data-state="open|closed"`, `data-loading` while
 * sending, `data-failed` after a failure.
 */
export const AlertMeDialogBox: (props: AlertMeDialogBoxProps) => ReactNode = parts.Box;

/** Props of `AlertMeDialog.Title`. */
export type AlertMeDialogTitleProps = ProductFormDialogTitleProps;

/** The heading that names the dialog ('Avise-me quando chegar' by default). */
export const AlertMeDialogTitle: (props: AlertMeDialogTitleProps) => ReactNode = parts.Title;

/** Props of `AlertMeDialog.Close`: the accessible name is `label` ('Fechar' when `undefined`). */
export type AlertMeDialogCloseProps = ProductFormDialogCloseProps;

/** The × button: closes the flow (`alertMe.close`); what was typed stays for the next opening. */
export const AlertMeDialogClose: (props: AlertMeDialogCloseProps) => ReactNode = parts.Close;

/** Props of `AlertMeDialog.Form`. */
export type AlertMeDialogFormProps = ProductFormDialogFormProps;

/**
 * The `<form>`: submitting sends the registration, or, while a field is invalid, shows every field's message and
 * moves focus to the first invalid field. `aria-busy` and `data-loading` while sending. A consumer's
 * `preventDefault()` in `onSubmit` cancels it.
 */
export const AlertMeDialogForm: (props: AlertMeDialogFormProps) => ReactNode = parts.Form;

/** Props of `AlertMeDialog.Field`: the `<input>`'s (its ref too), which field ('name', 'email', 'phone'), its label. */
export type AlertMeDialogFieldProps = ProductFormDialogFieldProps;

/**
 * One field with its label and its message ('Campo Obrigatório', 'E-mail Inválido', 'Informe um Telefone
 * Válido'), shown once the shopper leaves the field or tries to send: the field is then `aria-invalid` and
 * described by it (`data-invalid` on the wrapper). The phone is a `PhoneInput`.
 */
export const AlertMeDialogField: (props: AlertMeDialogFieldProps) => ReactNode = parts.Field;

/** Props of `AlertMeDialog.Submit`. */
export type AlertMeDialogSubmitProps = ProductFormDialogSubmitProps;

/**
 * 'Avise-me': `aria-disabled` (and `data-disabled`) while a field is invalid, so it reads as unavailable yet
 * still answers a press by showing what is missing; `aria-busy` and `data-loading` while sending.
 */
export const AlertMeDialogSubmit: (props: AlertMeDialogSubmitProps) => ReactNode = parts.Submit;

/** Props of `AlertMeDialog.Status`: an `Alert.Root`'s, but its kind and open state are the dialog's. */
export type AlertMeDialogStatusProps = ProductFormDialogStatusProps;

/**
 * The failure, inside the dialog where the shopper is (a modal hides the page's banners from screen readers): an
 * error `Alert` ('Erro ao realizar o cadastro para ser notificado.', the provider's `productFlow.alertMeFailure`)
 * from a failed request until the next attempt or the closing. Nothing otherwise.
 */
export const AlertMeDialogStatus: (props: AlertMeDialogStatusProps) => ReactNode = parts.Status;

/** Texts of the ready-made dialog's body; each `undefined` keeps the provider's or the default text. */
export type AlertMeDialogBodyProps = Omit<ProductFormDialogBodyProps, 'messageLabel'>;

/** The ready-made dialog's body: title and ×, the product, the three fields, the failure and 'Avise-me'. */
export function AlertMeDialogBody(props: AlertMeDialogBodyProps): ReactNode {
  return <parts.Body {...props} about={<AlertMeDialogProduct />} />;
}
