import type { Product } from '@vitrine/core';
import { ProductCard } from './ProductCard';

/** A grid of ready-made cards (the first two load their image at once) and a compact card composed from parts. */
export function ProductCardExample({ products }: { products: readonly Product[] }) {
  return (
    <>
      <ul className="vitrine-grid">
        {products.map((product, index) => (
          <li key={product.idProduct}>
            <ProductCard product={product} listName="Mais vendidos" index={index} priority={index < 2} />
          </li>
        ))}
      </ul>
      {products[0] ? (
        <ul>
          <ProductCard.Root product={products[0]} asChild showVariations={false}>
            <li>
              <ProductCard.Image width={120} height={120} />
              <ProductCard.Name level={4} />
              <ProductCard.Price />
              <ProductCard.Actions />
              <ProductCard.Wishlist />
            </li>
          </ProductCard.Root>
        </ul>
      ) : null}
    </>
  );
}
