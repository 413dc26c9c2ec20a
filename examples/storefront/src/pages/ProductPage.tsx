import { useProductDetail, useSession } from '@vitrine/hooks';
import {
  AlsoPurchased,
  Breadcrumbs,
  BuyTogether,
  ConjunctProducts,
  DeliveryTracking,
  KitComponents,
  ProductDetailBuyBox,
  ProductDetail as ProductDetailWidget,
  ProductFreight,
  ProductGallery,
  ProductInstallments,
  ProductRatings,
  RelatedProducts,
  useProductDetailContext,
} from '@vitrine/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ProductDescription } from '../components/ProductDescription';

/**
 * The delivery-tracking provider's script for the store's token, when this deployment names one
 * (`VITE_DELIVERY_TRACKING_SCRIPT`, e.g. `https://rastreio.example/widget.js`): the block is optional, and no
 * provider's script is fetched unless configured.
 */
const trackingScriptBase: string | undefined = import.meta.env.VITE_DELIVERY_TRACKING_SCRIPT;
const deliveryTrackingScript = trackingScriptBase
  ? (token: string) => `${trackingScriptBase}?token=${encodeURIComponent(token)}`
  : undefined;

/**
 * A product's page is two islands (routes/product.tsx), so a press on the buy area wakes only what it needs:
 * - {@link ProductMain}: the breadcrumbs, the gallery beside the buy area (one SKU choice for both), the summary,
 *   the payment options and the freight by CEP for that choice;
 * - {@link ProductMore}: a kit's components or a conjunct product's items, the optional delivery-tracking block,
 *   the description, 'Compre Junto', the ratings (list and form), then the related and also-purchased lists.
 * The detail comes from the server's loader; a load failure sends the shopper home, and the session is checked
 * once (a failed check reloads the page).
 */
export function ProductMain({ urlFriendly }: { urlFriendly: string }) {
  const { data: product, error } = useProductDetail(urlFriendly);
  const navigate = useNavigate();
  useSession({ checkOnMount: true });
  useEffect(() => {
    if (error) void navigate('/', { replace: true });
  }, [error, navigate]);
  if (!product) return <p aria-busy="true">Carregando o produto…</p>;
  const summary = product.descriptionDetailSummary;
  return (
    <>
      <Breadcrumbs page={{ kind: 'product', product }} />
      <ProductDetailWidget.Root product={product} className="sf-product__body">
        <ProductGallery className="sf-product__gallery" />
        <div className="sf-product__info">
          <ProductDetailBuyBox product={product} trackView={false} />
          {summary ? <ProductDescription html={summary} className="sf-product__summary" /> : null}
          <ChosenSkuExtras />
        </div>
      </ProductDetailWidget.Root>
    </>
  );
}

/** What follows the buy area: see {@link ProductMain}. */
export function ProductMore({ urlFriendly }: { urlFriendly: string }) {
  const { data: product } = useProductDetail(urlFriendly);
  if (!product) return null;
  const description = product.descriptionDetail;
  return (
    <>
      <KitComponents product={product} />
      <ConjunctProducts product={product} />
      {deliveryTrackingScript ? <DeliveryTracking scriptUrl={deliveryTrackingScript} /> : null}
      {description ? (
        <section className="sf-product__about" aria-labelledby="sf-product-about">
          <h2 id="sf-product-about">Descrição</h2>
          <ProductDescription html={description} />
        </section>
      ) : null}
      <BuyTogether product={product} />
      <ProductRatings product={product} />
      <RelatedProducts idProduct={product.idProduct} />
      <AlsoPurchased idProduct={product.idProduct} />
    </>
  );
}

/** The payment options and the freight quote of the shopper's current choice (SKU and quantity). */
function ChosenSkuExtras() {
  const { product, idSku, quantity } = useProductDetailContext();
  return (
    <>
      <ProductInstallments product={product} idSku={idSku} quantity={quantity} />
      <ProductFreight product={product} idSku={idSku} quantity={quantity} />
    </>
  );
}
