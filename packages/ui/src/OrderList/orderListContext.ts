import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { OrderView } from './orderView';
import type { OrderListBehaviour } from './useOrderList';

/** The list an `OrderList.Root` gives its parts. */
export const OrderListContext = createContext<OrderListBehaviour | null>(null);

/** The nearest `OrderList.Root`'s list; throws, naming the fix, outside one. */
export function useOrderListContext(part: string): OrderListBehaviour {
  return usePartsContext(OrderListContext, 'OrderList', part);
}

/** The order an `OrderList.Item` gives its parts. */
export const OrderListItemContext = createContext<OrderView | null>(null);

/** The nearest `OrderList.Item`'s order; throws, naming the fix, outside one. */
export function useOrderListItemContext(part: string): OrderView {
  return usePartsContext(OrderListItemContext, 'OrderList', part, 'Item');
}
