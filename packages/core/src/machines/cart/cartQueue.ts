/**
 * The cart's pure model: the operation queue, the optimistic overlay and the rules that turn the confirmed
 * cart and the pending operations into what the shopper sees. No I/O and no actor: `cartMachine` calls these
 * from its actions and guards, and `selectCartView` derives the view with them.
 */
import { isStoreApiError } from '../../client/isStoreApiError';
import { StoreApiError } from '../../client/StoreApiError';
import { maskCep } from '../../format/maskCep';
import { capQuantityToStock } from '../../rules/capQuantityToStock';
import { type CartTotals, cartTotals } from '../../rules/cartTotals';
import { effectivePrice } from '../../rules/effectivePrice';
import { toCents } from '../../rules/internal/toCents';
import { normalizeQuantity } from '../../rules/normalizeQuantity';
import type { CartRuleMessages } from '../../rules/ruleMessageGroups';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import type { Cart } from '../../schemas/cartSchema';
import type { FreightOption } from '../../schemas/freightOptionSchema';
import type { CartMessages } from './cartMessages';
import type { CartReadBack } from './createCartActors';

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
      /** The add's number (`CartMachineContext.addsRequested` when it was asked for), to tell its outcome. */
      readonly seq?: number | undefined;
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
  /** The failure behind the text (a `StoreApiError` from the client); `undefined` for local refusals and notices. */
  readonly error?: unknown;
}

/** An add waiting for the next read: `failure` is the text of an uncertain failure (the add may have landed). */
export interface AddCheck {
  readonly items: readonly AddToCartPayload[];
  /** The confirmed cart when the add was sent (`undefined` before the first read). */
  readonly before: Cart | undefined;
  /** `undefined` when the store accepted the add; else the text to show if the read shows it did not land. */
  readonly failure: string | undefined;
  /** The failure behind `failure` (a `StoreApiError` from the client); `undefined` when accepted. */
  readonly error?: unknown;
  /** The add's number (see `CartOperation`). */
  readonly seq?: number | undefined;
}

/** The source of truth the model works on: the server's answers, the pending operations and the errors. */
export interface CartModel {
  /** The last cart the server answered; `undefined` until the first read succeeds. */
  confirmedCart: Cart | undefined;
  /** The freight the server keeps for this cart (read back from the pre-checkout); `undefined` when none. */
  confirmedFreight: FreightOption | undefined;
  /** The operation whose request is in flight; `undefined` when none. */
  current: CartOperation | undefined;
  /** Operations waiting for the request slot, in order. */
  queue: CartOperation[];
  /**
   * A read is owed: first load, reload, after an add, and after any failed, aborted or partial request
   * (the server may hold more than the confirmed cart says). Any whole-cart reply settles it.
   */
  readPending: boolean;
  /**
   * The owed read must be a full one (cart, stored freight and postal code): after a freight save or cancel
   * that failed or went only part way, and while an add waits for its outcome. A cart-only reply (a quantity
   * change, a delete) does not settle it.
   */
  fullReadOwed: boolean;
  /** Reads failed in a row; the next retry waits longer. 0 after a successful read. */
  readFailures: number;
  /** Why the cart could not be read; `undefined` once read. Not an alert (load errors are silent). */
  loadError: string | undefined;
  /** The error next to a line (by `idCartItem`) whose change or delete failed or was refused. */
  lineErrors: Record<number, LineMessage>;
  /** A notice next to a line whose change went through adjusted (capped to stock). */
  lineNotices: Record<number, LineMessage>;
  /** The postal code as typed, masked `00000-000` (the stored one after a read, until the shopper types). */
  cep: string;
}

/** What the model derives: the cart as shown, its totals and units, and the freight shown as chosen. */
export interface CartDerived {
  /** The confirmed cart with the pending operations applied; `undefined` before the first read. */
  readonly cart: Cart | undefined;
  /** Lines (price paid × quantity) + freight − the cart's discount, never below 0. */
  readonly totals: CartTotals;
  /** Units in `cart`. */
  readonly count: number;
  /** The freight shown as chosen: the pending choice (optimistic), else the server's; `undefined` when none. */
  readonly selectedFreight: FreightOption | undefined;
}

const emptyTotals: CartTotals = { itemsTotal: 0, freight: 0, discount: 0, total: 0 };

/**
 * The operation in flight, which must be of `kind`: the one check every invoke input makes. Anything else
 * is an impossible state (the machine only enters a request state after taking such an operation), so it
 * throws rather than send a made-up request.
 */
export function operationInFlight<K extends CartOperation['kind']>(
  model: Pick<CartModel, 'current'>,
  kind: K,
): Extract<CartOperation, { kind: K }> {
  const operation = model.current;
  if (operation?.kind !== kind) throw new Error(`cartMachine: no '${kind}' request in flight.`);
  return operation as Extract<CartOperation, { kind: K }>;
}

/** A change or delete of one line. */
export const isLineOperation = (
  operation: CartOperation,
): operation is Extract<CartOperation, { kind: 'changeQuantity' | 'delete' }> =>
  operation.kind === 'changeQuantity' || operation.kind === 'delete';

/** The operation in flight, then the queued ones. */
export function pendingOperations(model: Pick<CartModel, 'current' | 'queue'>): CartOperation[] {
  return model.current ? [model.current, ...model.queue] : [...model.queue];
}

/**
 * Units of the adds the store is still taking: sent or queued, or accepted and not read back yet (the reply of an
 * add is only a flag; the read that follows brings the lines). An add that failed and may still have landed is not
 * counted: the read decides. A pending clean empties the cart after the adds before it, so only the adds after it
 * count. 0 when none.
 */
export function pendingAddUnits(
  model: Pick<CartModel, 'current' | 'queue'> & { readonly addChecks: readonly AddCheck[] },
): number {
  let units = 0;
  for (const check of model.addChecks)
    if (check.failure === undefined) for (const item of check.items) units += item.quantity;
  for (const operation of pendingOperations(model)) {
    if (operation.kind === 'clean') units = 0;
    if (operation.kind === 'add') for (const item of operation.items) units += item.quantity;
  }
  return units;
}

/** The confirmed cart with the pending line operations applied, in order. */
export function optimisticCart(confirmed: Cart, operations: readonly CartOperation[]): Cart {
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

/**
 * The cart-level discount (keys, vouchers, campaigns) of the server's cart: what its total leaves out of
 * the lines at the price paid plus freight. Reading it this way works whether the platform counts product
 * promotions in `totalDiscount` or in the line prices.
 */
export function cartDiscount(cart: Cart): number {
  const lines = cart.items.reduce((sum, line) => sum + toCents(effectivePrice(line)) * line.quantity, 0);
  return Math.max(0, lines + toCents(cart.totalShipping) - toCents(cart.total)) / 100;
}

/** The freight shown: the pending choice or cancel when there is one, else what the server keeps. */
export function displayedFreight(model: Pick<CartModel, 'current' | 'queue' | 'confirmedFreight'>): {
  readonly option: FreightOption | undefined;
  readonly pending: boolean;
} {
  let result: { option: FreightOption | undefined; pending: boolean } = {
    option: model.confirmedFreight,
    pending: false,
  };
  for (const operation of pendingOperations(model)) {
    if (operation.kind === 'saveFreight') result = { option: operation.option, pending: true };
    else if (operation.kind === 'cancelFreight' || operation.kind === 'clean')
      result = { option: undefined, pending: true };
  }
  return result;
}

/** The cart as shown: the confirmed cart with the pending operations applied. */
export const shownCart = (model: Pick<CartModel, 'confirmedCart' | 'current' | 'queue'>): Cart | undefined =>
  model.confirmedCart ? optimisticCart(model.confirmedCart, pendingOperations(model)) : undefined;

/** Everything derived from the confirmed cart and the pending operations. */
export function deriveCart(
  model: Pick<CartModel, 'confirmedCart' | 'confirmedFreight' | 'current' | 'queue'>,
): CartDerived {
  const confirmed = model.confirmedCart;
  const freight = displayedFreight(model);
  if (!confirmed) return { cart: undefined, totals: emptyTotals, count: 0, selectedFreight: freight.option };
  const cart = optimisticCart(confirmed, pendingOperations(model));
  const totals = cartTotals({
    lines: cart.items,
    freight: freight.pending ? (freight.option?.valueShipping ?? 0) : confirmed.totalShipping,
    discount: cart.items.length === 0 ? 0 : cartDiscount(confirmed),
  });
  const count = cart.items.reduce((sum, line) => sum + line.quantity, 0);
  return { cart, totals, count, selectedFreight: freight.option };
}

/** A line operation of `kind` on `idCartItem` is in flight or queued. */
export const isLinePending = (
  model: Pick<CartModel, 'current' | 'queue'>,
  idCartItem: number,
  kind: 'changeQuantity' | 'delete',
): boolean =>
  pendingOperations(model).some(
    (operation) =>
      isLineOperation(operation) && operation.kind === kind && operation.idCartItem === idCartItem,
  );

/** An add is in flight or queued. */
export const hasPendingAdd = (model: Pick<CartModel, 'current' | 'queue'>): boolean =>
  pendingOperations(model).some((operation) => operation.kind === 'add');

/** The line of the change or delete in flight; `undefined` when none. */
export const currentLineOf = (model: Pick<CartModel, 'current'>): number | undefined =>
  model.current && isLineOperation(model.current) ? model.current.idCartItem : undefined;

/** What a typed quantity for a line becomes: refused with a message, unchanged, or sent. */
export type QuantityDecision =
  | { readonly kind: 'refuse'; readonly message: string }
  | { readonly kind: 'unchanged' }
  /** `notice` when the quantity was capped to the stock ('Temos apenas {n} em estoque.'). */
  | { readonly kind: 'send'; readonly quantity: number; readonly notice: string | undefined };

/** Normalises a typed quantity (1..9999) and caps it at the line's stock; refuses gone or exhausted lines. */
export function decideQuantity(
  model: Pick<CartModel, 'confirmedCart' | 'current' | 'queue'>,
  idCartItem: number,
  typed: number | string,
  messages: CartRuleMessages & CartMessages,
): QuantityDecision {
  const line = shownCart(model)?.items.find((item) => item.idCartItem === idCartItem);
  if (!line || isLinePending(model, idCartItem, 'delete'))
    return { kind: 'refuse', message: messages.lineUnavailable };
  const normalized = normalizeQuantity(typed, { previous: line.quantity, messages });
  if (normalized.message !== undefined) return { kind: 'refuse', message: normalized.message };
  const capped = capQuantityToStock(normalized.value, line.stock, { context: 'card', messages });
  // An out-of-stock line cannot hold any quantity: the shopper can only delete it.
  if (line.stock <= 0) return { kind: 'refuse', message: capped.message ?? messages.stockLimitCard(0) };
  const changed = capped.value !== line.quantity || isLinePending(model, idCartItem, 'changeQuantity');
  const confirmedLine = model.confirmedCart?.items.find((item) => item.idCartItem === idCartItem);
  if (!changed && confirmedLine?.quantity === capped.value && capped.message === undefined)
    return { kind: 'unchanged' };
  return { kind: 'send', quantity: capped.value, notice: capped.message };
}

/** `messages` without the one of `idCartItem` (the same object when it had none). */
export function withoutLine<T>(messages: Record<number, T>, idCartItem: number): Record<number, T> {
  if (!(idCartItem in messages)) return messages;
  const next = { ...messages };
  delete next[idCartItem];
  return next;
}

/** A message next to a line, about no particular quantity. */
export const lineMessage = (text: string): LineMessage => ({ text, intended: undefined });

/** The notices with the cap notice of a sent change, when there is one. */
export function withNotice(
  notices: Record<number, LineMessage>,
  idCartItem: number,
  decision: Extract<QuantityDecision, { kind: 'send' }>,
): Record<number, LineMessage> {
  if (decision.notice === undefined) return notices;
  return { ...notices, [idCartItem]: lineMessage(decision.notice) };
}

/** The line messages the confirmed `cart` still backs: lines gone, or holding what was asked, lose theirs. */
export function pruneLineMessages(
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
    next = withoutLine(next, idCartItem);
  }
  return next;
}

/** Queues a quantity change: merged into a queued change of the same line, else appended. */
export function queueQuantityChange(
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
export function queueDelete(
  model: Pick<CartModel, 'current' | 'queue'>,
  idCartItem: number,
): CartOperation[] {
  if (isLinePending(model, idCartItem, 'delete')) return model.queue;
  const rest = model.queue.filter(
    (operation) => !(operation.kind === 'changeQuantity' && operation.idCartItem === idCartItem),
  );
  return [...rest, { kind: 'delete', idCartItem }];
}

/** Queues `operation` unless one of its kind is already waiting (limit checks and cleans merge). */
export function queueOnce(queue: readonly CartOperation[], operation: CartOperation): CartOperation[] {
  return queue.some((queued) => queued.kind === operation.kind) ? [...queue] : [...queue, operation];
}

/** The queue without line operations (a clean supersedes them; adds keep their place). */
export const withoutLineOperations = (queue: readonly CartOperation[]): CartOperation[] =>
  queue.filter((operation) => !isLineOperation(operation));

/** The queue without freight choices or cancels (a newer one replaces them). */
export const withoutFreightOperations = (queue: readonly CartOperation[]): CartOperation[] =>
  queue.filter((operation) => operation.kind !== 'saveFreight' && operation.kind !== 'cancelFreight');

/** Units of the product (and SKU, when the add named one) in `cart`. */
const unitsOf = (cart: Cart | undefined, item: AddToCartPayload): number =>
  (cart?.items ?? [])
    .filter((line) => line.idProduct === item.idProduct && (item.idSku === null || line.idSku === item.idSku))
    .reduce((sum, line) => sum + line.quantity, 0);

/**
 * What a read says about an add: an accepted add must show in the cart; an uncertain failure (timeout,
 * network, server error) landed only if the cart now holds more units than when it was sent.
 */
export function addOutcome(check: AddCheck, cart: Cart): 'landed' | 'missing' {
  const landed =
    check.failure === undefined
      ? check.items.every((item) => unitsOf(cart, item) > 0)
      : check.items.every((item) => unitsOf(cart, item) > unitsOf(check.before, item));
  return landed ? 'landed' : 'missing';
}

const sameProduct = (a: AddToCartPayload, b: AddToCartPayload) =>
  a.idProduct === b.idProduct && a.idSku === b.idSku;

/**
 * What one read says about every add it settles, in the order they were sent. An uncertain add landed only if
 * the cart grew by more than the other adds of the same product explain: the accepted ones sent after it, and
 * the accepted or landed ones sent from the same confirmed cart (a double click whose first click failed and
 * second succeeded is one failure and one success, not two successes).
 */
export function addOutcomes(checks: readonly AddCheck[], cart: Cart): ('landed' | 'missing')[] {
  const outcomes: ('landed' | 'missing')[] = checks.map((check) =>
    check.failure === undefined ? addOutcome(check, cart) : 'missing',
  );
  checks.forEach((check, index) => {
    if (check.failure === undefined) return;
    const explained = (item: AddToCartPayload) =>
      checks.reduce((units, other, otherIndex) => {
        if (otherIndex === index || outcomes[otherIndex] !== 'landed') return units;
        const counted =
          other.failure === undefined ? otherIndex > index || other.before === check.before : false;
        const alsoCounted = otherIndex < index && other.before === check.before;
        if (!counted && !alsoCounted) return units;
        return (
          units + other.items.filter((o) => sameProduct(o, item)).reduce((sum, o) => sum + o.quantity, 0)
        );
      }, 0);
    const landed = check.items.every(
      (item) => unitsOf(cart, item) - explained(item) > unitsOf(check.before, item),
    );
    outcomes[index] = landed ? 'landed' : 'missing';
  });
  return outcomes;
}

/**
 * `failures` with the adds that did not land: each by its number, the client's `StoreApiError` when there is one,
 * else one carrying the text the shopper was shown (`failure`, or `fallback` for an add the store accepted).
 */
export function withAddFailures(
  failures: Readonly<Record<number, StoreApiError>>,
  failed: ReadonlyArray<{
    readonly seq?: number | undefined;
    readonly error?: unknown;
    readonly failure?: string;
  }>,
  fallback: string,
): Readonly<Record<number, StoreApiError>> {
  const next = { ...failures };
  for (const { seq, error, failure } of failed)
    if (seq !== undefined)
      next[seq] = isStoreApiError(error)
        ? error
        : new StoreApiError({ kind: 'http', operation: 'cart.add', message: failure ?? fallback });
  return next;
}

/** The text to show for a failed call: the server's (or the client's pt-BR) text, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (isStoreApiError(error)) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The text of a failed add: the server's own text of an HTTP error, else `fallback` (never a transport text). */
export function addFailureText(error: unknown, fallback: string): string {
  return (isStoreApiError(error) && error.kind === 'http' && error.message) || fallback;
}

/** A definite refusal of an add (the store answered 4xx): it did not land. */
export const isAddRefusal = (error: unknown): boolean =>
  isStoreApiError(error) && error.kind === 'http' && error.status !== undefined && error.status < 500;

/**
 * A whole-cart reply: the new confirmed cart. The owed read is settled (the request was sent after
 * whatever made it owed) and line messages the server's lines no longer back are dropped.
 */
export function confirm<T extends CartModel>(model: T, cart: Cart): T {
  return {
    ...model,
    confirmedCart: cart,
    // An emptied cart has no freight left on the server.
    confirmedFreight: cart.items.length === 0 ? undefined : model.confirmedFreight,
    current: undefined,
    // A cart-only reply says nothing of the stored freight, postal code or an add's outcome.
    readPending: model.fullReadOwed,
    readFailures: model.fullReadOwed ? model.readFailures : 0,
    loadError: model.fullReadOwed ? model.loadError : undefined,
    lineErrors: pruneLineMessages(model.lineErrors, cart, model.queue),
    lineNotices: pruneLineMessages(model.lineNotices, cart, model.queue),
  };
}

/**
 * A read-back: the cart, plus the freight and postal code the server keeps (a typed code is kept). When only the
 * freight or postal code could not be read (`freightUnknown`), the cart and its count are confirmed, the freight
 * shown stays as it was, and a full read stays owed (the machine retries it after a delay).
 */
export function confirmReadBack<T extends CartModel>(model: T, readBack: CartReadBack): T {
  if (readBack.freightUnknown) {
    const confirmed = confirm({ ...model, fullReadOwed: false }, readBack.cart);
    return {
      ...confirmed,
      fullReadOwed: true,
      readPending: true,
      readFailures: model.readFailures,
      loadError: undefined,
    };
  }
  const freight = readBack.cart.items.length === 0 ? undefined : (readBack.freight ?? undefined);
  const cep = model.cep === '' && readBack.cep ? maskCep(readBack.cep) : model.cep;
  return confirm({ ...model, confirmedFreight: freight, cep, fullReadOwed: false }, readBack.cart);
}

/** Drops the failed operation and owes a read: the request may have landed, whole or in part. */
export function dropCurrent<T extends CartModel>(model: T): T {
  return { ...model, current: undefined, readPending: true };
}

/** Drops the failed freight operation and owes a full read: the server may keep the freight, the code, or both. */
export function dropCurrentFreight<T extends CartModel>(model: T): T {
  return { ...model, current: undefined, readPending: true, fullReadOwed: true };
}
