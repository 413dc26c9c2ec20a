import {
  type AntiBotTokenProvider,
  createLazyStoreClient,
  isStoreApiError,
  type StoreClient,
  type StorefrontBus,
} from '@vitrine/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { AnalyticsSink } from '../analytics/AnalyticsSink';
import {
  assignLocation,
  createStorefrontServices,
  type StorefrontNavigate,
  type StorefrontServices,
} from './createStorefrontServices';
import { defaultMessages } from './defaultMessages';
import { defaultStorefrontConfig } from './defaultStorefrontConfig';
import { forwardUnheldCartRequests } from './forwardUnheldCartRequests';
import { mergeMessages } from './mergeMessages';
import { noopAnalyticsSink } from './noopAnalyticsSink';
import type { StorefrontConfig } from './StorefrontConfig';
import { StorefrontContext, type StorefrontContextValue } from './StorefrontContext';
import type { StorefrontMessagesOverride } from './StorefrontMessages';
import { type StorefrontFallbackEntries, storefrontFallback } from './storefrontFallback';

/** The props of `<StorefrontProvider>`; all optional. */
export interface StorefrontProviderProps {
  /**
   * The store API client; `undefined` creates one from `baseUrl` whose endpoints and reply schemas load with its
   * first call (`createLazyStoreClient`), so a page whose data came from the server does not carry them.
   */
  readonly client?: StoreClient | undefined;
  /** Where the store API lives when no `client` is given: '' (the page's origin) by default. */
  readonly baseUrl?: string | undefined;
  /** Device, theme, show-first installments, random source; fields left out keep their default. */
  readonly config?: Partial<StorefrontConfig> | undefined;
  /** Replaces the pt-BR texts, whole or in part (`{ rules: { cartEmpty: '...' } }`). */
  readonly messages?: StorefrontMessagesOverride | undefined;
  /**
   * Data loaded on the server, so the page hydrates without refetching it: `[companyQuery().key, data]` pairs
   * or SWR's serialized `fallback` record.
   */
  readonly fallback?: StorefrontFallbackEntries | Readonly<Record<string, unknown>> | undefined;
  /** SWR options for every hook below (they override the storefront defaults, not the provider's cache). */
  readonly swrConfig?: SWRConfiguration | undefined;
  /** Where analytics events go; `undefined` drops them. */
  readonly analytics?: AnalyticsSink | undefined;
  /**
   * The page's event bus, read on mount; `undefined` creates one (pass yours to share it with custom elements).
   * Ignored when `services` is given: the services' bus is the page's.
   */
  readonly bus?: StorefrontBus | undefined;
  /**
   * The page's services (shared flows, cart wiring); `undefined` creates one set for this provider. Islands of
   * one page pass the same `createStorefrontServices()` so they share the cart, the alerts and the forms.
   */
  readonly services?: StorefrontServices | undefined;
  /**
   * How to go to an address (checkout, a search, a menu link): your router's navigate (React Router's
   * `navigate`). `undefined`: a full page load (`location.assign`), only ever called from a shopper's action.
   */
  readonly navigate?: StorefrontNavigate | undefined;
  /**
   * The page's anti-bot token source (`createAntiBotTokenProvider` over reCAPTCHA v3), used by every form flow
   * below that sends a token (login, registration, contact, rating, newsletter, password recovery) unless the
   * hook is given its own; `undefined`: an empty token, which a store protecting that action may refuse.
   */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  readonly children?: ReactNode;
}

/** Only transient failures are worth retrying: a 4xx or a malformed reply will not heal by itself. */
const isTransient = (error: unknown): boolean =>
  !isStoreApiError(error) ||
  error.kind === 'network' ||
  error.kind === 'timeout' ||
  (error.kind === 'http' && (error.status ?? 0) >= 500);

const storefrontSwrDefaults: SWRConfiguration = {
  // Data already in the cache (server fallback, another widget's load) is the page's data: reading it
  // again on mount would only repeat calls. Widgets refresh through `mutate` and the bus instead.
  revalidateIfStale: false,
  revalidateOnFocus: false,
  shouldRetryOnError: isTransient,
  errorRetryCount: 3,
};

/**
 * Gives the hooks below it one store client, one SWR cache (never shared with another provider), one event
 * bus, one analytics sink, the pt-BR messages and the page config. Put one per page (or per island).
 * @example
 * declare function App(): ReactNode;
 * <StorefrontProvider baseUrl="" config={{ device: 'mobile' }} messages={{ rules: { cartEmpty: 'Sacola vazia' } }}>
 *   <App />
 * </StorefrontProvider>
 */
export function StorefrontProvider(props: StorefrontProviderProps): ReactNode {
  const {
    client,
    baseUrl,
    config,
    messages,
    fallback,
    swrConfig,
    analytics,
    bus,
    services,
    navigate,
    antiBot,
    children,
  } = props;
  const resolvedClient = useMemo(
    () => client ?? createLazyStoreClient({ baseUrl: baseUrl ?? '' }),
    [client, baseUrl],
  );
  const [ownServices] = useState(() => services ?? createStorefrontServices({ bus }));
  const resolvedServices = services ?? ownServices;
  const resolvedBus = resolvedServices.bus;
  // Read when a navigation happens, so a new `navigate` prop is used without re-creating anything.
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
    resolvedServices.navigate = (href) => (latestNavigate.current ?? assignLocation)(href);
  }, [navigate, resolvedServices]);
  const navigateTo = useCallback<StorefrontNavigate>(
    (href) => {
      resolvedBus.publish({ type: 'navigate', href });
      (latestNavigate.current ?? assignLocation)(href);
    },
    [resolvedBus],
  );
  const resolvedMessages = useMemo(() => mergeMessages(defaultMessages, messages), [messages]);
  const resolvedConfig = useMemo(() => ({ ...defaultStorefrontConfig, ...config }), [config]);

  const value = useMemo<StorefrontContextValue>(
    () => ({
      client: resolvedClient,
      bus: resolvedBus,
      analytics: analytics ?? noopAnalyticsSink,
      messages: resolvedMessages,
      config: resolvedConfig,
      services: resolvedServices,
      navigate: navigateTo,
      antiBot,
    }),
    [
      resolvedClient,
      resolvedBus,
      analytics,
      resolvedMessages,
      resolvedConfig,
      resolvedServices,
      navigateTo,
      antiBot,
    ],
  );

  // A cart request (a buy button) with no cart hook mounted to receive it still lands in the cart. Subscribed
  // once per bus: a re-render with new props (an inline `config`) must not drop a request being forwarded.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => forwardUnheldCartRequests(resolvedServices, () => latest.current), [resolvedServices]);

  const swrValue = useMemo<SWRConfiguration>(
    () => ({
      ...storefrontSwrDefaults,
      ...swrConfig,
      fallback: Array.isArray(fallback)
        ? storefrontFallback(fallback as StorefrontFallbackEntries)
        : ((fallback as Record<string, unknown> | undefined) ?? {}),
      // A cache of its own (two providers on a page, or two tests, never see each other's data), unless the
      // page's services share one between their providers.
      provider: () => resolvedServices.cache ?? new Map(),
    }),
    [swrConfig, fallback, resolvedServices],
  );

  return (
    <SWRConfig value={swrValue}>
      <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
    </SWRConfig>
  );
}
