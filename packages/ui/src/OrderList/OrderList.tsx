import { type ReactNode, useId } from 'react';
import { headingPart, part } from '../foundation/internal/createPart';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { type CustomerListPartProps, customerListParts } from '../internal/customerListShell';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { OrderListItemContext, useOrderListItemContext } from './orderListContext';
import type { OrderListMessages } from './orderListMessages';
import type { OrderView } from './orderView';
import { type OrderListBehaviour, type UseOrderListOptions, useOrderList } from './useOrderList';

/** A heading level for an order's number. */
export type OrderListHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The list's shell (section, heading, loading frame, failure, retry, invite): the kit's customer-list parts. */
const shell = customerListParts<OrderListBehaviour>('OrderList', 'vt-order-list', {
  count: 3,
  // An order's shape (number, then its four fields), so nothing moves when the orders arrive.
  placeholder: (index) => (
    <div key={index} className="vt-order-list__item vt-order-list__placeholder" aria-hidden="true">
      <Skeleton shape="text" width="9rem" className="vt-order-list__number" />
      <div className="vt-order-list__details">
        {['date', 'status', 'items', 'total'].map((field) => (
          <div key={field} className="vt-order-list__field" data-field={field}>
            <Skeleton shape="text" width="3.5rem" className="vt-order-list__label" />
            <Skeleton shape="text" width="5.5rem" className="vt-order-list__value" />
          </div>
        ))}
      </div>
    </div>
  ),
});

/** The nearest `OrderList.Root`'s list; throws, naming the fix, outside one. */
const useOrderListContext = shell.useList;

// ---------------------------------------------------------------------------------------------------------

/** Props of `OrderList.Root`: which page and which texts, plus the section's own props. */
export type OrderListRootProps = PartProps<'section'> & UseOrderListOptions;

/**
 * The list's section: loads the signed-in customer's orders (in the browser only) and gives its parts the state.
 * `data-state="loading|anonymous|error|empty|ready"`, `aria-busy` while loading; it takes focus (`tabIndex=-1`)
 * when a retry brings the orders.
 */
export function OrderListRoot({ page, messages, ...rest }: OrderListRootProps) {
  const list = useOrderList({ page, messages });
  return <shell.Section {...rest} value={list} />;
}

/** Props of `OrderList.Title`. */
export type OrderListTitleProps = CustomerListPartProps['Title'];

/** The list's heading, 'Meus Pedidos' unless children say otherwise (an `h2`; `asChild` for another level). */
export const OrderListTitle: (props: OrderListTitleProps) => ReactNode = shell.Title;

/** Props of `OrderList.Loading`. */
export type OrderListLoadingProps = CustomerListPartProps['Loading'];

/**
 * While the session is checked or the orders load: placeholder orders shaped like the real ones (so nothing moves
 * when they arrive; 3 unless `count`) and 'Carregando pedidos…' for screen readers. Nothing in any other state.
 */
export const OrderListLoading: (props: OrderListLoadingProps) => ReactNode = shell.Loading;

/** Props of `OrderList.List`. */
export type OrderListListProps = Omit<PartProps<'ol'>, 'children'> & {
  /** Each order's row, from its printable view; the ready-made row (`OrderList.Item` with every field) by default. */
  readonly children?: ((order: OrderView, index: number) => ReactNode) | undefined;
  /** The heading level of each order's number (default row only); 3 when `undefined`. */
  readonly headingLevel?: OrderListHeadingLevel | undefined;
};

const OrderListListElement = part('ol', 'OrderList.List', 'vt-order-list__list');

/** The orders, newest first as the store sends them (an `ol`); nothing until there are orders to show. */
export function OrderListList({ children, headingLevel, ...rest }: OrderListListProps) {
  const { status, orders } = useOrderListContext('List');
  if (status !== 'ready') return null;
  return (
    <OrderListListElement {...rest}>
      {orders.map((order, index) =>
        children ? (
          children(order, index)
        ) : (
          <OrderListItem key={order.order.idOrder} order={order}>
            <OrderListNumber level={headingLevel} />
            <OrderListDetails>
              <OrderListDate />
              <OrderListStatus />
              <OrderListItemCount />
              <OrderListTotal />
            </OrderListDetails>
          </OrderListItem>
        ),
      )}
    </OrderListListElement>
  );
}

/** Props of `OrderList.Item`. */
export type OrderListItemProps = PartProps<'li'> & {
  /** The order this row shows (from `OrderList.List`'s children function). */
  readonly order: OrderView;
};

const OrderListItemElement = part('li', 'OrderList.Item', 'vt-order-list__item');

/** One order (an `li`, a card on phones, a row from 768 px); `data-status` carries its folded status. */
export function OrderListItem({ order, ...rest }: OrderListItemProps) {
  return (
    <OrderListItemContext.Provider value={order}>
      <OrderListItemElement {...rest} data-status={order.statusKey} />
    </OrderListItemContext.Provider>
  );
}

/** Props of `OrderList.Number`. */
export type OrderListNumberProps = PartProps<'h3'> & {
  /** The heading level; 3 when `undefined`. */
  readonly level?: OrderListHeadingLevel | undefined;
};

const OrderListNumberElement = headingPart<OrderListHeadingLevel>(
  'OrderList.Number',
  'vt-order-list__number',
  3,
);

/** The order's heading, 'Pedido {number}' (the platform's code, else its id). */
export function OrderListNumber({ level = 3, asChild, children, ...rest }: OrderListNumberProps) {
  const { text } = useOrderListContext('Number');
  const order = useOrderListItemContext('Number');
  return (
    <OrderListNumberElement asChild={asChild} level={level} {...rest}>
      {asChild ? children : (children ?? text.number(order.number))}
    </OrderListNumberElement>
  );
}

/** Props of `OrderList.Details`. */
export type OrderListDetailsProps = PartProps<'dl'>;

/** The order's fields as a description list (`dl`): put `Date`, `Status`, `ItemCount` and `Total` inside. */
export const OrderListDetails = part('dl', 'OrderList.Details', 'vt-order-list__details');

/** Props of a field of `OrderList.Details` (a `div` holding its `dt` label and `dd` value). */
export type OrderListFieldProps = Omit<PartProps<'div'>, 'children' | 'asChild'> & {
  /** Replaces the label ('Data', 'Status', 'Itens', 'Total'). */
  readonly label?: ReactNode;
  /** Replaces the value. */
  readonly children?: ReactNode;
};

function Field({
  field,
  label,
  value,
  className,
  children,
  ...rest
}: OrderListFieldProps & { readonly field: string; readonly value: ReactNode }) {
  return (
    <div {...rest} data-field={field} className={cx('vt-order-list__field', className)}>
      <dt className="vt-order-list__label">{label}</dt>
      <dd className="vt-order-list__value">{children ?? value}</dd>
    </div>
  );
}

/** The order's date, dd/MM/yyyy in a `<time>`; nothing when the store's date is not a date. */
export function OrderListDate({ label, ...rest }: OrderListFieldProps) {
  const { text } = useOrderListContext('Date');
  const order = useOrderListItemContext('Date');
  if (order.dateText === undefined) return null;
  const value = <time dateTime={order.order.date}>{order.dateText}</time>;
  return <Field {...rest} field="date" label={label ?? text.date} value={value} />;
}

/** The store's status label, shown as is (`data-status` on the value, for a colour per status). */
export function OrderListStatus({ label, ...rest }: OrderListFieldProps) {
  const { text } = useOrderListContext('Status');
  const order = useOrderListItemContext('Status');
  const value = (
    <span className="vt-order-list__status" data-status={order.statusKey}>
      {order.statusText}
    </span>
  );
  return <Field {...rest} field="status" label={label ?? text.status} value={value} />;
}

/** The units of the order ('3 itens'); nothing when the store did not send its lines. */
export function OrderListItemCount({ label, ...rest }: OrderListFieldProps) {
  const { text } = useOrderListContext('ItemCount');
  const order = useOrderListItemContext('ItemCount');
  if (order.itemCount === undefined) return null;
  return (
    <Field {...rest} field="items" label={label ?? text.items} value={text.itemCount(order.itemCount)} />
  );
}

/** The order's total in BRL (core's formatter). */
export function OrderListTotal({ label, ...rest }: OrderListFieldProps) {
  const { text } = useOrderListContext('Total');
  const order = useOrderListItemContext('Total');
  return <Field {...rest} field="total" label={label ?? text.total} value={order.totalText} />;
}

/** Props of `OrderList.Empty`. */
export type OrderListEmptyProps = PartProps<'p'>;

const OrderListEmptyElement = part('p', 'OrderList.Empty', 'vt-order-list__empty');

/** 'Você ainda não fez pedidos.' for a customer without orders; nothing otherwise. */
export function OrderListEmpty({ asChild, children, ...rest }: OrderListEmptyProps) {
  const { status, text } = useOrderListContext('Empty');
  if (status !== 'empty') return null;
  return (
    <OrderListEmptyElement asChild={asChild} {...rest}>
      {asChild ? children : (children ?? text.empty)}
    </OrderListEmptyElement>
  );
}

/** Props of `OrderList.Error`. */
export type OrderListErrorProps = CustomerListPartProps['Error'];

/**
 * The failed load: 'Não foi possível carregar seus pedidos.' in an alert and the `OrderList.Retry` button
 * (children replace both). Nothing otherwise.
 */
export const OrderListError: (props: OrderListErrorProps) => ReactNode = shell.Error;

/** Props of `OrderList.Retry`. */
export type OrderListRetryProps = CustomerListPartProps['Retry'];

/**
 * 'Tentar novamente': loads the orders again; it stays (`aria-disabled`, `data-loading`) while the retry runs, and
 * focus moves to the list once the orders arrive. Your `onClick` runs first (`preventDefault()` cancels the retry).
 */
export const OrderListRetry: (props: OrderListRetryProps) => ReactNode = shell.Retry;

/** Props of `OrderList.Invite`. */
export type OrderListInviteProps = CustomerListPartProps['Invite'];

/** A visitor's invite: 'Entre na sua conta para ver seus pedidos.' and 'Entrar' to /customer/login. */
export const OrderListInvite: (props: OrderListInviteProps) => ReactNode = shell.Invite;

// ---------------------------------------------------------------------------------------------------------

/** Props of the ready-made `<OrderList />`. */
export interface OrderListProps extends Omit<OrderListRootProps, 'children' | 'asChild'> {
  /** The heading; 'Meus Pedidos' when `undefined`, no heading when ''. */
  readonly title?: string | undefined;
  /** The heading level of each order's number; 3 when `undefined`. */
  readonly headingLevel?: OrderListHeadingLevel | undefined;
  /** How many placeholder orders hold the place while loading; 3 when `undefined`. */
  readonly skeletonCount?: number | undefined;
  /** Replaces some texts (over the provider's `messages.ui.orderList`). */
  readonly messages?: Partial<OrderListMessages> | undefined;
}

/**
 * 'Meus Pedidos', ready-made: the signed-in customer's orders, each with its number, date (dd/MM/yyyy), status,
 * item count and total (BRL); placeholders while loading, 'Você ainda não fez pedidos.', the failure with
 * 'Tentar novamente', and a login invite for a visitor. One list at every width: cards on phones, rows from 768 px.
 */
function OrderListDefault({ title, headingLevel, skeletonCount, messages, ...rootProps }: OrderListProps) {
  const titleId = useId();
  const texts = title === undefined ? messages : { ...messages, title };
  const hasTitle = title !== '';
  return (
    <OrderListRoot aria-labelledby={hasTitle ? titleId : undefined} {...rootProps} messages={texts}>
      {hasTitle ? <OrderListTitle id={titleId} /> : null}
      <OrderListLoading count={skeletonCount} />
      <OrderListInvite />
      <OrderListError />
      <OrderListEmpty />
      <OrderListList headingLevel={headingLevel} />
    </OrderListRoot>
  );
}

/** The parts of the order list, to compose your own inside `OrderList.Root`. */
export const OrderListParts = {
  Root: OrderListRoot,
  Title: OrderListTitle,
  Loading: OrderListLoading,
  List: OrderListList,
  Item: OrderListItem,
  Number: OrderListNumber,
  Details: OrderListDetails,
  Date: OrderListDate,
  Status: OrderListStatus,
  ItemCount: OrderListItemCount,
  Total: OrderListTotal,
  Empty: OrderListEmpty,
  Error: OrderListError,
  Retry: OrderListRetry,
  Invite: OrderListInvite,
};

/** The customer's orders: `<OrderList />` ready-made, or `OrderList.Root / .Title / .List / .Item / ...` composed. */
export const OrderList = Object.assign(OrderListDefault, OrderListParts);
