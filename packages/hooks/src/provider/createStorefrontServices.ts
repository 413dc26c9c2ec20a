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
  /**
   * The cart actions of the page's cart actor (what `useCart` hands out): one set per page, so every cart hook
   * gives components the same functions. The services hold it from the start but make it on its first use, since
   * the cart's code loads only with a cart hook (or on the first cart request): `useCart` only reads it.
   */
  readonly cartActions: OnFirstUse<CartActions>;
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

/**
 * A value the services hold from their creation but make on its first use, once: what needs code that loads on
 * demand (the cart actions). Reading it twice, from any hook or island of the page, gives the same value.
 */
export interface OnFirstUse<T> {
  /** The value: made by `make` on the first call only; every later call returns that same value. */
  get(make: () => T): T;
}

/** An empty holder of a value made on its first use (see {@link OnFirstUse}). */
function onFirstUse<T>(): OnFirstUse<T> {
  let made: { readonly value: T } | undefined;
  return {
    get(make) {
      made ??= { value: make() };
      return made.value;
    },
  };
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
    cartActions: onFirstUse(),
    cartNavigations: [],
    cartForwarder: undefined,
    navigate: assignLocation,
    cache,
    dispose: () => swrState?.[3]?.(),
  };
}
