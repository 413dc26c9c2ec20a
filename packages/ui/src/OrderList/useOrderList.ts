import { type OrdersRead, useOrders } from '@vitrine/hooks';
import { useMemo } from 'react';
import { type CustomerListShell, useCustomerListShell } from '../internal/customerListShell';
import { useUiMessages } from '../messages/useUiMessages';
import { type OrderListMessages, orderListMessages } from './orderListMessages';
import { type OrderView, toOrderView } from './orderView';

/** What the list shows: loading (the session check or the first load), a visitor's invite, the failure, none, the orders. */
export type OrderListState = 'loading' | 'anonymous' | 'error' | 'empty' | 'ready';

/** Options of `useOrderList`. */
export interface UseOrderListOptions {
  /** The page of orders to ask for; `undefined` asks for the store's first page without sending one. */
  readonly page?: number | undefined;
  /** Replaces some texts (over the provider's `messages.ui.orderList`). */
  readonly messages?: Partial<OrderListMessages> | undefined;
}

/**
 * What `useOrderList` returns: the list's state (`status`, `isRetrying`) and prop getters (`getRootProps`,
 * `getRetryProps`, `getLoginLinkProps`), the kit's customer-list shell, with the orders, the texts and the read.
 */
export interface OrderListBehaviour extends CustomerListShell {
  readonly status: OrderListState;
  /** The orders, ready to print; empty unless `status` is 'ready'. */
  readonly orders: readonly OrderView[];
  readonly text: OrderListMessages;
  /** The read underneath (`useOrders`). */
  readonly read: OrdersRead;
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
  const shell = useCustomerListShell(read, () => void read.mutate());
  const { status } = shell;
  const orders = useMemo(
    () => (status === 'ready' && read.data ? read.data.map(toOrderView) : []),
    [status, read.data],
  );
  return { ...shell, orders, text, read };
}
