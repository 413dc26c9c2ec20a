import type * as z from 'zod/mini';
import type { CallOptions } from './CallOptions';
import { loadStoreArea } from './loadStoreArea';
import type { OperationName } from './operations';
import { defaultOperations } from './operations';
import { resolveTransport } from './resolveTransport';
import { StoreApiError } from './StoreApiError';
import type { StoreArea, StoreClient } from './StoreClient';
import type { StoreClientOptions } from './StoreClientOptions';
import type { StoreEndpoint } from './StoreEndpoint';

/**
 * Creates the typed store API client: one method per call of the spec, grouped by area, each
 * resolving to its parsed reply or rejecting with a `StoreApiError`.
 *
 * The client is small on purpose: an area's endpoints and reply schemas (and zod itself, with the
 * request code) are loaded by dynamic `import()` on that area's first call, so bundlers split them into
 * chunks and a page that only uses the cart never downloads the catalogue's schemas. Methods are async
 * anyway; only the first call of an area waits for its chunk. If the chunk cannot be loaded the call
 * rejects with a `StoreApiError` of kind 'network', and the next call tries again. CommonJS builds
 * inline the areas (the `import()` becomes a `require`).
 * @example
 * const store = createStoreClient({ baseUrl: '' });
 * const page = await store.catalogue.productsByCategory({ textLink: 'camisetas', page: 1 });
 * const added = await store.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });
 */
export function createStoreClient(options: StoreClientOptions): StoreClient {
  const client: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of Object.keys(defaultOperations) as OperationName[]) {
    const [area = name, method = name] = name.split('.');
    const transport = resolveTransport(name, options.operations?.[name]);
    const methods = client[area] ?? {};
    client[area] = methods;
    methods[method] = async (...args: unknown[]) => {
      let loaded = loadStoreArea(area as StoreArea);
      if (loaded instanceof Promise) {
        try {
          loaded = await loaded;
        } catch (cause) {
          throw new StoreApiError({ kind: 'network', operation: name, cause });
        }
      }
      // Every name of `defaultOperations` has its endpoint: each area's table is typed against them.
      const endpoint = loaded.endpoints[name] as StoreEndpoint<unknown, z.core.$ZodType>;
      // A call without input takes `(options)` or `(undefined, options)`.
      const [input, call] =
        endpoint.takesInput || args.length > 1 ? [args[0], args[1]] : [undefined, args[0]];
      return loaded.send({
        operation: name,
        transport,
        encoded: endpoint.encode(input),
        response: endpoint.response,
        options,
        call: call as CallOptions | undefined,
      });
    };
  }
  return client as unknown as StoreClient;
}
