import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { safeReturnPath } from '../navigation/safeReturnPath';
import type { Route } from './+types/customerRegister';

/** The page's widgets: server-rendered whole, their code fetched once the page is idle, as what they show is read by the browser (islands/island.tsx). */
const RegisterPage = island(
  () => import('../pages/customer/RegisterPage').then((module) => module.RegisterPage),
  { trigger: 'idle' },
);

/** `/customer/register`: the registration form for a person or a company. Never cached. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(
    { origin: url.origin, returnTo: safeReturnPath(url.searchParams.get('redirect')) },
    { headers: cacheHeaders('private') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Criar conta',
    description: 'Cadastre-se como pessoa física ou jurídica.',
    path: '/customer/register',
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
};

export default function CustomerRegister({ loaderData }: Route.ComponentProps) {
  return <RegisterPage returnTo={loaderData.returnTo} />;
}
