import type { ProductLike } from './types';

/** Whether a product is sold on request (idTypeProduct 3): it shows 'Sob Consulta' and a budget button. */
export function isPriceOnRequest(product: Pick<ProductLike, 'idTypeProduct'>): boolean {
  return (
    product.idTypeProduct !== null &&
    product.idTypeProduct !== undefined &&
    String(product.idTypeProduct) === '3'
  );
}
