import {
  effectivePrice,
  type FlagLike,
  isCardProviderGateway,
  isPriceOnRequest,
  normalizeQuantity,
  type Product,
  shouldShowInstallments,
} from '@vitrine/core';
import { useCompany, useInstallments, usePaymentGateways, useStorefront } from '@vitrine/hooks';
import { type MouseEvent, useId, useState } from 'react';
import { useControllableState } from '../foundation/internal/useControllableState';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { dataFlag } from '../internal/dataAttributes';
import { useUiMessages } from '../messages/useUiMessages';
import {
  type InstallmentLine,
  installmentLines,
  type PaymentMethodLine,
  paymentMethodLines,
} from './installmentsView';
import { type ProductInstallmentsMessages, productInstallmentsMessages } from './productInstallmentsMessages';

/** What `useProductInstallments` reads of a product (a list or detail product). */
export type ProductInstallmentsSource = Pick<
  Product,
  'idSku' | 'price' | 'pricePromotion' | 'idTypeProduct' | 'installmentMax' | 'skUs'
>;

/** Options of `useProductInstallments` (the props of `ProductInstallments.Root`). */
export interface UseProductInstallmentsOptions extends Partial<ProductInstallmentsMessages> {
  /** The chosen SKU, whose price and installments count; the product's `idSku` when `undefined`. */
  readonly idSku?: number | null | undefined;
  /** The quantity the shopper chose (1 when `undefined`); the installments are of the unit price times it. */
  readonly quantity?: number | undefined;
  /** The unit price to split, overriding the SKU's (or the product's) price paid. */
  readonly price?: number | undefined;
  /** Loads (and opens) at once instead of on the first click; the provider's `config.showFirstInstallments` when `undefined`. */
  readonly showFirst?: boolean | undefined;
  /** Controlled open state; `undefined` leaves it to the widget. */
  readonly open?: boolean | undefined;
  /** Open on mount when uncontrolled; `showFirst` when `undefined`. */
  readonly defaultOpen?: boolean | undefined;
  /** Hears every opening and closing. */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** The card brand asked of the card provider ('visa', 'mastercard'…); 'visa' when `undefined`. */
  readonly brand?: string | undefined;
  /** The company setting `showInstallmentAtListsAndDetail`; the loaded company's when `undefined`. */
  readonly showInstallments?: FlagLike;
  /** Replaces 'Nenhum parcelamento disponível para o produto' (the provider's `messages.rules.noInstallments`). */
  readonly noInstallments?: string | undefined;
}

/**
 * Where the widget is: `idle` before the first opening, `loading`, `ready` (lists and methods), `empty` (no card
 * installment), `session-error` (the card provider's session failed), `unavailable` (another load failed: the
 * card lists are left out silently).
 */
export type ProductInstallmentsStatus =
  | 'idle'
  | 'loading'
  | 'ready'
  | 'empty'
  | 'session-error'
  | 'unavailable';

/** What `useProductInstallments` returns: the display data and a prop getter per part. */
export interface ProductInstallmentsModel {
  /** A price-on-request product (type 3) has nothing to split: render nothing. */
  readonly hidden: boolean;
  readonly open: boolean;
  setOpen(open: boolean): void;
  readonly status: ProductInstallmentsStatus;
  /** The message for the live region ('Nenhum parcelamento…', the session error); `undefined` otherwise. */
  readonly message: string | undefined;
  /** Whether the card lists apply (installmentMax above 1 and the company setting on). */
  readonly showCard: boolean;
  /** The card section's title ('Cartão de Crédito'). */
  readonly cardTitle: string;
  /** The card installments up to 6x (empty until loaded). */
  readonly upToSix: readonly InstallmentLine[];
  /** The card installments above 6x (empty until loaded, and when there are none). */
  readonly aboveSix: readonly InstallmentLine[];
  /** Boleto, PIX and online debit with its banks (empty until loaded). */
  readonly methods: readonly PaymentMethodLine[];
  /** Who priced the card installments: the card provider, the store, or `undefined` before. */
  readonly source: 'store' | 'cardProvider' | undefined;
  readonly texts: ProductInstallmentsMessages;
  /** The card section title's id (names the section). */
  readonly cardTitleId: string;
  getRootProps(): {
    readonly 'data-state': 'open' | 'closed';
    readonly 'data-status': ProductInstallmentsStatus;
    readonly 'data-loading': '' | undefined;
  };
  getTriggerProps(theirs?: {
    readonly onClick?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  }): {
    readonly type: 'button';
    readonly id: string;
    readonly 'aria-expanded': boolean;
    readonly 'aria-controls': string;
    readonly 'data-state': 'open' | 'closed';
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  getContentProps(): {
    readonly id: string;
    readonly hidden: boolean;
    readonly 'aria-busy': true | undefined;
    readonly 'data-state': 'open' | 'closed';
  };
  /** A polite live region, always rendered so its messages are announced. */
  getMessageProps(): {
    readonly role: 'status';
    readonly 'data-kind': 'error' | 'info' | undefined;
  };
}

/**
 * The behaviour of `ProductInstallments`: the unit price (SKU's or product's price paid, or `price`) times the
 * quantity, split by `useInstallments` (the card provider's flow for gateways 17 and 20, the store's otherwise) on
 * the first opening or at once with show-first, reloading when the quantity or the SKU's price changes; the card
 * lists up to 6x and above 6x; boleto, PIX and the online debit banks; the open state and the prop getters.
 * @example
 * declare const product: Product;
 * const installments = useProductInstallments(product, { quantity: 2 });
 * <button {...installments.getTriggerProps()}>{installments.texts.trigger}</button>
 */
export function useProductInstallments(
  product: ProductInstallmentsSource,
  options: UseProductInstallmentsOptions = {},
): ProductInstallmentsModel {
  const {
    idSku,
    quantity,
    price,
    showFirst: showFirstOption,
    open: openOption,
    defaultOpen,
    onOpenChange,
    brand,
    showInstallments,
    noInstallments,
    ...textProps
  } = options;
  const { config, messages } = useStorefront();
  const texts = useUiMessages('productInstallments', productInstallmentsMessages, textProps);
  const ids = useId();
  const showFirst = showFirstOption ?? config.showFirstInstallments;
  const [open, setOpen] = useControllableState(openOption, defaultOpen ?? showFirst, onOpenChange);
  const [opened, setOpened] = useState(false);
  // Opening (or being opened from outside) asks for the installments once; closing keeps them.
  if (open && !opened) setOpened(true);

  const hidden = isPriceOnRequest(product);
  const chosen = idSku ?? product.idSku;
  const sku = product.skUs?.find((candidate) => candidate.idSku === chosen);
  const unit = price ?? effectivePrice(sku ?? product);
  const units = normalizeQuantity(quantity ?? 1).value;
  const amount = !hidden && unit > 0 ? unit * units : undefined;

  const company = useCompany();
  const setting =
    showInstallments !== undefined ? showInstallments : company.data?.showInstallmentAtListsAndDetail;
  const settingPending =
    showInstallments === undefined && company.data === undefined && company.error === undefined;
  const showCard = shouldShowInstallments(sku?.installmentMax ?? product.installmentMax, setting);
  const gateways = usePaymentGateways();
  const gatewaysReady = gateways.data !== undefined || gateways.error !== undefined;
  const gatewayId =
    gateways.data?.find((gateway) => isCardProviderGateway(gateway.idPaymentGateway))?.idPaymentGateway ??
    null;
  // The gateway decides the flow (card provider or store), so nothing is asked before the gateways are known.
  const ready = gatewaysReady && !settingPending;
  const requested = !hidden && (showFirst || opened || open);
  const installments = useInstallments(ready && showCard ? amount : null, {
    showFirst: requested,
    gatewayId,
    brand,
  });

  const loading = requested && (!ready || installments.isLoading);
  const sessionFailed = installments.error?.operation === 'payment.session';
  const data = installments.data;
  const status: ProductInstallmentsStatus = !requested
    ? 'idle'
    : loading
      ? 'loading'
      : sessionFailed
        ? 'session-error'
        : data?.emptyMessage !== undefined
          ? 'empty'
          : data !== undefined || !showCard
            ? 'ready'
            : 'unavailable';
  const message =
    status === 'session-error'
      ? texts.sessionError
      : status === 'empty'
        ? (noInstallments ?? data?.emptyMessage)
        : undefined;

  // At most 18 lines and three methods: cheaper to build than to memoise on the merged texts.
  const lines = installmentLines(status === 'ready' && data ? data.options : [], texts);
  const methods =
    requested && !loading
      ? paymentMethodLines(gateways.data ?? [], data?.gateways ?? [], amount, messages.rules)
      : [];

  const state = open ? 'open' : 'closed';
  const triggerId = `${ids}-trigger`;
  const contentId = `${ids}-content`;
  return {
    hidden,
    open,
    setOpen,
    status,
    message,
    showCard,
    cardTitle: messages.rules.paymentCreditCard,
    upToSix: lines.upToSix,
    aboveSix: lines.aboveSix,
    methods,
    source: data?.source,
    texts,
    cardTitleId: `${ids}-card`,
    getRootProps: () => ({ 'data-state': state, 'data-status': status, 'data-loading': dataFlag(loading) }),
    getTriggerProps: (theirs) => ({
      type: 'button',
      id: triggerId,
      'aria-expanded': open,
      'aria-controls': contentId,
      'data-state': state,
      onClick: composeEventHandlers(theirs?.onClick, () => setOpen(!open)),
    }),
    getContentProps: () => ({
      id: contentId,
      hidden: !open,
      'aria-busy': loading || undefined,
      'data-state': state,
    }),
    getMessageProps: () => ({
      role: 'status',
      'data-kind': status === 'session-error' ? 'error' : status === 'empty' ? 'info' : undefined,
    }),
  };
}
