import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import type { SandboxStore } from '@vitrine/sandbox';

/** A sandbox product detail parsed as the client hands it out (test-only). */
export function sandboxDetail(store: SandboxStore, urlFriendly: string): ProductDetail {
  const reply = store.call('catalogue.productDetail', { params: { urlFriendly } });
  if (reply.status !== 200) throw new Error(`The sandbox has no product "${urlFriendly}".`);
  return productDetailSchema.parse(reply.body);
}
