import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { Route } from './+types/notFound';

/** Any address the store has no page for (and `/404` itself): the not-found page, with status 404. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data({ origin: url.origin, path: url.pathname }, { status: 404, headers: cacheHeaders('private') });
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Página não encontrada',
    description: 'A página procurada não existe nesta loja.',
    path: loaded?.path ?? '/404',
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
};

export default function NotFound() {
  return <NotFoundPage />;
}
