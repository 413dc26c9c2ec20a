import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { safeReturnPath } from '../navigation/safeReturnPath';
import { RegisterPage } from '../pages/customer/RegisterPage';

/** `/customer/register`: the registration form for a person or a company. Never cached. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return data(
    { origin: url.origin, returnTo: safeReturnPath(url.searchParams.get('redirect')) },
    { headers: cacheHeaders('private') },
  );
}

export const headers = headersFromLoader;

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: 'Criar conta',
    description: 'Cadastre-se como pessoa física ou jurídica.',
    path: '/customer/register',
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
}

export default function CustomerRegister({ loaderData }: { loaderData: { returnTo: string } }) {
  return <RegisterPage returnTo={loaderData.returnTo} />;
}
