import type { ProductFlowProduct, QuoteField } from '@vitrine/core';
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
import { useQuoteDialogContext } from './quoteDialogContext';
import { type QuoteDialogMessages, quoteDialogMessages } from './quoteDialogMessages';

/*
 * The dialog itself: every part below loads with this module, which `QuoteDialog` fetches the first time the quote
 * flow opens (see `QuoteDialog.tsx`), so a page where no one asks for a quote never downloads it.
 */

/** Props of the dialog box (`QuoteDialog.Content`): Radix `Dialog.Content`'s, plus where it is portalled. */
export type QuoteDialogBoxProps = ComponentPropsWithRef<typeof Dialog.Content> & {
  /** Where the overlay and the box are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** A class for the overlay behind the box. */
  readonly overlayClassName?: string | undefined;
};

/**
 * The modal box over an overlay, open while the page's quote flow is: focus goes to the first field, is trapped
 * inside, Escape and the overlay close the flow (`quote.close`), and focus returns to whatever opened it (unless
 * your `onCloseAutoFocus` calls `preventDefault()`). `data-state="open|closed"`, `data-loading` while sending.
 */
export function QuoteDialogBox({
  container,
  overlayClassName,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: QuoteDialogBoxProps): ReactNode {
  const { flow, failed, returnFocus } = useQuoteDialogContext('Content');
  return (
    <Dialog.Root
      open={flow.isOpen}
      onOpenChange={(open) => {
        if (!open) flow.close();
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={cx('vt-quote-dialog__overlay', overlayClassName)} />
        <Dialog.Content
          data-loading={dataFlag(flow.isSending)}
          data-failed={dataFlag(failed)}
          {...props}
          onOpenAutoFocus={composeEventHandlers(onOpenAutoFocus, focusFirstField)}
          onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, returnFocus)}
          className={cx('vt-quote-dialog', className)}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of `QuoteDialog.Title`. */
export type QuoteDialogTitleProps = ComponentPropsWithRef<typeof Dialog.Title>;

/** The heading that names the dialog ('Solicitar Orçamento' by default). */
export function QuoteDialogTitle({
  className,
  children,
  asChild,
  ...props
}: QuoteDialogTitleProps): ReactNode {
  const text = useUiMessages('quoteDialog', quoteDialogMessages);
  return (
    <Dialog.Title {...props} asChild={asChild} className={cx('vt-quote-dialog__title', className)}>
      {asChild ? children : (children ?? text.title)}
    </Dialog.Title>
  );
}

/** Props of `QuoteDialog.Close`. */
export type QuoteDialogCloseProps = ComponentPropsWithRef<typeof Dialog.Close> & {
  /** The accessible name; 'Fechar' when `undefined`. */
  readonly label?: string | undefined;
};

/** The × button: closes the flow (`quote.close`); what was typed stays for the next opening. */
export function QuoteDialogClose({ className, label, children, ...props }: QuoteDialogCloseProps): ReactNode {
  const text = useUiMessages('quoteDialog', quoteDialogMessages, { close: label });
  return (
    <Dialog.Close aria-label={text.close} {...props} className={cx('vt-quote-dialog__close', className)}>
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </Dialog.Close>
  );
}

/** Props of `QuoteDialog.Products`. */
export type QuoteDialogProductsProps = Omit<PartProps<'ul'>, 'children'> & {
  /** Renders one product; `<QuoteDialog.Product product={product} />` when `undefined`. */
  readonly children?: ((product: ProductFlowProduct) => ReactNode) | undefined;
};

/** The products the quote is about (one, or a buy-together bundle), which describe the dialog. */
export function QuoteDialogProducts({
  asChild,
  className,
  children,
  ...props
}: QuoteDialogProductsProps): ReactNode {
  const { flow } = useQuoteDialogContext('Products');
  const Element = asChild ? Slot.Root : 'ul';
  return (
    <Dialog.Description asChild>
      <Element
        data-count={flow.products.length}
        {...props}
        className={cx('vt-quote-dialog__products', className)}
      >
        {flow.products.map((product) =>
          children ? (
            children(product)
          ) : (
            <QuoteDialogProduct key={`${product.idProduct}-${product.idSku ?? ''}`} product={product} />
          ),
        )}
      </Element>
    </Dialog.Description>
  );
}

/** Props of `QuoteDialog.Product`. */
export type QuoteDialogProductProps = PartProps<'li'> & {
  /** The product to show, one of the flow's `products`. */
  readonly product: ProductFlowProduct;
};

/**
 * One quoted product: its image (decorative, 64 × 64, lazy), its name and its chosen SKU ('SKU: 1234', the text
 * `sku` of the messages); `data-product-id`, `data-sku-id`.
 */
export function QuoteDialogProduct({
  product,
  asChild,
  className,
  children,
  ...props
}: QuoteDialogProductProps): ReactNode {
  const text = useUiMessages('quoteDialog', quoteDialogMessages);
  const Element = asChild ? Slot.Root : 'li';
  const idSku = product.idSku ?? undefined;
  return (
    <Element
      data-product-id={product.idProduct}
      data-sku-id={idSku}
      {...props}
      className={cx('vt-quote-dialog__product', className)}
    >
      {asChild
        ? children
        : (children ?? (
            <>
              {product.image ? (
                <LazyImage
                  src={product.image}
                  alt=""
                  width={64}
                  height={64}
                  className="vt-quote-dialog__image"
                />
              ) : null}
              <span className="vt-quote-dialog__product-text">
                <span className="vt-quote-dialog__name">{product.name}</span>
                {idSku === undefined ? null : <span className="vt-quote-dialog__sku">{text.sku(idSku)}</span>}
              </span>
            </>
          ))}
    </Element>
  );
}

/** Props of `QuoteDialog.Form`. */
export type QuoteDialogFormProps = PartProps<'form'>;

/**
 * The `<form>`: submitting sends the quote, or, while a field is invalid, shows every field's message and moves
 * focus to the first invalid field. `aria-busy` and `data-loading` while sending. A consumer's `preventDefault()`
 * in `onSubmit` cancels it.
 */
export function QuoteDialogForm({ asChild, className, onSubmit, ...props }: QuoteDialogFormProps): ReactNode {
  const { flow } = useQuoteDialogContext('Form');
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
      className={cx('vt-quote-dialog__form', className)}
    />
  );
}

const labelKeys = {
  name: 'nameLabel',
  email: 'emailLabel',
  phone: 'phoneLabel',
  message: 'messageLabel',
} as const satisfies Record<QuoteField, keyof QuoteDialogMessages>;

/** The wrapper of a field: its label, its control and its message. */
function FieldFrame({
  name,
  label,
  invalid,
  controlId,
  error,
  children,
}: {
  name: QuoteField;
  label: string;
  invalid: boolean;
  controlId: string;
  error: { id: string; hidden: boolean; children: string | undefined };
  children: ReactNode;
}): ReactNode {
  return (
    <div className="vt-quote-dialog__field" data-field={name} data-invalid={dataFlag(invalid)}>
      <label className="vt-quote-dialog__label" htmlFor={controlId}>
        {label}
      </label>
      {children}
      <p id={error.id} hidden={error.hidden} className="vt-field-error vt-quote-dialog__error">
        {error.children}
      </p>
    </div>
  );
}

/** Props of `QuoteDialog.Field`: the `<input>`'s (its ref too), which field, and its label. */
export type QuoteDialogFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'type' | 'children'
> & {
  /** Which field: 'name', 'email' or 'phone' (masked as typed). The message has `QuoteDialog.Message`. */
  readonly name: Exclude<QuoteField, 'message'>;
  /** The visible label; 'Nome', 'E-mail' or 'Telefone' when `undefined`. */
  readonly label?: string | undefined;
};

/**
 * One field with its label and its message ('Campo Obrigatorio', 'E-mail Invalido', 'Informe um Telefone
 * Valido'), shown from the first submit attempt on: the field is then `aria-invalid` and described by it
 * (`data-invalid` on the wrapper). The phone is a `PhoneInput`. A signed-in customer's details come prefilled.
 */
export function QuoteDialogField({
  name,
  label,
  className,
  onChange,
  onBlur,
  maxLength,
  ...props
}: QuoteDialogFieldProps): ReactNode {
  const { flow } = useQuoteDialogContext('Field');
  const text = useUiMessages('quoteDialog', quoteDialogMessages);
  const field = flow.getFieldProps(name);
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
    <FieldFrame
      name={name}
      label={label ?? text[labelKeys[name]]}
      invalid={field['aria-invalid'] === true}
      controlId={field.id}
      error={flow.getErrorProps(name)}
    >
      {name === 'phone' ? (
        <PhoneInput
          {...common}
          value={field.value ?? ''}
          onChange={onChange}
          onValueChange={(value) => field.onChange(value)}
          className={cx('vt-quote-dialog__input', className)}
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
          className={cx('vt-input', 'vt-quote-dialog__input', className)}
        />
      )}
    </FieldFrame>
  );
}

/** Props of `QuoteDialog.Message`: the `<textarea>`'s (its ref too) and its label. */
export type QuoteDialogMessageProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'name' | 'value' | 'defaultValue' | 'children'
> & {
  /** The visible label; 'Mensagem' when `undefined`. */
  readonly label?: string | undefined;
};

/** The message field (a `<textarea>`, 4 rows), with its label and 'Campo Obrigatorio' after a submit attempt. */
export function QuoteDialogMessage({
  label,
  className,
  onChange,
  onBlur,
  ...props
}: QuoteDialogMessageProps): ReactNode {
  const { flow } = useQuoteDialogContext('Message');
  const text = useUiMessages('quoteDialog', quoteDialogMessages);
  const field = flow.getFieldProps('message');
  return (
    <FieldFrame
      name="message"
      label={label ?? text.messageLabel}
      invalid={field['aria-invalid'] === true}
      controlId={field.id}
      error={flow.getErrorProps('message')}
    >
      <textarea
        rows={4}
        required
        {...props}
        id={field.id}
        name={field.name}
        value={field.value ?? ''}
        aria-invalid={field['aria-invalid']}
        aria-describedby={field['aria-describedby']}
        onChange={composeEventHandlers(onChange, field.onChange)}
        onBlur={composeEventHandlers(onBlur, field.onBlur)}
        className={cx('vt-input', 'vt-quote-dialog__input', 'vt-quote-dialog__message', className)}
      />
    </FieldFrame>
  );
}

/** Props of `QuoteDialog.Submit`. */
export type QuoteDialogSubmitProps = PartProps<'button'>;

/** 'Solicitar Orcamento': `aria-busy`, `aria-disabled` and `data-loading` while the quote is being sent. */
export function QuoteDialogSubmit({
  asChild,
  className,
  children,
  ...props
}: QuoteDialogSubmitProps): ReactNode {
  const { flow } = useQuoteDialogContext('Submit');
  const text = useUiMessages('quoteDialog', quoteDialogMessages);
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type="submit"
      aria-disabled={flow.isSending || undefined}
      aria-busy={flow.isSending || undefined}
      data-loading={dataFlag(flow.isSending)}
      {...props}
      className={cx('vt-button', 'vt-quote-dialog__submit', className)}
    >
      {asChild ? (
        children
      ) : (
        <>
          {flow.isSending ? (
            <span className="vt-spinner vt-quote-dialog__spinner" aria-hidden="true" />
          ) : null}
          {children ?? text.submit}
        </>
      )}
    </Element>
  );
}

/** Props of `QuoteDialog.Status`: an `Alert.Root`'s, but its kind and open state are the flow's. */
export type QuoteDialogStatusProps = Omit<AlertRootProps, 'kind' | 'open' | 'defaultOpen' | 'timeoutMs'>;

/**
 * The failure, inside the dialog where the shopper is (a modal hides the page's banners from screen readers): an
 * error `Alert` ('Erro ao enviar a solicitacao de orcamento.', the provider's `productFlow.quoteFailure`) from a
 * failed request until the next attempt or the closing. Nothing otherwise.
 */
export function QuoteDialogStatus({ className, children, ...props }: QuoteDialogStatusProps): ReactNode {
  const { failed } = useQuoteDialogContext('Status');
  const failure = useStorefront().messages.productFlow.quoteFailure;
  return (
    <AlertRoot
      kind="error"
      open={failed}
      timeoutMs={0}
      {...props}
      className={cx('vt-quote-dialog__status', className)}
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
export interface QuoteDialogBodyProps {
  readonly title?: string | undefined;
  readonly closeLabel?: string | undefined;
  readonly nameLabel?: string | undefined;
  readonly emailLabel?: string | undefined;
  readonly phoneLabel?: string | undefined;
  readonly messageLabel?: string | undefined;
  /** The submit button's text; 'Solicitar Orcamento' when `undefined`. */
  readonly buttonText?: string | undefined;
}

/** The ready-made dialog's body: title and ×, the products, the four fields, the failure and the button. */
export function QuoteDialogBody({
  title,
  closeLabel,
  nameLabel,
  emailLabel,
  phoneLabel,
  messageLabel,
  buttonText,
}: QuoteDialogBodyProps): ReactNode {
  return (
    <>
      <div className="vt-quote-dialog__header">
        <QuoteDialogTitle>{title}</QuoteDialogTitle>
        <QuoteDialogClose label={closeLabel} />
      </div>
      <QuoteDialogProducts />
      <QuoteDialogForm>
        <QuoteDialogField name="name" label={nameLabel} />
        <QuoteDialogField name="email" label={emailLabel} />
        <QuoteDialogField name="phone" label={phoneLabel} />
        <QuoteDialogMessage label={messageLabel} />
        <QuoteDialogStatus />
        <QuoteDialogSubmit>{buttonText}</QuoteDialogSubmit>
      </QuoteDialogForm>
    </>
  );
}
