import {
  companyQuery,
  filterStateToProductQuery,
  parseRoute,
  productListQuery,
  routes,
  searchTermStatus,
  startingFilterState,
} from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { answerOf, fallbackOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/search';

/** The page's widgets: server-rendered whole, their code fetched on the shopper's first touch (islands/island.tsx). */
const SearchPage = island(() => import('../pages/SearchPage').then((module) => module.SearchPage), {
  trigger: 'interaction',
});

/**
 * `/busca?n=term`: the address's page of the products matching the term (its order and filters, with the
 * company's page size), when the term is one the store searches; the listing widget starts from it in the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const route = parseRoute(url.pathname, url.search);
  const term = route.kind === 'search' ? route.term : '';
  const listing = { kind: 'search', term } as const;
  const [company] = await loadCatalogue(args, [companyQuery()]);
  const filter = startingFilterState(listing, answerOf(company), url.searchParams);
  const loaded =
    searchTermStatus(term) === 'ok'
      ? await loadCatalogue(args, [
          productListQuery({
            kind: 'search',
            ...filterStateToProductQuery(filter),
            word: term.trim(),
          }),
        ])
      : [];
  return data(
    {
      fallback: fallbackOf(loaded),
      term,
      firstPage: answerOf(loaded[0]),
      searchParams: url.search,
      origin: url.origin,
    },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const term = loaded?.term ?? '';
  return pageMeta({
    title: term || 'Busca',
    description: term ? `Produtos encontrados para "${term}".` : 'Busque produtos na loja.',
    path: routes.search(term),
    origin: loaded?.origin ?? '',
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <SearchPage
      key={loaderData.term}
      term={loaderData.term}
      firstPage={loaderData.firstPage}
      searchParams={loaderData.searchParams}
    />
  );
}
