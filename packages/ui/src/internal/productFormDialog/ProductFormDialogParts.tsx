import { useStorefront } from '@vitrine/hooks';
import { Dialog, Slot } from 'radix-ui';
import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { AlertIcon, AlertRoot, type AlertRootProps, AlertTitle } from '../../foundation/Alert/Alert';
import { FieldControl, FieldError, FieldLabel, FieldRoot } from '../../foundation/Field/Field';
import { part } from '../../foundation/internal/createPart';
import { PhoneInput } from '../../foundation/PhoneInput/PhoneInput';
import { composeEventHandlers } from '../composeEventHandlers';
import { cx } from '../cx';
import { dataFlag } from '../dataAttributes';
import { focusFirstField } from '../focusFirstField';
import { type PartProps, usePartsContext } from '../partsContext';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';
import type {
  ContactField,
  ProductFormDialog,
  ProductFormDialogBoxConfig,
  ProductFormDialogBoxProps,
  ProductFormDialogContextValue,
  ProductFormDialogTexts,
  ProductFormFlow,
} from './productFormDialogTypes';

/*
 * The box side of a product-form dialog: the modal and the parts every such dialog has, each told which dialog it
 * belongs to by its `dialog` prop, and the ready-made body that lays them out. A widget binds them to its dialog
 * (`productFormDialogParts`) and exports them under its own names in its box module (`AlertMeDialogBox.tsx`,
 * `QuoteDialogBox.tsx`), which the page fetches on the first opening, so this module and what it imports (Radix's
 * dialog, the alert, the phone mask) travel with the box.
 */

/** The `dialog` prop every part takes: which dialog it belongs to. */
interface OfDialog<Flow extends ProductFormFlow> {
  readonly dialog: ProductFormDialogBoxConfig<Flow>;
}

/** The nearest Root of `dialog`; throws, naming the widget's part and Root, outside one. */
function useDialog<Flow extends ProductFormFlow>(
  dialog: ProductFormDialog<Flow>,
  part: string,
): ProductFormDialogContextValue<Flow> {
  return usePartsContext(dialog.Context, dialog.widget, part);
}

/** The label of each contact field in the texts. */
const labelKeys = {
  name: 'nameLabel',
  email: 'emailLabel',
  phone: 'phoneLabel',
} as const satisfies Record<ContactField, keyof ProductFormDialogTexts>;

/**
 * The modal box over an overlay, open while the flow is: focus goes to the first field, is trapped inside, Escape
 * and the overlay close the flow, and focus returns to whatever opened it (unless your `onCloseAutoFocus` calls
 * `preventDefault()`). `data-state="open|closed"`, `data-loading` while sending, `data-failed` after a failure.
 */
export function ProductFormDialogBox<Flow extends ProductFormFlow>({
  dialog,
  container,
  overlayClassName,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: ProductFormDialogBoxProps & OfDialog<Flow>): ReactNode {
  const { flow, failed, returnFocus } = useDialog(dialog, 'Content');
  return (
    <Dialog.Root
      open={flow.isOpen}
      onOpenChange={(open) => {
        if (!open) flow.close();
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={cx(`${dialog.block}__overlay`, overlayClassName)} />
        <Dialog.Content
          data-loading={dataFlag(flow.isSending)}
          data-failed={dataFlag(failed)}
          {...props}
          onOpenAutoFocus={composeEventHandlers(onOpenAutoFocus, focusFirstField)}
          onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, returnFocus)}
          className={cx(dialog.block, className)}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of a dialog's Title. */
export type ProductFormDialogTitleProps = ComponentPropsWithRef<typeof Dialog.Title>;

/** The heading that names the dialog (the widget's `title` text by default). */
export function ProductFormDialogTitle<Flow extends ProductFormFlow>({
  dialog,
  className,
  children,
  asChild,
  ...props
}: ProductFormDialogTitleProps & OfDialog<Flow>): ReactNode {
  const text = dialog.useTexts();
  return (
    <Dialog.Title {...props} asChild={asChild} className={cx(`${dialog.block}__title`, className)}>
      {asChild ? children : (children ?? text.title)}
    </Dialog.Title>
  );
}

/** Props of a dialog's Close. */
export type ProductFormDialogCloseProps = ComponentPropsWithRef<typeof Dialog.Close> & {
  /** The accessible name; 'Fechar' when `undefined`. */
  readonly label?: string | undefined;
};

/** The × button: closes the flow; what was typed stays for the next opening. */
export function ProductFormDialogClose<Flow extends ProductFormFlow>({
  dialog,
  className,
  label,
  children,
  ...props
}: ProductFormDialogCloseProps & OfDialog<Flow>): ReactNode {
  const text = dialog.useTexts({ close: label });
  return (
    <Dialog.Close aria-label={text.close} {...props} className={cx(`${dialog.block}__close`, className)}>
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </Dialog.Close>
  );
}

/** Props of a dialog's Form. */
export type ProductFormDialogFormProps = PartProps<'form'>;

/**
 * The `<form>`: submitting sends, or, while a field is invalid, shows every field's message and moves focus to
 * the first invalid field. `aria-busy` and `data-loading` while sending; a consumer's `preventDefault()` in
 * `onSubmit` cancels it.
 */
export function ProductFormDialogForm<Flow extends ProductFormFlow>({
  dialog,
  asChild,
  className,
  onSubmit,
  ...props
}: ProductFormDialogFormProps & OfDialog<Flow>): ReactNode {
  const { flow } = useDialog(dialog, 'Form');
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
      className={cx(`${dialog.block}__form`, className)}
    />
  );
}

/** Props of a dialog's Field: the `<input>`'s (its ref too), which field, and its label. */
export type ProductFormDialogFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'type' | 'children'
> & {
  /** Which field: 'name', 'email' or 'phone' (masked as typed). */
  readonly name: ContactField;
  /** The visible label; the widget's ('Nome', 'E-mail', 'Telefone') when `undefined`. */
  readonly label?: string | undefined;
};

/**
 * One contact field, a foundation `Field`: its label, the input (the phone a `PhoneInput`) and its message, shown
 * when the flow says so; the input is then `aria-invalid` and described by it, `data-invalid` on the wrapper. An
 * `id` of yours replaces the flow's, and the label follows it.
 */
export function ProductFormDialogField<Flow extends ProductFormFlow>({
  dialog,
  name,
  label,
  id,
  className,
  onChange,
  onBlur,
  maxLength,
  ...props
}: ProductFormDialogFieldProps & OfDialog<Flow>): ReactNode {
  const { flow } = useDialog(dialog, 'Field');
  const text = dialog.useTexts();
  const field = flow.getFieldProps(name);
  const error = flow.getErrorProps(name);
  const { block } = dialog;
  const common = {
    required: true,
    ...props,
    name: field.name,
    value: field.value ?? '',
    onBlur: composeEventHandlers(onBlur, field.onBlur),
  };
  return (
    <FieldRoot
      name={name}
      controlId={id ?? field.id}
      errorId={error.id}
      invalid={field['aria-invalid']}
      className={`${block}__field`}
    >
      <FieldLabel className={`${block}__label`}>{label ?? text[labelKeys[name]]}</FieldLabel>
      <FieldControl asChild>
        {name === 'phone' ? (
          <PhoneInput
            {...common}
            onChange={onChange}
            onValueChange={(value) => field.onChange(value)}
            className={cx(`${block}__input`, className)}
          />
        ) : (
          <input
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'name'}
            inputMode={name === 'email' ? 'email' : undefined}
            maxLength={maxLength}
            {...common}
            onChange={composeEventHandlers(onChange, field.onChange)}
            className={cx('vt-input', `${block}__input`, className)}
          />
        )}
      </FieldControl>
      <FieldError className={`${block}__error`}>{error.children}</FieldError>
    </FieldRoot>
  );
}

/** Props of a dialog's Message: the `<textarea>`'s (its ref too) and its label. */
export type ProductFormDialogMessageProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'name' | 'value' | 'defaultValue' | 'children'
> & {
  /** The visible label; the widget's (`messageLabel`, 'Mensagem') when `undefined`. */
  readonly label?: string | undefined;
};

/** The flow's 'message' field (a `<textarea>`, 4 rows), a foundation `Field` with its label and its message. */
export function ProductFormDialogMessage<Flow extends ProductFormFlow>({
  dialog,
  label,
  id,
  className,
  onChange,
  onBlur,
  ...props
}: ProductFormDialogMessageProps & OfDialog<Flow>): ReactNode {
  const { flow } = useDialog(dialog, 'Message');
  const text = dialog.useTexts();
  const field = flow.getFieldProps('message');
  const error = flow.getErrorProps('message');
  const { block } = dialog;
  return (
    <FieldRoot
      name="message"
      controlId={id ?? field.id}
      errorId={error.id}
      invalid={field['aria-invalid']}
      className={`${block}__field`}
    >
      <FieldLabel className={`${block}__label`}>{label ?? text.messageLabel}</FieldLabel>
      <FieldControl asChild>
        <textarea
          rows={4}
          required
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={composeEventHandlers(onChange, field.onChange)}
          onBlur={composeEventHandlers(onBlur, field.onBlur)}
          className={cx('vt-input', `${block}__input`, `${block}__message`, className)}
        />
      </FieldControl>
      <FieldError className={`${block}__error`}>{error.children}</FieldError>
    </FieldRoot>
  );
}

/** Props of a dialog's Submit. */
export type ProductFormDialogSubmitProps = PartProps<'button'>;

const ProductFormDialogSubmitElement = part(
  'button',
  'ProductFormDialogParts.ProductFormDialogSubmit',
  'vt-button',
);

/**
 * The submit button: `aria-disabled` (and `data-disabled`) while the flow says a field is invalid, so it reads as
 * unavailable yet still answers a press by showing what is missing; `aria-busy`, `aria-disabled` and
 * `data-loading` (a spinner) while sending.
 */
export function ProductFormDialogSubmit<Flow extends ProductFormFlow>({
  dialog,
  asChild,
  className,
  children,
  ...props
}: ProductFormDialogSubmitProps & OfDialog<Flow>): ReactNode {
  const { flow } = useDialog(dialog, 'Submit');
  const text = dialog.useTexts();
  const blocked = flow.canSubmit === false;
  return (
    <ProductFormDialogSubmitElement
      asChild={asChild}
      type="submit"
      aria-disabled={blocked || flow.isSending || undefined}
      data-disabled={dataFlag(blocked)}
      aria-busy={flow.isSending || undefined}
      data-loading={dataFlag(flow.isSending)}
      {...props}
      className={cx(`${dialog.block}__submit`, className)}
    >
      {asChild ? (
        children
      ) : (
        <>
          {flow.isSending ? (
            <span className={`vt-spinner ${dialog.block}__spinner`} aria-hidden="true" />
          ) : null}
          {children ?? text.submit}
        </>
      )}
    </ProductFormDialogSubmitElement>
  );
}

/** Props of a dialog's Status: an `Alert.Root`'s, but its kind and open state are the dialog's. */
export type ProductFormDialogStatusProps = Omit<
  AlertRootProps,
  'kind' | 'open' | 'defaultOpen' | 'timeoutMs'
>;

/**
 * The failure, inside the dialog where the shopper is (a modal hides the page's banners from screen readers): an
 * error `Alert` with the flow's failure text while the dialog's status is 'failed'. Nothing otherwise.
 */
export function ProductFormDialogStatus<Flow extends ProductFormFlow>({
  dialog,
  className,
  children,
  ...props
}: ProductFormDialogStatusProps & OfDialog<Flow>): ReactNode {
  const { failed } = useDialog(dialog, 'Status');
  const failure = dialog.failureText(useStorefront().messages.productFlow);
  return (
    <AlertRoot
      kind="error"
      open={failed}
      timeoutMs={0}
      {...props}
      className={cx(`${dialog.block}__status`, className)}
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

/** Texts of a ready-made dialog's body; each `undefined` keeps the provider's or the widget's default text. */
export interface ProductFormDialogBodyProps {
  readonly title?: string | undefined;
  readonly closeLabel?: string | undefined;
  readonly nameLabel?: string | undefined;
  readonly emailLabel?: string | undefined;
  readonly phoneLabel?: string | undefined;
  /** The message field's label ('Mensagem'), for a dialog whose body has the message field. */
  readonly messageLabel?: string | undefined;
  /** The submit button's text; the widget's `submit` text ('Avise-me', 'Solicitar Orcamento') when `undefined`. */
  readonly buttonText?: string | undefined;
}

/** What a widget gives the shared body besides its texts: what the form is about, and its message field. */
export interface ProductFormDialogBodyLayout {
  /** The widget's own part naming the product(s) the form is about, between the header and the form. */
  readonly about: ReactNode;
  /** The widget's message field (its `Message` part), after the contact fields; none when `undefined`. */
  readonly message?: ReactNode;
}

/**
 * The ready-made body: a header (`<block>__header`) with the title and the ×, what the form is about, then the
 * form with name, e-mail, phone, the widget's message field if any, the failure and the submit button.
 */
export function ProductFormDialogBody<Flow extends ProductFormFlow>({
  dialog,
  about,
  message,
  title,
  closeLabel,
  nameLabel,
  emailLabel,
  phoneLabel,
  buttonText,
}: Omit<ProductFormDialogBodyProps, 'messageLabel'> &
  ProductFormDialogBodyLayout &
  OfDialog<Flow>): ReactNode {
  return (
    <>
      <div className={`${dialog.block}__header`}>
        <ProductFormDialogTitle dialog={dialog}>{title}</ProductFormDialogTitle>
        <ProductFormDialogClose dialog={dialog} label={closeLabel} />
      </div>
      {about}
      <ProductFormDialogForm dialog={dialog}>
        <ProductFormDialogField dialog={dialog} name="name" label={nameLabel} />
        <ProductFormDialogField dialog={dialog} name="email" label={emailLabel} />
        <ProductFormDialogField dialog={dialog} name="phone" label={phoneLabel} />
        {message}
        <ProductFormDialogStatus dialog={dialog} />
        <ProductFormDialogSubmit dialog={dialog}>{buttonText}</ProductFormDialogSubmit>
      </ProductFormDialogForm>
    </>
  );
}

/**
 * `Part` bound to `dialog` (its `dialog` prop given), named `<widget>.<name>` for React DevTools: what a box module
 * exports under the widget's name. Made once, at module level, never during a render.
 */
/* @__NO_SIDE_EFFECTS__ */
export function bindProductFormDialogPart<Props extends object, Flow extends ProductFormFlow>(
  Part: (props: Props & OfDialog<Flow>) => ReactNode,
  dialog: ProductFormDialogBoxConfig<Flow>,
  name: string,
): (props: Props) => ReactNode {
  return Object.assign((props: Props) => <Part {...props} dialog={dialog} />, {
    displayName: `${dialog.widget}.${name}`,
  });
}

/** The shared parts every dialog has, bound to one dialog: what its box module exports under the widget's names. */
export interface ProductFormDialogBoundParts {
  readonly Box: (props: ProductFormDialogBoxProps) => ReactNode;
  readonly Title: (props: ProductFormDialogTitleProps) => ReactNode;
  readonly Close: (props: ProductFormDialogCloseProps) => ReactNode;
  readonly Form: (props: ProductFormDialogFormProps) => ReactNode;
  readonly Field: (props: ProductFormDialogFieldProps) => ReactNode;
  readonly Status: (props: ProductFormDialogStatusProps) => ReactNode;
  readonly Submit: (props: ProductFormDialogSubmitProps) => ReactNode;
  readonly Body: (
    props: Omit<ProductFormDialogBodyProps, 'messageLabel'> & ProductFormDialogBodyLayout,
  ) => ReactNode;
}

/**
 * Binds the parts every dialog has to `dialog` (`bindProductFormDialogPart`); a dialog with a message field binds
 * `ProductFormDialogMessage` itself, so one without never carries it. Call it once, at the box module's top level.
 * @example
 * declare const dialog: Parameters<typeof productFormDialogParts>[0];
 * const parts = productFormDialogParts(dialog); // in the box module: `export const AlertMeDialogTitle = parts.Title`
 * const title = <parts.Title className="mine" />;
 */
/* @__NO_SIDE_EFFECTS__ */
export function productFormDialogParts<Flow extends ProductFormFlow>(
  dialog: ProductFormDialogBoxConfig<Flow>,
): ProductFormDialogBoundParts {
  return {
    Box: bindProductFormDialogPart(ProductFormDialogBox, dialog, 'Content'),
    Title: bindProductFormDialogPart(ProductFormDialogTitle, dialog, 'Title'),
    Close: bindProductFormDialogPart(ProductFormDialogClose, dialog, 'Close'),
    Form: bindProductFormDialogPart(ProductFormDialogForm, dialog, 'Form'),
    Field: bindProductFormDialogPart(ProductFormDialogField, dialog, 'Field'),
    Status: bindProductFormDialogPart(ProductFormDialogStatus, dialog, 'Status'),
    Submit: bindProductFormDialogPart(ProductFormDialogSubmit, dialog, 'Submit'),
    Body: bindProductFormDialogPart(ProductFormDialogBody, dialog, 'Body'),
  };
}
