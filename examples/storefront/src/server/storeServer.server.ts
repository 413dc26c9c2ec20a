import { createStoreClient, type StoreClient, type StoreKey, type StoreQuery } from '@vitrine/core';
import { createParsedReplyCache } from '@vitrine/core/server';
import { storeFetch } from './storeFetch.server';

/** The store API as the server reaches it: `VITRINE_API_URL`, the sandbox on 4010 by default. */
export function storeApiUrl(): string {
  return process.env.VITRINE_API_URL || 'http://127.0.0.1:4010';
}

/**
 * A store client for the catalogue reads of the server's requests. It carries no cookie and no header of the
 * shopper: what the server renders is the same for everyone (so a CDN may cache it) and nothing of one shopper
 * can reach another. Cart, session and wishlist are only ever read by the browser.
 */
export function createServerStoreClient(): StoreClient {
  const baseUrl = storeApiUrl();
  // One client for the process (it holds nothing of a request), made again only if the address changes.
  if (shared?.baseUrl !== baseUrl)
    shared = {
      baseUrl,
      client: createStoreClient({
        baseUrl,
        credentials: 'omit',
        timeoutMs: 8000,
        fetch: storeFetch,
        // The catalogue is the same for every shopper: a reply identical to the last one of its call (the
        // usual case, page after page) is not parsed again.
        parsedReplies,
      }),
    };
  return shared.client;
}

/** Each catalogue call's last reply and its parsed value: 256 calls, 8 million characters of replies at most. */
const parsedReplies = createParsedReplyCache({ maxEntries: 256, maxChars: 8_000_000 });

let shared: { baseUrl: string; client: StoreClient } | undefined;

/** One answered read: the key its hook reads and the data; `undefined` when the read failed. */
export type Prefetched<Data> = readonly [key: StoreKey, data: Data] | undefined;

/**
 * Makes one of core's query definitions (`companyQuery()`, `productDetailQuery(urlFriendly)`…) reads and returns its answer under the key its hook reads (the same
 * definition gives both), ready for `<StorefrontProvider fallback>`. A failed read is `undefined`: the
 * browser's hook makes it again and shows its error state with its retry, as it would without the server.
 */
export async function prefetch<Data>(
  client: StoreClient,
  query: StoreQuery<Data>,
): Promise<Prefetched<Data>> {
  try {
    return [query.key, await query.fetch(client)];
  } catch {
    return undefined;
  }
}
