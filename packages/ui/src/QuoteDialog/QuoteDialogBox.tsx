import type { ProductFlowProduct } from '@vitrine/core';
import type { QuoteFlow } from '@vitrine/hooks';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import type { PartProps } from '../internal/partsContext';
import {
  bindProductFormDialogPart,
  type ProductFormDialogBodyProps,
  type ProductFormDialogCloseProps,
  type ProductFormDialogFieldProps,
  type ProductFormDialogFormProps,
  ProductFormDialogMessage,
  type ProductFormDialogMessageProps,
  type ProductFormDialogStatusProps,
  type ProductFormDialogSubmitProps,
  type ProductFormDialogTitleProps,
  productFormDialogParts,
} from '../internal/productFormDialog/ProductFormDialogParts';
import type {
  ProductFormDialogBoxConfig,
  ProductFormDialogBoxProps,
} from '../internal/productFormDialog/productFormDialogTypes';
import { useUiMessages } from '../messages/useUiMessages';
import { quoteDialog, useQuoteDialogContext } from './quoteDialogContext';
import { quoteDialogMessages } from './quoteDialogMessages';

/*
 * The dialog itself: every part below loads with this module, which `QuoteDialog` fetches the first time the quote
 * flow opens (see `QuoteDialog.tsx`), so a page where no one asks for a quote never downloads it. The box, title, ×,
 * form, fields, message, failure, button and body are the shared product-form dialog's parts, bound to this
 * widget's texts; the products the quote is about are drawn here.
 */
const dialog: ProductFormDialogBoxConfig<QuoteFlow> = {
  ...quoteDialog,
  useTexts: (overrides) => useUiMessages('quoteDialog', quoteDialogMessages, overrides),
  failureText: (messages) => messages.quoteFailure,
};
const parts = productFormDialogParts(dialog);

/** Props of `QuoteDialog.Products`. */
export type QuoteDialogProductsProps = Omit<PartProps<'ul'>, 'children'> & {
  /** Renders one product; `<QuoteDialog.Product product={product} />` when `undefined`. */
  readonly children?: ((product: ProductFlowProduct) => ReactNode) | undefined;
};

const QuoteDialogProductsElement = part('ul', 'QuoteDialog.Products', 'vt-quote-dialog__products');

/** The products the quote is about (one, or a buy-together bundle), which describe the dialog. */
export function QuoteDialogProducts({ asChild, children, ...props }: QuoteDialogProductsProps): ReactNode {
  const { flow } = useQuoteDialogContext('Products');
  return (
    <Dialog.Description asChild>
      <QuoteDialogProductsElement asChild={asChild} data-count={flow.products.length} {...props}>
        {flow.products.map((product) =>
          children ? (
            children(product)
          ) : (
            <QuoteDialogProduct key={`${product.idProduct}-${product.idSku ?? ''}`} product={product} />
          ),
        )}
      </QuoteDialogProductsElement>
    </Dialog.Description>
  );
}

/** Props of `QuoteDialog.Product`. */
export type QuoteDialogProductProps = PartProps<'li'> & {
  /** The product to show, one of the flow's `products`. */
  readonly product: ProductFlowProduct;
};

const QuoteDialogProductElement = part('li', 'QuoteDialog.Product', 'vt-quote-dialog__product');

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
  const idSku = product.idSku ?? undefined;
  return (
    <QuoteDialogProductElement
      asChild={asChild}
      data-product-id={product.idProduct}
      data-sku-id={idSku}
      {...props}
      className={className}
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
    </QuoteDialogProductElement>
  );
}

/** Props of the dialog box (`QuoteDialog.Content`): Radix `Dialog.Content`'s, plus where it is portalled. */
export type QuoteDialogBoxProps = ProductFormDialogBoxProps;

/**
 * The modal box over an overlay, open while the page's quote flow is: focus goes to the first field, is trapped
 * inside, Escape and the overlay close the flow (`quote.close`), and focus returns to whatever opened it (unless
 * your `onCloseAutoFocus` calls `preventDefault()`). `data-state="open|closed"`, `data-loading` while sending,
 * `data-failed` after a failure.
 */
export const QuoteDialogBox: (props: QuoteDialogBoxProps) => ReactNode = parts.Box;

/** Props of `QuoteDialog.Title`. */
export type QuoteDialogTitleProps = ProductFormDialogTitleProps;

/** The heading that names the dialog ('Solicitar Orçamento' by default). */
export const QuoteDialogTitle: (props: QuoteDialogTitleProps) => ReactNode = parts.Title;

/** Props of `QuoteDialog.Close`: the accessible name is `label` ('Fechar' when `undefined`). */
export type QuoteDialogCloseProps = ProductFormDialogCloseProps;

/** The × button: closes the flow (`quote.close`); what was typed stays for the next opening. */
export const QuoteDialogClose: (props: QuoteDialogCloseProps) => ReactNode = parts.Close;

/** Props of `QuoteDialog.Form`. */
export type QuoteDialogFormProps = ProductFormDialogFormProps;

/**
 * The `<form>`: submitting sends the quote, or, while a field is invalid, shows every field's message and moves
 * focus to the first invalid field. `aria-busy` and `data-loading` while sending. A consumer's `preventDefault()`
 * in `onSubmit` cancels it.
 */
export const QuoteDialogForm: (props: QuoteDialogFormProps) => ReactNode = parts.Form;

/**
 * Props of `QuoteDialog.Field`: the `<input>`'s (its ref too), which field ('name', 'email', 'phone'; the message
 * has `QuoteDialog.Message`), and its label.
 */
export type QuoteDialogFieldProps = ProductFormDialogFieldProps;

/**
 * One field with its label and its message ('Campo Obrigatorio', 'E-mail Invalido', 'Informe um Telefone
 * Valido'), shown from the first submit attempt on: the field is then `aria-invalid` and described by it
 * (`data-invalid` on the wrapper). The phone is a `PhoneInput`. A signed-in customer's details come prefilled.
 */
export const QuoteDialogField: (props: QuoteDialogFieldProps) => ReactNode = parts.Field;

/** Props of `QuoteDialog.Message`: the `<textarea>`'s (its ref too) and its label ('Mensagem' when `undefined`). */
export type QuoteDialogMessageProps = ProductFormDialogMessageProps;

/** The message field (a `<textarea>`, 4 rows), with its label and 'Campo Obrigatorio' after a submit attempt. */
export const QuoteDialogMessage: (props: QuoteDialogMessageProps) => ReactNode = bindProductFormDialogPart(
  ProductFormDialogMessage,
  dialog,
  'Message',
);

/** Props of `QuoteDialog.Submit`. */
export type QuoteDialogSubmitProps = ProductFormDialogSubmitProps;

/** 'Solicitar Orcamento': `aria-busy`, `aria-disabled` and `data-loading` while the quote is being sent. */
export const QuoteDialogSubmit: (props: QuoteDialogSubmitProps) => ReactNode = parts.Submit;

/** Props of `QuoteDialog.Status`: an `Alert.Root`'s, but its kind and open state are the dialog's. */
export type QuoteDialogStatusProps = ProductFormDialogStatusProps;

/**
 * The failure, inside the dialog where the shopper is (a modal hides the page's banners from screen readers): an
 * error `Alert` ('Erro ao enviar a solicitacao de orcamento.', the provider's `productFlow.quoteFailure`) from a
 * failed request until the next attempt or the closing. Nothing otherwise.
 */
export const QuoteDialogStatus: (props: QuoteDialogStatusProps) => ReactNode = parts.Status;

/** Texts of the ready-made dialog's body; each `undefined` keeps the provider's or the default text. */
export type QuoteDialogBodyProps = ProductFormDialogBodyProps;

/** The ready-made dialog's body: title and ×, the products, the four fields, the failure and the button. */
export function QuoteDialogBody({ messageLabel, ...props }: QuoteDialogBodyProps): ReactNode {
  return (
    <parts.Body
      {...props}
      about={<QuoteDialogProducts />}
      message={<QuoteDialogMessage label={messageLabel} />}
    />
  );
}
