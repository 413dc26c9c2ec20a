import { OrderList } from './OrderList';

/** The orders page's list as it comes, and a compact one composed from the parts (number and total only). */
export function OrderListExample() {
  return (
    <>
      <OrderList />
      <OrderList.Root aria-label="Últimos pedidos">
        <OrderList.Loading count={2} />
        <OrderList.Invite />
        <OrderList.Error />
        <OrderList.Empty />
        <OrderList.List>
          {(order) => (
            <OrderList.Item key={order.order.idOrder} order={order}>
              <OrderList.Number level={4} />
              <OrderList.Details>
                <OrderList.Total />
              </OrderList.Details>
            </OrderList.Item>
          )}
        </OrderList.List>
      </OrderList.Root>
    </>
  );
}
