import {
  brandsQuery,
  categoriesQuery,
  companyQuery,
  filterStateToProductQuery,
  groupsQuery,
  type ListingSource,
  parseRoute,
  productListQuery,
  startingFilterState,
} from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { breadcrumbJsonLd, pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { type FoundListing, findListing } from '../listing/findListing';
import { NotFoundPage } from '../pages/NotFoundPage';
import { StoreUnavailablePage, storeUnavailableTitle } from '../pages/StoreUnavailablePage';
import { answerOf, fallbackOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/listing';

/** The store's list of the listing's kind, where its entity is looked up; the answer `undefined` when it failed. */
async function loadListOf(args: Route.LoaderArgs, kind: ListingSource) {
  if (kind === 'category') {
    const [list] = await loadCatalogue(args, [categoriesQuery()]);
    return { list, lists: { categories: answerOf(list) } };
  }
  if (kind === 'brand') {
    const [list] = await loadCatalogue(args, [brandsQuery()]);
    return { list, lists: { brands: answerOf(list) } };
  }
  const [list] = await loadCatalogue(args, [groupsQuery()]);
  return { list, lists: { groups: answerOf(list) } };
}

/** The page's widgets: server-rendered whole, their code fetched on the shopper's first touch (islands/island.tsx). */
const ListingPage = island(() => import('../pages/ListingPage').then((module) => module.ListingPage), {
  trigger: 'interaction',
});

/**
 * A category (`…/c`), brand (`…/m`) or group (`…/g`) page: the entity is looked up in the store's list and its
 * first page of products loaded. One the store does not have is the not-found page, with status 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const route = parseRoute(url.pathname, url.search);
  const origin = url.origin;
  if (route.kind !== 'category' && route.kind !== 'brand' && route.kind !== 'group') {
    return data(
      { listing: undefined, fallback: [], origin, path: url.pathname },
      { status: 404, headers: cacheHeaders('private') },
    );
  }
  const { list, lists } = await loadListOf(args, route.kind);
  const listing: FoundListing | undefined = list ? findListing(route, lists) : undefined;
  if (!listing) {
    // The list itself failing is an outage, not an unknown page: a 503 that says so and is never cached.
    return data(
      { listing: undefined, fallback: [], origin, path: url.pathname, unavailable: !list },
      { status: list ? 404 : 503, headers: cacheHeaders('private') },
    );
  }
  // The page, order and filters of the address, with the company's page size: the same state the listing widget
  // starts from in the browser, so it shows these products at once and asks the store nothing.
  const [company] = await loadCatalogue(args, [companyQuery()]);
  const filter = startingFilterState(listing, answerOf(company), url.searchParams);
  const products = await loadCatalogue(args, [
    productListQuery({ kind: listing.kind, ...filterStateToProductQuery(filter) }),
  ]);
  return data(
    {
      listing,
      firstPage: answerOf(products[0]),
      searchParams: url.search,
      fallback: fallbackOf([list, ...products]),
      origin,
      path: url.pathname,
    },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const listing = loaded?.listing;
  if (loaded && 'unavailable' in loaded && loaded.unavailable)
    return pageMeta({
      title: storeUnavailableTitle,
      description: 'A loja não respondeu. Tente novamente em instantes.',
      path: loaded.path,
      origin: loaded.origin,
      noIndex: true,
    });
  const head = pageMeta(
    listing
      ? {
          title: listing.title,
          fullTitle: listing.documentTitle,
          description: listing.description || `${listing.title}: produtos da loja.`,
          path: loaded.path,
          origin: loaded.origin,
        }
      : {
          title: 'Página não encontrada',
          description: 'A página procurada não existe nesta loja.',
          path: loaded?.path ?? '/404',
          origin: loaded?.origin ?? '',
          noIndex: true,
        },
  );
  return listing && loaded ? [...head, breadcrumbJsonLd(listing.crumbs, loaded.origin, loaded.path)] : head;
};

export default function Listing({ loaderData }: Route.ComponentProps) {
  if ('unavailable' in loaderData && loaderData.unavailable)
    return <StoreUnavailablePage path={loaderData.path} />;
  return loaderData.listing ? (
    <ListingPage
      key={loaderData.listing.textLink}
      listing={loaderData.listing}
      firstPage={loaderData.firstPage}
      searchParams={loaderData.searchParams}
    />
  ) : (
    <NotFoundPage />
  );
}
