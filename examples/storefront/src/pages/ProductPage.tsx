import { formatPrice } from '@vitrine/core';
import { useProductDetail, useViewItemTracking } from '@vitrine/hooks';
import { Breadcrumbs } from '@vitrine/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ProductDescription } from '../components/ProductDescription';

/** A product's page (the product-detail widgets come in a later issue). Detail load failure → home. */
export function ProductPage({ urlFriendly }: { urlFriendly: string }) {
  const { data: product, error } = useProductDetail(urlFriendly);
  const navigate = useNavigate();
  useViewItemTracking(product);
  useEffect(() => {
    if (error) void navigate('/', { replace: true });
  }, [error, navigate]);
  if (!product) return <p aria-busy="true">Carregando o produto…</p>;
  const description = product.descriptionDetail ?? product.descriptionDetailSummary;
  return (
    <article className="sf-product">
      <Breadcrumbs page={{ kind: 'product', product }} />
      <div className="sf-product__body">
        {product.imageHome ? (
          <img
            className="sf-product__image"
            src={product.imageHome}
            alt={product.name}
            width={480}
            height={480}
            fetchPriority="high"
          />
        ) : null}
        <div>
          <h1>{product.name}</h1>
          <p className="sf-card__price">{formatPrice(product.pricePromotion || product.price)}</p>
          {description ? <ProductDescription html={description} /> : null}
        </div>
      </div>
    </article>
  );
}
