import type * as z from 'zod/mini';
import type { CallOptions } from './CallOptions';
import type { OperationName } from './operations';
import { resolveTransport } from './resolveTransport';
import type { StoreClientOf } from './StoreClient';
import type { StoreClientOptions } from './StoreClientOptions';
import type { StoreEndpoint, StoreEndpointTable } from './StoreEndpoint';
import { sendStoreRequest } from './sendStoreRequest';
import { transportOf } from './transportOf';

/**
 * Creates a store API client with only the calls of `endpoints`: an app that needs a few areas
 * ships only their encoders and reply schemas. Same methods, options and errors as `createStoreClient`.
 * @example
 * import { cartEndpoints, createStoreClientFor, preCheckoutEndpoints } from '@vitrine/core';
 * const store = createStoreClientFor({ ...cartEndpoints, ...preCheckoutEndpoints }, { baseUrl: '' });
 * const cart = await store.cart.get();
 */
export function createStoreClientFor<const Table extends StoreEndpointTable>(
  endpoints: Table,
  options: StoreClientOptions,
): StoreClientOf<Table> {
  const client: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [
    OperationName,
    StoreEndpoint<unknown, z.core.$ZodType>,
  ][]) {
    const [area = name, method = name] = name.split('.');
    const transport = resolveTransport(transportOf(name, endpoint), options.operations?.[name]);
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
  return client as unknown as StoreClientOf<Table>;
}
