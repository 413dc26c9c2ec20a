import { routes } from '@vitrine/core';
import { type OrdersRead, useOrders } from '@vitrine/hooks';
import { type MouseEvent, type RefObject, useMemo } from 'react';
import { dataFlag } from '../internal/dataAttributes';
import { useUiMessages } from '../messages/useUiMessages';
import { type OrderListMessages, orderListMessages } from './orderListMessages';
import { type OrderView, toOrderView } from './orderView';
import { useFocusAfterRetry } from './useFocusAfterRetry';

/** What the list shows: loading (the session check or the first load), a visitor's invite, the failure, none, the orders. */
export type OrderListState = 'loading' | 'anonymous' | 'error' | 'empty' | 'ready';

/** Options of `useOrderList`. */
export interface UseOrderListOptions {
  /** The page of orders to ask for; `undefined` asks for the store's first page without sending one. */
  readonly page?: number | undefined;
  /** Replaces some texts (over the provider's `messages.ui.orderList`). */
  readonly messages?: Partial<OrderListMessages> | undefined;
}

/** What `useOrderList` returns: the list's state, texts and prop getters. */
export interface OrderListBehaviour {
  readonly status: OrderListState;
  /** The orders, ready to print; empty unless `status` is 'ready'. */
  readonly orders: readonly OrderView[];
  readonly text: OrderListMessages;
  /** The read underneath (`useOrders`). */
  readonly read: OrdersRead;
  /** A retry is on its way (the error stays until it answers). */
  readonly isRetrying: boolean;
  /** Props of the root: `aria-busy` while loading, `data-state`, and the focus target after a retry. */
  getRootProps(): {
    readonly ref: RefObject<HTMLElement | null>;
    readonly tabIndex: -1;
    readonly 'aria-busy': true | undefined;
    readonly 'data-state': OrderListState;
  };
  /** Props of the 'Tentar novamente' button: reloads, marked `aria-disabled` and `data-loading` while it runs. */
  getRetryProps(): {
    readonly type: 'button';
    readonly 'aria-disabled': true | undefined;
    readonly 'data-loading': '' | undefined;
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  /** Props of the invite's login link. */
  getLoginLinkProps(): { readonly href: string };
}

/**
 * The behaviour under `OrderList`: the signed-in customer's orders (`useOrders`, read in the browser only) turned
 * into one status and printable rows (number, dd/MM/yyyy date, status, item count, BRL total), the retry after a
 * failure (focus moves to the list once it succeeds) and the visitor's login link.
 * @example
 * const { status, orders, text } = useOrderList();
 * status === 'ready' && orders.map((o) => <p key={o.order.idOrder}>{text.number(o.number)}: {o.totalText}</p>)
 */
export function useOrderList(options: UseOrderListOptions = {}): OrderListBehaviour {
  const text = useUiMessages('orderList', orderListMessages, options.messages);
  const read = useOrders(options.page);
  const status: OrderListState = read.isChecking
    ? 'loading'
    : !read.isAuthenticated
      ? 'anonymous'
      : read.data === undefined
        ? read.error !== undefined
          ? 'error'
          : 'loading'
        : read.data.length === 0
          ? 'empty'
          : 'ready';
  const isRetrying = status === 'error' && read.isValidating;
  const { targetRef, markRetry } = useFocusAfterRetry<HTMLElement>(status === 'error');
  const orders = useMemo(
    () => (status === 'ready' && read.data ? read.data.map(toOrderView) : []),
    [status, read.data],
  );
  return {
    status,
    orders,
    text,
    read,
    isRetrying,
    getRootProps: () => ({
      ref: targetRef,
      tabIndex: -1,
      'aria-busy': status === 'loading' ? true : undefined,
      'data-state': status,
    }),
    getRetryProps: () => ({
      type: 'button',
      'aria-disabled': isRetrying ? true : undefined,
      'data-loading': dataFlag(isRetrying),
      onClick: () => {
        if (isRetrying) return;
        markRetry();
        void read.mutate();
      },
    }),
    getLoginLinkProps: () => ({ href: routes.customerLogin }),
  };
}
