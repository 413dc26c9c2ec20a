import { formatPrice, type Product, routes } from '@vitrine/core';

/** A minimal product card until the listing widgets of the UI kit land. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <li className="sf-card">
      <a href={routes.product(product.urlFriendly ?? String(product.idProduct))}>
        {product.imageHome ? (
          <img src={product.imageHome} alt="" width={240} height={240} loading="lazy" />
        ) : null}
        <span className="sf-card__name">{product.name}</span>
      </a>
      <ProductPrice product={product} />
    </li>
  );
}

function ProductPrice({ product }: { product: Product }) {
  if (product.idTypeProduct === 3) return <p className="sf-card__price">Sob Consulta</p>;
  const promotion = product.pricePromotion ?? 0;
  if (promotion > 0 && promotion < product.price) {
    return (
      <p className="sf-card__price">
        <del>
          <span className="sf-sr-only">De </span>
          {formatPrice(product.price)}
        </del>{' '}
        <ins>
          <span className="sf-sr-only">Por </span>
          {formatPrice(promotion)}
        </ins>
      </p>
    );
  }
  return <p className="sf-card__price">{formatPrice(product.price)}</p>;
}
