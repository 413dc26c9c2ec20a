import { createStoreClient, type StoreClient, type StorefrontBus } from '@vitrine/core';
import { createStorefrontServices, type StorefrontServices } from './createStorefrontServices';
import type { StorefrontProviderProps } from './StorefrontProvider';

/** Options of `createSharedStorefront`: where the store API lives, and what every provider of the page gets. */
export interface SharedStorefrontOptions
  extends Pick<StorefrontProviderProps, 'messages' | 'config' | 'antiBot' | 'navigate' | 'analytics'> {
  /** Where the store API lives ('' for the page's origin). */
  readonly baseUrl: string;
  /** The page's event bus; a new one when `undefined`. */
  readonly bus?: StorefrontBus | undefined;
}

/** What every `<StorefrontProvider>` of one page shares: one store client and one set of services. */
export interface SharedStorefront {
  /** The page's store API client (every provider's `client`). */
  readonly client: StoreClient;
  /** The page's services, sharing one SWR cache between the providers: one cart, one set of alerts and forms. */
  readonly services: StorefrontServices;
  /** The props every provider of the page gets; the same objects each time, so providers never re-create them. */
  readonly providerProps: Omit<StorefrontProviderProps, 'children'>;
}

/**
 * The store client, the services and the provider props that every provider of one page shares (islands, custom
 * elements), made once for the page: each provider then calls the store through the same client and reads the
 * same cache, so one call is made once whatever the number of islands asking for it.
 * @example
 * declare function Header(): ReactNode;
 * declare function ProductPage(): ReactNode;
 * const { providerProps } = createSharedStorefront({ baseUrl: '' });
 * <StorefrontProvider {...providerProps}><Header /></StorefrontProvider>;
 * <StorefrontProvider {...providerProps}><ProductPage /></StorefrontProvider>;
 */
export function createSharedStorefront(options: SharedStorefrontOptions): SharedStorefront {
  const { baseUrl, bus, ...props } = options;
  const client = createStoreClient({ baseUrl });
  const services = createStorefrontServices({ bus, shareCache: true });
  return { client, services, providerProps: { ...props, client, services } };
}
