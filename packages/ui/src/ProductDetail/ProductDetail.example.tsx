import type { ProductDetail as ProductDetailData } from '@vitrine/core';
import { useProductDetail } from '@vitrine/hooks';
import { ProductDetail, ProductDetailBuyBox } from './ProductDetail';
import { useProductDetailContext } from './productDetailContext';

/** Stands for the page's image gallery: it follows the SKU the shopper chose. */
function ChosenSku() {
  const { product, idSku } = useProductDetailContext();
  return <p>{`Imagens de ${product.name} (SKU ${idSku ?? '—'})`}</p>;
}

/** Example: the ready-made buy area of a loaded product, and a buy area composed from the parts. */
export function ProductDetailExample({ urlFriendly }: { readonly urlFriendly: string }) {
  const { data: product } = useProductDetail(urlFriendly);
  if (!product) return null;
  return (
    <>
      <ProductDetailBuyBox product={product} />
      <ComposedBuyArea product={product} />
    </>
  );
}

function ComposedBuyArea({ product }: { readonly product: ProductDetailData }) {
  return (
    <ProductDetail.Root product={product} messages={{ addToCart: 'Comprar' }}>
      <ChosenSku />
      <ProductDetail.Name />
      <ProductDetail.Price showInstallments />
      <ProductDetail.Variations />
      <ProductDetail.Stock />
      <ProductDetail.Quantity showLabel />
      <ProductDetail.Buy />
      <ProductDetail.NotifyMe />
      <ProductDetail.Quote />
      <ProductDetail.Share />
    </ProductDetail.Root>
  );
}
