import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../schemas/productImageSchema';
import { type ProductGalleryProduct, productGalleryImages, zoomImageUrl } from './productGalleryImages';

const white = 11;
const black = 12;
const size = 21;
const sku = (idSku: number, variations: number[]) => ({
  idSku,
  price: 10,
  stock: 1,
  standard: false,
  visible: true,
  variations: variations.map((idVariation) => ({ idVariation, name: String(idVariation) })),
});
const images: ProductImage[] = [
  { imageDefault: '/branco-1.jpg', variacao_ids: [white] },
  { imageDefault: '/preto-1.jpg', variacao_ids: [black] },
  { imageDefault: '/etiqueta.jpg', variacao_ids: [] },
  { imageDefault: '/branco-2.jpg', variacao_ids: [white] },
];
const product: ProductGalleryProduct = {
  idProduct: 1,
  name: 'Camiseta',
  productImages: images,
  skUs: [sku(1, [white, size]), sku(2, [black, size]), sku(3, [99, size])],
};
const sources = (list: readonly ProductImage[]) => list.map((image) => image.imageDefault);

describe('productGalleryImages', () => {
  it('given a SKU with pictures of its own, they come first, then the pictures of every variation', () => {
    expect(sources(productGalleryImages(product, 1))).toEqual([
      '/branco-1.jpg',
      '/branco-2.jpg',
      '/etiqueta.jpg',
    ]);
    expect(sources(productGalleryImages(product, 2))).toEqual(['/preto-1.jpg', '/etiqueta.jpg']);
  });

  it("given a SKU without pictures of its own, no SKU or an unknown one, it shows all the product's", () => {
    const all = sources(images);
    expect(sources(productGalleryImages(product, 3))).toEqual(all);
    expect(sources(productGalleryImages(product, null))).toEqual(all);
    expect(sources(productGalleryImages(product, 404))).toEqual(all);
  });

  it('given a detail without its list, it takes the fetched list, else the listing pictures (no blanks, no twins)', () => {
    const bare = {
      ...product,
      productImages: undefined,
      imageHome: '/home.jpg',
      alternativeImage: '/home.jpg',
    };
    expect(sources(productGalleryImages(bare, null, images.slice(0, 2)))).toEqual([
      '/branco-1.jpg',
      '/preto-1.jpg',
    ]);
    expect(sources(productGalleryImages(bare, null))).toEqual(['/home.jpg']);
    expect(productGalleryImages({ ...bare, imageHome: '', alternativeImage: null }, null)).toEqual([]);
    expect(productGalleryImages({ ...product, productImages: [] }, 1)).toEqual([]);
  });

  it('the large view takes the high-resolution picture when there is one', () => {
    expect(zoomImageUrl({ imageDefault: '/a.jpg', imageHighResolution: '/a-hd.jpg' })).toBe('/a-hd.jpg');
    expect(zoomImageUrl({ imageDefault: '/a.jpg', imageHighResolution: null })).toBe('/a.jpg');
  });
});
