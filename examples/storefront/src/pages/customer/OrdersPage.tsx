import { customerBreadcrumbs } from '@vitrine/core';
import { Breadcrumbs, OrderList } from '@vitrine/ui';
import { CustomerNav } from './CustomerNav';

/** `/customer/order` (Meus Pedidos): the signed-in customer's orders, read in the browser. */
export function OrdersPage() {
  return (
    <div className="sf-account">
      <Breadcrumbs items={customerBreadcrumbs('Meus Pedidos')} />
      <CustomerNav current="orders" />
      <h1>Meus Pedidos</h1>
      <OrderList title="" aria-label="Meus Pedidos" headingLevel={2} />
    </div>
  );
}
