import type { Product } from '@vitrine/core';
import { LightningOffers } from './LightningOffers';
import { ProductShelf } from './ProductShelf';
import {
  AlsoPurchased,
  HomeShowcase,
  MostSoldShelf,
  NewcomersShelf,
  RelatedProducts,
} from './ProductShelves';

/** The home page's shelves: the showcase, the groups, the lightning offers and the best sellers. */
export function HomeShelvesExample({ serverTime }: { readonly serverTime?: string }) {
  return (
    <>
      <HomeShowcase />
      <HomeShowcase type="group" />
      <LightningOffers now={serverTime} />
      <MostSoldShelf viewAllHref="/busca?n=mais+vendidos" />
    </>
  );
}

/** The detail page's lists, and the empty search's blocks (only with at least 4 products). */
export function DetailAndSearchShelvesExample({ idProduct }: { readonly idProduct: number | undefined }) {
  return (
    <>
      <RelatedProducts idProduct={idProduct} />
      <AlsoPurchased idProduct={idProduct} />
      <MostSoldShelf minProducts={4} />
      <NewcomersShelf minProducts={4} />
    </>
  );
}

/** A shelf of your own products with a card of your own. */
export function CustomShelfExample({ products }: { readonly products: readonly Product[] | undefined }) {
  return (
    <ProductShelf
      title="Vistos recentemente"
      listId="recently-viewed"
      products={products}
      renderProduct={(product) => <a href={`/${product.urlFriendly}/produto/`}>{product.name}</a>}
    />
  );
}
