import type { StoreClient } from '@vitrine/core';
import { HomePage } from './pages/HomePage';

/** The reference storefront. Routing and the UI kit arrive with later issues; today it is the home page. */
export function App({ client }: { client: StoreClient }) {
  return <HomePage client={client} />;
}
