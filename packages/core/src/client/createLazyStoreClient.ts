import type { StoreClient } from './StoreClient';
import type { StoreClientOptions } from './StoreClientOptions';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * A store client like `createStoreClient`'s, whose endpoint table and reply schemas (zod) are fetched with its first
 * call rather than with the page: a page that reads nothing from the browser (its data came from the server) never
 * loads them. Every method has the same signature and behaviour; only the first call waits for that module.
 * `createStoreClient`'s options; a module that fails to load rejects that call, and the next call tries again.
 * @example
 * const client = createLazyStoreClient({ baseUrl: '' });
 * const count = await client.cart.count(); // fetches the client's code, then calls the store
 */
export function createLazyStoreClient(options: StoreClientOptions): StoreClient {
  let loading: Promise<StoreClient> | undefined;
  const load = (): Promise<StoreClient> => {
    loading ??= import('./createStoreClient').then(
      (module) => module.createStoreClient(options),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const areas = new Map<string, object>();
  const areaOf = (area: string): object => {
    let methods = areas.get(area);
    if (!methods) {
      const bound = new Map<string, Method>();
      methods = new Proxy(
        {},
        {
          get(_, name) {
            if (typeof name !== 'string') return undefined;
            let method = bound.get(name);
            if (!method) {
              method = (...args) =>
                load().then((client) => {
                  const real = (client as unknown as Record<string, Record<string, Method> | undefined>)[
                    area
                  ]?.[name];
                  if (!real) throw new TypeError(`The store client has no operation ${area}.${name}.`);
                  return real(...args);
                });
              bound.set(name, method);
            }
            return method;
          },
        },
      );
      areas.set(area, methods);
    }
    return methods;
  };
  return new Proxy({} as StoreClient, {
    get: (_, area) => (typeof area === 'string' && area !== 'then' ? areaOf(area) : undefined),
  });
}
