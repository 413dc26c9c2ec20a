/**
 * The cart flow of spec section 4 (Cart, Freight, Checkout button, Buy flow) as one XState v5 machine.
 *
 * Events are dotted `area.action` names: `cart.*` (reload, add, addMassive, buyNow, changeQuantity, delete,
 * clean, dismissLineError), `cep.change`, `freight.*`, `discount.*`, `voucher.*`, `checkout.*` and
 * `exhausted.*`. The machine emits `alert` (`{ kind, title, detail? }`), `navigate` (`{ to }`) and `added`
 * (the payload that went in, for analytics) so any host decides how to show and route.
 *
 * Concurrency model. The server's cart is one resource and every mutation answers a full cart, so the
 * machine keeps ONE request in flight at a time (region `sync`) and a queue of operations behind it; each
 * reply is therefore the newest server truth and replaces the confirmed cart. What the shopper sees is the
 * confirmed cart with the pending operations (in flight and queued) laid over it, so quantity changes,
 * deletes and cleaning show at once. Rules, per event:
 * - adds (single, massive, one-click) are appended and all sent, in order: two clicks add twice;
 * - a quantity change for a line whose change is still queued replaces that queued value; for a line
 *   whose change is in flight it supersedes it: the request is aborted (the actor's `signal`) and the new
 *   value is sent next; changes on different lines are all sent;
 * - a delete replaces the line's queued or in-flight change; a second delete of the same line is the same
 *   intent and is merged; a change or delete of a line that is gone or being deleted is refused with
 *   `lineUnavailable` next to that line;
 * - `cart.clean` replaces every queued or in-flight line operation (adds keep their place);
 * - reloads (`cart.reload`, and the read owed after an add, whose reply is only a flag) are merged into
 *   one read, made when the queue is empty;
 * - a failed request drops only its own operation: the line shows its confirmed state again with the
 *   server's text in `lineErrors[idCartItem]`; other pending lines keep their values. When an aborted
 *   request may have landed, the failure is followed by a read, so the confirmed cart never lies.
 * Freight quotes are reads outside the queue: a new complete postal code supersedes the running quote.
 */
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { CartClient } from '../../client/createCartClient';
import { isStoreApiError } from '../../client/isStoreApiError';
import { maskCep } from '../../format/maskCep';
import { canCheckout } from '../../rules/canCheckout';
import { capQuantityToStock } from '../../rules/capQuantityToStock';
import { type CartTotals, cartTotals } from '../../rules/cartTotals';
import { checkCartLimits } from '../../rules/checkCartLimits';
import { effectivePrice } from '../../rules/effectivePrice';
import { freeFreightTipText } from '../../rules/freeFreightTipText';
import { isOutOfStock } from '../../rules/isOutOfStock';
import { normalizeQuantity } from '../../rules/normalizeQuantity';
import { type RuleMessages, ruleMessages } from '../../rules/ruleMessages';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import type { Cart } from '../../schemas/cartSchema';
import type { FreeFreightTip } from '../../schemas/freeFreightTipSchema';
import type { FreightOption } from '../../schemas/freightOptionSchema';
import { isValidCep } from '../../validators/isValidCep';
import { type CartMessages, cartMessages } from './cartMessages';
import { type CartReadBack, createCartActors, type FreightQuote, type LoadedCart } from './createCartActors';

/** Every text the cart machine shows: the rule messages plus the cart's own catalogue. */
export type CartMachineMessages = RuleMessages & CartMessages;

/** The navigation targets the machine asks the host for. */
export type CartNavigationTarget = '/checkout/identification' | '/checkout/payment';

/** When a one-click buy navigates: after the spec's 1 s delay (default) or right after the add. */
export type CartRedirectTiming = 'delayed' | 'immediate';

/** One operation waiting for (or holding) the cart's single request slot. */
export type CartOperation =
  | {
      readonly kind: 'add';
      readonly items: readonly AddToCartPayload[];
      readonly massive: boolean;
      /** `undefined` for a plain add; the one-click buy redirect otherwise. */
      readonly redirect: CartRedirectTiming | undefined;
    }
  | { readonly kind: 'changeQuantity'; readonly idCartItem: number; readonly quantity: number }
  | { readonly kind: 'delete'; readonly idCartItem: number }
  | { readonly kind: 'clean' }
  | {
      readonly kind: 'code';
      readonly code: 'discount' | 'voucher';
      readonly action: 'apply' | 'remove';
      readonly key: string;
    }
  | { readonly kind: 'saveFreight'; readonly option: FreightOption; readonly cep: string }
  | { readonly kind: 'cancelFreight' }
  | { readonly kind: 'checkLimits' };

/**
 * A message next to a line. A confirmed cart without the line drops it, and so does one where the line
 * holds `intended`, the quantity the failed change asked for (it landed after all, e.g. after a timeout).
 */
export interface LineMessage {
  readonly text: string;
  /** The quantity the failed change asked for; `undefined` for deletes, refusals and notices. */
  readonly intended: number | undefined;
}

/** An add waiting for the next read: `failure` is the text of an uncertain failure (the add may have landed). */
export interface AddCheck {
  readonly items: readonly AddToCartPayload[];
  /** The confirmed cart when the add was sent (`undefined` before the first read). */
  readonly before: Cart | undefined;
  /** `undefined` when the store accepted the add; else the text to show if the read shows it did not land. */
  readonly failure: string | undefined;
}

/** The machine input: the store client, and optional text overrides. */
export interface CartMachineInput {
  readonly client: CartClient;
  /** Replaces any of the default pt-BR texts (`ruleMessages` and `cartMessages`). */
  readonly messages?: Partial<CartMachineMessages> | undefined;
}

/** The state of the cart flow. Optional fields are `undefined` when there is nothing to show. */
export interface CartMachineContext {
  readonly client: CartClient;
  readonly messages: CartMachineMessages;
  /** The last cart the server answered; `undefined` until the first read succeeds. */
  confirmedCart: Cart | undefined;
  /** What the shopper sees: the confirmed cart with the pending operations applied; `undefined` before the first read. */
  cart: Cart | undefined;
  /** Totals of `cart`: lines (price paid × quantity) + freight − the cart's discount, never below 0. */
  totals: CartTotals;
  /** Units in `cart`. */
  count: number;
  /** The operation whose request is in flight; `undefined` when none. */
  current: CartOperation | undefined;
  /** Operations waiting for the request slot, in order. */
  queue: CartOperation[];
  /**
   * A read is owed: first load, reload, after an add, and after any failed, aborted or partial request
   * (the server may hold more than the confirmed cart says). Any whole-cart reply settles it.
   */
  readPending: boolean;
  /** Reads failed in a row; the next retry waits longer. 0 after a successful read. */
  readFailures: number;
  /** Adds whose outcome the next read confirms: the success or failure message follows what the server holds. */
  addChecks: AddCheck[];
  /** Why the cart could not be read (after every retry); `undefined` once read. Not an alert (load errors are silent). */
  loadError: string | undefined;
  /** The timer-expiry message of the last count reply; `undefined` when the timer did not expire. */
  timerExpiredMessage: string | undefined;
  /** The error next to the line (by `idCartItem`) whose change or delete failed, until the server's line changes. */
  lineErrors: Record<number, LineMessage>;
  /** A notice next to a line whose change went through adjusted (capped to stock). */
  lineNotices: Record<number, LineMessage>;
  /** The text of a failed clean; `undefined` otherwise. */
  cartError: string | undefined;
  /** The postal code as typed, masked `00000-000` while typing. */
  cep: string;
  /** 'Por favor, insira um cep.' after submitting an empty or malformed postal code; `undefined` otherwise. */
  cepError: string | undefined;
  /** The options of the last quoted postal code. */
  freightOptions: readonly FreightOption[];
  /** The quoted free-freight tip; `undefined`/`null` when none. */
  freeFreightTip: FreeFreightTip | null | undefined;
  /** The tip's text with '[Valor]' filled in; `undefined` when none. */
  freeFreightTipText: string | undefined;
  /** The freight the server stored; `undefined` when none was chosen here. */
  confirmedFreight: FreightOption | undefined;
  /** The freight shown as chosen (optimistic while being stored); `undefined` when none. */
  selectedFreight: FreightOption | undefined;
  /** The server's text of a failed quote, choice or cancel; `undefined` otherwise. */
  freightError: string | undefined;
  /** The server's text of a failed discount key; `undefined` otherwise. */
  discountError: string | undefined;
  /** The server's text of a failed voucher; `undefined` otherwise. */
  voucherError: string | undefined;
  /** A cart-limit failure, shown for 10 s; `undefined` otherwise. */
  limitError: string | undefined;
  /** Why the checkout button is blocked ('Ops.. Exclua os produtos esgotados do carrinho.'); `undefined` otherwise. */
  checkoutError: string | undefined;
  /** The exhausted modal, with its title; `undefined` when closed. */
  exhaustedModal: { readonly title: string } | undefined;
}

/** The events the cart machine accepts (the `checkout.*Due`/`*Expired` ones are the machine's own timers). */
export type CartMachineEvent =
  /** Re-read the cart (other widgets added, removed or viewed). */
  | { type: 'cart.reload' }
  | {
      type: 'cart.add';
      idProduct: number;
      /** `null` for a product without SKUs. */
      idSku: number | null;
      quantity: number;
      isRecurrent?: boolean | undefined;
    }
  | { type: 'cart.addMassive'; items: readonly Omit<AddToCartPayload, 'isRecurrent'>[] }
  /** One-click buy: add, then navigate to '/checkout/payment'. */
  | {
      type: 'cart.buyNow';
      idProduct: number;
      idSku: number | null;
      quantity: number;
      redirect?: CartRedirectTiming | undefined;
    }
  /** `quantity` as typed (number or text); normalised to 1..9999 and capped at the line's stock. */
  | { type: 'cart.changeQuantity'; idCartItem: number; quantity: number | string }
  | { type: 'cart.delete'; idCartItem: number }
  | { type: 'cart.clean' }
  | { type: 'cart.dismissLineError'; idCartItem: number }
  /** The machine's own timer: the backoff after a failed read is over. */
  | { type: 'cart.readRetryDue' }
  /** The postal code field changed; a complete valid code (9 characters) is quoted at once. */
  | { type: 'cep.change'; value: string }
  /** The freight form was submitted. */
  | { type: 'freight.calculate' }
  | { type: 'freight.select'; idShippingMode: number }
  | { type: 'freight.cancel' }
  | { type: 'discount.apply'; key: string }
  | { type: 'discount.remove' }
  | { type: 'voucher.apply'; key: string }
  | { type: 'voucher.remove' }
  | { type: 'checkout.start' }
  | { type: 'checkout.redirectDue' }
  | { type: 'checkout.limitErrorExpired' }
  | { type: 'exhausted.deleteAll' }
  | { type: 'exhausted.close' };

/** An alert for any UI to show (spec section 8: success, error or info banners). */
export interface CartAlert {
  type: 'alert';
  kind: 'success' | 'error' | 'info';
  title: string;
  /** A second line; `undefined` when none. */
  detail?: string | undefined;
}

/** What the cart machine emits: alerts, navigation requests and the products just added. */
export type CartMachineEmitted =
  | CartAlert
  | { type: 'navigate'; to: CartNavigationTarget }
  | { type: 'added'; items: readonly AddToCartPayload[] };

/** The spec's timers (section 9). */
const LIMIT_ERROR_DISPLAY_MS = 10_000;
const ONE_CLICK_REDIRECT_MS = 1_000;
/** A failed read is retried after 0.5 s, 1 s, 2 s, 4 s, 8 s, 8 s, then the cart's count shows as unknown. */
const READ_RETRY_BASE_MS = 500;
const READ_RETRY_MAX_MS = 8_000;
const READ_RETRIES = 6;

const emptyTotals: CartTotals = { subTotal: 0, freight: 0, discount: 0, total: 0 };

// ---------------------------------------------------------------------------------------------------------
// Pure helpers: the optimistic view, totals and queue rules.

const isLineOperation = (
  operation: CartOperation,
): operation is Extract<CartOperation, { kind: 'changeQuantity' | 'delete' }> =>
  operation.kind === 'changeQuantity' || operation.kind === 'delete';

function pendingOperations(context: Pick<CartMachineContext, 'current' | 'queue'>): CartOperation[] {
  return context.current ? [context.current, ...context.queue] : [...context.queue];
}

/** The confirmed cart with the pending line operations applied, in order. */
function optimisticCart(confirmed: Cart, operations: readonly CartOperation[]): Cart {
  let items = confirmed.items;
  for (const operation of operations) {
    if (operation.kind === 'clean') items = [];
    else if (operation.kind === 'delete')
      items = items.filter((line) => line.idCartItem !== operation.idCartItem);
    else if (operation.kind === 'changeQuantity') {
      items = items.map((line) =>
        line.idCartItem === operation.idCartItem ? { ...line, quantity: operation.quantity } : line,
      );
    }
  }
  return items === confirmed.items ? confirmed : { ...confirmed, items };
}

const linesValue = (cart: Cart): number =>
  cart.items.reduce((sum, line) => sum + Math.round(effectivePrice(line) * 100) * line.quantity, 0) / 100;

/**
 * The cart-level discount (keys, vouchers, campaigns) of the server's cart: what its total leaves out of
 * the lines at the price paid plus freight. Reading it this way works whether the platform counts product
 * promotions in `totalDiscount` or in the line prices.
 */
const cartDiscount = (cart: Cart): number =>
  Math.max(0, Math.round((linesValue(cart) + cart.totalShipping - cart.total) * 100) / 100);

/** The freight shown: the pending choice or cancel when there is one, else what the server priced. */
function displayedFreight(context: Pick<CartMachineContext, 'current' | 'queue' | 'confirmedFreight'>): {
  option: FreightOption | undefined;
  pending: boolean;
} {
  let result: { option: FreightOption | undefined; pending: boolean } = {
    option: context.confirmedFreight,
    pending: false,
  };
  for (const operation of pendingOperations(context)) {
    if (operation.kind === 'saveFreight') result = { option: operation.option, pending: true };
    else if (operation.kind === 'cancelFreight' || operation.kind === 'clean')
      result = { option: undefined, pending: true };
  }
  return result;
}

/** Recomputes everything derived from the confirmed cart and the pending operations. */
function derive(context: CartMachineContext): CartMachineContext {
  const confirmed = context.confirmedCart;
  if (!confirmed) return { ...context, cart: undefined, totals: emptyTotals, count: 0 };
  const cart = optimisticCart(confirmed, pendingOperations(context));
  const freight = displayedFreight(context);
  const totals = cartTotals({
    lines: cart.items,
    freight: freight.pending ? (freight.option?.valueShipping ?? 0) : confirmed.totalShipping,
    discount: cart.items.length === 0 ? 0 : cartDiscount(confirmed),
  });
  const exhausted = cart.items.filter((line) => isOutOfStock(line));
  return {
    ...context,
    cart,
    totals,
    count: cart.items.reduce((sum, line) => sum + line.quantity, 0),
    selectedFreight: freight.option,
    exhaustedModal:
      context.exhaustedModal && exhausted.length > 0
        ? { title: context.messages.exhaustedModalTitle(exhausted.length) }
        : undefined,
    checkoutError: context.checkoutError && !canCheckout(cart).ok ? context.checkoutError : undefined,
  };
}

/** The text to show for a failed call: the server's (or the client's pt-BR) text, else `fallback`. */
function errorText(error: unknown, fallback: string): string {
  if (isStoreApiError(error)) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** A definite refusal of an add (the store answered 4xx): it did not land. */
const isAddRefusal = (error: unknown): boolean =>
  isStoreApiError(error) && error.kind === 'http' && error.status !== undefined && error.status < 500;

const isLinePending = (context: CartMachineContext, idCartItem: number, kind: CartOperation['kind']) =>
  pendingOperations(context).some(
    (operation) =>
      isLineOperation(operation) && operation.kind === kind && operation.idCartItem === idCartItem,
  );

/** What a typed quantity for a line becomes: refused with a message, or sent (capped, maybe with a message). */
type QuantityDecision =
  | { kind: 'refuse'; message: string }
  | { kind: 'unchanged' }
  /** `notice` when the quantity was capped to the stock ('Temos apenas {n} em estoque.'). */
  | { kind: 'send'; quantity: number; notice: string | undefined };

function decideQuantity(
  context: CartMachineContext,
  idCartItem: number,
  typed: number | string,
): QuantityDecision {
  const line = context.cart?.items.find((item) => item.idCartItem === idCartItem);
  if (!line || isLinePending(context, idCartItem, 'delete'))
    return { kind: 'refuse', message: context.messages.lineUnavailable };
  const normalized = normalizeQuantity(typed, { previous: line.quantity, messages: context.messages });
  if (normalized.message !== undefined) return { kind: 'refuse', message: normalized.message };
  const capped = capQuantityToStock(normalized.value, line.stock, {
    context: 'card',
    messages: context.messages,
  });
  // An out-of-stock line cannot hold any quantity: the shopper can only delete it.
  if (line.stock <= 0)
    return { kind: 'refuse', message: capped.message ?? context.messages.stockLimitCard(0) };
  const changed =
    capped.value !== line.quantity ||
    pendingOperations(context).some(
      (operation) => operation.kind === 'changeQuantity' && operation.idCartItem === idCartItem,
    );
  const confirmedLine = context.confirmedCart?.items.find((item) => item.idCartItem === idCartItem);
  if (!changed && confirmedLine?.quantity === capped.value && capped.message === undefined)
    return { kind: 'unchanged' };
  return { kind: 'send', quantity: capped.value, notice: capped.message };
}

const withoutLineError = <T>(errors: Record<number, T>, idCartItem: number): Record<number, T> => {
  if (!(idCartItem in errors)) return errors;
  const next = { ...errors };
  delete next[idCartItem];
  return next;
};

/** A message next to a line, about no particular quantity. */
const lineMessage = (text: string): LineMessage => ({ text, intended: undefined });

/** The line messages the confirmed `cart` still backs: lines gone, or holding what was asked, lose theirs. */
function pruneLineMessages(
  messages: Record<number, LineMessage>,
  cart: Cart,
  pending: readonly CartOperation[],
): Record<number, LineMessage> {
  let next = messages;
  for (const key of Object.keys(messages)) {
    const idCartItem = Number(key);
    if (pending.some((operation) => isLineOperation(operation) && operation.idCartItem === idCartItem))
      continue;
    const line = cart.items.find((item) => item.idCartItem === idCartItem);
    const intended = messages[idCartItem]?.intended;
    if (line && (intended === undefined || line.quantity !== intended)) continue;
    next = withoutLineError(next, idCartItem);
  }
  return next;
}

/** Units of the product (and SKU, when the add named one) in `cart`. */
const unitsOf = (cart: Cart | undefined, item: AddToCartPayload): number =>
  (cart?.items ?? [])
    .filter((line) => line.idProduct === item.idProduct && (item.idSku === null || line.idSku === item.idSku))
    .reduce((sum, line) => sum + line.quantity, 0);

/**
 * What a read says about an add: an accepted add must show in the cart ('landed' or 'missing'); an
 * uncertain failure (timeout, network, server error) landed only if the cart now holds more units.
 */
function addOutcome(check: AddCheck, cart: Cart): 'landed' | 'missing' {
  const landed =
    check.failure === undefined
      ? check.items.every((item) => unitsOf(cart, item) > 0)
      : check.items.every((item) => unitsOf(cart, item) > unitsOf(check.before, item));
  return landed ? 'landed' : 'missing';
}

/** The notices with the cap notice of a sent change (about the capped quantity), when there is one. */
function withNotice(
  notices: Record<number, LineMessage>,
  idCartItem: number,
  decision: Extract<QuantityDecision, { kind: 'send' }>,
): Record<number, LineMessage> {
  if (decision.notice === undefined) return notices;
  return { ...notices, [idCartItem]: lineMessage(decision.notice) };
}

/** Queues a quantity change: merged into a queued change of the same line, else appended. */
function queueQuantityChange(
  queue: readonly CartOperation[],
  idCartItem: number,
  quantity: number,
): CartOperation[] {
  let merged = false;
  const next = queue.map((operation) => {
    if (operation.kind === 'changeQuantity' && operation.idCartItem === idCartItem) {
      merged = true;
      return { ...operation, quantity };
    }
    return operation;
  });
  return merged ? next : [...next, { kind: 'changeQuantity', idCartItem, quantity }];
}

/** Queues a delete: it replaces the line's queued changes; a delete already pending is the same intent. */
function queueDelete(context: CartMachineContext, idCartItem: number): CartOperation[] {
  if (isLinePending(context, idCartItem, 'delete')) return context.queue;
  const rest = context.queue.filter(
    (operation) => !(operation.kind === 'changeQuantity' && operation.idCartItem === idCartItem),
  );
  return [...rest, { kind: 'delete', idCartItem }];
}

/** Queues `operation` unless an identical one is already waiting (reads, limit checks and cleans merge). */
function queueOnce(queue: readonly CartOperation[], operation: CartOperation): CartOperation[] {
  return queue.some((queued) => queued.kind === operation.kind) ? [...queue] : [...queue, operation];
}

const hasPendingAdd = (context: CartMachineContext): boolean =>
  pendingOperations(context).some((operation) => operation.kind === 'add');

const currentLineOf = (context: CartMachineContext): number | undefined =>
  context.current && isLineOperation(context.current) ? context.current.idCartItem : undefined;

// ---------------------------------------------------------------------------------------------------------
// Named parameter mappers of done/error events (XState types `event` per transition, not in `setup`).

const cartReply = ({ event }: { event: { output: Cart } }) => ({ cart: event.output });
const loadedReply = ({ event }: { event: { output: LoadedCart } }) => ({ loaded: event.output });
const addReply = ({ event }: { event: { output: boolean } }) => ({ accepted: event.output });
const limitsReply = ({ event }: { event: { output: boolean } }) => ({ passed: event.output });
const freightSaveReply = ({ event }: { event: { output: CartReadBack | false } }) => ({
  readBack: event.output,
});
const freightQuoteReply = ({ event }: { event: { output: FreightQuote } }) => ({ quote: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

// Named invoke inputs.
const clientInput = ({ context }: { context: CartMachineContext }) => ({ client: context.client });

function addInput({ context }: { context: CartMachineContext }) {
  const operation = context.current;
  const items = operation?.kind === 'add' ? operation.items : [];
  return { client: context.client, items, massive: operation?.kind === 'add' && operation.massive };
}

function changeQuantityInput({ context }: { context: CartMachineContext }) {
  const operation = context.current;
  return {
    client: context.client,
    idCartItem: operation?.kind === 'changeQuantity' ? operation.idCartItem : 0,
    quantity: operation?.kind === 'changeQuantity' ? operation.quantity : 1,
  };
}

function deleteInput({ context }: { context: CartMachineContext }) {
  return { client: context.client, idCartItem: currentLineOf(context) ?? 0 };
}

function codeInput({ context }: { context: CartMachineContext }) {
  const operation = context.current;
  return operation?.kind === 'code'
    ? { client: context.client, code: operation.code, action: operation.action, key: operation.key }
    : { client: context.client, code: 'discount' as const, action: 'remove' as const, key: '' };
}

function saveFreightInput({ context }: { context: CartMachineContext }) {
  const operation = context.current;
  if (operation?.kind !== 'saveFreight') throw new Error('cartMachine: no freight choice in flight.');
  return { client: context.client, option: operation.option, cep: operation.cep };
}

const freightQuoteInput = ({ context }: { context: CartMachineContext }) => ({
  client: context.client,
  cep: context.cep,
});

function initialContext({ input }: { input: CartMachineInput }): CartMachineContext {
  return {
    client: input.client,
    messages: { ...ruleMessages, ...cartMessages, ...input.messages },
    confirmedCart: undefined,
    cart: undefined,
    totals: emptyTotals,
    count: 0,
    current: undefined,
    queue: [],
    readPending: true,
    readFailures: 0,
    addChecks: [],
    loadError: undefined,
    timerExpiredMessage: undefined,
    lineErrors: {},
    lineNotices: {},
    cartError: undefined,
    cep: '',
    cepError: undefined,
    freightOptions: [],
    freeFreightTip: undefined,
    freeFreightTipText: undefined,
    confirmedFreight: undefined,
    selectedFreight: undefined,
    freightError: undefined,
    discountError: undefined,
    voucherError: undefined,
    limitError: undefined,
    checkoutError: undefined,
    exhaustedModal: undefined,
  };
}

/**
 * Replies that answer the whole cart: the new confirmed cart. The owed read is settled (the request was
 * sent after whatever made it owed), and line messages the server's lines no longer back are dropped.
 */
function confirm(context: CartMachineContext, cart: Cart): CartMachineContext {
  const pending = context.queue;
  return derive({
    ...context,
    confirmedCart: cart,
    // An emptied cart has no freight left on the server.
    confirmedFreight: cart.items.length === 0 ? undefined : context.confirmedFreight,
    current: undefined,
    readPending: false,
    readFailures: 0,
    loadError: undefined,
    lineErrors: pruneLineMessages(context.lineErrors, cart, pending),
    lineNotices: pruneLineMessages(context.lineNotices, cart, pending),
  });
}

/** A read-back: the cart, plus the freight and postal code the server keeps (a typed code is kept). */
function confirmReadBack(context: CartMachineContext, readBack: CartReadBack): CartMachineContext {
  const freight = readBack.cart.items.length === 0 ? undefined : (readBack.freight ?? undefined);
  return confirm(
    {
      ...context,
      confirmedFreight: freight,
      cep: context.cep === '' && readBack.cep ? maskCep(readBack.cep) : context.cep,
    },
    readBack.cart,
  );
}

/** Drops the failed operation and owes a read: the request may have landed, whole or in part. */
function dropCurrent(context: CartMachineContext): CartMachineContext {
  return { ...context, current: undefined, readPending: true };
}

/** The machine: see the file comment for states, events and the concurrency model. */
/** The `sync.idle` transition that takes the queue's next operation, when it is of `kind`, into `target`. */
const takeNext = (kind: CartOperation['kind'], target: string) =>
  ({ guard: { type: 'nextOperationIs', params: { kind } }, target, actions: 'takeNextOperation' }) as const;

export const cartMachine = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartMachineEvent,
    input: {} as CartMachineInput,
    emitted: {} as CartMachineEmitted,
  },
  actors: createCartActors(),
  delays: {
    limitErrorDisplay: () => LIMIT_ERROR_DISPLAY_MS,
    oneClickRedirect: () => ONE_CLICK_REDIRECT_MS,
  },
  guards: {
    nextOperationIs: ({ context }, params: { kind: CartOperation['kind'] }) =>
      context.queue[0]?.kind === params.kind,
    isReadPending: ({ context }) => context.readPending,
    /** The limit check gates the cart as the server holds it: an owed read (after an add) goes first. */
    isReadOwedBeforeLimitCheck: ({ context }) =>
      context.readPending && context.queue[0]?.kind === 'checkLimits',
    isAddAccepted: (_, params: { accepted: boolean }) => params.accepted,
    isLimitCheckPassed: (_, params: { passed: boolean }) => params.passed,
    isFreightSaved: (_, params: { readBack: CartReadBack | false }) => params.readBack !== false,
    canRetryRead: ({ context }) => context.readFailures + 1 < READ_RETRIES,
    hasQueuedOperation: ({ context }) => context.queue.length > 0,
    /** A valid new quantity for the line whose change is in flight. */
    isChangeOfCurrentLine: ({ context, event }) =>
      event.type === 'cart.changeQuantity' &&
      context.current?.kind === 'changeQuantity' &&
      context.current.idCartItem === event.idCartItem &&
      decideQuantity(context, event.idCartItem, event.quantity).kind === 'send',
    isDeleteOfCurrentLine: ({ context, event }) =>
      event.type === 'cart.delete' && currentLineOf(context) === event.idCartItem,
    /** At the limit check's turn the server's cart decides: an optimistic delete queued behind does not count yet. */
    isConfirmedCheckoutBlocked: ({ context }) =>
      !context.confirmedCart || !canCheckout(context.confirmedCart).ok,
    /** Blocked now, with no add pending that could still change the answer (the queued check re-gates). */
    isCheckoutBlockedNow: ({ context }) =>
      !hasPendingAdd(context) && (!context.cart || !canCheckout(context.cart).ok),
    breaksCartLimitsNow: ({ context }) =>
      !hasPendingAdd(context) && !!context.cart && !checkCartLimits(context.cart, context.messages).ok,
    isCompleteCep: ({ event }) =>
      event.type === 'cep.change' && maskCep(event.value).length === 9 && isValidCep(maskCep(event.value)),
    isCepInvalid: ({ context }) => !isValidCep(context.cep),
    isOfferedFreightOption: ({ context, event }) =>
      event.type === 'freight.select' &&
      isValidCep(context.cep) &&
      context.freightOptions.some((option) => option.shippingMode.idShippingMode === event.idShippingMode),
  },
  actions: {
    takeNextOperation: assign(({ context }) => {
      const [next, ...rest] = context.queue;
      return { current: next, queue: rest };
    }),

    requestReload: assign({ readPending: true }),
    requestAdd: assign(({ context, event }) => {
      if (event.type === 'cart.add' || event.type === 'cart.buyNow') {
        const item: AddToCartPayload = {
          idProduct: event.idProduct,
          idSku: event.idSku,
          quantity: event.quantity,
          isRecurrent: event.type === 'cart.add' ? (event.isRecurrent ?? false) : false,
        };
        const redirect = event.type === 'cart.buyNow' ? (event.redirect ?? 'delayed') : undefined;
        return { queue: [...context.queue, { kind: 'add', items: [item], massive: false, redirect }] };
      }
      if (event.type === 'cart.addMassive') {
        const items = event.items.map((item) => ({ ...item, isRecurrent: false }));
        return { queue: [...context.queue, { kind: 'add', items, massive: true, redirect: undefined }] };
      }
      return {};
    }),
    requestQuantityChange: assign(({ context, event }) => {
      if (event.type !== 'cart.changeQuantity') return {};
      const decision = decideQuantity(context, event.idCartItem, event.quantity);
      const lineNotices = withoutLineError(context.lineNotices, event.idCartItem);
      if (decision.kind === 'refuse')
        return {
          lineNotices,
          lineErrors: {
            ...context.lineErrors,
            [event.idCartItem]: lineMessage(decision.message),
          },
        };
      const lineErrors = withoutLineError(context.lineErrors, event.idCartItem);
      if (decision.kind === 'unchanged') return { lineErrors, lineNotices };
      return derive({
        ...context,
        lineErrors,
        lineNotices: withNotice(lineNotices, event.idCartItem, decision),
        queue: queueQuantityChange(context.queue, event.idCartItem, decision.quantity),
      });
    }),
    /** The in-flight change of the same line is superseded: its actor is stopped (aborted) on leaving. */
    supersedeCurrentChange: assign(({ context, event }) => {
      if (event.type !== 'cart.changeQuantity') return {};
      const decision = decideQuantity(context, event.idCartItem, event.quantity);
      if (decision.kind !== 'send') return {};
      const next: CartOperation = {
        kind: 'changeQuantity',
        idCartItem: event.idCartItem,
        quantity: decision.quantity,
      };
      return derive({
        ...context,
        lineErrors: withoutLineError(context.lineErrors, event.idCartItem),
        lineNotices: withNotice(
          withoutLineError(context.lineNotices, event.idCartItem),
          event.idCartItem,
          decision,
        ),
        current: undefined,
        queue: [next, ...context.queue],
        readPending: true,
      });
    }),
    requestDelete: assign(({ context, event }) => {
      if (event.type !== 'cart.delete') return {};
      const known = context.cart?.items.some((line) => line.idCartItem === event.idCartItem) ?? false;
      if (!known && !isLinePending(context, event.idCartItem, 'delete'))
        return {
          lineErrors: {
            ...context.lineErrors,
            [event.idCartItem]: lineMessage(context.messages.lineUnavailable),
          },
        };
      return derive({
        ...context,
        lineErrors: withoutLineError(context.lineErrors, event.idCartItem),
        queue: queueDelete(context, event.idCartItem),
      });
    }),
    /** A delete of the line whose change is in flight aborts that change and goes first. */
    supersedeCurrentWithDelete: assign(({ context, event }) => {
      if (event.type !== 'cart.delete') return {};
      const rest = context.queue.filter(
        (operation) => !(isLineOperation(operation) && operation.idCartItem === event.idCartItem),
      );
      return derive({
        ...context,
        lineErrors: withoutLineError(context.lineErrors, event.idCartItem),
        current: undefined,
        queue: [{ kind: 'delete', idCartItem: event.idCartItem }, ...rest],
        readPending: true,
      });
    }),
    requestClean: assign(({ context }) => {
      const rest = context.queue.filter((operation) => !isLineOperation(operation));
      return derive({
        ...context,
        lineErrors: {},
        lineNotices: {},
        cartError: undefined,
        queue: queueOnce(rest, { kind: 'clean' }),
      });
    }),
    /** Cleaning supersedes the line operation in flight too. */
    supersedeCurrentWithClean: assign(({ context }) => {
      const rest = context.queue.filter((operation) => !isLineOperation(operation));
      return derive({
        ...context,
        lineErrors: {},
        lineNotices: {},
        cartError: undefined,
        current: undefined,
        queue: queueOnce(rest, { kind: 'clean' }),
        readPending: true,
      });
    }),
    requestDeleteExhausted: assign(({ context }) => {
      let next = context;
      for (const line of context.cart?.items ?? []) {
        if (isOutOfStock(line)) next = { ...next, queue: queueDelete(next, line.idCartItem) };
      }
      return derive(next);
    }),
    dismissLineError: assign(({ context, event }) =>
      event.type === 'cart.dismissLineError'
        ? {
            lineErrors: withoutLineError(context.lineErrors, event.idCartItem),
            lineNotices: withoutLineError(context.lineNotices, event.idCartItem),
          }
        : {},
    ),
    requestCode: assign(({ context, event }) => {
      const code = event.type.startsWith('discount.') ? ('discount' as const) : ('voucher' as const);
      const action = event.type.endsWith('.apply') ? ('apply' as const) : ('remove' as const);
      const key = 'key' in event ? event.key.trim() : '';
      const operation: CartOperation = { kind: 'code', code, action, key };
      return code === 'discount'
        ? { discountError: undefined, queue: [...context.queue, operation] }
        : { voucherError: undefined, queue: [...context.queue, operation] };
    }),
    requestFreightChoice: assign(({ context, event }) => {
      if (event.type !== 'freight.select') return {};
      const option = context.freightOptions.find(
        (candidate) => candidate.shippingMode.idShippingMode === event.idShippingMode,
      );
      if (!option) return {};
      const rest = context.queue.filter(
        (operation) => operation.kind !== 'saveFreight' && operation.kind !== 'cancelFreight',
      );
      return derive({
        ...context,
        freightError: undefined,
        queue: [...rest, { kind: 'saveFreight', option, cep: context.cep }],
      });
    }),
    refuseFreightChoice: assign(({ context }) => ({ freightError: context.messages.cepRequired })),
    requestFreightCancel: assign(({ context }) => {
      const rest = context.queue.filter(
        (operation) => operation.kind !== 'saveFreight' && operation.kind !== 'cancelFreight',
      );
      return derive({
        ...context,
        freightError: undefined,
        freightOptions: [],
        freeFreightTip: undefined,
        freeFreightTipText: undefined,
        queue: [...rest, { kind: 'cancelFreight' }],
      });
    }),
    requestLimitCheck: assign(({ context }) => ({
      checkoutError: undefined,
      queue: queueOnce(context.queue, { kind: 'checkLimits' }),
    })),

    applyServerCart: assign(({ context }, params: { cart: Cart }) => confirm(context, params.cart)),
    applyLoadedCart: enqueueActions(({ context, enqueue }, params: { loaded: LoadedCart }) => {
      const { countReply } = params.loaded;
      const expired =
        countReply.kind === 'expired' ? context.messages.timerExpiry(countReply.removedProducts) : undefined;
      enqueue.assign(() => ({
        ...confirmReadBack(context, params.loaded),
        timerExpiredMessage: expired,
        addChecks: [],
      }));
      if (expired) enqueue.emit({ type: 'alert', kind: 'info', title: expired });
      // The messages of the adds this read confirms follow what the server holds.
      for (const check of context.addChecks) {
        const outcome = addOutcome(check, params.loaded.cart);
        if (check.failure === undefined && outcome === 'missing')
          enqueue.emit({ type: 'alert', kind: 'error', title: context.messages.cartReadFailed });
        if (check.failure !== undefined && outcome === 'missing')
          enqueue.emit({ type: 'alert', kind: 'error', title: check.failure });
        if (check.failure !== undefined && outcome === 'landed') {
          enqueue.emit({
            type: 'alert',
            kind: 'success',
            title: context.messages.addToCartSuccess,
            detail: context.messages.addToCartSuccessDetail,
          });
          enqueue.emit({ type: 'added', items: check.items });
        }
      }
    }),
    /** A failed read is retried after a growing delay; the shopper sees nothing (load errors are silent). */
    scheduleReadRetry: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const failures = context.readFailures + 1;
      enqueue.assign({
        current: undefined,
        readFailures: failures,
        loadError: errorText(params.error, context.messages.cartReadFailed),
      });
      enqueue.cancel('readRetry');
      enqueue.raise(
        { type: 'cart.readRetryDue' },
        {
          delay: Math.min(READ_RETRY_BASE_MS * 2 ** (failures - 1), READ_RETRY_MAX_MS),
          id: 'readRetry',
        },
      );
    }),
    /** Every retry failed: the read is no longer owed (a reload asks again); uncertain adds say they failed. */
    failRead: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      enqueue.assign({
        current: undefined,
        readPending: false,
        readFailures: 0,
        addChecks: [],
        loadError: errorText(params.error, context.messages.cartReadFailed),
      });
      for (const check of context.addChecks)
        if (check.failure !== undefined) enqueue.emit({ type: 'alert', kind: 'error', title: check.failure });
    }),
    confirmAdd: enqueueActions(({ context, enqueue }) => {
      const operation = context.current;
      const check: AddCheck | undefined =
        operation?.kind === 'add'
          ? { items: operation.items, before: context.confirmedCart, failure: undefined }
          : undefined;
      enqueue.assign({
        current: undefined,
        readPending: true,
        addChecks: check ? [...context.addChecks, check] : context.addChecks,
      });
      enqueue.emit({
        type: 'alert',
        kind: 'success',
        title: context.messages.addToCartSuccess,
        detail: context.messages.addToCartSuccessDetail,
      });
      if (operation?.kind !== 'add') return;
      enqueue.emit({ type: 'added', items: operation.items });
      if (operation.redirect === 'immediate') enqueue.emit({ type: 'navigate', to: '/checkout/payment' });
      if (operation.redirect === 'delayed') {
        enqueue.cancel('oneClickRedirect');
        enqueue.raise(
          { type: 'checkout.redirectDue' },
          { delay: 'oneClickRedirect', id: 'oneClickRedirect' },
        );
      }
    }),
    rejectAdd: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ current: undefined, readPending: true });
      enqueue.emit({ type: 'alert', kind: 'error', title: context.messages.addToCartError });
    }),
    /**
     * A refusal (an HTTP 4xx) is shown at once. Any other failure (timeout, network, server error) may
     * have landed: the read that follows decides between the success and the failure message.
     */
    failAdd: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const serverText =
        isStoreApiError(params.error) && params.error.kind === 'http' ? params.error.message : undefined;
      const title = serverText || context.messages.addToCartError;
      const operation = context.current;
      if (isAddRefusal(params.error) || operation?.kind !== 'add') {
        enqueue.assign({ current: undefined, readPending: true });
        enqueue.emit({ type: 'alert', kind: 'error', title });
        return;
      }
      const check: AddCheck = { items: operation.items, before: context.confirmedCart, failure: title };
      enqueue.assign({ current: undefined, readPending: true, addChecks: [...context.addChecks, check] });
    }),
    failLineOperation: assign(({ context }, params: { error: unknown }) => {
      const operation = context.current;
      const line = currentLineOf(context);
      const error: LineMessage = {
        text: errorText(params.error, context.messages.lineUnavailable),
        intended: operation?.kind === 'changeQuantity' ? operation.quantity : undefined,
      };
      return derive({
        ...dropCurrent(context),
        lineErrors: line === undefined ? context.lineErrors : { ...context.lineErrors, [line]: error },
        lineNotices: line === undefined ? context.lineNotices : withoutLineError(context.lineNotices, line),
      });
    }),
    failClean: assign(({ context }, params: { error: unknown }) =>
      derive({
        ...dropCurrent(context),
        cartError: errorText(params.error, context.messages.cartReadFailed),
      }),
    ),
    failCode: assign(({ context }, params: { error: unknown }) => {
      const operation = context.current;
      const text = errorText(params.error, context.messages.cartReadFailed);
      const next = derive(dropCurrent(context));
      return operation?.kind === 'code' && operation.code === 'voucher'
        ? { ...next, voucherError: text }
        : { ...next, discountError: text };
    }),
    confirmFreight: assign(({ context }, params: { readBack: CartReadBack | false }) => {
      if (params.readBack === false) return {};
      return confirmReadBack({ ...context, freightError: undefined }, params.readBack);
    }),
    refuseFreight: assign(({ context }) =>
      derive({ ...dropCurrent(context), freightError: context.messages.freightNotSaved }),
    ),
    confirmFreightCancel: assign(({ context }, params: { cart: Cart }) =>
      confirm({ ...context, confirmedFreight: undefined }, params.cart),
    ),
    failFreightOperation: assign(({ context }, params: { error: unknown }) =>
      derive({
        ...dropCurrent(context),
        freightError: errorText(params.error, context.messages.cepRequired),
      }),
    ),
    goToIdentification: enqueueActions(({ enqueue }) => {
      enqueue.assign({ current: undefined, limitError: undefined });
      enqueue.emit({ type: 'navigate', to: '/checkout/identification' });
    }),
    blockCheckout: enqueueActions(({ context, enqueue }) => {
      const cart = context.current?.kind === 'checkLimits' ? context.confirmedCart : context.cart;
      const gate = cart ? canCheckout(cart, context.messages) : undefined;
      const message = gate && !gate.ok ? gate.message : context.messages.cartEmpty;
      // The modal lists what the shopper still sees: lines already being deleted are not counted.
      const exhausted =
        gate && !gate.ok && gate.reason === 'out-of-stock'
          ? (context.cart?.items.filter((line) => isOutOfStock(line)).length ?? 0)
          : 0;
      enqueue.assign({
        checkoutError: message,
        exhaustedModal:
          exhausted > 0 ? { title: context.messages.exhaustedModalTitle(exhausted) } : undefined,
      });
      enqueue.emit({ type: 'alert', kind: 'error', title: message });
    }),
    showLimitFailure: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const local = context.cart ? checkCartLimits(context.cart, context.messages).failures[0] : undefined;
      const message =
        params.error === undefined
          ? (local?.message ?? context.messages.cartLimitsFailed)
          : errorText(params.error, context.messages.cartLimitsFailed);
      // A failed check request (not a refusal by the rules) owes a read like any failure.
      enqueue.assign({
        limitError: message,
        readPending: context.readPending || params.error !== undefined,
      });
      enqueue.cancel('limitError');
      enqueue.raise({ type: 'checkout.limitErrorExpired' }, { delay: 'limitErrorDisplay', id: 'limitError' });
    }),
    hideLimitError: assign({ limitError: undefined }),
    /** The request in flight answered (the gates above also run straight from `checkout.start`, mid-request). */
    finishRequest: assign({ current: undefined }),
    navigateToPayment: emit({ type: 'navigate', to: '/checkout/payment' }),
    closeExhaustedModal: assign({ exhaustedModal: undefined }),

    setCep: assign(({ event }) =>
      event.type === 'cep.change' ? { cep: maskCep(event.value), cepError: undefined } : {},
    ),
    startFreightQuote: assign({ cepError: undefined, freightError: undefined }),
    refuseCep: assign(({ context }) => ({ cepError: context.messages.cepRequired })),
    applyFreightQuote: assign((_, params: { quote: FreightQuote }) => ({
      freightOptions: params.quote.options,
      freeFreightTip: params.quote.tip,
      freeFreightTipText: freeFreightTipText(params.quote.tip),
    })),
    failFreightQuote: assign(({ context }, params: { error: unknown }) => ({
      freightOptions: [],
      freightError: errorText(params.error, context.messages.cepRequired),
    })),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: initialContext,
  on: {
    'checkout.redirectDue': { actions: 'navigateToPayment' },
    'checkout.limitErrorExpired': { actions: 'hideLimitError' },
    'exhausted.close': { actions: 'closeExhaustedModal' },
    'cart.dismissLineError': { actions: 'dismissLineError' },
  },
  states: {
    /** The single request slot and its queue. */
    sync: {
      initial: 'idle',
      on: {
        'cart.reload': { actions: 'requestReload' },
        'cart.add': { actions: 'requestAdd' },
        'cart.buyNow': { actions: 'requestAdd' },
        'cart.addMassive': { actions: 'requestAdd' },
        'cart.changeQuantity': { actions: 'requestQuantityChange' },
        'cart.delete': { actions: 'requestDelete' },
        'cart.clean': { actions: 'requestClean' },
        'exhausted.deleteAll': { actions: 'requestDeleteExhausted' },
        'discount.apply': { actions: 'requestCode' },
        'discount.remove': { actions: 'requestCode' },
        'voucher.apply': { actions: 'requestCode' },
        'voucher.remove': { actions: 'requestCode' },
        'freight.select': [
          { guard: 'isOfferedFreightOption', actions: 'requestFreightChoice' },
          { actions: 'refuseFreightChoice' },
        ],
        'freight.cancel': { actions: 'requestFreightCancel' },
        'checkout.start': [
          { guard: 'isCheckoutBlockedNow', actions: 'blockCheckout' },
          {
            guard: 'breaksCartLimitsNow',
            actions: { type: 'showLimitFailure', params: { error: undefined } },
          },
          { actions: 'requestLimitCheck' },
        ],
      },
      states: {
        idle: {
          always: [
            takeNext('add', 'adding'),
            takeNext('changeQuantity', 'changing'),
            takeNext('delete', 'deleting'),
            takeNext('clean', 'cleaning'),
            takeNext('code', 'updatingCode'),
            takeNext('saveFreight', 'savingFreight'),
            takeNext('cancelFreight', 'cancellingFreight'),
            { guard: 'isReadOwedBeforeLimitCheck', target: 'reading' },
            takeNext('checkLimits', 'checkingLimits'),
            { guard: 'isReadPending', target: 'reading' },
          ],
        },
        reading: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            input: clientInput,
            onDone: { target: 'idle', actions: { type: 'applyLoadedCart', params: loadedReply } },
            onError: [
              {
                guard: 'canRetryRead',
                target: 'waitingToRetryRead',
                actions: { type: 'scheduleReadRetry', params: failure },
              },
              { target: 'idle', actions: { type: 'failRead', params: failure } },
            ],
          },
        },
        /** The backoff after a failed read; a queued operation or a reload goes on at once (a read follows). */
        waitingToRetryRead: {
          always: { guard: 'hasQueuedOperation', target: 'idle' },
          on: {
            'cart.readRetryDue': { target: 'idle' },
            'cart.reload': { target: 'idle' },
          },
        },
        adding: {
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: addInput,
            onDone: [
              { guard: { type: 'isAddAccepted', params: addReply }, target: 'idle', actions: 'confirmAdd' },
              { target: 'idle', actions: 'rejectAdd' },
            ],
            onError: { target: 'idle', actions: { type: 'failAdd', params: failure } },
          },
        },
        changing: {
          on: {
            'cart.changeQuantity': {
              guard: 'isChangeOfCurrentLine',
              target: 'idle',
              actions: 'supersedeCurrentChange',
            },
            'cart.delete': {
              guard: 'isDeleteOfCurrentLine',
              target: 'idle',
              actions: 'supersedeCurrentWithDelete',
            },
            'cart.clean': { target: 'idle', actions: 'supersedeCurrentWithClean' },
          },
          invoke: {
            id: 'changeQuantity',
            src: 'changeQuantity',
            input: changeQuantityInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
            onError: { target: 'idle', actions: { type: 'failLineOperation', params: failure } },
          },
        },
        deleting: {
          on: {
            'cart.clean': { target: 'idle', actions: 'supersedeCurrentWithClean' },
          },
          invoke: {
            id: 'deleteItem',
            src: 'deleteItem',
            input: deleteInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
            onError: { target: 'idle', actions: { type: 'failLineOperation', params: failure } },
          },
        },
        cleaning: {
          invoke: {
            id: 'cleanCart',
            src: 'cleanCart',
            input: clientInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
            onError: { target: 'idle', actions: { type: 'failClean', params: failure } },
          },
        },
        updatingCode: {
          invoke: {
            id: 'changeCartCode',
            src: 'changeCartCode',
            input: codeInput,
            onDone: { target: 'idle', actions: { type: 'applyServerCart', params: cartReply } },
            onError: { target: 'idle', actions: { type: 'failCode', params: failure } },
          },
        },
        savingFreight: {
          invoke: {
            id: 'saveFreight',
            src: 'saveFreight',
            input: saveFreightInput,
            onDone: [
              {
                guard: { type: 'isFreightSaved', params: freightSaveReply },
                target: 'idle',
                actions: { type: 'confirmFreight', params: freightSaveReply },
              },
              { target: 'idle', actions: 'refuseFreight' },
            ],
            onError: { target: 'idle', actions: { type: 'failFreightOperation', params: failure } },
          },
        },
        cancellingFreight: {
          invoke: {
            id: 'cancelFreight',
            src: 'cancelFreight',
            input: clientInput,
            onDone: { target: 'idle', actions: { type: 'confirmFreightCancel', params: cartReply } },
            onError: { target: 'idle', actions: { type: 'failFreightOperation', params: failure } },
          },
        },
        checkingLimits: {
          invoke: {
            id: 'checkCartLimits',
            src: 'checkCartLimits',
            input: clientInput,
            onDone: [
              {
                guard: 'isConfirmedCheckoutBlocked',
                target: 'idle',
                actions: ['blockCheckout', 'finishRequest'],
              },
              {
                guard: { type: 'isLimitCheckPassed', params: limitsReply },
                target: 'idle',
                actions: 'goToIdentification',
              },
              {
                target: 'idle',
                actions: [{ type: 'showLimitFailure', params: { error: undefined } }, 'finishRequest'],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'showLimitFailure', params: failure }, 'finishRequest'],
            },
          },
        },
      },
    },
    /** Freight quotes by postal code: reads outside the queue; a newer complete code supersedes the running quote. */
    freight: {
      initial: 'idle',
      on: {
        // Targets inside this region only: a quote restarts itself and never touches the request slot.
        'cep.change': [
          { guard: 'isCompleteCep', target: '.quoting', actions: ['setCep', 'startFreightQuote'] },
          { actions: 'setCep' },
        ],
        'freight.calculate': [
          { guard: 'isCepInvalid', target: '.idle', actions: 'refuseCep' },
          { target: '.quoting', actions: 'startFreightQuote' },
        ],
        'freight.cancel': { target: '.idle' },
      },
      states: {
        idle: {},
        quoting: {
          invoke: {
            id: 'calculateFreight',
            src: 'calculateFreight',
            input: freightQuoteInput,
            onDone: { target: 'quoted', actions: { type: 'applyFreightQuote', params: freightQuoteReply } },
            onError: { target: 'failed', actions: { type: 'failFreightQuote', params: failure } },
          },
        },
        quoted: {},
        failed: {},
      },
    },
  },
});
