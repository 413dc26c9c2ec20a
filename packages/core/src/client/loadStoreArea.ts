import type * as z from 'zod/mini';
import type { StoreArea } from './StoreClient';
import type { StoreEndpoint } from './StoreEndpoint';
import type { sendStoreRequest } from './sendStoreRequest';

/** What the calls of one area need: the area's endpoints and the request sender (which parses with zod). */
export interface LoadedStoreArea {
  readonly endpoints: Readonly<Record<string, StoreEndpoint<never, z.core.$ZodType>>>;
  readonly send: typeof sendStoreRequest;
}

type AnyEndpoints = LoadedStoreArea['endpoints'];

// One dynamic `import()` per area, written out so that bundlers see each one and split it into its own
// chunk: an app that only uses the cart never downloads the catalogue's schemas.
const loaders: { readonly [A in StoreArea]: () => Promise<AnyEndpoints> } = {
  catalogue: () => import('./endpoints/catalogueEndpoints').then((m) => m.catalogueEndpoints),
  ratings: () => import('./endpoints/ratingsEndpoints').then((m) => m.ratingsEndpoints),
  content: () => import('./endpoints/contentEndpoints').then((m) => m.contentEndpoints),
  newsletter: () => import('./endpoints/newsletterEndpoints').then((m) => m.newsletterEndpoints),
  contact: () => import('./endpoints/contactEndpoints').then((m) => m.contactEndpoints),
  site: () => import('./endpoints/siteEndpoints').then((m) => m.siteEndpoints),
  antiBot: () => import('./endpoints/antiBotEndpoints').then((m) => m.antiBotEndpoints),
  privacy: () => import('./endpoints/privacyEndpoints').then((m) => m.privacyEndpoints),
  customer: () => import('./endpoints/customerEndpoints').then((m) => m.customerEndpoints),
  cart: () => import('./endpoints/cartEndpoints').then((m) => m.cartEndpoints),
  preCheckout: () => import('./endpoints/preCheckoutEndpoints').then((m) => m.preCheckoutEndpoints),
  payment: () => import('./endpoints/paymentEndpoints').then((m) => m.paymentEndpoints),
};

const loaded = new Map<StoreArea, LoadedStoreArea>();
const loading = new Map<StoreArea, Promise<LoadedStoreArea>>();

/**
 * The endpoints of `area` and the request sender, loaded once per page by dynamic `import()`. Answers
 * them directly once loaded (so later calls start their request in the same tick, as an eager table
 * would), else a promise; a failed load (offline, chunks replaced by a deploy) is forgotten, so the
 * next call tries again.
 */
export function loadStoreArea(area: StoreArea): LoadedStoreArea | Promise<LoadedStoreArea> {
  const ready = loaded.get(area);
  if (ready) return ready;
  let pending = loading.get(area);
  if (!pending) {
    pending = Promise.all([loaders[area](), import('./sendStoreRequest')]).then(([endpoints, sender]) => {
      const result: LoadedStoreArea = { endpoints, send: sender.sendStoreRequest };
      loaded.set(area, result);
      return result;
    });
    const settled = pending;
    settled.catch(() => {
      if (loading.get(area) === settled) loading.delete(area);
    });
    loading.set(area, settled);
  }
  return pending;
}
