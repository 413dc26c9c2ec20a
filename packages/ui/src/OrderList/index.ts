'use client';

// `@vitrine/ui/OrderList`: what `@vitrine/ui` exports from this folder.
export type {
  OrderListDetailsProps,
  OrderListEmptyProps,
  OrderListErrorProps,
  OrderListFieldProps,
  OrderListHeadingLevel,
  OrderListInviteProps,
  OrderListItemProps,
  OrderListListProps,
  OrderListLoadingProps,
  OrderListNumberProps,
  OrderListProps,
  OrderListRetryProps,
  OrderListRootProps,
  OrderListTitleProps,
} from './OrderList';
export {
  OrderList,
  OrderListDate,
  OrderListDetails,
  OrderListEmpty,
  OrderListError,
  OrderListInvite,
  OrderListItem,
  OrderListItemCount,
  OrderListList,
  OrderListLoading,
  OrderListNumber,
  OrderListParts,
  OrderListRetry,
  OrderListRoot,
  OrderListStatus,
  OrderListTitle,
  OrderListTotal,
} from './OrderList';
export type { OrderListMessages } from './orderListMessages';
export { orderListMessages } from './orderListMessages';
export type { OrderView } from './orderView';
export type { OrderListBehaviour, OrderListState, UseOrderListOptions } from './useOrderList';
export { useOrderList } from './useOrderList';
