import { routes } from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { requireSignedIn } from '../server/customerSession.server';
import type { Route } from './+types/customer';

/** The page's widgets: server-rendered whole, their code fetched once the page is idle, as what they show is read by the browser (islands/island.tsx). */
const CustomerPage = island(
  () => import('../pages/customer/CustomerPage').then((module) => module.CustomerPage),
  { trigger: 'idle' },
);

/**
 * `/customer` (Minha Conta): only for a signed-in customer, checked before the page renders (a visitor goes to
 * the login page, which brings them back). Never cached; the customer's data is read by the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSignedIn(request);
  return data({ origin: new URL(request.url).origin }, { headers: cacheHeaders('private') });
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Minha Conta',
    description: 'Seus dados, endereços e pedidos.',
    path: routes.customer,
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
};

export default function Customer() {
  return <CustomerPage />;
}
