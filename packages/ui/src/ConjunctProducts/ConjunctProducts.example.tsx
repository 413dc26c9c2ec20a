import type { ProductDetail } from '@vitrine/core';
import { ConjunctProducts } from './ConjunctProducts';

/** The conjunct product's block, one with its own heading and button text, and a custom layout from the parts. */
export function ConjunctProductsExample({ product }: { readonly product: ProductDetail }) {
  return (
    <>
      <ConjunctProducts product={product} />
      <ConjunctProducts product={product} title="Escolha as peças" addToCart="Comprar as peças" />
      <ConjunctProducts.Root product={product} aria-label="Monte seu conjunto">
        <ConjunctProducts.List />
        <ConjunctProducts.Totals />
        <ConjunctProducts.AddToCart>Comprar os selecionados</ConjunctProducts.AddToCart>
      </ConjunctProducts.Root>
    </>
  );
}
