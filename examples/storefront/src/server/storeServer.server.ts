import { createStoreClient, type OperationName, type StoreClient, storeKeys } from '@vitrine/core';
import type { StorefrontFallbackEntries } from '@vitrine/hooks';

/** The store API as the server reaches it: `VITRINE_API_URL`, the sandbox on 4010 by default. */
export function storeApiUrl(): string {
  return process.env.VITRINE_API_URL || 'http://127.0.0.1:4010';
}

/**
 * A store client for one request's catalogue reads. It carries no cookie and no header of the shopper: what
 * the server renders is the same for everyone (so a CDN may cache it) and nothing of one shopper can reach
 * another. Cart, session and wishlist are only ever read by the browser.
 */
export function createServerStoreClient(): StoreClient {
  return createStoreClient({ baseUrl: storeApiUrl(), credentials: 'omit', timeoutMs: 8000 });
}

/** A catalogue call the server makes for a page: its operation and input, read into the hooks' cache key. */
export type CatalogueCall = readonly [name: OperationName, input?: object];

type AnyMethod = (input?: unknown) => Promise<unknown>;

/** Calls one operation of the client by its name (`'catalogue.showcase'`). */
function callOperation(client: StoreClient, [name, input]: CatalogueCall): Promise<unknown> {
  const [area = '', method = ''] = name.split('.');
  const methods = (client as unknown as Record<string, Record<string, AnyMethod>>)[area];
  const call = methods?.[method];
  if (!call) return Promise.reject(new Error(`No store operation ${name}`));
  return input === undefined ? call.call(methods) : call.call(methods, input);
}

/**
 * Makes the calls side by side and returns each answer under the key its hook reads (`storeKeys.call`), ready
 * for `<StorefrontProvider fallback>`. A failed call is left out: the browser's hook makes it again and shows
 * its error state with its retry, as it would without the server.
 */
export async function prefetch(
  client: StoreClient,
  calls: readonly CatalogueCall[],
): Promise<StorefrontFallbackEntries> {
  const settled = await Promise.allSettled(calls.map((call) => callOperation(client, call)));
  return settled.flatMap((result, index) => {
    const [name, input] = calls[index] as CatalogueCall;
    return result.status === 'fulfilled'
      ? [[storeKeys.call(name, input as never), result.value] as const]
      : [];
  });
}
