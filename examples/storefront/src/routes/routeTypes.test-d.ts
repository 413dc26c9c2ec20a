/**
 * Type tests of the route modules, checked by tsc (`pnpm typecheck`, which runs `react-router typegen` first),
 * never run. Each route's page reads exactly what its loader returns, by construction: the loader takes its
 * generated `Route.LoaderArgs`, a page that reads its data takes `Route.ComponentProps` (whose `loaderData` React
 * Router derives from that loader), and `meta` is a `Route.MetaFunction`. A page that types its loader data by
 * hand fails here, whether the hand-written type is wrong or only narrower than what the loader returns.
 */
import type { ProductDetail } from '@vitrine/core';
import type { useLoaderData } from 'react-router';
import { describe, expectTypeOf, it } from 'vitest';
import type { Route as RootRoute } from '../+types/root';
import type * as root from '../root';
import type { Route as CheckoutRoute } from './+types/checkout';
import type { Route as ContactRoute } from './+types/contact';
import type { Route as CustomerRoute } from './+types/customer';
import type { Route as CustomerLoginRoute } from './+types/customerLogin';
import type { Route as CustomerOrdersRoute } from './+types/customerOrders';
import type { Route as CustomerRegisterRoute } from './+types/customerRegister';
import type { Route as CustomerWishlistRoute } from './+types/customerWishlist';
import type { Route as FaqRoute } from './+types/faq';
import type { Route as HomeRoute } from './+types/home';
import type { Route as InstitutionalRoute } from './+types/institutional';
import type { Route as ListingRoute } from './+types/listing';
import type { Route as NotFoundRoute } from './+types/notFound';
import type { Route as PrivacyPolicyRoute } from './+types/privacyPolicy';
import type { Route as ProductRoute } from './+types/product';
import type { Route as SearchRoute } from './+types/search';
import type * as checkout from './checkout';
import type * as contact from './contact';
import type * as customer from './customer';
import type * as customerLogin from './customerLogin';
import type * as customerOrders from './customerOrders';
import type * as customerRegister from './customerRegister';
import type * as customerWishlist from './customerWishlist';
import type * as faq from './faq';
import type * as home from './home';
import type * as institutional from './institutional';
import type * as listing from './listing';
import type * as notFound from './notFound';
import type * as privacyPolicy from './privacyPolicy';
import type * as product from './product';
import type * as search from './search';

/** The props a page declares: `'none'` when it takes none (it reads nothing of its route). */
type PageProps<Page> = Page extends () => unknown
  ? 'none'
  : Page extends (props: infer Props) => unknown
    ? Props
    : never;

/** What `useLoaderData<typeof loader>()` gives: the loader's data as it reaches the browser. */
type LoaderData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

/** The argument a loader declares. */
type LoaderArgsOf<Loader> = Loader extends (args: infer Args) => unknown ? Args : never;

describe('the pages that read their loader data', () => {
  it('take their generated Route.ComponentProps, whose loaderData is what the loader returns', () => {
    expectTypeOf<PageProps<typeof checkout.default>>().toEqualTypeOf<CheckoutRoute.ComponentProps>();
    expectTypeOf<CheckoutRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof checkout.loader>
    >();
    expectTypeOf<
      PageProps<typeof customerLogin.default>
    >().toEqualTypeOf<CustomerLoginRoute.ComponentProps>();
    expectTypeOf<CustomerLoginRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof customerLogin.loader>
    >();
    expectTypeOf<
      PageProps<typeof customerRegister.default>
    >().toEqualTypeOf<CustomerRegisterRoute.ComponentProps>();
    expectTypeOf<CustomerRegisterRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof customerRegister.loader>
    >();
    expectTypeOf<
      PageProps<typeof institutional.default>
    >().toEqualTypeOf<InstitutionalRoute.ComponentProps>();
    expectTypeOf<InstitutionalRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof institutional.loader>
    >();
    expectTypeOf<PageProps<typeof listing.default>>().toEqualTypeOf<ListingRoute.ComponentProps>();
    expectTypeOf<ListingRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof listing.loader>
    >();
    expectTypeOf<
      PageProps<typeof privacyPolicy.default>
    >().toEqualTypeOf<PrivacyPolicyRoute.ComponentProps>();
    expectTypeOf<PrivacyPolicyRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof privacyPolicy.loader>
    >();
    expectTypeOf<PageProps<typeof product.default>>().toEqualTypeOf<ProductRoute.ComponentProps>();
    expectTypeOf<ProductRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof product.loader>
    >();
    expectTypeOf<PageProps<typeof search.default>>().toEqualTypeOf<SearchRoute.ComponentProps>();
    expectTypeOf<SearchRoute.ComponentProps['loaderData']>().toEqualTypeOf<
      LoaderData<typeof search.loader>
    >();
  });

  it('get the fields their loaders return, typed as the loaders type them', () => {
    expectTypeOf<CustomerLoginRoute.ComponentProps['loaderData']>().toEqualTypeOf<{
      origin: string;
      returnTo: string;
    }>();
    expectTypeOf<PrivacyPolicyRoute.ComponentProps['loaderData']>().toEqualTypeOf<{
      origin: string;
      html: string;
    }>();
    expectTypeOf<ProductRoute.ComponentProps['loaderData']['product']>().toEqualTypeOf<ProductDetail>();
    expectTypeOf<ProductRoute.ComponentProps['loaderData']['urlFriendly']>().toEqualTypeOf<string>();
    expectTypeOf<InstitutionalRoute.ComponentProps['loaderData']['idCustomPage']>().toEqualTypeOf<number>();
  });

  it('reject loader data typed by hand', () => {
    // The login page as it was written before its route types were generated: its `returnTo` happens to match.
    type HandTyped = (props: { loaderData: { returnTo: string } }) => unknown;
    // @ts-expect-error a hand-written loader data type is not the route's generated props
    expectTypeOf<PageProps<HandTyped>>().toEqualTypeOf<CustomerLoginRoute.ComponentProps>();
    // A wrong one: the product page's data holds the product's detail, not a number.
    type WronglyTyped = (props: { loaderData: { urlFriendly: string; product: number } }) => unknown;
    type Loaded = ProductRoute.ComponentProps['loaderData'];
    // @ts-expect-error the loader returns the product's detail
    expectTypeOf<PageProps<WronglyTyped>['loaderData']>().toEqualTypeOf<Loaded>();
  });
});

describe('the pages that read nothing of their route', () => {
  it('take no props', () => {
    expectTypeOf<PageProps<typeof contact.default>>().toEqualTypeOf<'none'>();
    expectTypeOf<PageProps<typeof customer.default>>().toEqualTypeOf<'none'>();
    expectTypeOf<PageProps<typeof customerOrders.default>>().toEqualTypeOf<'none'>();
    expectTypeOf<PageProps<typeof customerWishlist.default>>().toEqualTypeOf<'none'>();
    expectTypeOf<PageProps<typeof faq.default>>().toEqualTypeOf<'none'>();
    expectTypeOf<PageProps<typeof home.default>>().toEqualTypeOf<'none'>();
    expectTypeOf<PageProps<typeof notFound.default>>().toEqualTypeOf<'none'>();
  });
});

describe("every route's loader, meta and headers", () => {
  it('take their generated types', () => {
    expectTypeOf<LoaderArgsOf<typeof root.loader>>().toEqualTypeOf<RootRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof checkout.loader>>().toEqualTypeOf<CheckoutRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof contact.loader>>().toEqualTypeOf<ContactRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof customer.loader>>().toEqualTypeOf<CustomerRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof customerLogin.loader>>().toEqualTypeOf<CustomerLoginRoute.LoaderArgs>();
    expectTypeOf<
      LoaderArgsOf<typeof customerOrders.loader>
    >().toEqualTypeOf<CustomerOrdersRoute.LoaderArgs>();
    expectTypeOf<
      LoaderArgsOf<typeof customerRegister.loader>
    >().toEqualTypeOf<CustomerRegisterRoute.LoaderArgs>();
    expectTypeOf<
      LoaderArgsOf<typeof customerWishlist.loader>
    >().toEqualTypeOf<CustomerWishlistRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof faq.loader>>().toEqualTypeOf<FaqRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof home.loader>>().toEqualTypeOf<HomeRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof institutional.loader>>().toEqualTypeOf<InstitutionalRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof listing.loader>>().toEqualTypeOf<ListingRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof notFound.loader>>().toEqualTypeOf<NotFoundRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof privacyPolicy.loader>>().toEqualTypeOf<PrivacyPolicyRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof product.loader>>().toEqualTypeOf<ProductRoute.LoaderArgs>();
    expectTypeOf<LoaderArgsOf<typeof search.loader>>().toEqualTypeOf<SearchRoute.LoaderArgs>();

    expectTypeOf<typeof root.meta>().toEqualTypeOf<RootRoute.MetaFunction>();
    expectTypeOf<typeof checkout.meta>().toEqualTypeOf<CheckoutRoute.MetaFunction>();
    expectTypeOf<typeof contact.meta>().toEqualTypeOf<ContactRoute.MetaFunction>();
    expectTypeOf<typeof customer.meta>().toEqualTypeOf<CustomerRoute.MetaFunction>();
    expectTypeOf<typeof customerLogin.meta>().toEqualTypeOf<CustomerLoginRoute.MetaFunction>();
    expectTypeOf<typeof customerOrders.meta>().toEqualTypeOf<CustomerOrdersRoute.MetaFunction>();
    expectTypeOf<typeof customerRegister.meta>().toEqualTypeOf<CustomerRegisterRoute.MetaFunction>();
    expectTypeOf<typeof customerWishlist.meta>().toEqualTypeOf<CustomerWishlistRoute.MetaFunction>();
    expectTypeOf<typeof faq.meta>().toEqualTypeOf<FaqRoute.MetaFunction>();
    expectTypeOf<typeof home.meta>().toEqualTypeOf<HomeRoute.MetaFunction>();
    expectTypeOf<typeof institutional.meta>().toEqualTypeOf<InstitutionalRoute.MetaFunction>();
    expectTypeOf<typeof listing.meta>().toEqualTypeOf<ListingRoute.MetaFunction>();
    expectTypeOf<typeof notFound.meta>().toEqualTypeOf<NotFoundRoute.MetaFunction>();
    expectTypeOf<typeof privacyPolicy.meta>().toEqualTypeOf<PrivacyPolicyRoute.MetaFunction>();
    expectTypeOf<typeof product.meta>().toEqualTypeOf<ProductRoute.MetaFunction>();
    expectTypeOf<typeof search.meta>().toEqualTypeOf<SearchRoute.MetaFunction>();

    expectTypeOf<typeof root.headers>().toEqualTypeOf<RootRoute.HeadersFunction>();
    expectTypeOf<typeof product.headers>().toEqualTypeOf<ProductRoute.HeadersFunction>();
  });

  it("the root's error boundary takes its generated props (the error it shows)", () => {
    expectTypeOf<PageProps<typeof root.ErrorBoundary>>().toEqualTypeOf<RootRoute.ErrorBoundaryProps>();
    expectTypeOf<RootRoute.ComponentProps['loaderData']>().toEqualTypeOf<LoaderData<typeof root.loader>>();
  });
});
