import { act, screen } from '@testing-library/react';
import { createTestStorefront, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { defineAllVitrineElements } from './defineAllVitrineElements';
import type { VitrineElements } from './defineVitrineElements';
import { vitrineElementDefinitions } from './definitions/index';

const { simple } = sandboxFixtures;

let current: VitrineElements | undefined;

afterEach(async () => {
  await act(async () => current?.destroy());
  current = undefined;
  document.body.replaceChildren();
});

describe('defineAllVitrineElements', () => {
  it('registers every element of the kit; a product detail resolves product-url and its buy button reaches the cart count', async () => {
    const { requests } = createTestStorefront();
    current = defineAllVitrineElements({ apiUrl: SANDBOX_BASE_URL });
    for (const { tag } of vitrineElementDefinitions) expect(customElements.get(tag), tag).toBeDefined();
    await act(async () => {
      document.body.innerHTML = `<header><vitrine-cart-count></vitrine-cart-count></header>
        <main><vitrine-product-detail product-url="${simple.urlFriendly}"></vitrine-product-detail></main>`;
    });
    expect(await screen.findByRole('heading', { name: simple.name }, { timeout: 3000 })).toBeInTheDocument();
    await screen.findByRole('button', { name: '0 itens no carrinho' });
    const buy = screen.getByRole('button', { name: 'Adicionar ao Carrinho' });
    await act(async () => buy.click());
    expect(
      await screen.findByRole('button', { name: '1 item no carrinho' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(requests('cart.add')).toHaveLength(1);
  });
});
