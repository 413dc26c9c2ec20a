// #region ssr
import { createStoreClient, productDetailQuery } from '@vitrine/core';
import { type StorefrontFallbackEntries, storefrontFallback } from '@vitrine/hooks';
import { renderToString } from 'react-dom/server';
import { App } from './Theme';

/**
 * Renders the product page on the server: the loader reads the product once and hands it to the provider as
 * `fallback`, under the key `useProductDetail` reads, so the HTML holds the product. `state` is the same data
 * as SWR's JSON-ready record: write it into the page and give it to the browser's provider as `fallback`,
 * and hydration asks the store nothing again.
 */
export async function renderProductPage(apiUrl: string, urlFriendly: string) {
  // One client per request; it carries no shopper cookie, so the page is the same for everyone (cacheable).
  const client = createStoreClient({ baseUrl: apiUrl });
  // The read `useProductDetail` makes, declared once in core: its key and how to fetch it.
  const detail = productDetailQuery(urlFriendly);
  const fallback: StorefrontFallbackEntries = [[detail.key, await detail.fetch(client)]];
  const html = renderToString(<App urlFriendly={urlFriendly} client={client} fallback={fallback} />);
  return { html, state: JSON.stringify(storefrontFallback(fallback)) };
}
// #endregion ssr
