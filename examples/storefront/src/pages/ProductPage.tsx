import { formatPrice } from '@vitrine/core';
import { useProductDetail, useViewItemTracking } from '@vitrine/hooks';
import { useEffect } from 'react';

/** A product's page (the product-detail widgets come in a later issue). Detail load failure → home (spec). */
export function ProductPage({ urlFriendly }: { urlFriendly: string }) {
  const { data: product, error } = useProductDetail(urlFriendly);
  useViewItemTracking(product);
  useEffect(() => {
    if (error) window.location.assign('/');
  }, [error]);
  if (!product) return <p aria-busy="true">Carregando o produto…</p>;
  return (
    <article>
      <h1>{product.name}</h1>
      <p className="sf-card__price">{formatPrice(product.pricePromotion || product.price)}</p>
    </article>
  );
}
