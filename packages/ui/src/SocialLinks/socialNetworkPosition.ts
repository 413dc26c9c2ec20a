import type { SocialNetwork } from '@vitrine/core';

/** Which side a floating button sits on: the platform's 'ESQUERDA' is left, anything else right. */
export function socialNetworkPosition(network: Pick<SocialNetwork, 'position'>): 'left' | 'right' {
  return network.position?.trim().toUpperCase() === 'ESQUERDA' ? 'left' : 'right';
}
