import { institutionalPagesQuery, parseRoute, routes } from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta, siteDescription } from '../head/pageHead';
import { island } from '../islands/island';
import { answerOf, fallbackOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/institutional';

/** The page's widgets: server-rendered whole, their code fetched on the shopper's first touch (islands/island.tsx). */
const InstitutionalContentPage = island(
  () => import('../pages/InstitutionalContentPage').then((module) => module.InstitutionalContentPage),
  { trigger: 'interaction' },
);

/**
 * `/institucional/{idCustomPage}/{idCustomPageContent}`: one content of the store's institutional pages, its
 * HTML sanitized and server-rendered, its title and meta description from the store. Unknown ids answer 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const route = parseRoute(url.pathname);
  const loaded = await loadCatalogue(args, [institutionalPagesQuery()]);
  const pages = answerOf(loaded[0]);
  if (route.kind !== 'institutional') throw data(null, { status: 404, headers: cacheHeaders('private') });
  const page = pages?.find((item) => item.idCustomPage === route.idCustomPage);
  const content = page?.customPagesContent?.find(
    (item) => item.idCustomPageContent === route.idCustomPageContent,
  );
  if (pages && !content) throw data(null, { status: 404, headers: cacheHeaders('private') });
  return data(
    {
      fallback: fallbackOf(loaded),
      origin: url.origin,
      idCustomPage: route.idCustomPage,
      idCustomPageContent: route.idCustomPageContent,
      title: content?.titlePage?.trim() || content?.name || page?.name || 'Institucional',
      description: content?.metatag?.trim() || siteDescription,
    },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: loaded?.title ?? 'Institucional',
    description: loaded?.description ?? siteDescription,
    path: loaded ? routes.institutional(loaded.idCustomPage, loaded.idCustomPageContent) : '/',
    origin: loaded?.origin ?? '',
  });
};

export default function Institutional({ loaderData }: Route.ComponentProps) {
  return (
    <InstitutionalContentPage
      idCustomPage={loaderData.idCustomPage}
      idCustomPageContent={loaderData.idCustomPageContent}
    />
  );
}
