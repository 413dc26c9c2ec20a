import {
  alsoPurchasedQuery,
  initialSku,
  productBreadcrumbs,
  productDetailQuery,
  ratingsQuery,
  relatedProductsQuery,
  routes,
  takeXPayYQuery,
} from '@vitrine/core';
import { useViewItemTracking } from '@vitrine/hooks';
import { data, redirect } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { breadcrumbJsonLd, pageMeta, productDescription, productJsonLd } from '../head/pageHead';
import { island } from '../islands/island';
import { answerOf, fallbackOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/product';

const productPage = () => import('../pages/ProductPage');
/**
 * The page's widgets in two islands (islands/island.tsx), server-rendered whole, each woken by the shopper's first
 * touch inside it: the buy area and what goes with it, then what follows (description, 'Compre Junto', ratings,
 * lists). A first press on the buy area hydrates the buy area alone.
 */
const ProductMain = island(() => productPage().then((module) => module.ProductMain), {
  trigger: 'interaction',
});
// Near the viewport, not on touch alone: its product cards' wishlist buttons are server-rendered busy (the
// shopper's session is not known there), and what the shopper sees must settle. Below the fold on arrival, so a
// phone's first load does not fetch or run it.
const ProductMore = island(() => productPage().then((module) => module.ProductMore), {
  trigger: 'visible',
});

/** A product's detail, read on the server; a product that fails to load sends the shopper home. */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const urlFriendly = params.urlFriendly ?? '';
  const loaded = urlFriendly ? await loadCatalogue(args, [productDetailQuery(urlFriendly)]) : [];
  const product = answerOf(loaded[0]);
  if (!product) throw redirect(routes.home, { headers: cacheHeaders('private') });
  // What the page's widgets read about this product, so the browser asks the store nothing of the catalogue:
  // the related and also-purchased shelves, the take-X-pay-Y campaign of the SKU the page opens on, the ratings.
  const { idProduct } = product;
  const extras = await loadCatalogue(args, [
    relatedProductsQuery(idProduct),
    alsoPurchasedQuery(idProduct),
    takeXPayYQuery(idProduct, initialSku(product.skUs ?? [])?.idSku),
    ratingsQuery(idProduct),
  ]);
  return data(
    {
      fallback: fallbackOf([...loaded, ...extras]),
      urlFriendly,
      product,
      origin: new URL(request.url).origin,
    },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  if (!loaded) return [];
  const { product, origin } = loaded;
  const path = routes.product(product.urlFriendly);
  return [
    ...pageMeta({
      title: product.name,
      fullTitle: product.title,
      description: productDescription(product),
      path,
      origin,
      image: product.imageHome,
      type: 'product',
    }),
    productJsonLd(product, origin),
    breadcrumbJsonLd(productBreadcrumbs(product), origin, path),
  ];
};

export default function Product({ loaderData }: Route.ComponentProps) {
  // The page view is reported on arrival, not when the page's widgets wake up.
  useViewItemTracking(loaderData.product);
  return (
    <article className="sf-product">
      <ProductMain urlFriendly={loaderData.urlFriendly} />
      <ProductMore urlFriendly={loaderData.urlFriendly} />
    </article>
  );
}
