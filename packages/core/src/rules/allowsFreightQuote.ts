import type { Product } from '../schemas/productSchema';

/**
 * Whether a product's freight can be quoted by CEP: only the physical type (idTypeProduct 1); digital, service
 * and price-on-request products have none.
 */
export function allowsFreightQuote(product: Pick<Product, 'idTypeProduct'>): boolean {
  const type = product.idTypeProduct;
  return type !== null && type !== undefined && String(type) === '1';
}
