import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { OrderView } from './orderView';

/** The order an `OrderList.Item` gives its parts. */
export const OrderListItemContext = createContext<OrderView | null>(null);

/** The nearest `OrderList.Item`'s order; throws, naming the fix, outside one. */
export function useOrderListItemContext(part: string): OrderView {
  return usePartsContext(OrderListItemContext, 'OrderList', part, 'Item');
}
