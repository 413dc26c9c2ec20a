import { type CartItem, formatPrice } from '@vitrine/core';
import {
  type CartLineFlow,
  cartSelectors,
  type FreightCalculatorFlow,
  useCart,
  useCartLine,
  useFreightCalculator,
} from '@vitrine/hooks';
import { Dialog, Slot } from 'radix-ui';
import { createContext, type ReactNode } from 'react';
import { CepInput, type CepInputProps } from '../foundation/CepInput/CepInput';
import {
  ConfirmDialogCancel,
  ConfirmDialogConfirm,
  ConfirmDialogContent,
  ConfirmDialogDescription,
  ConfirmDialogRoot,
  ConfirmDialogTitle,
} from '../foundation/ConfirmDialog/ConfirmDialog';
import { part } from '../foundation/internal/createPart';
import { Price } from '../foundation/Price/Price';
import { QuantityInput, type QuantityInputProps } from '../foundation/QuantityInput/QuantityInput';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { Spinner } from '../foundation/Spinner/Spinner';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useTexts } from './cartPreviewContext';
import type { CartPreviewMessages } from './cartPreviewMessages';

/*
 * The sheet's body: every part below loads with this module, which `CartPreview` fetches when the sheet is
 * first wanted (see `CartPreview.tsx`), so a page that never opens the cart never downloads it.
 */

/** Props of `CartPreview.Status`. */
export type CartPreviewStatusProps = PartProps<'div'>;

const StatusElement = part('div', 'CartPreview.Status', 'vt-cart-preview__status');

/**
 * The polite live region of the sheet: the timer-expiry message ('O TEMPO EXPIROU E ... foi removido do
 * carrinho') and the clean failure. Always rendered so screen readers hear what arrives.
 */
function Status({ children, ...props }: CartPreviewStatusProps) {
  const { timerExpiredMessage, cartError } = useCart((view) => ({
    timerExpiredMessage: view.timerExpiredMessage,
    cartError: view.cartError,
  }));
  const message = cartError ?? timerExpiredMessage;
  return (
    <StatusElement role="status" data-empty={dataFlag(!message && !children)} {...props}>
      {children ?? message}
    </StatusElement>
  );
}

/** Props of `CartPreview.Lines`. */
export type CartPreviewLinesProps = Omit<PartProps<'ul'>, 'children'> & {
  /** Renders one line; `<CartPreview.Line line={line} />` when `undefined`. */
  readonly children?: ((line: CartItem) => ReactNode) | undefined;
  /** How many placeholder lines show while the cart loads; 2 by default. */
  readonly skeletonLines?: number | undefined;
};

const LinesElement = part('ul', 'CartPreview.Lines', 'vt-cart-preview__lines');

/** The list of lines; placeholder lines of the final size while loading; nothing when the cart is empty. */
function Lines({
  className,
  children,
  skeletonLines = 2,
  'aria-label': label,
  ...props
}: CartPreviewLinesProps) {
  const { ui } = useTexts({ linesLabel: label });
  const { lines, isLoading } = useCart(cartSelectors.lines);
  if (!isLoading && lines.length === 0) return null;
  return (
    <LinesElement
      aria-label={ui.linesLabel}
      data-loading={dataFlag(isLoading)}
      {...props}
      className={className}
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
    </LinesElement>
  );
}

/** What `CartPreview.Line` gives its parts: the line's behaviour and the texts. */
interface LineContextValue {
  readonly item: CartLineFlow;
  readonly ui: CartPreviewMessages;
}

const LineContext = createContext<LineContextValue | null>(null);

function useLinePart(part: string): LineContextValue {
  return usePartsContext(LineContext, 'CartPreview', part, 'Line');
}

/** Props of `CartPreview.Line`. */
export type CartPreviewLineProps = PartProps<'li'> & {
  /** The cart line to show. */
  readonly line: CartItem;
  /** Text props: the remove button, the quantity field's name, the out-of-stock mark. */
  readonly remove?: string | undefined;
  readonly quantityLabel?: CartPreviewMessages['quantityLabel'] | undefined;
  readonly outOfStock?: string | undefined;
};

const LineElement = part('li', 'CartPreview.Line', 'vt-cart-preview__line');

/**
 * One line (`useCartLine`): image, name (linked to the product), variations, unit price, the quantity control
 * (1–9999, capped at stock), 'Remover' (named with the product), and the server's error text when its change
 * failed or the notice when it went through adjusted. `data-stock="out"` on an exhausted line (it can only be
 * removed), `data-error` when it failed. Without children it renders every part; with children, only yours
 * (`CartPreview.LineImage`, `LineName`, `LineQuantity`, `LineRemove`, `LineError`, `LineNotice`...).
 */
function Line({
  line,
  className,
  remove,
  quantityLabel,
  outOfStock,
  children,
  ...props
}: CartPreviewLineProps) {
  const { ui } = useTexts({ remove, quantityLabel, outOfStock });
  const item = useCartLine(line);
  return (
    <LineContext.Provider value={{ item, ui }}>
      <LineElement {...item.getLineProps()} {...props} className={className}>
        {children ?? (
          <>
            <LineImage />
            <div className="vt-cart-preview__info">
              <LineName />
              <LineVariations />
              <LineStock />
              <LinePrice />
            </div>
            <div className="vt-cart-preview__controls">
              <LineQuantity />
              <LineRemove />
            </div>
            <LineError />
            <LineNotice />
          </>
        )}
      </LineElement>
    </LineContext.Provider>
  );
}

/** Props of `CartPreview.LineImage`. */
export type CartPreviewLineImageProps = Omit<PartProps<'img'>, 'src'>;

const LineImageElement = part('img', 'CartPreview.LineImage', 'vt-cart-preview__image');

/** The product's image (64 px, lazy, decorative: the name says what it is); an empty box when it has none. */
function LineImage({ className, ...props }: CartPreviewLineImageProps) {
  const { item } = useLinePart('LineImage');
  if (!item.image) return <span className={cx('vt-cart-preview__image', className)} aria-hidden="true" />;
  return (
    <LineImageElement
      src={item.image}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      {...props}
      className={className}
    />
  );
}

/** Props of `CartPreview.LineName`. */
export type CartPreviewLineNameProps = PartProps<'a'>;

/** The product's name, a link to its page (plain text when the platform gave no link). */
function LineName({ asChild, className, children, ...props }: CartPreviewLineNameProps) {
  const { item } = useLinePart('LineName');
  const Component = asChild ? Slot.Root : item.href ? 'a' : 'span';
  return (
    <Component href={item.href} {...props} className={cx('vt-cart-preview__name', className)}>
      {children ?? item.name}
    </Component>
  );
}

/** Props of `CartPreview.LineVariations`. */
export type CartPreviewLineVariationsProps = PartProps<'span'>;

const LineVariationsElement = part('span', 'CartPreview.LineVariations', 'vt-cart-preview__variations');

/** The chosen variations ('Cor: Azul / Tamanho: M'); nothing for a product without variations. */
function LineVariations({ children, ...props }: CartPreviewLineVariationsProps) {
  const { item } = useLinePart('LineVariations');
  if (!item.variations && !children) return null;
  return <LineVariationsElement {...props}>{children ?? item.variations}</LineVariationsElement>;
}

/** Props of `CartPreview.LineStock`. */
export type CartPreviewLineStockProps = PartProps<'span'>;

const LineStockElement = part('span', 'CartPreview.LineStock', 'vt-cart-preview__stock');

/** The out-of-stock mark ('Esgotado'); nothing while the line is in stock. */
function LineStock({ children, ...props }: CartPreviewLineStockProps) {
  const { item, ui } = useLinePart('LineStock');
  if (!item.outOfStock) return null;
  return <LineStockElement {...props}>{children ?? ui.outOfStock}</LineStockElement>;
}

/** Props of `CartPreview.LinePrice`. */
export type CartPreviewLinePriceProps = { readonly className?: string | undefined };

/** The unit price in BRL (the promotional one, with the list price struck, during a promotion). */
function LinePrice({ className }: CartPreviewLinePriceProps) {
  const { item } = useLinePart('LinePrice');
  return (
    <Price
      className={cx('vt-cart-preview__price', className)}
      price={item.price}
      pricePromotion={item.pricePromotion}
      showDiscount={false}
    />
  );
}

/** Props of `CartPreview.LineQuantity`: `QuantityInput`'s, less what the line decides. */
export type CartPreviewLineQuantityProps = Omit<
  QuantityInputProps,
  'value' | 'defaultValue' | 'stock' | 'disabled' | 'onValueChange'
>;

/** The quantity control: 1–9999, capped at stock, disabled when out of stock, named with the product. */
function LineQuantity({ label, ...props }: CartPreviewLineQuantityProps) {
  const { item, ui } = useLinePart('LineQuantity');
  return (
    <QuantityInput label={label ?? ui.quantityLabel(item.name)} {...props} {...item.getQuantityProps()} />
  );
}

/** Props of `CartPreview.LineRemove`. */
export type CartPreviewLineRemoveProps = Omit<PartProps<'button'>, 'type'>;

const LineRemoveElement = part('button', 'CartPreview.LineRemove', 'vt-button');

/** 'Remover', with the product's name visually hidden in its accessible name; removes the line at once. */
function LineRemove({ asChild, className, children, onClick, ...props }: CartPreviewLineRemoveProps) {
  const { item, ui } = useLinePart('LineRemove');
  return (
    <LineRemoveElement
      asChild={asChild}
      data-variant="ghost"
      {...props}
      {...item.getRemoveProps({ onClick })}
      className={cx('vt-cart-preview__remove', className)}
    >
      {children ?? (
        <>
          {ui.remove} <span className="vt-visually-hidden">{item.name}</span>
        </>
      )}
    </LineRemoveElement>
  );
}

/** Props of `CartPreview.LineError`. */
export type CartPreviewLineErrorProps = Omit<PartProps<'p'>, 'children'>;

const LineErrorElement = part('p', 'CartPreview.LineError', 'vt-field-error');

/** The server's text of the line's failed change (`role="alert"`, describing the line); nothing otherwise. */
function LineError({ asChild, className, ...props }: CartPreviewLineErrorProps) {
  const { item } = useLinePart('LineError');
  if (!item.error) return null;
  return (
    <LineErrorElement
      asChild={asChild}
      {...props}
      {...item.getErrorProps()}
      className={cx('vt-cart-preview__line-error', className)}
    >
      {item.error}
    </LineErrorElement>
  );
}

/** Props of `CartPreview.LineNotice`. */
export type CartPreviewLineNoticeProps = Omit<PartProps<'p'>, 'children'>;

const LineNoticeElement = part('p', 'CartPreview.LineNotice', 'vt-cart-preview__line-notice');

/** A change that went through adjusted ('Temos apenas 3 em estoque.', `role="status"`); nothing otherwise. */
function LineNotice({ asChild, className, ...props }: CartPreviewLineNoticeProps) {
  const { item } = useLinePart('LineNotice');
  if (!item.notice) return null;
  return (
    <LineNoticeElement asChild={asChild} {...props} {...item.getNoticeProps()} className={className}>
      {item.notice}
    </LineNoticeElement>
  );
}

/** What `CartPreview.Freight` gives its parts: the calculator's behaviour and the texts. */
interface FreightContextValue {
  readonly freight: FreightCalculatorFlow;
  readonly ui: CartPreviewMessages;
  readonly showLookupLink: boolean;
}

const FreightContext = createContext<FreightContextValue | null>(null);

function useFreightPart(part: string): FreightContextValue {
  return usePartsContext(FreightContext, 'CartPreview', part, 'Freight');
}

/** Props of `CartPreview.Freight`. */
export type CartPreviewFreightProps = PartProps<'form'> & {
  /** Text props of the calculator. */
  readonly freightTitle?: string | undefined;
  readonly calculate?: string | undefined;
  readonly calculating?: string | undefined;
  readonly freightOptions?: string | undefined;
  /** Shows Correios' 'Não sei meu CEP' link (new tab); `true` by default. */
  readonly showLookupLink?: boolean | undefined;
};

const FreightElement = part('form', 'CartPreview.Freight', 'vt-cart-preview__freight');

/**
 * The freight calculator (`useFreightCalculator`): the CEP field (masked, quoted at 9 characters, 'Por favor,
 * insira um cep.' on an empty submit, the server's text on a failure), the options as a radio group with
 * delivery time and price ('Frete Grátis' for zero), and the free-freight tip. Results are announced
 * (`aria-live`). Hidden when the cart is empty. Without children it renders every part; with children, only
 * yours (`CartPreview.FreightTitle`, `FreightCep`, `FreightSubmit`, `FreightResult`...).
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
  children,
  ...props
}: CartPreviewFreightProps) {
  const { ui } = useTexts({ freightTitle, calculate, calculating, freightOptions });
  const freight = useFreightCalculator();
  if (freight.isEmpty) return null;
  return (
    <FreightContext.Provider value={{ freight, ui, showLookupLink }}>
      <FreightElement
        asChild={asChild}
        {...props}
        {...freight.getFormProps({ onSubmit })}
        className={className}
      >
        {children ?? (
          <>
            <FreightTitle />
            <div className="vt-cart-preview__cep">
              <FreightCep />
              <FreightSubmit />
            </div>
            <FreightResult />
          </>
        )}
      </FreightElement>
    </FreightContext.Provider>
  );
}

/** Props of `CartPreview.FreightTitle`. */
export type CartPreviewFreightTitleProps = PartProps<'h3'>;

const FreightTitleElement = part('h3', 'CartPreview.FreightTitle', 'vt-cart-preview__section-title');

/** The calculator's heading ('Calcular frete'), which names the form. */
function FreightTitle({ asChild, className, children, ...props }: CartPreviewFreightTitleProps) {
  const { freight, ui } = useFreightPart('FreightTitle');
  return (
    <FreightTitleElement asChild={asChild} {...props} {...freight.getTitleProps()} className={className}>
      {children ?? ui.freightTitle}
    </FreightTitleElement>
  );
}

/** Props of `CartPreview.FreightCep`: `CepInput`'s, less what the calculator decides. */
export type CartPreviewFreightCepProps = Omit<
  CepInputProps,
  'value' | 'defaultValue' | 'onValueChange' | 'error'
>;

/** The CEP field: masked, quoted as soon as it holds 9 characters, with the calculator's message. */
function FreightCep(props: CartPreviewFreightCepProps) {
  const { freight, showLookupLink } = useFreightPart('FreightCep');
  return <CepInput showLookupLink={showLookupLink} {...props} {...freight.getCepInputProps()} />;
}

/** Props of `CartPreview.FreightSubmit`. */
export type CartPreviewFreightSubmitProps = Omit<PartProps<'button'>, 'type'>;

const FreightSubmitElement = part('button', 'CartPreview.FreightSubmit', 'vt-button');

/** The submit button ('Calcular'). */
function FreightSubmit({ children, ...props }: CartPreviewFreightSubmitProps) {
  const { ui } = useFreightPart('FreightSubmit');
  return (
    <FreightSubmitElement type="submit" data-variant="secondary" {...props}>
      {children ?? ui.calculate}
    </FreightSubmitElement>
  );
}

/** Props of `CartPreview.FreightResult`. */
export type CartPreviewFreightResultProps = PartProps<'div'>;

const FreightResultElement = part('div', 'CartPreview.FreightResult', 'vt-cart-preview__freight-result');

/**
 * The announced results: 'Calculando frete…' while quoting, then the options and the tip. Without children
 * it renders `FreightOptions` and `FreightTip`.
 */
function FreightResult({ asChild, className, children, ...props }: CartPreviewFreightResultProps) {
  const { freight, ui } = useFreightPart('FreightResult');
  return (
    <FreightResultElement asChild={asChild} {...props} {...freight.getResultProps()} className={className}>
      {children ?? (
        <>
          {freight.calculating ? <Spinner label={ui.calculating} /> : null}
          <FreightOptions />
          <FreightTip />
        </>
      )}
    </FreightResultElement>
  );
}

/** Props of `CartPreview.FreightOptions`. */
export type CartPreviewFreightOptionsProps = Omit<PartProps<'fieldset'>, 'children'>;

const FreightOptionsElement = part('fieldset', 'CartPreview.FreightOptions', 'vt-cart-preview__options');

/** The quoted options as a radio group ('Opções de frete'): name, delivery time, price; nothing before a quote. */
function FreightOptions({ className, ...props }: CartPreviewFreightOptionsProps) {
  const { freight, ui } = useFreightPart('FreightOptions');
  if (freight.options.length === 0) return null;
  return (
    <FreightOptionsElement {...props} className={className}>
      <legend className="vt-cart-preview__legend">{ui.freightOptions}</legend>
      {freight.options.map((option) => (
        <label key={option.id} className="vt-cart-preview__option">
          <input {...freight.getOptionProps(option)} />
          <span className="vt-cart-preview__option-name">{option.name}</span>
          <span className="vt-cart-preview__option-time">{option.deliveryTime}</span>
          <span className="vt-cart-preview__option-price">{option.price}</span>
        </label>
      ))}
    </FreightOptionsElement>
  );
}

/** Props of `CartPreview.FreightTip`. */
export type CartPreviewFreightTipProps = Omit<PartProps<'p'>, 'children'>;

const FreightTipElement = part('p', 'CartPreview.FreightTip', 'vt-cart-preview__tip');

/** The free-freight tip with the missing amount; nothing when the store gave none. */
function FreightTip({ ...props }: CartPreviewFreightTipProps) {
  const { freight } = useFreightPart('FreightTip');
  if (!freight.tip) return null;
  return <FreightTipElement {...props}>{freight.tip}</FreightTipElement>;
}

/** Props of `CartPreview.Totals`. */
export type CartPreviewTotalsProps = Omit<PartProps<'dl'>, 'children'> & {
  readonly subtotal?: string | undefined;
  readonly freight?: string | undefined;
  readonly discount?: string | undefined;
  readonly total?: string | undefined;
};

const TotalsElement = part('dl', 'CartPreview.Totals', 'vt-cart-preview__totals');

/** Subtotal, freight (once chosen), discount (when any) and total, in BRL; hidden when the cart is empty. */
function Totals({ className, subtotal, freight, discount, total, ...props }: CartPreviewTotalsProps) {
  const { ui } = useTexts({ subtotal, freight, discount, total });
  const { totals, hasFreight, isEmpty, isLoading } = useCart((view) => ({
    totals: view.totals,
    hasFreight: view.freight.selected !== undefined,
    isEmpty: view.lines.length === 0,
    isLoading: view.isLoading,
  }));
  if (isEmpty && !isLoading) return null;
  const row = (name: string, value: ReactNode, kind: string) => (
    <div className="vt-cart-preview__total" data-kind={kind}>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
  const amount = (value: number) => (isLoading ? <Skeleton shape="text" width="5em" /> : formatPrice(value));
  return (
    <TotalsElement {...props} className={className}>
      {row(ui.subtotal, amount(totals.itemsTotal), 'subtotal')}
      {hasFreight ? row(ui.freight, formatPrice(totals.freight), 'freight') : null}
      {totals.discount > 0 ? row(ui.discount, `− ${formatPrice(totals.discount)}`, 'discount') : null}
      {row(ui.total, amount(totals.total), 'total')}
    </TotalsElement>
  );
}

/** Props of `CartPreview.Actions`. */
export type CartPreviewActionsProps = Omit<PartProps<'div'>, 'children'> & {
  readonly continueShopping?: string | undefined;
  readonly checkout?: string | undefined;
};

const ActionsElement = part('div', 'CartPreview.Actions', 'vt-cart-preview__actions');

/**
 * 'Continuar Comprando' (closes the sheet) and 'Finalizar Compra' (checks out: blocked with
 * 'Ops.. Exclua os produtos esgotados do carrinho.' and the out-of-stock modal when a line is exhausted,
 * else the store's limits are checked, their failure shown for 10 s, then '/checkout/identification').
 */
function Actions({ className, continueShopping, checkout, ...props }: CartPreviewActionsProps) {
  const { ui } = useTexts({ continueShopping, checkout });
  const { limitError, checkoutError, isEmpty, checkout: startCheckout } = useCart(cartSelectors.checkout);
  const error = checkoutError ?? limitError;
  return (
    <ActionsElement {...props} className={className}>
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
    </ActionsElement>
  );
}

/** Props of `CartPreview.Empty`. */
export type CartPreviewEmptyProps = PartProps<'p'>;

const EmptyElement = part('p', 'CartPreview.Empty', 'vt-cart-preview__empty');

/**
 * 'Seu Carrinho esta vazio.' once the cart is read and has no line; nothing otherwise (nothing either when the
 * cart could not be read: `CartPreview.Unavailable` shows then, never a made-up empty cart).
 */
function Empty({ children, ...props }: CartPreviewEmptyProps) {
  const { rules } = useTexts();
  const { isEmpty } = useCart((view) => ({
    isEmpty: !view.isLoading && view.loadError === undefined && view.lines.length === 0,
  }));
  if (!isEmpty) return null;
  return <EmptyElement {...props}>{children ?? rules.cartEmpty}</EmptyElement>;
}

/** Props of `CartPreview.Unavailable`. */
export type CartPreviewUnavailableProps = PartProps<'div'> & {
  /** 'Não foi possível carregar o carrinho.' when `undefined`. */
  readonly unavailable?: string | undefined;
  /** 'Tentar novamente' when `undefined`. */
  readonly retry?: string | undefined;
};

const UnavailableElement = part('div', 'CartPreview.Unavailable', 'vt-cart-preview__unavailable');

/**
 * When the cart could not be read (every retry failed): says so and offers 'Tentar novamente', which reads it
 * again. The cart may hold products the shopper added, so the sheet never calls it empty; nothing otherwise.
 */
function Unavailable({ className, children, unavailable, retry, ...props }: CartPreviewUnavailableProps) {
  const { ui } = useTexts({ unavailable, retry });
  const { unreadable, busy, reload } = useCart((view) => ({
    unreadable: !view.isLoading && view.loadError !== undefined,
    busy: view.busy,
  }));
  if (!unreadable) return null;
  return (
    <UnavailableElement {...props} className={className}>
      {children ?? (
        <>
          <p>{ui.unavailable}</p>
          <button
            type="button"
            className="vt-button vt-cart-preview__retry"
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : reload}
          >
            {ui.retry}
          </button>
        </>
      )}
    </UnavailableElement>
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
  const { exhaustedModal, removeExhausted, closeExhausted } = useCart((view) => ({
    exhaustedModal: view.exhaustedModal,
  }));
  return (
    <ConfirmDialogRoot
      open={exhaustedModal !== undefined}
      onOpenChange={(open) => open || closeExhausted()}
      onConfirm={removeExhausted}
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
        <Unavailable />
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
  FreightCep as CartPreviewFreightCep,
  FreightOptions as CartPreviewFreightOptions,
  FreightResult as CartPreviewFreightResult,
  FreightSubmit as CartPreviewFreightSubmit,
  FreightTip as CartPreviewFreightTip,
  FreightTitle as CartPreviewFreightTitle,
  Line as CartPreviewLine,
  LineError as CartPreviewLineError,
  LineImage as CartPreviewLineImage,
  LineName as CartPreviewLineName,
  LineNotice as CartPreviewLineNotice,
  LinePrice as CartPreviewLinePrice,
  LineQuantity as CartPreviewLineQuantity,
  LineRemove as CartPreviewLineRemove,
  LineStock as CartPreviewLineStock,
  Lines as CartPreviewLines,
  LineVariations as CartPreviewLineVariations,
  Status as CartPreviewStatus,
  Totals as CartPreviewTotals,
  Unavailable as CartPreviewUnavailable,
};
