import { parseRoute } from '@vitrine/core';
import { SiteLayout } from './layout/SiteLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductPage } from './pages/ProductPage';
import { SearchPage } from './pages/SearchPage';

/** The reference storefront: one layout, and the page the address asks for (spec section 2's routes). */
export function App({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  const route = parseRoute(location.pathname, location.search);
  return <SiteLayout>{pageFor(route)}</SiteLayout>;
}

function pageFor(route: ReturnType<typeof parseRoute>) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'search':
      return <SearchPage term={route.term} />;
    case 'product':
      return <ProductPage urlFriendly={route.urlFriendly} />;
    default:
      // Listing, customer and institutional pages arrive with their widgets in later issues.
      return <NotFoundPage />;
  }
}
