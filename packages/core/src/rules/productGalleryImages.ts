import type { ProductDetail } from '../schemas/productDetailSchema';
import type { ProductImage } from '../schemas/productImageSchema';

/** What `productGalleryImages` reads of a product detail. */
export type ProductGalleryProduct = Pick<
  ProductDetail,
  'idProduct' | 'name' | 'productImages' | 'imageHome' | 'alternativeImage' | 'skUs'
> &
  Partial<Pick<ProductDetail, 'nameWithoutHtml'>>;

/** Whether an image illustrates every variation (the platform leaves its variation list empty). */
function isShared(image: ProductImage): boolean {
  return !image.variacao_ids || image.variacao_ids.length === 0;
}

/** The images, without blank URLs and without the same picture twice (kept in their order). */
function distinct(images: readonly ProductImage[]): ProductImage[] {
  const seen = new Set<string>();
  return images.filter((image) => {
    if (!image.imageDefault || seen.has(image.imageDefault)) return false;
    seen.add(image.imageDefault);
    return true;
  });
}

/**
 * The images a product's gallery shows for the chosen SKU, in order:
 * - the product's own list (`productImages`; else `fetched`, the images call's answer; else its listing
 *   pictures `imageHome` and `alternativeImage`);
 * - narrowed to the chosen SKU's pictures when it has its own (images naming one of its variations), followed by
 *   the pictures of every variation; a SKU without pictures of its own, or no SKU, shows them all.
 *
 * Empty when the product has no picture at all (the gallery then shows a placeholder).
 * @example
 * declare const product: ProductGalleryProduct;
 * declare const idSku: number | null;
 * const images = productGalleryImages(product, idSku);
 */
export function productGalleryImages(
  product: ProductGalleryProduct,
  idSku: number | null | undefined,
  fetched?: readonly ProductImage[] | undefined,
): readonly ProductImage[] {
  const listing = [product.imageHome, product.alternativeImage].flatMap((imageDefault) =>
    imageDefault ? [{ imageDefault }] : [],
  );
  const all = distinct(product.productImages ?? fetched ?? listing);
  const sku = idSku == null ? undefined : product.skUs?.find((candidate) => candidate.idSku === idSku);
  if (!sku) return all;
  const variations = new Set(sku.variations.map((variation) => variation.idVariation));
  const own = all.filter((image) => image.variacao_ids?.some((id) => variations.has(id)));
  if (own.length === 0) return all;
  return [...own, ...all.filter(isShared)];
}

/** The URL of an image's large view: its high-resolution picture when it has one, else its default one. */
export function zoomImageUrl(image: ProductImage): string {
  return image.imageHighResolution || image.imageDefault;
}
