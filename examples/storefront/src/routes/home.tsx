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

const banners = () => import('../pages/home/homeBanners');
const shelves = () => import('../pages/home/homeShelves');
/**
 * The page's sections, each an island (islands/island.tsx): the server renders them whole; the browser fetches and
 * runs a section's code only when that section needs it, so no single long task hydrates the whole page. The top
 * banners wake when idle (their random banner is drawn in the browser, and a phone gets its own
 * banners); every other section when it comes near the viewport (or on the shopper's first touch inside it, a
 * press made before its code arrived being replayed). Not on touch alone: a product card's wishlist button is
 * server-rendered busy (the shopper's session is not known there), and a section in view must settle it.
 */
const HomeTop = island(() => banners().then((module) => module.HomeTop), { trigger: 'idle' });
const HomeShowcaseSection = island(() => shelves().then((module) => module.HomeShowcaseSection), {
  trigger: 'visible',
});
const HomeLightningOffers = island(() => shelves().then((module) => module.HomeLightningOffers), {
  trigger: 'visible',
});
const HomeCentralBanners = island(() => banners().then((module) => module.HomeCentralBanners), {
  trigger: 'visible',
});
const HomeShelves = island(() => shelves().then((module) => module.HomeShelves), { trigger: 'visible' });

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
  return (
    <>
      <HomeTop />
      <HomeShowcaseSection />
      <HomeLightningOffers />
      <HomeCentralBanners />
      <HomeShelves />
    </>
  );
}
