import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Any address the store has no page for (and `/404` itself): the not-found page, with status 404. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return data({ origin: url.origin, path: url.pathname }, { status: 404, headers: cacheHeaders('private') });
}

export const headers = headersFromLoader;

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: 'Página não encontrada',
    description: 'A página procurada não existe nesta loja.',
    path: loaded?.path ?? '/404',
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
}

export default function NotFound() {
  return <NotFoundPage />;
}
