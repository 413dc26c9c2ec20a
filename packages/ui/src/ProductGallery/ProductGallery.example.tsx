import { useProductDetail } from '@vitrine/hooks';
import { ProductGallery } from './ProductGallery';

/** A product page's gallery following the chosen SKU, and a composed one with the thumbnails above. */
export function ProductGalleryExample({ idSku }: { readonly idSku?: number | null }) {
  const { data: product } = useProductDetail('camiseta-basica-algodao-pima');
  if (!product) return null;
  return (
    <>
      <ProductGallery product={product} idSku={idSku} />
      <ProductGallery.Root product={product} idSku={idSku} label="Fotos da camiseta">
        <ProductGallery.Thumbnails />
        <div className="vt-product-gallery__frame">
          <ProductGallery.Main />
          <ProductGallery.Previous />
          <ProductGallery.Next />
          <ProductGallery.ZoomTrigger />
        </div>
        <ProductGallery.Zoom />
      </ProductGallery.Root>
    </>
  );
}
