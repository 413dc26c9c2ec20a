import { routes } from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { requireSignedIn } from '../server/customerSession.server';
import type { Route } from './+types/customerOrders';

/** The page's widgets: server-rendered whole, their code fetched once the page is idle, as what they show is read by the browser (islands/island.tsx). */
const OrdersPage = island(() => import('../pages/customer/OrdersPage').then((module) => module.OrdersPage), {
  trigger: 'idle',
});

/** `/customer/order` (Meus Pedidos): a signed-in customer's orders; a visitor goes to the login page first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSignedIn(request);
  return data({ origin: new URL(request.url).origin }, { headers: cacheHeaders('private') });
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Meus Pedidos',
    description: 'Os pedidos que você fez na loja.',
    path: routes.customerOrders,
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
};

export default function CustomerOrders() {
  return <OrdersPage />;
}
