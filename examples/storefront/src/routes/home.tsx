import {
  bannersQuery,
  brandsQuery,
  companyQuery,
  lightningOffersQuery,
  mostSoldQuery,
  newcomersQuery,
  showcaseQuery,
} from '@vitrine/core';
import { showcaseQuantity } from '@vitrine/ui';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta, siteDescription } from '../head/pageHead';
import { island } from '../islands/island';
import { homeBannerTypes } from '../pages/homeData';
import { answerOf, fallbackOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/home';

/** The page's widgets: server-rendered whole, their code fetched once the page is idle, as what they show is read by the browser (islands/island.tsx). */
const HomePage = island(() => import('../pages/HomePage').then((module) => module.HomePage), {
  trigger: 'idle',
});

/** The home page's catalogue: the store settings, then the showcase they size, the other shelves and the banners. */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const [company] = await loadCatalogue(args, [companyQuery()]);
  const settings = answerOf(company);
  const loaded = await loadCatalogue(args, [
    ...(settings ? [showcaseQuery(showcaseQuantity(settings, false))] : []),
    lightningOffersQuery(),
    mostSoldQuery(),
    newcomersQuery(),
    ...homeBannerTypes.map((type) => bannersQuery(type)),
    brandsQuery(true),
  ]);
  return data(
    { fallback: fallbackOf(loaded), origin: new URL(request.url).origin },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Destaques',
    description: siteDescription,
    path: '/',
    origin: loaded?.origin ?? '',
  });
};

export default function Home() {
  return <HomePage />;
}
