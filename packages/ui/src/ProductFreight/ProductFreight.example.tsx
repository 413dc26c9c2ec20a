import type { ProductDetail } from '@vitrine/core';
import { ProductFreight } from './ProductFreight';

/** The shipping calculator of the chosen SKU and quantity, and one composed from its parts. */
export function ProductFreightExample({
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
      <ProductFreight product={product} idSku={idSku} quantity={quantity} />
      <ProductFreight.Root product={product} idSku={idSku} quantity={quantity} calculate="Consultar">
        <ProductFreight.Title asChild>
          <h3>Prazo de entrega</h3>
        </ProductFreight.Title>
        <ProductFreight.Cep showLookupLink={false} />
        <ProductFreight.Submit />
        <ProductFreight.Result />
      </ProductFreight.Root>
    </>
  );
}
