import {
  type CartItem,
  cartMessages,
  deliveryTimeText,
  formatPrice,
  freightPriceText,
  isOutOfStock,
} from '@vitrine/core';
import { cartSelectors, useCart, useStorefront } from '@vitrine/hooks';
import { Dialog, Slot } from 'radix-ui';
import { createContext, type FormEvent, type ReactNode, useId } from 'react';
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
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { type CartPreviewMessages, cartPreviewMessages } from './cartPreviewMessages';
import { type CartPreviewOpenState, useCartPreviewOpen } from './useCartPreviewOpen';

const PreviewContext = createContext<CartPreviewOpenState | null>(null);

function usePreview(part: string): CartPreviewOpenState {
  return usePartsContext(PreviewContext, 'CartPreview', part);
}

/** Texts of the cart preview: the kit's (`ui.cartPreview`) with the cart's own from the provider. */
function useTexts(overrides?: Partial<CartPreviewMessages>) {
  const ui = useUiMessages('cartPreview', cartPreviewMessages, overrides);
  const { messages } = useStorefront();
  return {
    ui,
    rules: messages.rules,
    exhaustedDeleteAll: messages.cart?.exhaustedDeleteAll ?? cartMessages.exhaustedDeleteAll,
  };
}

// ---------------------------------------------------------------------------------------------------------

/** Props of `CartPreview.Root`: the open trio, and whether any `cart.view` of the page opens it. */
export interface CartPreviewRootProps {
  /** Controlled open state; `undefined` leaves it to the preview. */
  readonly open?: boolean | undefined;
  /** Opens on mount when uncontrolled; `false` by default. */
  readonly defaultOpen?: boolean | undefined;
  /** Hears every opening and closing. */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** Opens on every `cart.view` of the page (the `CartCount` button, a script); `true` by default. */
  readonly openOnCartView?: boolean | undefined;
  readonly children?: ReactNode;
}

/** The preview's state (a Radix modal `Dialog`); renders no element of its own. */
function Root({ open, defaultOpen, onOpenChange, openOnCartView, children }: CartPreviewRootProps) {
  const state = useCartPreviewOpen({ open, defaultOpen, onOpenChange, openOnCartView });
  return (
    <PreviewContext.Provider value={state}>
      <Dialog.Root open={state.open} onOpenChange={state.setOpen}>
        {children}
      </Dialog.Root>
    </PreviewContext.Provider>
  );
}

/** Props of `CartPreview.Trigger`. */
export type CartPreviewTriggerProps = PartProps<'button'>;

/** A button that opens the sheet (the header's `CartCount` opens it too, through the bus). */
function Trigger({ className, ...props }: CartPreviewTriggerProps) {
  return <Dialog.Trigger {...props} className={cx('vt-cart-preview__trigger', className)} />;
}

/** Props of `CartPreview.Content`. */
export type CartPreviewContentProps = PartProps<'div'> & {
  /** Where the overlay and the sheet are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** Radix's close focus hook; ours returns focus to the opener unless you call `preventDefault()`. */
  readonly onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/**
 * The modal side sheet (full width at 360 px, a column on the right from 640 px) over an overlay, portalled:
 * focus is trapped inside, Escape and the overlay close it, focus returns to whatever opened it.
 * `data-state="open|closed"` for enter/exit styles; `aria-busy` (and `data-busy`) while the cart loads or a
 * cart request is pending.
 */
function Content({ className, container, onCloseAutoFocus, children, ...props }: CartPreviewContentProps) {
  const preview = usePreview('Content');
  const { isLoading, busy } = useCart((view) => ({ isLoading: view.isLoading, busy: view.busy }));
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className="vt-cart-preview__overlay" />
      <Dialog.Content
        aria-describedby={undefined}
        aria-busy={isLoading || busy || undefined}
        data-loading={dataFlag(isLoading)}
        data-busy={dataFlag(busy)}
        {...props}
        onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, preview.returnFocus)}
        className={cx('vt-cart-preview', className)}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** Props of `CartPreview.Title`. */
export type CartPreviewTitleProps = PartProps<'h2'>;

/** The sheet's heading, naming the dialog ('Meu Carrinho' by default). */
function Title({ className, children, ...props }: CartPreviewTitleProps) {
  const { ui } = useTexts();
  return (
    <Dialog.Title {...props} className={cx('vt-cart-preview__title', className)}>
      {children ?? ui.title}
    </Dialog.Title>
  );
}

/** Props of `CartPreview.Close`. */
export type CartPreviewCloseProps = PartProps<'button'> & {
  /** The accessible name; 'Fechar carrinho' when `undefined`. */
  readonly label?: string | undefined;
};

/** The × button of the sheet's header. */
function Close({ className, label, children, ...props }: CartPreviewCloseProps) {
  const { ui } = useTexts({ close: label });
  return (
    <Dialog.Close aria-label={ui.close} {...props} className={cx('vt-cart-preview__close', className)}>
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </Dialog.Close>
  );
}

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
  freightOptions,
  showLookupLink = true,
  onSubmit,
  ...props
}: CartPreviewFreightProps) {
  const { ui, rules } = useTexts({ freightTitle, calculate, freightOptions });
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
      {row(ui.subtotal, amount(totals.subTotal), 'subtotal')}
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

const emptySelection = {};
/** Selects nothing: parts that only act on the cart never re-render for it. */
const noSelection = (): object => emptySelection;

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<CartPreview />`: the Root's, a trigger, and the texts. */
export interface CartPreviewProps
  extends Omit<CartPreviewRootProps, 'children'>,
    Omit<CartPreviewContentProps, 'children' | 'title'>,
    Partial<Omit<CartPreviewMessages, 'quantityLabel'>> {
  /** A trigger's content (e.g. an icon); no trigger when `undefined` (the header's `CartCount` opens it). */
  readonly trigger?: ReactNode;
  /** The quantity field's name of a line. */
  readonly quantityLabel?: CartPreviewMessages['quantityLabel'] | undefined;
  /** 'Excluir Produto(s)' when `undefined`. */
  readonly deleteAll?: string | undefined;
  /** Shows Correios' 'Não sei meu CEP' link in the freight calculator; `true` by default. */
  readonly showLookupLink?: boolean | undefined;
}

/**
 * The cart preview, ready to drop in once per page: a modal side sheet opened by the header's `CartPreview`
 * badge (any `cart.view`) or by its own `trigger`, with the lines, the freight calculator, the totals, the
 * actions and the out-of-stock modal.
 */
function CartPreviewDefault({
  open,
  defaultOpen,
  onOpenChange,
  openOnCartView,
  trigger,
  title,
  close,
  continueShopping,
  checkout,
  remove,
  quantityLabel,
  outOfStock,
  freightTitle,
  calculate,
  freightOptions,
  subtotal,
  freight,
  discount,
  total,
  linesLabel,
  exhaustedClose,
  deleteAll,
  showLookupLink,
  calculating: _calculating,
  loading: _loading,
  ...contentProps
}: CartPreviewProps) {
  return (
    <Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} openOnCartView={openOnCartView}>
      {trigger === undefined ? null : <Trigger>{trigger}</Trigger>}
      <Content {...contentProps}>
        <div className="vt-cart-preview__header">
          <Title>{title}</Title>
          <Close label={close} />
        </div>
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
            freightOptions={freightOptions}
            showLookupLink={showLookupLink}
          />
        </div>
        <div className="vt-cart-preview__footer">
          <Totals subtotal={subtotal} freight={freight} discount={discount} total={total} />
          <Actions continueShopping={continueShopping} checkout={checkout} />
        </div>
        <ExhaustedDialog deleteAll={deleteAll} exhaustedClose={exhaustedClose} />
      </Content>
    </Root>
  );
}

/** The parts of the cart preview, to compose your own sheet. */
export const CartPreviewParts = {
  Root,
  Trigger,
  Content,
  Title,
  Close,
  Status,
  Lines,
  Line,
  Freight,
  Totals,
  Actions,
  Empty,
  ExhaustedDialog,
};

/** The cart preview: `<CartPreview />` ready-made, or `CartPreview.Root / .Trigger / .Content / .Lines / ...` composed. */
export const CartPreview = Object.assign(CartPreviewDefault, CartPreviewParts);

export {
  Actions as CartPreviewActions,
  Close as CartPreviewClose,
  Content as CartPreviewContent,
  Empty as CartPreviewEmpty,
  ExhaustedDialog as CartPreviewExhaustedDialog,
  Freight as CartPreviewFreight,
  Line as CartPreviewLine,
  Lines as CartPreviewLines,
  Root as CartPreviewRoot,
  Status as CartPreviewStatus,
  Title as CartPreviewTitle,
  Totals as CartPreviewTotals,
  Trigger as CartPreviewTrigger,
};
