import { createContext } from 'react';
import { defineCustomerList } from '../internal/customerListShell';
import { usePartsContext } from '../internal/partsContext';
import type { OrderView } from './orderView';
import type { OrderListBehaviour } from './useOrderList';

/** The order list: a customer's list (`internal/customerListShell`) whose `OrderList.Root` gives its parts the list. */
export const orderList = defineCustomerList<OrderListBehaviour>('OrderList', 'vt-order-list');

/** The nearest `OrderList.Root`'s list; throws, naming the fix, outside one. */
export const useOrderListContext: (part: string) => OrderListBehaviour = orderList.useList;

/** The order an `OrderList.Item` gives its parts. */
export const OrderListItemContext = createContext<OrderView | null>(null);

/** The nearest `OrderList.Item`'s order; throws, naming the fix, outside one. */
export function useOrderListItemContext(part: string): OrderView {
  return usePartsContext(OrderListItemContext, 'OrderList', part, 'Item');
}
