import type { ProductDetail } from '@vitrine/core';
import { ProductInstallments } from './ProductInstallments';

/** The installments of the chosen SKU and quantity, loaded on the first click, and a second one loaded at once. */
export function ProductInstallmentsExample({
  product,
  idSku,
  quantity,
}: {
  readonly product: ProductDetail;
  readonly idSku: number | null;
  readonly quantity: number;
}) {
  return (
    <>
      <ProductInstallments product={product} idSku={idSku} quantity={quantity} />
      <ProductInstallments
        product={product}
        idSku={idSku}
        quantity={quantity}
        showFirst
        trigger="Parcelamento"
      />
    </>
  );
}
