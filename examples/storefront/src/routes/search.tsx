import { createSearchTermSchema, formMessages, parseRoute, routes } from '@vitrine/core';
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { SearchPage, searchPageSize } from '../pages/SearchPage';
import { fallbackOf, loadCatalogue } from '../server/requestStore.server';

const searchTerm = createSearchTermSchema(formMessages);

/** `/busca?n=term`: the products matching the term, when the term is one the store searches. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const route = parseRoute(url.pathname, url.search);
  const term = route.kind === 'search' ? route.term : '';
  const word = term ? searchTerm.safeParse(term) : undefined;
  const loaded = word?.success
    ? await loadCatalogue(args, [['catalogue.search', { word: word.data, qtdRegister: searchPageSize }]])
    : [];
  return data(
    { fallback: fallbackOf(loaded), term, origin: url.origin },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers = headersFromLoader;

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  const term = loaded?.term ?? '';
  return pageMeta({
    title: term || 'Busca',
    description: term ? `Produtos encontrados para "${term}".` : 'Busque produtos na loja.',
    path: routes.search(term),
    origin: loaded?.origin ?? '',
  });
}

export default function Search({ loaderData }: { loaderData: { term: string } }) {
  return <SearchPage term={loaderData.term} />;
}
