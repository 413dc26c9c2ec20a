import { type Product, routes } from '@vitrine/core';
import { LazyImage, Price } from '@vitrine/ui';

/** A minimal product card until the listing widgets of the UI kit land (a later issue). */
export function ProductCard({ product }: { product: Product }) {
  return (
    <li className="sf-card">
      <a href={routes.product(product.urlFriendly ?? String(product.idProduct))}>
        {product.imageHome ? <LazyImage src={product.imageHome} alt="" width={240} height={240} /> : null}
        <span className="sf-card__name">{product.name}</span>
      </a>
      <Price product={product} />
    </li>
  );
}
