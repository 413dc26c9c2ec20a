import { type Company, shelfCount } from '@vitrine/core';
import { showcaseQuantity as kitShowcaseQuantity } from '@vitrine/ui';

/**
 * The showcase call's input as the kit's `HomeShowcase` sends it (so the server's answer is found under the same
 * key): the company's count clamped to 1..12, or none (the store's default of 12) when the company sets none.
 */
export function showcaseInput(company: Pick<Company, 'quantityProductsToShowAtShowcase'>): {
  quantity: number | undefined;
} {
  const quantity = kitShowcaseQuantity(company, false);
  return { quantity: shelfCount(quantity) };
}

/** The banner blocks the home page shows (full-width, then central). */
export const homeBannerTypes = ['F', 'C'] as const;
