import { formatPrice, type Product } from '@vitrine/core';
import type { SearchBoxMessages } from './searchBoxMessages';

/** The price line of a product option: 'Sob Consulta' (type 3), or the promotion with the original price struck. */
export function SearchBoxProductPrice({
  product,
  text,
}: {
  readonly product: Product;
  readonly text: Pick<SearchBoxMessages, 'priceFrom' | 'priceTo' | 'priceOnRequest'>;
}) {
  if (product.idTypeProduct === 3) {
    return <span className="vt-search-box__price">{text.priceOnRequest}</span>;
  }
  const promotion = product.pricePromotion ?? 0;
  const onPromotion = promotion > 0 && promotion < product.price;
  if (!onPromotion) return <span className="vt-search-box__price">{formatPrice(product.price)}</span>;
  return (
    <span className="vt-search-box__price">
      <s className="vt-search-box__price-old">
        <span className="vt-visually-hidden">{text.priceFrom} </span>
        {formatPrice(product.price)}
      </s>{' '}
      <span className="vt-search-box__price-current">
        <span className="vt-visually-hidden">{text.priceTo} </span>
        {formatPrice(promotion)}
      </span>
    </span>
  );
}
