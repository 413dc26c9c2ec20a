import { routes } from '@vitrine/core';
import { data } from 'react-router';
import { cacheHeaders, headersFromLoader } from '../head/cacheHeaders';
import { pageMeta } from '../head/pageHead';
import { island } from '../islands/island';
import type { CheckoutStep } from '../pages/checkout/CheckoutHandoffPage';
import { type CheckoutCart, readCheckoutCart } from '../server/checkoutCart.server';
import type { Route } from './+types/checkout';

/** The page's lines and totals: server-rendered whole, their code fetched on the shopper's first touch (islands/island.tsx). */
const CheckoutHandoffPage = island(
  () => import('../pages/checkout/CheckoutHandoffPage').then((module) => module.CheckoutHandoffPage),
  { trigger: 'interaction' },
);

/**
 * `/checkout/identification` ('Finalizar Compra') and `/checkout/payment` (one-click buy): the checkout
 * hand-off, rendered on the server from what the store holds for this shopper (read with the request's
 * cookies). One shopper's page: never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const step: CheckoutStep = url.pathname === routes.checkoutPayment ? 'payment' : 'identification';
  let checkout: CheckoutCart | null | undefined;
  try {
    checkout = await readCheckoutCart(request);
  } catch {
    checkout = undefined;
  }
  return data(
    { origin: url.origin, path: url.pathname, step, checkout },
    { headers: cacheHeaders('private') },
  );
}

export const headers: Route.HeadersFunction = headersFromLoader;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  return pageMeta({
    title: 'Resumo do pedido',
    description: 'Os produtos, o frete e o total do seu carrinho.',
    path: loaded?.path ?? routes.checkoutIdentification,
    origin: loaded?.origin ?? '',
    noIndex: true,
  });
};

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutHandoffPage step={loaderData.step} checkout={loaderData.checkout} />;
}
