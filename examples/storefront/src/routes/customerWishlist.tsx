import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { requireSignedIn } from '../server/customerSession.server';
import type { Route } from './+types/customerWishlist';

/** The page's widgets: server-rendered whole, their code fetched once the page is idle, as what they show is read by the browser (islands/island.tsx). */
const WishlistPage = island(
  () => import('../pages/customer/WishlistPage').then((module) => module.WishlistPage),
  { trigger: 'idle' },
);

/** `/customer/wishlist`: a signed-in customer's saved products; a visitor goes to the login page first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSignedIn(request);
  return data({ origin: new URL(request.url).origin }, { headers: cacheHeaders('private') });
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Lista de Desejos',
    description: 'Os produtos que você guardou.',
    path: '/customer/wishlist',
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
};

export default function CustomerWishlist() {
  return <WishlistPage />;
}
