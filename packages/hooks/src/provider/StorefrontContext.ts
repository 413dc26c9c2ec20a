import type { AntiBotTokenProvider, StoreClient, StorefrontBus } from '@vitrine/core';
import { createContext } from 'react';
import type { AnalyticsSink } from '../analytics/AnalyticsSink';
import type { StorefrontNavigate, StorefrontServices } from './createStorefrontServices';
import type { StorefrontConfig } from './StorefrontConfig';
import type { StorefrontMessages } from './StorefrontMessages';

/** What `<StorefrontProvider>` gives every hook and widget below it (read it with `useStorefront`). */
export interface StorefrontContextValue {
  /** The store API client every hook calls (unless a hook is given its own `client`). */
  readonly client: StoreClient;
  /** The page's event bus: cart reloads, quote and alert-me forms, alerts, navigation. */
  readonly bus: StorefrontBus;
  /** Where analytics events go; a sink that drops them when the provider got none. */
  readonly analytics: AnalyticsSink;
  /** The pt-BR texts, with the provider's overrides applied. */
  readonly messages: StorefrontMessages;
  /** Device, theme and the other page settings. */
  readonly config: StorefrontConfig;
  /** The page's services: its shared flows, the cart's wiring and the navigation (see `createStorefrontServices`). */
  readonly services: StorefrontServices;
  /**
   * Goes to `href` the provider's way (its `navigate` prop, else a full page load), after publishing
   * `navigate { href }` on the bus. Call it from handlers and effects only, never during render.
   */
  readonly navigate: StorefrontNavigate;
  /** The page's anti-bot token source (the provider's `antiBot`); `undefined` when the page has none. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
}

/** The storefront context; `null` outside a `<StorefrontProvider>`. */
export const StorefrontContext = createContext<StorefrontContextValue | null>(null);
StorefrontContext.displayName = 'StorefrontContext';
