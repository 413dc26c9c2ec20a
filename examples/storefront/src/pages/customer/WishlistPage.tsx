import { customerBreadcrumbs } from '@vitrine/core';
import { Breadcrumbs, WishlistGrid } from '@vitrine/ui';
import { CustomerNav } from './CustomerNav';

/** `/customer/wishlist`: the signed-in customer's saved products, read in the browser. */
export function WishlistPage() {
  return (
    <div className="sf-account">
      <Breadcrumbs items={customerBreadcrumbs('Lista de Desejos')} />
      <CustomerNav current="wishlist" />
      <h1>Lista de Desejos</h1>
      <WishlistGrid title="" aria-label="Lista de Desejos" headingLevel={2} />
    </div>
  );
}
