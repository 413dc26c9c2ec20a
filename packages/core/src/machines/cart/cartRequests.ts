/**
 * Region `sync`, the way in: what each shopper request puts in the queue of the single request slot (adds,
 * quantity changes, removes, cleaning, discount keys and vouchers, reloads), what it refuses next to a line, and
 * how a change, remove or clean supersedes the change of the same line in flight (`sync.changing`, `sync.deleting`).
 * The queue rules themselves are the pure functions of `cartQueue.ts`.
 */
import { assign } from 'xstate';
import type { AddToCartPayload } from '../../schemas/addToCartPayloadSchema';
import type { CartActions, CartGuards } from './cartContext';
import {
  type CartOperation,
  currentLineOf,
  decideQuantity,
  isLineOperation,
  isLinePending,
  lineMessage,
  queueDelete,
  queueOnce,
  queueQuantityChange,
  shownCart,
  withNotice,
  withoutLine,
  withoutLineOperations,
} from './cartQueue';

/** Whether a request supersedes the line operation in flight (`sync.changing`). */
export const requestGuards = {
  /** A valid new quantity for the line whose change is in flight. */
  isChangeOfCurrentLine: ({ context, event }) =>
    event.type === 'cart.changeQuantity' &&
    context.current?.kind === 'changeQuantity' &&
    context.current.idCartItem === event.idCartItem &&
    decideQuantity(context, event.idCartItem, event.quantity, context.messages).kind === 'send',
  isDeleteOfCurrentLine: ({ context, event }) =>
    event.type === 'cart.remove' && currentLineOf(context) === event.idCartItem,
} satisfies CartGuards;

/** What each shopper request does to the queue and the line messages. */
export const requestActions = {
  requestReload: assign({ readPending: true }),
  requestAdd: assign(({ context, event }) => {
    const seq = context.addsRequested + 1;
    if (event.type === 'cart.add' || event.type === 'cart.buyNow') {
      const item: AddToCartPayload = {
        idProduct: event.idProduct,
        idSku: event.idSku,
        quantity: event.quantity,
        isRecurrent: event.type === 'cart.add' ? (event.isRecurrent ?? false) : false,
      };
      const redirect = event.type === 'cart.buyNow' ? (event.redirect ?? 'delayed') : undefined;
      return {
        addsRequested: seq,
        queue: [...context.queue, { kind: 'add', items: [item], massive: false, redirect, seq }],
      };
    }
    if (event.type === 'cart.addMassive') {
      const items = event.items.map((item) => ({ ...item, isRecurrent: false }));
      return {
        addsRequested: seq,
        queue: [...context.queue, { kind: 'add', items, massive: true, redirect: undefined, seq }],
      };
    }
    return {};
  }),
  requestQuantityChange: assign(({ context, event }) => {
    if (event.type !== 'cart.changeQuantity') return {};
    const decision = decideQuantity(context, event.idCartItem, event.quantity, context.messages);
    const lineNotices = withoutLine(context.lineNotices, event.idCartItem);
    if (decision.kind === 'refuse') {
      const refusal = lineMessage(decision.message);
      return { lineNotices, lineErrors: { ...context.lineErrors, [event.idCartItem]: refusal } };
    }
    const lineErrors = withoutLine(context.lineErrors, event.idCartItem);
    if (decision.kind === 'unchanged') return { lineErrors, lineNotices };
    return {
      lineErrors,
      lineNotices: withNotice(lineNotices, event.idCartItem, decision),
      queue: queueQuantityChange(context.queue, event.idCartItem, decision.quantity),
    };
  }),
  /** The in-flight change of the same line is superseded: its actor is stopped (aborted) on leaving. */
  supersedeCurrentChange: assign(({ context, event }) => {
    if (event.type !== 'cart.changeQuantity') return {};
    const decision = decideQuantity(context, event.idCartItem, event.quantity, context.messages);
    if (decision.kind !== 'send') return {};
    const next: CartOperation = {
      kind: 'changeQuantity',
      idCartItem: event.idCartItem,
      quantity: decision.quantity,
    };
    const lineNotices = withoutLine(context.lineNotices, event.idCartItem);
    return {
      lineErrors: withoutLine(context.lineErrors, event.idCartItem),
      lineNotices: withNotice(lineNotices, event.idCartItem, decision),
      current: undefined,
      queue: [next, ...context.queue],
      readPending: true,
    };
  }),
  /**
   * A remove (sent to the server as a delete) replaces the line's queued change, and a second remove of the same line
   * is merged into the first (`queueDelete`); a remove of a line that is gone is refused with `lineUnavailable`.
   */
  requestRemove: assign(({ context, event }) => {
    if (event.type !== 'cart.remove') return {};
    const known = shownCart(context)?.items.some((line) => line.idCartItem === event.idCartItem) ?? false;
    if (!known && !isLinePending(context, event.idCartItem, 'delete')) {
      const refusal = lineMessage(context.messages.lineUnavailable);
      return { lineErrors: { ...context.lineErrors, [event.idCartItem]: refusal } };
    }
    return {
      lineErrors: withoutLine(context.lineErrors, event.idCartItem),
      queue: queueDelete(context, event.idCartItem),
    };
  }),
  /** A remove of the line whose change is in flight aborts that change and goes first. */
  supersedeCurrentWithRemove: assign(({ context, event }) => {
    if (event.type !== 'cart.remove') return {};
    const rest = context.queue.filter(
      (operation) => !(isLineOperation(operation) && operation.idCartItem === event.idCartItem),
    );
    return {
      lineErrors: withoutLine(context.lineErrors, event.idCartItem),
      current: undefined,
      queue: [{ kind: 'delete', idCartItem: event.idCartItem }, ...rest],
      readPending: true,
    };
  }),
  requestClean: assign(({ context }) => ({
    lineErrors: {},
    lineNotices: {},
    cartError: undefined,
    queue: queueOnce(withoutLineOperations(context.queue), { kind: 'clean' }),
  })),
  /** Cleaning supersedes the line operation in flight too. */
  supersedeCurrentWithClean: assign(({ context }) => ({
    lineErrors: {},
    lineNotices: {},
    cartError: undefined,
    current: undefined,
    queue: queueOnce(withoutLineOperations(context.queue), { kind: 'clean' }),
    readPending: true,
  })),
  dismissLineError: assign(({ context, event }) =>
    event.type === 'cart.dismissLineError'
      ? {
          lineErrors: withoutLine(context.lineErrors, event.idCartItem),
          lineNotices: withoutLine(context.lineNotices, event.idCartItem),
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
} satisfies CartActions;
