const seedStore = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });

/** The sandbox's named products (test-only re-export, so tests do not repeat the path). */
export const fixtures = sandboxFixtures;

/** A sandbox product detail as the client hands it out (parsed with the client's schema). Test-only. */
export function sandboxProduct(urlFriendly: string): ProductDetail {
  const reply = seedStore.call('catalogue.productDetail', { params: { urlFriendly } });
  if (reply.status !== 200) throw new Error(`The sandbox has no product "${urlFriendly}".`);
  return productDetailSchema.parse(reply.body);
}

import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { sandboxFixtures } from '../../data/sandboxFixtures';
import { createSandboxStore } from '../../store/createSandboxStore';
