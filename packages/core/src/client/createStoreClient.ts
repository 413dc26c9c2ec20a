import type * as z from 'zod/mini';
import type { CallOptions } from './CallOptions';
import type { OperationName } from './operations';
import { defaultOperations } from './operations';
import { resolveTransport } from './resolveTransport';
import type { StoreClient } from './StoreClient';
import type { StoreClientOptions } from './StoreClientOptions';
import type { StoreEndpoint } from './StoreEndpoint';
import { sendStoreRequest } from './sendStoreRequest';
import { storeEndpoints } from './storeEndpoints';

/**
 * Creates the typed store API client: one method per call of the spec, grouped by area, each
 * resolving to its parsed reply or rejecting with a `StoreApiError`.
 * @example
 * const store = createStoreClient({ baseUrl: '' });
 * const page = await store.catalogue.productsByCategory({ textLink: 'camisetas', page: 1 });
 * const added = await store.cart.add({ idProduct: 10, idSku: 31, quantity: 1 });
 */
export function createStoreClient(options: StoreClientOptions): StoreClient {
  const client: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of Object.keys(defaultOperations) as OperationName[]) {
    const [area = name, method = name] = name.split('.');
    const endpoint = storeEndpoints[name] as StoreEndpoint<unknown, z.core.$ZodType>;
    const transport = resolveTransport(name, options.operations?.[name]);
    const methods = client[area] ?? {};
    client[area] = methods;
    methods[method] = async (...args: unknown[]) => {
      // A call without input takes `(options)` or `(undefined, options)`.
      const [input, call] =
        endpoint.takesInput || args.length > 1 ? [args[0], args[1]] : [undefined, args[0]];
      return sendStoreRequest({
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
