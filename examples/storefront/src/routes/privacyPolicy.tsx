import { companyQuery, routes } from '@vitrine/core';
import { data, redirect } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { answerOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/privacyPolicy';

/** The page's widgets: server-rendered whole, their code fetched on the shopper's first touch (islands/island.tsx). */
const PrivacyPolicyPage = island(
  () => import('../pages/PrivacyPolicyPage').then((module) => module.PrivacyPolicyPage),
  { trigger: 'interaction' },
);

/**
 * `/politica-de-privacidade`: the store's privacy policy text when its policy is switched on; otherwise the
 * shopper is sent home, decided on the server.
 */
export async function loader(args: Route.LoaderArgs) {
  const [company] = await loadCatalogue(args, [companyQuery()]);
  const policy = answerOf(company)?.privacyPolicy;
  if (!policy?.statusPolicyPrivacy) throw redirect(routes.home, { headers: cacheHeaders('catalogue') });
  return data(
    { origin: new URL(args.request.url).origin, html: policy.policyPrivacy ?? '' },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Política de Privacidade',
    description: 'Como a loja trata os seus dados pessoais.',
    path: routes.privacyPolicy,
    origin: loaded?.origin ?? '',
  });
};

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage html={loaderData.html} />;
}
