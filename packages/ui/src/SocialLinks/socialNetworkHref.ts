import type { SocialNetwork } from '@vitrine/core';

/** Networks whose `content` is a phone number opened as a chat (the floating messaging button). */
const messagingNetworks = new Set(['whatsapp']);

/** Whether `network` is a chat channel (WhatsApp) rather than a profile page. */
export function isMessagingNetwork(network: Pick<SocialNetwork, 'identifier'>): boolean {
  return messagingNetworks.has(network.identifier.trim().toLowerCase());
}

/**
 * The address a network's link opens: a WhatsApp number becomes `https://wa.me/{digits}` with the
 * `contactMessage` prefilled as `text`; a profile without a scheme gets `https://`. `undefined` when the
 * network has no usable content.
 */
export function socialNetworkHref(network: Pick<SocialNetwork, 'identifier' | 'content' | 'contactMessage'>) {
  const content = network.content.trim();
  if (content === '') return undefined;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(content);
  if (isMessagingNetwork(network) && !hasScheme) {
    const digits = content.replace(/\D/g, '');
    if (digits === '') return undefined;
    const message = network.contactMessage?.trim();
    return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
  }
  // Only web addresses: a `javascript:` or `data:` content from the admin must never become a link.
  if (hasScheme) return /^https?:/i.test(content) ? content : undefined;
  return `https://${content.replace(/^\/+/, '')}`;
}
