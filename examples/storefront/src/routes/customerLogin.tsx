import { routes } from '@vitrine/core';
import { data, redirect } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { locationHeaderPath, safeReturnPath } from '../navigation/safeReturnPath';
import { isSignedInRequest } from '../server/customerSession.server';
import type { Route } from './+types/customerLogin';

/** The page's widgets: server-rendered whole, their code fetched once the page is idle, as what they show is read by the browser (islands/island.tsx). */
const LoginPage = island(() => import('../pages/customer/LoginPage').then((module) => module.LoginPage), {
  trigger: 'idle',
});

/**
 * `/customer/login?redirect=/customer`: the login form, which sends the shopper back to `redirect` (a path of
 * this site only) once signed in. A customer already signed in goes there at once. Never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get('redirect'));
  if (await isSignedInRequest(request))
    throw redirect(locationHeaderPath(returnTo), { headers: cacheHeaders('private') });
  return data({ origin: url.origin, returnTo }, { headers: cacheHeaders('private') });
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Entrar',
    description: 'Entre na sua conta para ver seus pedidos e endereços.',
    path: routes.customerLogin,
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
};

export default function CustomerLogin({ loaderData }: Route.ComponentProps) {
  return <LoginPage returnTo={loaderData.returnTo} />;
}
