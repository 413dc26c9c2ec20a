import type { ProductDetail } from '@vitrine/core';
import { BuyTogether } from './BuyTogether';

/** The detail page's block, one with 'Orçar' and the page's alerts only, and a custom card from the parts. */
export function BuyTogetherExample({ product }: { readonly product: ProductDetail }) {
  return (
    <>
      <BuyTogether product={product} />
      <BuyTogether product={product} showQuote showStatus={false} title="Leve também" />
      <BuyTogether.Root product={product} aria-label="Compre Junto">
        <BuyTogether.List />
        <BuyTogether.Totals />
        <BuyTogether.Buy>Comprar os selecionados</BuyTogether.Buy>
        <BuyTogether.Status />
      </BuyTogether.Root>
    </>
  );
}
