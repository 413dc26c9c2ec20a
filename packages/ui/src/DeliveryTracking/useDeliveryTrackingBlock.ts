import type { DeliveryTrackingConfig } from '@vitrine/core';
import { browserWindow } from '@vitrine/hooks';
import { useEffect } from 'react';
import { injectScript, useDeliveryTracking } from './deliveryTrackingSources';

/** The options of `useDeliveryTrackingBlock`. */
export interface UseDeliveryTrackingBlockOptions {
  /**
   * The provider's script address for the store's token. The host supplies it (the kit ships no third-party
   * address); called during render, so keep it pure.
   */
  readonly scriptUrl: (token: string) => string;
  /**
   * The store's configuration when the page already has it (e.g. its loader read it, so the server renders the
   * reserved box); `null` for a store without tracking; `undefined` reads `content.deliveryTracking` on the client.
   */
  readonly config?: DeliveryTrackingConfig | null | undefined;
  /** A CSP nonce for the script element; `undefined` when the page uses none. */
  readonly nonce?: string | undefined;
}

/** What `useDeliveryTrackingBlock` returns. */
export interface DeliveryTrackingBlock {
  /** The store's tracking token; `undefined` while unknown, and when the store has no tracking. */
  readonly token: string | undefined;
  /** The script address for the token; `undefined` without a token. */
  readonly src: string | undefined;
}

/**
 * The behaviour of `DeliveryTracking`: the store's token (from `config`, else from the store) and, after mount,
 * the provider's script added to the document once (hooks' `injectScript` keeps one element per address, however
 * many blocks or renders ask). Nothing happens on the server, nor without a token.
 * @example
 * const block = useDeliveryTrackingBlock({ scriptUrl: (token) => `/rastreio/widget.js?token=${encodeURIComponent(token)}` });
 * const box = block.token ? { id: 'rastreio', 'data-token': block.token } : null;
 */
export function useDeliveryTrackingBlock(options: UseDeliveryTrackingBlockOptions): DeliveryTrackingBlock {
  const { config, scriptUrl, nonce } = options;
  // A config handed in needs no call.
  const { data } = useDeliveryTracking(config === undefined ? undefined : null);
  const source = config === undefined ? data : config;
  const token = source?.token?.trim() || undefined;
  const src = token ? scriptUrl(token) : undefined;
  useEffect(() => {
    const doc = browserWindow()?.document;
    if (src && doc) injectScript(doc, src, { nonce });
  }, [src, nonce]);
  return { token, src };
}
