import { act, screen, waitFor } from '@testing-library/react';
import type { Product } from '@vitrine/core';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { useShowcase } from '../catalogue/useShowcase';
import { renderWithStorefront } from '../testing';
import { cartSelectors } from './cart/cartSelectors';
import { useCart } from './useCart';
import { useCartCount } from './useCartCount';
import { useSkuSelection } from './useSkuSelection';

/**
 * Render isolation benchmark (issue 6, Performance): React Profiler commits per component, counted while a
 * shopper adds a product from a grid card. Counts, not timings.
 */
const commits = new Map<string, number>();
const onRender: ProfilerOnRenderCallback = (id) => {
  commits.set(id, (commits.get(id) ?? 0) + 1);
};
const measured = (id: string) => commits.get(id) ?? 0;

function CartBadge() {
  const { count } = useCartCount();
  return <output aria-label="Itens no carrinho">{count}</output>;
}

function CartLines() {
  const { lines, isLoading } = useCart(cartSelectors.lines);
  if (isLoading) return <p>Carregando</p>;
  return (
    <ul aria-label="Carrinho">
      {lines.map((line) => (
        <li key={line.idCartItem}>
          {line.name} × {line.quantity}
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product }: { readonly product: Product }) {
  const sku = useSkuSelection(product, { context: 'card' });
  return (
    <li>
      {product.name}
      {sku.area === 'purchasable' ? (
        <button type="button" data-card={`card-${product.idProduct}`} onClick={sku.buy}>
          Comprar {product.name}
        </button>
      ) : null}
    </li>
  );
}

function ProductGrid() {
  const { data: products = [] } = useShowcase(12);
  return (
    <ul aria-label="Vitrine">
      {products.map((product) => (
        <Profiler key={product.idProduct} id={`card-${product.idProduct}`} onRender={onRender}>
          <ProductCard product={product} />
        </Profiler>
      ))}
    </ul>
  );
}

function Page() {
  return (
    <>
      <Profiler id="CartBadge" onRender={onRender}>
        <CartBadge />
      </Profiler>
      <Profiler id="CartLines" onRender={onRender}>
        <CartLines />
      </Profiler>
      <Profiler id="ProductGrid" onRender={onRender}>
        <ProductGrid />
      </Profiler>
    </>
  );
}

describe('useCart render isolation', () => {
  it('given a product added from a grid card, the cart widgets re-render, the clicked card once, the other cards not', async () => {
    const { user } = renderWithStorefront(<Page />);
    const buttons = await screen.findAllByRole('button', { name: /^Comprar / });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Carrinho' })).toBeDefined());
    const first = buttons[0];
    if (!first) throw new Error('The sandbox showcase has a purchasable product.');
    const cardIds = [...commits.keys()].filter((id) => id.startsWith('card-'));
    act(() => commits.clear());

    await user.click(first);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Itens no carrinho' }).textContent).toBe('1'),
    );
    await waitFor(() => expect(screen.getByRole('list', { name: 'Carrinho' }).children).toHaveLength(1));

    const clickedCard = first.dataset.card;
    const otherCards = cardIds.filter((id) => id !== clickedCard);
    expect(otherCards.length).toBeGreaterThan(0);
    // Measured: one commit per cart widget for one add (the in-flight states are not selected by them).
    expect(measured('CartBadge')).toBe(1);
    expect(measured('CartLines')).toBe(1);
    expect(otherCards.map(measured)).toEqual(otherCards.map(() => 0));
    // The clicked card commits once: its first command creates its variation actor (none exists before, see
    // useSkuSelection); its picker state does not change on the buy. The grid commits that card alone.
    expect(measured(clickedCard ?? '')).toBe(1);
    expect(measured('ProductGrid')).toBe(1);
  });
});
