import { type CartItem, deliveryTimeText, formatPrice, freightPriceText, isOutOfStock } from '@vitrine/core';
import { cartSelectors, useCart } from '@vitrine/hooks';
import { Dialog, Slot } from 'radix-ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { CepInput } from '../foundation/CepInput/CepInput';
import {
  ConfirmDialogCancel,
  ConfirmDialogConfirm,
  ConfirmDialogContent,
  ConfirmDialogDescription,
  ConfirmDialogRoot,
  ConfirmDialogTitle,
} from '../foundation/ConfirmDialog/ConfirmDialog';
import { Price } from '../foundation/Price/Price';
import { QuantityInput } from '../foundation/QuantityInput/QuantityInput';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { Spinner } from '../foundation/Spinner/Spinner';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { noSelection } from '../internal/noSelection';
import type { PartProps } from '../internal/partsContext';
import { useTexts } from './cartPreviewContext';
import type { CartPreviewMessages } from './cartPreviewMessages';

/*
 * The sheet's body: every part below loads with this module, which `CartPreview` fetches when the sheet is
 * first wanted (see `CartPreview.tsx`), so a page that never opens the cart never downloads it.
 */

/** Props of `CartPreview.Status`. */
export type CartPreviewStatusProps = PartProps<'div'>;

/**
 * The polite live region of the sheet: the timer-expiry message ('O TEMPO EXPIROU E ... foi removido do
 * carrinho') and the clean failure. Always rendered so screen readers hear what arrives.
 */
function Status({ asChild, className, children, ...props }: CartPreviewStatusProps) {
  const { timerExpiredMessage, cartError } = useCart((view) => ({
    timerExpiredMessage: view.timerExpiredMessage,
    cartError: view.cartError,
  }));
  const Component = asChild ? Slot.Root : 'div';
  const message = cartError ?? timerExpiredMessage;
  return (
    <Component
      role="status"
      data-empty={dataFlag(!message && !children)}
      {...props}
      className={cx('vt-cart-preview__status', className)}
    >
      {children ?? message}
    </Component>
  );
}

/** Props of `CartPreview.Lines`. */
export type CartPreviewLinesProps = Omit<PartProps<'ul'>, 'children'> & {
  /** Renders one line; `<CartPreview.Line line={line} />` when `undefined`. */
  readonly children?: ((line: CartItem) => ReactNode) | undefined;
  /** How many placeholder lines show while the cart loads; 2 by default. */
  readonly skeletonLines?: number | undefined;
};

/** The list of lines; placeholder lines of the final size while loading; nothing when the cart is empty. */
function Lines({
  asChild,
  className,
  children,
  skeletonLines = 2,
  'aria-label': label,
  ...props
}: CartPreviewLinesProps) {
  const { ui } = useTexts({ linesLabel: label });
  const { lines, isLoading } = useCart(cartSelectors.lines);
  const Component = asChild ? Slot.Root : 'ul';
  if (!isLoading && lines.length === 0) return null;
  return (
    <Component
      aria-label={ui.linesLabel}
      data-loading={dataFlag(isLoading)}
      {...props}
      className={cx('vt-cart-preview__lines', className)}
    >
      {isLoading
        ? Array.from({ length: skeletonLines }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} className="vt-cart-preview__line" aria-hidden="true">
              <Skeleton className="vt-cart-preview__image" aspectRatio={1} />
              <span className="vt-cart-preview__info">
                <Skeleton shape="text" width="80%" />
                <Skeleton shape="text" width="40%" />
              </span>
            </li>
          ))
        : lines.map((line) => (children ? children(line) : <Line key={line.idCartItem} line={line} />))}
    </Component>
  );
}

/** Props of `CartPreview.Line`. */
export type CartPreviewLineProps = Omit<PartProps<'li'>, 'children'> & {
  /** The cart line to show. */
  readonly line: CartItem;
  /** Text props: the remove button, the quantity field's name, the out-of-stock mark. */
  readonly remove?: string | undefined;
  readonly quantityLabel?: CartPreviewMessages['quantityLabel'] | undefined;
  readonly outOfStock?: string | undefined;
};

/**
 * One line: image, name (linked to the product), variations, unit price, the quantity control (1–9999,
 * capped at stock), 'Remover' (named with the product) and the server's error text when its change failed.
 * `data-stock="out"` on an exhausted line (it can only be removed), `data-error` when it failed.
 */
function Line({
  line,
  asChild,
  className,
  remove,
  quantityLabel,
  outOfStock,
  ...props
}: CartPreviewLineProps) {
  const { ui } = useTexts({ remove, quantityLabel, outOfStock });
  const {
    lineErrors,
    changeQuantity,
    remove: removeLine,
    lineNotices,
  } = useCart((view) => ({ lineErrors: view.lineErrors, lineNotices: view.lineNotices }));
  const errorId = useId();
  const error = lineErrors[line.idCartItem];
  const notice = error === undefined ? lineNotices[line.idCartItem] : undefined;
  const exhausted = isOutOfStock(line);
  const variations = (line.cartItemVariations ?? [])
    .map((variation) => `${variation.nameReference}: ${variation.nameVariation}`)
    .join(' / ');
  const image = line.productImage?.imageDefault;
  const Component = asChild ? Slot.Root : 'li';
  return (
    <Component
      data-stock={exhausted ? 'out' : undefined}
      data-error={dataFlag(error !== undefined)}
      aria-describedby={error ? errorId : undefined}
      {...props}
      className={cx('vt-cart-preview__line', className)}
    >
      {image ? (
        <img className="vt-cart-preview__image" src={image} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="vt-cart-preview__image" aria-hidden="true" />
      )}
      <div className="vt-cart-preview__info">
        {line.urlProduct ? (
          <a className="vt-cart-preview__name" href={line.urlProduct}>
            {line.name}
          </a>
        ) : (
          <span className="vt-cart-preview__name">{line.name}</span>
        )}
        {variations ? <span className="vt-cart-preview__variations">{variations}</span> : null}
        {exhausted ? <span className="vt-cart-preview__stock">{ui.outOfStock}</span> : null}
        <Price
          className="vt-cart-preview__price"
          price={line.price}
          pricePromotion={line.pricePromotion}
          showDiscount={false}
        />
      </div>
      <div className="vt-cart-preview__controls">
        <QuantityInput
          value={line.quantity}
          stock={exhausted ? undefined : line.stock}
          disabled={exhausted}
          label={ui.quantityLabel(line.name)}
          onValueChange={(quantity) => changeQuantity(line.idCartItem, quantity)}
        />
        <button
          type="button"
          className="vt-button vt-cart-preview__remove"
          data-variant="ghost"
          onClick={() => removeLine(line.idCartItem)}
        >
          {ui.remove} <span className="vt-visually-hidden">{line.name}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="vt-field-error vt-cart-preview__line-error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="vt-cart-preview__line-notice">
          {notice}
        </p>
      ) : null}
    </Component>
  );
}

/** Props of `CartPreview.Freight`. */
export type CartPreviewFreightProps = Omit<PartProps<'form'>, 'children'> & {
  /** Text props of the calculator. */
  readonly freightTitle?: string | undefined;
  readonly calculate?: string | undefined;
  readonly calculating?: string | undefined;
  readonly freightOptions?: string | undefined;
  /** Shows Correios' 'Não sei meu CEP' link (new tab); `true` by default. */
  readonly showLookupLink?: boolean | undefined;
};

/**
 * The freight calculator: the CEP field (masked, quoted at 9 characters, 'Por favor, insira um cep.' on an
 * empty submit, the server's text on a failure), the options as a radio group with delivery time and price
 * ('Frete Grátis' for zero), and the free-freight tip. Results are announced (`aria-live`). Hidden when empty.
 */
function Freight({
  asChild,
  className,
  freightTitle,
  calculate,
  calculating,
  freightOptions,
  showLookupLink = true,
  onSubmit,
  ...props
}: CartPreviewFreightProps) {
  const { ui, rules } = useTexts({ freightTitle, calculate, calculating, freightOptions });
  const { freight, isEmpty } = useCart((view) => ({
    freight: view.freight,
    isEmpty: view.lines.length === 0,
  }));
  const { setCep, calculateFreight, selectFreight } = useCart(noSelection);
  const titleId = useId();
  if (isEmpty) return null;
  const Component = asChild ? Slot.Root : 'form';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    calculateFreight();
  };
  return (
    <Component
      aria-labelledby={titleId}
      noValidate
      {...props}
      onSubmit={composeEventHandlers(onSubmit, submit)}
      className={cx('vt-cart-preview__freight', className)}
    >
      <h3 id={titleId} className="vt-cart-preview__section-title">
        {ui.freightTitle}
      </h3>
      <div className="vt-cart-preview__cep">
        <CepInput
          value={freight.cep}
          onValueChange={setCep}
          error={freight.cepError ?? freight.error}
          showLookupLink={showLookupLink}
        />
        <button type="submit" className="vt-button" data-variant="secondary">
          {ui.calculate}
        </button>
      </div>
      <div className="vt-cart-preview__freight-result" aria-live="polite">
        {freight.isCalculating ? <Spinner label={ui.calculating} /> : null}
        {!freight.isCalculating && freight.options.length > 0 ? (
          <fieldset className="vt-cart-preview__options">
            <legend className="vt-cart-preview__legend">{ui.freightOptions}</legend>
            {freight.options.map((option) => {
              const id = option.shippingMode.idShippingMode;
              return (
                <label key={id} className="vt-cart-preview__option">
                  <input
                    type="radio"
                    name={`${titleId}-freight`}
                    value={id}
                    checked={freight.selected?.shippingMode.idShippingMode === id}
                    onChange={() => selectFreight(id)}
                  />
                  <span className="vt-cart-preview__option-name">{option.shippingMode.name}</span>
                  <span className="vt-cart-preview__option-time">{deliveryTimeText(option, rules)}</span>
                  <span className="vt-cart-preview__option-price">
                    {freightPriceText(option.valueShipping, rules)}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
        {freight.tip ? <p className="vt-cart-preview__tip">{freight.tip}</p> : null}
      </div>
    </Component>
  );
}

/** Props of `CartPreview.Totals`. */
export type CartPreviewTotalsProps = Omit<PartProps<'dl'>, 'children'> & {
  readonly subtotal?: string | undefined;
  readonly freight?: string | undefined;
  readonly discount?: string | undefined;
  readonly total?: string | undefined;
};

/** Subtotal, freight (once chosen), discount (when any) and total, in BRL; hidden when the cart is empty. */
function Totals({
  asChild,
  className,
  subtotal,
  freight,
  discount,
  total,
  ...props
}: CartPreviewTotalsProps) {
  const { ui } = useTexts({ subtotal, freight, discount, total });
  const { totals, hasFreight, isEmpty, isLoading } = useCart((view) => ({
    totals: view.totals,
    hasFreight: view.freight.selected !== undefined,
    isEmpty: view.lines.length === 0,
    isLoading: view.isLoading,
  }));
  if (isEmpty && !isLoading) return null;
  const Component = asChild ? Slot.Root : 'dl';
  const row = (name: string, value: ReactNode, kind: string) => (
    <div className="vt-cart-preview__total" data-kind={kind}>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
  const amount = (value: number) => (isLoading ? <Skeleton shape="text" width="5em" /> : formatPrice(value));
  return (
    <Component {...props} className={cx('vt-cart-preview__totals', className)}>
      {row(ui.subtotal, amount(totals.itemsTotal), 'subtotal')}
      {hasFreight ? row(ui.freight, formatPrice(totals.freight), 'freight') : null}
      {totals.discount > 0 ? row(ui.discount, `− ${formatPrice(totals.discount)}`, 'discount') : null}
      {row(ui.total, amount(totals.total), 'total')}
    </Component>
  );
}

/** Props of `CartPreview.Actions`. */
export type CartPreviewActionsProps = Omit<PartProps<'div'>, 'children'> & {
  readonly continueShopping?: string | undefined;
  readonly checkout?: string | undefined;
};

/**
 * 'Continuar Comprando' (closes the sheet) and 'Finalizar Compra' (checks out: blocked with
 * 'Ops.. Exclua os produtos esgotados do carrinho.' and the out-of-stock modal when a line is exhausted,
 * else the store's limits are checked, their failure shown for 10 s, then '/checkout/identification').
 */
function Actions({ asChild, className, continueShopping, checkout, ...props }: CartPreviewActionsProps) {
  const { ui } = useTexts({ continueShopping, checkout });
  const { limitError, checkoutError, isEmpty, checkout: startCheckout } = useCart(cartSelectors.checkout);
  const Component = asChild ? Slot.Root : 'div';
  const error = checkoutError ?? limitError;
  return (
    <Component {...props} className={cx('vt-cart-preview__actions', className)}>
      <p
        role="alert"
        className="vt-field-error vt-cart-preview__checkout-error"
        data-empty={dataFlag(!error)}
      >
        {error}
      </p>
      <Dialog.Close className="vt-button vt-cart-preview__continue" data-variant="secondary">
        {ui.continueShopping}
      </Dialog.Close>
      {isEmpty ? null : (
        <button type="button" className="vt-button vt-cart-preview__checkout" onClick={startCheckout}>
          {ui.checkout}
        </button>
      )}
    </Component>
  );
}

/** Props of `CartPreview.Empty`. */
export type CartPreviewEmptyProps = PartProps<'p'>;

/** 'Seu Carrinho esta vazio.' once the cart is read and has no line; nothing otherwise. */
function Empty({ asChild, className, children, ...props }: CartPreviewEmptyProps) {
  const { rules } = useTexts();
  const { isEmpty } = useCart((view) => ({ isEmpty: !view.isLoading && view.lines.length === 0 }));
  if (!isEmpty) return null;
  const Component = asChild ? Slot.Root : 'p';
  return (
    <Component {...props} className={cx('vt-cart-preview__empty', className)}>
      {children ?? rules.cartEmpty}
    </Component>
  );
}

/** Props of `CartPreview.ExhaustedDialog`. */
export type CartPreviewExhaustedDialogProps = Omit<PartProps<'div'>, 'children'> & {
  /** 'Excluir Produto(s)' when `undefined` (the provider's `cart.exhaustedDeleteAll`). */
  readonly deleteAll?: string | undefined;
  /** 'Voltar ao carrinho' when `undefined`. */
  readonly exhaustedClose?: string | undefined;
};

/**
 * The out-of-stock modal (a `ConfirmDialog` over the sheet) opened by a blocked checkout: titled
 * 'Ops... existem N produtos esgotados no seu carrinho' (singular for one), listing those products, with
 * 'Excluir Produto(s)' deleting them all. Escape or the second button goes back to the cart.
 */
function ExhaustedDialog({
  className,
  deleteAll,
  exhaustedClose,
  ...props
}: CartPreviewExhaustedDialogProps) {
  const { ui, exhaustedDeleteAll } = useTexts({ exhaustedClose });
  const { exhaustedModal, deleteExhausted, closeExhausted } = useCart((view) => ({
    exhaustedModal: view.exhaustedModal,
  }));
  return (
    <ConfirmDialogRoot
      open={exhaustedModal !== undefined}
      onOpenChange={(open) => open || closeExhausted()}
      onConfirm={deleteExhausted}
    >
      <ConfirmDialogContent
        {...props}
        className={cx('vt-cart-preview__exhausted', className)}
        overlayClassName="vt-cart-preview__exhausted-overlay"
      >
        <ConfirmDialogTitle>{exhaustedModal?.title}</ConfirmDialogTitle>
        <ConfirmDialogDescription asChild>
          <ul className="vt-cart-preview__exhausted-list">
            {exhaustedModal?.lines.map((line) => (
              <li key={line.idCartItem}>{line.name}</li>
            ))}
          </ul>
        </ConfirmDialogDescription>
        <div className="vt-confirm-dialog__actions">
          <ConfirmDialogCancel>{ui.exhaustedClose}</ConfirmDialogCancel>
          <ConfirmDialogConfirm>{deleteAll ?? exhaustedDeleteAll}</ConfirmDialogConfirm>
        </div>
      </ConfirmDialogContent>
    </ConfirmDialogRoot>
  );
}

/** Props of `CartPreviewSheet`: the texts of the ready-made sheet body. */
export interface CartPreviewSheetProps {
  readonly remove?: string | undefined;
  readonly quantityLabel?: CartPreviewMessages['quantityLabel'] | undefined;
  readonly outOfStock?: string | undefined;
  readonly freightTitle?: string | undefined;
  readonly calculate?: string | undefined;
  readonly calculating?: string | undefined;
  readonly freightOptions?: string | undefined;
  readonly subtotal?: string | undefined;
  readonly freight?: string | undefined;
  readonly discount?: string | undefined;
  readonly total?: string | undefined;
  readonly linesLabel?: string | undefined;
  readonly continueShopping?: string | undefined;
  readonly checkout?: string | undefined;
  readonly exhaustedClose?: string | undefined;
  readonly deleteAll?: string | undefined;
  readonly showLookupLink?: boolean | undefined;
}

/** The ready-made sheet's body and footer: status, lines, freight, totals, actions and the out-of-stock modal. */
export function CartPreviewSheet({
  remove,
  quantityLabel,
  outOfStock,
  freightTitle,
  calculate,
  calculating,
  freightOptions,
  subtotal,
  freight,
  discount,
  total,
  linesLabel,
  continueShopping,
  checkout,
  exhaustedClose,
  deleteAll,
  showLookupLink,
}: CartPreviewSheetProps) {
  return (
    <>
      <div className="vt-cart-preview__body">
        <Status />
        <Empty />
        <Lines aria-label={linesLabel}>
          {(line) => (
            <Line
              key={line.idCartItem}
              line={line}
              remove={remove}
              quantityLabel={quantityLabel}
              outOfStock={outOfStock}
            />
          )}
        </Lines>
        <Freight
          freightTitle={freightTitle}
          calculate={calculate}
          calculating={calculating}
          freightOptions={freightOptions}
          showLookupLink={showLookupLink}
        />
      </div>
      <div className="vt-cart-preview__footer">
        <Totals subtotal={subtotal} freight={freight} discount={discount} total={total} />
        <Actions continueShopping={continueShopping} checkout={checkout} />
      </div>
      <ExhaustedDialog deleteAll={deleteAll} exhaustedClose={exhaustedClose} />
    </>
  );
}

export {
  Actions as CartPreviewActions,
  Empty as CartPreviewEmpty,
  ExhaustedDialog as CartPreviewExhaustedDialog,
  Freight as CartPreviewFreight,
  Line as CartPreviewLine,
  Lines as CartPreviewLines,
  Status as CartPreviewStatus,
  Totals as CartPreviewTotals,
};
