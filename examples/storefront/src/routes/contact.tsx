import { contactTopicsQuery } from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import { fallbackOf, loadCatalogue } from '../server/requestStore.server';
import type { Route } from './+types/contact';

/** The page's widgets: server-rendered whole, their code fetched once the page is idle, as what they show is read by the browser (islands/island.tsx). */
const ContactPage = island(() => import('../pages/ContactPage').then((module) => module.ContactPage), {
  trigger: 'idle',
});

/** `/contato`: the contact form, its topics read on the server (the same for every shopper). */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadCatalogue(args, [contactTopicsQuery()]);
  return data(
    { fallback: fallbackOf(loaded), origin: new URL(args.request.url).origin },
    { headers: cacheHeaders('catalogue') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Fale Conosco',
    description: 'Envie sua dúvida, sugestão ou reclamação para a loja.',
    path: '/contato',
    origin: loaded?.origin ?? '',
  });
};

export default function Contact() {
  return <ContactPage />;
}
