import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { WishlistPage } from '../pages/customer/WishlistPage';
import { requireSignedIn } from '../server/customerSession.server';

/** `/customer/wishlist`: a signed-in customer's saved products; a visitor goes to the login page first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedIn(request);
  return data({ origin: new URL(request.url).origin }, { headers: cacheHeaders('private') });
}

export const headers = headersFromLoader;

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: 'Lista de Desejos',
    description: 'Os produtos que você guardou.',
    path: '/customer/wishlist',
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
}

export default function CustomerWishlist() {
  return <WishlistPage />;
}
