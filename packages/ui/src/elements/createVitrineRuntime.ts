import { type AntiBotTokenProvider, createStorefrontBus, type StoreClient } from '@vitrine/core';
import {
  type AnalyticsSink,
  createSharedStorefront,
  type StorefrontConfig,
  type StorefrontMessagesOverride,
  type StorefrontNavigate,
  type StorefrontProviderProps,
  type StorefrontServices,
} from '@vitrine/hooks';
import { connectDomEvents } from './connectDomEvents';
import { type CountingBus, countingBus } from './countingBus';

/** Options of a page's Vitrine runtime (`defineVitrineElements`). */
export interface VitrineRuntimeOptions {
  /** Where the store API lives ('' for the page's origin). */
  readonly apiUrl: string;
  /** Replaces the pt-BR texts, whole or in part (`{ ui: { cartCount: { ... } } }`); `undefined` keeps them. */
  readonly messages?: StorefrontMessagesOverride | undefined;
  /** Device, theme and the other page settings; fields left out keep their default. */
  readonly config?: Partial<StorefrontConfig> | undefined;
  /** The page's anti-bot token source for the forms; `undefined`: an empty token. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** How the page goes to an address; `undefined`: a full page load. */
  readonly navigate?: StorefrontNavigate | undefined;
  /** Where analytics events go; `undefined` drops them. */
  readonly analytics?: AnalyticsSink | undefined;
  /** The kit's stylesheet URL, linked into the elements that opt into a shadow root; `undefined`: the page's `link[data-vitrine-styles]`, if any. */
  readonly stylesheet?: string | undefined;
  /** The document whose events are bridged to the bus; `undefined`: none (a server, a test of the runtime alone). */
  readonly document?: Document | undefined;
}

/** The services one page's Vitrine elements share: one client, one bus, one set of flows (one cart). */
export interface VitrineRuntime {
  /** The page's store API client. */
  readonly client: StoreClient;
  /** The page's event bus (every element's provider uses it). */
  readonly bus: CountingBus;
  /** The page's services every element's provider shares: the cart flow, the alerts, the forms. */
  readonly services: StorefrontServices;
  /** The props every element's `<StorefrontProvider>` gets (stable: the same objects for every element). */
  readonly providerProps: Omit<StorefrontProviderProps, 'children'>;
  /** The kit's stylesheet URL for shadow roots; `undefined` when none was given. */
  readonly stylesheet: string | undefined;
  /** How many elements are mounted now. */
  readonly elementCount: number;
  /** How many bus subscriptions are open now (the DOM bridge's one included). */
  readonly listenerCount: number;
  /** Whether `destroy()` ran: its elements no longer mount. */
  readonly destroyed: boolean;
  /** Records a mounted element and how to unmount it; returns the release (call it once unmounted). */
  mount(element: HTMLElement, unmount: () => void): () => void;
  /** Unmounts every element, removes the DOM bridge and stops the page's flows. */
  destroy(): void;
}

/**
 * The runtime of one page's Vitrine elements: one bus and hooks' `createSharedStorefront()` (one store client, one
 * set of services), so every element's provider shares the cart flow, the alerts and the forms. Touches no browser
 * global: the DOM bridge is connected only when `document` is given.
 */
export function createVitrineRuntime(options: VitrineRuntimeOptions): VitrineRuntime {
  const { apiUrl, stylesheet, document: page, ...props } = options;
  const bus = countingBus(createStorefrontBus());
  // The client, the services and the providers' props come from the hooks layer: ui never makes a store client.
  const { client, services, providerProps } = createSharedStorefront({ ...props, baseUrl: apiUrl, bus });
  const mounted = new Map<HTMLElement, () => void>();
  const disconnect = page ? connectDomEvents(bus, page) : undefined;
  let destroyed = false;
  return {
    client,
    bus,
    services,
    providerProps,
    stylesheet,
    get elementCount() {
      return mounted.size;
    },
    get listenerCount() {
      return bus.listenerCount;
    },
    get destroyed() {
      return destroyed;
    },
    mount(element, unmount) {
      mounted.set(element, unmount);
      return () => {
        if (mounted.get(element) === unmount) mounted.delete(element);
      };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const unmount of [...mounted.values()]) unmount();
      mounted.clear();
      disconnect?.();
      for (const flow of services.flows.values()) flow.actor.stop();
      services.flows.clear();
      services.dispose();
    },
  };
}
