import type { IdLike, ProductGroupingLike } from './types';

/** How a grouping's options are drawn: colour swatches, text buttons, images, or the products' own images. */
export type ProductGroupingDisplay = 'color' | 'text' | 'image' | 'product-image';

/** One grouped product, linked through its friendly URL. */
export interface ProductGroupingOption {
  idProduct: IdLike;
  description: string;
  /** The variant's friendly URL text; `undefined` when the platform sent none. */
  urlFriendly: string | undefined;
  /** It is the product being viewed. */
  current: boolean;
}

const displays: Record<string, ProductGroupingDisplay> = {
  cor: 'color',
  texto: 'text',
  imagem: 'image',
  imagemproduto: 'product-image',
};

/**
 * The options of a product grouping (types Cor, Texto, Imagem, ImagemProduto; an unknown type shows as text),
 * marking the product being viewed.
 */
export function productGroupingOptions(
  grouping: ProductGroupingLike,
  currentIdProduct: IdLike | null | undefined,
): { display: ProductGroupingDisplay; name: string; options: ProductGroupingOption[] } {
  const display = displays[(grouping.type ?? '').trim().toLowerCase()] ?? 'text';
  return {
    display,
    name: grouping.name ?? '',
    options: (grouping.products ?? []).map((product) => ({
      idProduct: product.idProduct,
      description: product.description ?? '',
      urlFriendly: product.urlFriendly ?? undefined,
      current:
        currentIdProduct !== null &&
        currentIdProduct !== undefined &&
        String(product.idProduct) === String(currentIdProduct),
    })),
  };
}
