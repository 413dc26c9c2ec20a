import type { SocialNetwork } from '@vitrine/core';
import { useSocialNetworks } from '@vitrine/hooks';
import { useMemo } from 'react';
import { isMessagingNetwork, socialNetworkHref } from './socialNetworkHref';
import { socialNetworkPosition } from './socialNetworkPosition';

/** One network ready to render: where it goes and which side its floating button sits on. */
export interface SocialLinkEntry {
  readonly network: SocialNetwork;
  readonly href: string;
  readonly position: 'left' | 'right';
  /** A chat channel (WhatsApp): the floating messaging button's candidate. */
  readonly messaging: boolean;
}

/** What `useSocialLinks` returns. */
export interface SocialLinksState {
  /** `loading` until the first answer; `error` when the list failed (shown as nothing: load errors are silent). */
  readonly status: 'loading' | 'error' | 'empty' | 'ready';
  /** The networks flagged `show` with a usable address, in the platform's order. */
  readonly links: readonly SocialLinkEntry[];
  /** The first shown chat channel, for the floating messaging button; `undefined` when none. */
  readonly messaging: SocialLinkEntry | undefined;
}

/**
 * The behaviour of the social links: the store's networks (`useSocialNetworks`) narrowed to those shown,
 * each with its address (WhatsApp with the contact message prefilled) and side.
 * @example
 * const { links, messaging } = useSocialLinks();
 */
export function useSocialLinks(): SocialLinksState {
  const { data, error, isLoading } = useSocialNetworks();
  return useMemo(() => {
    const links: SocialLinkEntry[] = [];
    for (const network of data ?? []) {
      const href = network.show ? socialNetworkHref(network) : undefined;
      if (href === undefined) continue;
      links.push({
        network,
        href,
        position: socialNetworkPosition(network),
        messaging: isMessagingNetwork(network),
      });
    }
    const status =
      data === undefined
        ? error && !isLoading
          ? 'error'
          : 'loading'
        : links.length === 0
          ? 'empty'
          : 'ready';
    return { status, links, messaging: links.find((link) => link.messaging) };
  }, [data, error, isLoading]);
}
