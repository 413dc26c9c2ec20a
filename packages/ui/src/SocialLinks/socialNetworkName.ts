import type { SocialNetwork } from '@vitrine/core';

/** The display name of a network: from `names` by its lower-case identifier, else the identifier capitalised. */
export function socialNetworkName(
  network: Pick<SocialNetwork, 'identifier'>,
  names: Readonly<Record<string, string>>,
): string {
  const key = network.identifier.trim().toLowerCase();
  return names[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
