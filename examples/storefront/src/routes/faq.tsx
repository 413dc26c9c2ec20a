import { faqQuery, routes } from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { answerOf, fallbackOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/faq';

/** The page's widgets: server-rendered whole, their code fetched on the shopper's first touch (islands/island.tsx). */
const FaqPage = island(() => import('../pages/FaqPage').then((module) => module.FaqPage), {
  trigger: 'interaction',
});

/**
 * `/perguntas-frequentes`: the store's questions and answers, server-rendered. A store without any answers
 * 404 (its link is not shown anywhere then).
 */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadCatalogue(args, [faqQuery()]);
  const faqs = answerOf(loaded[0]);
  if (faqs?.length === 0) throw data(null, { status: 404, headers: cacheHeaders('private') });
  return data(
    { fallback: fallbackOf(loaded), origin: new URL(args.request.url).origin },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Perguntas frequentes',
    description: 'Respostas às dúvidas mais comuns sobre compras, entregas e trocas.',
    path: routes.faq,
    origin: loaded?.origin ?? '',
  });
};

export default function FaqRoute() {
  return <FaqPage />;
}
