import { type CartItem, type CartTotals, type FreightOption, outOfStockLines } from '@vitrine/core';
import type { CartSnapshot } from './cartActorTypes';

/** The freight calculator's state (spec sections 4 and 8, Freight). */
export interface CartFreightView {
  /** The postal code as typed, masked `00000-000`. */
  readonly cep: string;
  /** 'Por favor, insira um cep.' after submitting an empty or malformed code; `undefined` otherwise. */
  readonly cepError: string | undefined;
  /** The options of the last quoted postal code (empty before a quote or after a failed one). */
  readonly options: readonly FreightOption[];
  /** The option shown as chosen (optimistic while it is being stored); `undefined` when none. */
  readonly selected: FreightOption | undefined;
  /** The server's text of a failed quote, choice or cancel; `undefined` otherwise. */
  readonly error: string | undefined;
  /** The free-freight tip with '[Valor]' filled in; `undefined` when the store gave none. */
  readonly tip: string | undefined;
  /** A quote is running. */
  readonly isCalculating: boolean;
}

/** Everything the cart flow shows, derived from one snapshot of the shared cart actor. */
export interface CartView {
  /** The lines the shopper sees: the server's cart with pending changes applied; empty before the first read. */
  readonly lines: readonly CartItem[];
  /** Subtotal (lines at the price paid), freight, cart discount and total, in BRL. */
  readonly totals: CartTotals;
  /** Units in the cart. */
  readonly count: number;
  /** The first read has not answered yet (render skeletons). */
  readonly isLoading: boolean;
  /** A request is in flight or queued (quantity, delete, add...). */
  readonly isSyncing: boolean;
  /** Why the cart could not be read; `undefined` once read (load errors are silent). */
  readonly loadError: string | undefined;
  /** The server's error text next to the line (by `idCartItem`) whose change or delete failed. */
  readonly lineErrors: Readonly<Record<number, string>>;
  /** The text of a failed clean; `undefined` otherwise. */
  readonly cartError: string | undefined;
  readonly freight: CartFreightView;
  /** The server's texts of a failed discount key or voucher; `undefined` when none failed. */
  readonly codes: { readonly discountError: string | undefined; readonly voucherError: string | undefined };
  /** A cart-limit failure (the server's text), shown for 10 s; `undefined` otherwise. */
  readonly limitError: string | undefined;
  /** 'Ops.. Exclua os produtos esgotados do carrinho.' while checkout is blocked; `undefined` otherwise. */
  readonly checkoutError: string | undefined;
  /** The out-of-stock modal with its title and the exhausted lines; `undefined` when closed. */
  readonly exhaustedModal: { readonly title: string; readonly lines: readonly CartItem[] } | undefined;
  /** The lines out of stock (stock 0 or exhausted), which block checkout. */
  readonly exhaustedLines: readonly CartItem[];
  /** 'O TEMPO EXPIROU E ... foi removido do carrinho' after the cart timer expired; `undefined` otherwise. */
  readonly timerExpiredMessage: string | undefined;
}

const noLines: readonly CartItem[] = Object.freeze([]);
const views = new WeakMap<object, CartView>();

/**
 * The view of a cart snapshot, computed once per snapshot however many components read it (the cart
 * preview, the count and the buy buttons all select from the same object).
 */
export function cartView(snapshot: CartSnapshot): CartView {
  const cached = views.get(snapshot);
  if (cached) return cached;
  const context = snapshot.context;
  const lines = context.cart?.items ?? noLines;
  const exhaustedLines = lines.length === 0 ? noLines : outOfStockLines(lines);
  const freightState = (snapshot.value as { readonly freight?: string }).freight;
  const view: CartView = {
    lines,
    totals: context.totals,
    count: context.count,
    isLoading: context.confirmedCart === undefined && context.loadError === undefined,
    isSyncing: context.current !== undefined || context.queue.length > 0 || context.readPending,
    loadError: context.loadError,
    lineErrors: context.lineErrors,
    cartError: context.cartError,
    freight: {
      cep: context.cep,
      cepError: context.cepError,
      options: context.freightOptions,
      selected: context.selectedFreight,
      error: context.freightError,
      tip: context.freeFreightTipText,
      isCalculating: freightState === 'quoting',
    },
    codes: { discountError: context.discountError, voucherError: context.voucherError },
    limitError: context.limitError,
    checkoutError: context.checkoutError,
    exhaustedModal: context.exhaustedModal
      ? { title: context.exhaustedModal.title, lines: exhaustedLines }
      : undefined,
    exhaustedLines,
    timerExpiredMessage: context.timerExpiredMessage,
  };
  views.set(snapshot, view);
  return view;
}
