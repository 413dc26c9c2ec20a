import { type Actor, type SnapshotFrom, waitFor } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import { canCheckout } from '../../rules/canCheckout';
import type { CartTotals } from '../../rules/cartTotals';
import { freeFreightTipText } from '../../rules/freeFreightTipText';
import { outOfStockLines } from '../../rules/outOfStockLines';
import type { CartItem } from '../../schemas/cartItemSchema';
import type { Cart } from '../../schemas/cartSchema';
import type { FreightOption } from '../../schemas/freightOptionSchema';
import type { CartMachineEvent, cartMachine } from './cartMachine';
import { deriveCart, type LineMessage, pendingAddUnits } from './cartQueue';

/** A snapshot of a running `cartMachine` actor. */
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The freight calculator's state. */
export interface CartFreightView {
  /** The postal code as typed, masked `00000-000` (the stored one after a reload, until the shopper types). */
  readonly cep: string;
  /** 'Por favor, insira um cep.' after submitting an empty or malformed code; `undefined` otherwise. */
  readonly cepError: string | undefined;
  /** The options of the last quoted postal code (empty before a quote or after a failed one). */
  readonly options: readonly FreightOption[];
  /** The option shown as chosen (optimistic while it is being stored, else the server's); `undefined` when none. */
  readonly selected: FreightOption | undefined;
  /** The server's text of a failed quote, choice or cancel; `undefined` otherwise. */
  readonly error: string | undefined;
  /** The free-freight tip with '[Valor]' filled in; `undefined` when the store gave none. */
  readonly tip: string | undefined;
  /** A quote is running. */
  readonly isCalculating: boolean;
}

/** Everything the cart shows, derived from one snapshot of the cart actor. */
export interface CartView {
  /** The lines the shopper sees: the server's cart with pending changes applied; empty before the first read. */
  readonly lines: readonly CartItem[];
  /** Subtotal (lines at the price paid), freight, cart discount and total, in BRL. */
  readonly totals: CartTotals;
  /** Units in the cart; `undefined` while `countKnown` is false (never a made-up 0). */
  readonly count: number | undefined;
  /** The count comes from a successful read; false before the first read answers and while reads fail. */
  readonly countKnown: boolean;
  /**
   * Units of the adds the store is still taking (asked for, sent, or accepted and not read back yet); 0 when none.
   * Not in `count` nor in `lines` until the store's cart shows them. A badge adds them to `count` so an add
   * shows the moment it is asked for (`cartSelectors.count` and `useCartCount` do); a failed add takes them away.
   */
  readonly pendingAddUnits: number;
  /** The first read has not answered yet (render skeletons). */
  readonly isLoading: boolean;
  /** A request is in flight, queued or owed (mark the cart `aria-busy`). */
  readonly busy: boolean;
  /** Nothing pending: no request in flight or queued and no read owed; the cart is the server's latest answer. */
  readonly settled: boolean;
  /** Why the cart could not be read after every retry; `undefined` once read (load errors are silent). */
  readonly loadError: string | undefined;
  /** The error text next to the line (by `idCartItem`) whose change or delete failed. */
  readonly lineErrors: Readonly<Record<number, string>>;
  /** A notice next to a line whose change went through adjusted ('Temos apenas 3 em estoque.'). */
  readonly lineNotices: Readonly<Record<number, string>>;
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
const noMessages: Readonly<Record<number, string>> = Object.freeze({});
const views = new WeakMap<object, CartView>();

function texts(messages: Readonly<Record<number, LineMessage>>): Readonly<Record<number, string>> {
  const entries = Object.entries(messages);
  if (entries.length === 0) return noMessages;
  return Object.fromEntries(entries.map(([id, message]) => [id, message.text]));
}

/**
 * Nothing pending: no request in flight or queued, no read owed or waiting to be retried. Usable outside
 * any framework, e.g. `await waitFor(actor, isCartSettled)`.
 */
export function isCartSettled(snapshot: CartSnapshot): boolean {
  return (
    snapshot.matches({ sync: 'idle' }) && !snapshot.context.readPending && snapshot.context.queue.length === 0
  );
}

/**
 * The view of a cart snapshot: the one way hooks, custom elements and vanilla code read the cart. Computed
 * once per snapshot however many readers ask (the preview, the count and the buy buttons share it).
 */
export function selectCartView(snapshot: CartSnapshot): CartView {
  const cached = views.get(snapshot);
  if (cached) return cached;
  const context = snapshot.context;
  const { cart, totals, count, selectedFreight } = deriveCart(context);
  const lines = cart?.items ?? noLines;
  const exhaustedLines = lines.length === 0 ? noLines : outOfStockLines(lines);
  const countKnown = context.confirmedCart !== undefined && context.loadError === undefined;
  const settled = isCartSettled(snapshot);
  const view: CartView = {
    lines,
    totals,
    count: countKnown ? count : undefined,
    countKnown,
    pendingAddUnits: pendingAddUnits(context),
    isLoading: context.confirmedCart === undefined && context.loadError === undefined,
    busy: !settled,
    settled,
    loadError: context.loadError,
    lineErrors: texts(context.lineErrors),
    lineNotices: texts(context.lineNotices),
    cartError: context.cartError,
    freight: {
      cep: context.cep,
      cepError: context.cepError,
      options: context.freightOptions,
      selected: selectedFreight,
      error: context.freightError,
      tip: freeFreightTipText(context.freeFreightTip ?? null),
      isCalculating: snapshot.matches({ freight: 'quoting' }),
    },
    codes: { discountError: context.discountError, voucherError: context.voucherError },
    limitError: context.limitError,
    // Shown while checkout stays blocked: deleting the out-of-stock lines clears it.
    checkoutError: cart && canCheckout(cart).ok ? undefined : context.checkoutError,
    exhaustedModal:
      context.exhaustedModalOpen && exhaustedLines.length > 0
        ? { title: context.messages.exhaustedModalTitle(exhaustedLines.length), lines: exhaustedLines }
        : undefined,
    exhaustedLines,
    timerExpiredMessage: context.timerExpiredMessage,
  };
  views.set(snapshot, view);
  return view;
}

/** Whose outcome `cartSettled` tells: a line (its `idCartItem`), or an add by its number (`addsRequested`). */
export type CartSettledTarget = number | { readonly add: number };

/**
 * Resolves once the cart is settled, with the confirmed cart; rejects with a `StoreApiError` when what `target`
 * names did not happen: `idCartItem`'s change or delete failed (the client's error, or one holding a local
 * refusal's text), or the add numbered `{ add }` did not land (refused, failed, or missing from the cart read
 * after it; the error's message is the text the shopper was shown); and when the cart could not be read.
 * Usable outside React: `actor.send({ type: 'cart.remove', idCartItem }); await cartSettled(actor, idCartItem);`
 * (`cartAction` sends and settles in one call).
 */
export async function cartSettled(
  actor: Actor<typeof cartMachine>,
  target?: CartSettledTarget,
): Promise<Cart> {
  const snapshot = await waitFor(actor, isCartSettled, { timeout: Number.POSITIVE_INFINITY });
  const { confirmedCart, lineErrors, loadError, addFailures } = snapshot.context;
  if (typeof target === 'object') {
    const failedAdd = addFailures[target.add];
    if (failedAdd) throw failedAdd;
  }
  const failed = typeof target === 'number' ? lineErrors[target] : undefined;
  if (failed) {
    if (failed.error instanceof StoreApiError) throw failed.error;
    throw new StoreApiError({ kind: 'http', operation: 'cart.changeQuantity', message: failed.text });
  }
  if (!confirmedCart || loadError !== undefined)
    throw new StoreApiError({ kind: 'network', operation: 'cart.get', message: loadError });
  return confirmedCart;
}

/** The cart changes `cartAction` sends and tells the outcome of. */
export type CartActionEvent = Extract<
  CartMachineEvent,
  {
    type:
      | 'cart.add'
      | 'cart.addMassive'
      | 'cart.buyNow'
      | 'cart.changeQuantity'
      | 'cart.remove'
      | 'cart.clean';
  }
>;

/**
 * Sends a cart change and tells its outcome: resolves with the confirmed cart once the server took it (and
 * nothing else is pending), rejects with a `StoreApiError` when it did not (an add refused or missing from the
 * cart read after it, a line change or delete that failed, a cart that could not be read). The alerts and line
 * messages the shopper sees are the same either way. `useCart()`'s actions are built on it.
 * @example
 * declare const actor: Actor<typeof cartMachine>;
 * try {
 *   const cart = await cartAction(actor, { type: 'cart.add', idProduct: 1, idSku: 10, quantity: 1 });
 *   console.info(cart.items.length);
 * } catch (error) {
 *   if (isStoreApiError(error)) console.info(error.message); // e.g. 'Produto 999999 não encontrado.'
 * }
 */
export function cartAction(actor: Actor<typeof cartMachine>, event: CartActionEvent): Promise<Cart> {
  actor.send(event);
  const isAdd = event.type === 'cart.add' || event.type === 'cart.addMassive' || event.type === 'cart.buyNow';
  const target: CartSettledTarget | undefined = isAdd
    ? { add: actor.getSnapshot().context.addsRequested }
    : event.type === 'cart.changeQuantity' || event.type === 'cart.remove'
      ? event.idCartItem
      : undefined;
  return cartSettled(actor, target);
}
