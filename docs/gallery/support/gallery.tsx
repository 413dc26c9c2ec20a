import type { ProductDetail } from '@vitrine/core';
import { StorefrontProvider, useProductDetail } from '@vitrine/hooks';
import {
  createSandboxStore,
  DEFAULT_SESSION,
  type SandboxFault,
  type SandboxLatency,
  type SandboxStore,
  sandboxHandlers,
} from '@vitrine/sandbox';
import { setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';

/**
 * What a story says about the sandbox store behind it (`parameters.store`). Every story gets a FRESH store
 * (the seeded pt-BR catalogue, the clock fixed at 2025-05-01 12:00 UTC) and a fresh provider, then this applies.
 */
export interface GalleryStoreParameters {
  /** Sign the seeded customer (maria@example.com) in before the story renders. */
  readonly signedIn?: boolean;
  /** Lines put in the cart before the story renders. */
  readonly cart?: readonly {
    readonly idProduct: number;
    readonly idSku?: number | null;
    readonly quantity: number;
  }[];
  /** Faults injected before the story renders (see the sandbox's fault injection). */
  readonly faults?: readonly SandboxFault[];
  /** Every call of the store waits this long (ms, or a [min, max] range). */
  readonly delayMs?: SandboxLatency;
  /**
   * No call of the store answers while anyone looks (each waits an hour): the widgets stay in their loading
   * state. A wait rather than a hanging fault, so leaving the story cuts no request under the next one.
   */
  readonly loading?: boolean;
  /** Anything else, on the store itself (`setStock`, `setExhausted`, `call`…), after the above. */
  readonly setup?: (store: SandboxStore) => void;
}

/**
 * What the smoke test may tolerate in a story (`parameters.smoke`): failures the story provokes on purpose.
 * A status fault's status and a network fault are allowed automatically; list here what else is on purpose.
 */
export interface GallerySmokeParameters {
  /** HTTP statuses of store answers the story expects (the browser reports each as a failed resource). */
  readonly expectedStatuses?: readonly number[];
}

/** What the page tells the smoke test about the story on screen (`window.__vitrineGallery`). */
export interface GalleryProbe {
  storyId: string;
  /** Store calls and images the worker is still answering. */
  inflight: number;
  /** When the last of them started or ended (ms since the page opened). */
  lastActivity: number;
  /** The story's store never answers, or answers late, on purpose: do not wait for it. */
  hangs: boolean;
  /** Statuses the story's faults answer with, and whether a fault drops the connection. */
  expectedStatuses: number[];
  expectsNetworkFailure: boolean;
  /**
   * Every failed answer of the store since the page opened (an error status or a dropped connection), with
   * the story whose request it was and whether that story's faults asked for it. A late answer of a story
   * shown before is still judged by the story that made the request.
   */
  failures: GalleryFailure[];
}

/** One failed answer of the store (see `GalleryProbe.failures`). */
export interface GalleryFailure {
  storyId: string;
  url: string;
  status: number | 'network';
  expected: boolean;
}

declare global {
  interface Window {
    __vitrineGallery?: GalleryProbe;
  }
}

/** The clock of every story's store: offers, countdowns and dates stay the same from build to build. */
const galleryNow = () => new Date('2025-05-01T12:00:00Z');

/** How long a loading story's calls wait. */
const LOADING_WAIT_MS = 60 * 60 * 1000;

let worker: ReturnType<typeof setupWorker> | undefined;
let started: Promise<unknown> | undefined;

const probe: GalleryProbe = {
  storyId: '',
  inflight: 0,
  lastActivity: 0,
  hangs: false,
  expectedStatuses: [],
  expectsNetworkFailure: false,
  failures: [],
};

/** The story on screen when each store request started, and what that story expected to fail. */
const origins = new Map<
  string,
  { storyId: string; expectedStatuses: readonly number[]; expectsNetworkFailure: boolean }
>();

const isStoreRequest = (url: string) => /^\/(api|sandbox)(\/|$)/.test(new URL(url).pathname);

/**
 * Starts msw's service worker once per page (its script is served beside the gallery's pages, so the gallery
 * works under any base path). Only the store's calls and images are answered; everything else goes through.
 */
function startWorker(): Promise<unknown> {
  if (started) return started;
  worker = setupWorker();
  worker.events.on('request:start', ({ request, requestId }) => {
    if (!isStoreRequest(request.url)) return;
    const { storyId, expectedStatuses, expectsNetworkFailure } = probe;
    origins.set(requestId, { storyId, expectedStatuses, expectsNetworkFailure });
    probe.inflight += 1;
    probe.lastActivity = performance.now();
  });
  worker.events.on('response:mocked', ({ request, requestId, response }) => {
    const origin = origins.get(requestId);
    if (!origin || (response.type !== 'error' && response.status < 400)) return;
    const status = response.type === 'error' ? 'network' : response.status;
    const expected =
      status === 'network' ? origin.expectsNetworkFailure : origin.expectedStatuses.includes(status);
    probe.failures.push({ storyId: origin.storyId, url: request.url, status, expected });
  });
  worker.events.on('request:end', ({ request, requestId }) => {
    if (!isStoreRequest(request.url)) return;
    origins.delete(requestId);
    probe.inflight = Math.max(0, probe.inflight - 1);
    probe.lastActivity = performance.now();
  });
  started = worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isStoreRequest(request.url)) print.error();
    },
  });
  return started;
}

/** Applies a story's `parameters.store` to a fresh store. */
export function createGalleryStore(parameters: GalleryStoreParameters = {}): SandboxStore {
  const store = createSandboxStore({ now: galleryNow });
  if (parameters.signedIn) {
    const login = store.call(
      'customer.login',
      { json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' } },
      DEFAULT_SESSION,
    );
    if (login.status !== 200)
      throw new Error(`The gallery could not sign the customer in (${login.status}).`);
  }
  for (const line of parameters.cart ?? []) {
    const added = store.call(
      'cart.add',
      {
        json: {
          idProduct: line.idProduct,
          idSku: line.idSku ?? null,
          quantity: line.quantity,
          isRecurrent: false,
        },
      },
      DEFAULT_SESSION,
    );
    if (added.status !== 200) throw new Error(`The gallery could not fill the cart (${added.status}).`);
  }
  parameters.setup?.(store);
  for (const fault of parameters.faults ?? []) store.faults.inject(fault);
  if (parameters.delayMs !== undefined) store.faults.setLatency(parameters.delayMs);
  if (parameters.loading) store.faults.setLatency(LOADING_WAIT_MS);
  return store;
}

/** The story's store, ready and answering through the worker: the gallery's one loader. */
export async function loadGalleryStore(context: {
  id: string;
  parameters: { store?: GalleryStoreParameters; smoke?: GallerySmokeParameters };
}): Promise<{ store: SandboxStore }> {
  await startWorker();
  // A story starts from a new visit: nothing kept by the previous one (privacy choice, CEP, recent searches).
  window.localStorage.clear();
  window.sessionStorage.clear();
  const parameters = context.parameters.store ?? {};
  const store = createGalleryStore(parameters);
  worker?.resetHandlers(...sandboxHandlers(store));
  const faults = parameters.faults ?? [];
  probe.storyId = context.id;
  probe.inflight = 0;
  probe.lastActivity = performance.now();
  probe.hangs =
    Boolean(parameters.loading) ||
    faults.some((fault) => fault.kind === 'timeout') ||
    parameters.delayMs !== undefined;
  probe.expectedStatuses = [
    ...faults.flatMap((fault) =>
      'status' in fault && typeof fault.status === 'number' ? [fault.status] : [],
    ),
    ...(context.parameters.smoke?.expectedStatuses ?? []),
  ];
  probe.expectsNetworkFailure = faults.some((fault) => fault.kind === 'network');
  window.__vitrineGallery = probe;
  return { store };
}

/** The provider every story renders in: the client calls the page's origin, where the worker answers for the story's store. */
export function GalleryProvider({
  mobile,
  children,
}: {
  readonly mobile: boolean;
  readonly children: ReactNode;
}) {
  return (
    <StorefrontProvider
      baseUrl=""
      config={mobile ? { device: 'mobile' } : undefined}
      navigate={() => undefined}
    >
      {children}
    </StorefrontProvider>
  );
}

/**
 * Loads a product from the store through the hooks, as a product page does, and renders `children` with it;
 * nothing until it arrives (the widgets of the product page need their product).
 */
export function WithProduct({
  urlFriendly,
  children,
  fallback = null,
}: {
  readonly urlFriendly: string;
  readonly children: (product: ProductDetail) => ReactNode;
  readonly fallback?: ReactNode;
}) {
  const { data, error } = useProductDetail(urlFriendly);
  if (error) return <p role="alert">{`Produto indisponível: ${urlFriendly}`}</p>;
  if (!data) return <>{fallback}</>;
  return <>{children(data)}</>;
}
