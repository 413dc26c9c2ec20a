import { createStorefrontBus, type StorefrontBus } from '@vitrine/core';
import type { Cache } from 'swr';
import { initCache } from 'swr/_internal';
import type { CartActions } from '../flows/cart/cartActions';
import type { FlowActorOf, FlowLogic, SharedFlowActor } from '../flows/flowActorTypes';
import { browserWindow } from '../utilities/browserWindow';

/** How the page goes to an address (a full page load by default, your router's navigate in an app). */
export type StorefrontNavigate = (href: string) => void;

/**
 * The per-page services of a `<StorefrontProvider>`: its bus, its shared flow actors and how it navigates.
 * The provider creates one (as `QueryClientProvider` holds a `QueryClient`); islands of one page pass the
 * same one to each of their providers so they share the cart, the alerts and the forms. Nothing here lives
 * in a module: a server rendering many shoppers' pages gives each page its own.
 */
export interface StorefrontServices {
  /** The page's event bus. */
  readonly bus: StorefrontBus;
  /** The flows that exist once per page (cart, alerts, session, quote and back-in-stock forms), by key. */
  readonly flows: Map<string, SharedFlowActor<FlowActorOf<FlowLogic>>>;
  /** The cart actions of the page's cart actor, created once; `undefined` before the first cart hook. */
  cartActions: CartActions | undefined;
  /** The checkout navigations of mounted `useCart({ onNavigate })` hooks; the latest registered wins. */
  readonly cartNavigations: ((href: string) => void)[];
  /** The provider performing the cart requests no cart hook receives (one per page); `undefined` when none. */
  cartForwarder: object | undefined;
  /** The provider's `navigate` prop (set by the provider); a full page load when it has none. */
  navigate: StorefrontNavigate;
  /**
   * The SWR cache every provider of these services reads (`shareCache: true`): islands and custom elements of one
   * page then make each call once; `undefined`: each provider keeps a cache of its own.
   */
  readonly cache: Cache | undefined;
  /** Releases the shared cache (its focus and reconnect listeners); nothing to do without one. */
  dispose(): void;
}

/** A full page load, touching `location` only when called: never at import or during a server render. */
export const assignLocation: StorefrontNavigate = (href) => {
  browserWindow()?.location.assign(href);
};

/**
 * A fresh set of per-page services; `<StorefrontProvider>` makes one unless given one (`services` prop).
 * @example
 * declare function Header(): ReactNode;
 * declare function ProductPage(): ReactNode;
 * const services = createStorefrontServices(); // one per page, shared by its islands
 * <StorefrontProvider services={services}><Header /></StorefrontProvider>;
 * <StorefrontProvider services={services}><ProductPage /></StorefrontProvider>;
 */
export function createStorefrontServices(options?: {
  /** The bus to use; a new one when `undefined`. */
  readonly bus?: StorefrontBus | undefined;
  /**
   * One SWR cache for every provider of these services (islands, custom elements). Set up here rather than by
   * the first provider, whose unmount would otherwise tear the cache down under the others.
   */
  readonly shareCache?: boolean | undefined;
}): StorefrontServices {
  const cache: Cache | undefined = options?.shareCache ? new Map() : undefined;
  const swrState = cache ? initCache(cache) : undefined;
  swrState?.[2]?.();
  return {
    bus: options?.bus ?? createStorefrontBus(),
    flows: new Map(),
    cartActions: undefined,
    cartNavigations: [],
    cartForwarder: undefined,
    navigate: assignLocation,
    cache,
    dispose: () => swrState?.[3]?.(),
  };
}
