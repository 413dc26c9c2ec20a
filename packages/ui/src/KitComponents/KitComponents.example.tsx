import type { ProductDetail } from '@vitrine/core';
import { KitComponents } from './KitComponents';

/** A kit's components with the default heading, with another heading, and a compact layout from the parts. */
export function KitComponentsExample({ product }: { readonly product: ProductDetail }) {
  return (
    <>
      <KitComponents product={product} />
      <KitComponents product={product} title="O que vem no kit" quantity={(n) => `${n}×`} />
      <KitComponents.Root product={product} aria-label="Itens do kit">
        <KitComponents.List />
        <KitComponents.Status />
      </KitComponents.Root>
    </>
  );
}
