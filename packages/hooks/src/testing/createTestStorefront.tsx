import {
  createStoreClient,
  createStorefrontBus,
  type OperationName,
  type StoreClient,
  type StorefrontBus,
} from '@vitrine/core';
import {
  createSandboxStore,
  type SandboxRequestLog,
  type SandboxStore,
  type SandboxStoreOptions,
  sandboxHandlers,
} from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { createStorefrontServices, type StorefrontServices } from '../provider/createStorefrontServices';
import { StorefrontProvider, type StorefrontProviderProps } from '../provider/StorefrontProvider';
import { listenSandboxServer, sandboxServer } from './sandboxServer';

/** Where the test client sends its calls; msw answers them from the sandbox store. */
export const SANDBOX_BASE_URL = 'http://sandbox.test';

/** Options of `createTestStorefront` (and of the render helpers). */
export interface TestStorefrontOptions {
  /** The sandbox store to serve; a fresh one (clock fixed at 2025-05-01 12:00 UTC) when `undefined`. */
  readonly store?: SandboxStore | undefined;
  /** Options of the fresh store; ignored when `store` is given. */
  readonly storeOptions?: SandboxStoreOptions | undefined;
  /** Extra props of the `<StorefrontProvider>` (messages, config, fallback, swrConfig...). */
  readonly providerProps?: Omit<StorefrontProviderProps, 'children'> | undefined;
}

/** A storefront wired to a sandbox store for one test. */
export interface TestStorefront {
  /** The sandbox store answering the calls: inject faults, inspect requests and submissions. */
  readonly store: SandboxStore;
  /** The client the provider gives the hooks. */
  readonly client: StoreClient;
  /** The provider's event bus. */
  readonly bus: StorefrontBus;
  /** The page's services every mount of `wrapper` shares (one page: one cart, one set of alerts). */
  readonly services: StorefrontServices;
  /** The msw server (add one-off handlers with `server.use`). */
  readonly server: typeof sandboxServer;
  /** Wraps children in a fresh `<StorefrontProvider>` (a new SWR cache on every mount). */
  readonly wrapper: (props: { readonly children?: ReactNode }) => ReactNode;
  /** The requests the store received, optionally of one operation. */
  requests(operation?: OperationName): readonly SandboxRequestLog[];
}

/**
 * A fresh sandbox store served by msw, a client and a bus for one test. The msw server starts on first use
 * and this test's handlers are dropped when it finishes.
 * @example
 * declare function Header(): ReactNode;
 * const { wrapper, store } = createTestStorefront();
 * render(<Header />, { wrapper });
 */
export function createTestStorefront(options: TestStorefrontOptions = {}): TestStorefront {
  const store =
    options.store ??
    createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z'), ...options.storeOptions });
  const client = options.providerProps?.client ?? createStoreClient({ baseUrl: SANDBOX_BASE_URL });
  const services =
    options.providerProps?.services ??
    createStorefrontServices({ bus: options.providerProps?.bus ?? createStorefrontBus() });
  const { bus } = services;
  listenSandboxServer();
  sandboxServer.use(...sandboxHandlers(store, { baseUrl: SANDBOX_BASE_URL }));
  onTestFinished(() => sandboxServer.resetHandlers());
  const providerProps = { ...options.providerProps, client, bus, services };
  return {
    store,
    client,
    bus,
    services,
    server: sandboxServer,
    wrapper: ({ children }) => <StorefrontProvider {...providerProps}>{children}</StorefrontProvider>,
    requests: (operation) =>
      store.inspect
        .requests()
        .filter((request) => operation === undefined || request.operation === operation),
  };
}
