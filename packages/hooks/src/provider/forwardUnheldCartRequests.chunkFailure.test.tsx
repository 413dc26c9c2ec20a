import { act, render, waitFor } from '@testing-library/react';
import type { StorefrontEvent } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { createTestStorefront } from '../testing';

// The cart flow's chunk fails to load, as after a deploy that removed it or on a dropped connection.
vi.mock('../flows/cart/cartFlowActor', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('StorefrontProvider: the cart flow chunk fails to load', () => {
  it('says the add failed with the pt-BR text, sends nothing, and tries again on the next request', async () => {
    const storefront = createTestStorefront();
    const alerts: StorefrontEvent[] = [];
    storefront.bus.subscribe('alert', (event) => alerts.push(event));
    render(<p>Sem carrinho na página</p>, { wrapper: storefront.wrapper });
    const add = () =>
      storefront.bus.publish({
        type: 'cart.add',
        idProduct: sandboxFixtures.simple.idProduct,
        idSku: null,
        quantity: 1,
      });

    act(add);
    await waitFor(() =>
      expect(alerts).toEqual([{ type: 'alert', kind: 'error', title: 'Erro ao adicionar ao Carrinho!' }]),
    );
    act(add);
    await waitFor(() => expect(alerts).toHaveLength(2));

    expect(storefront.requests('cart.add')).toHaveLength(0);
  });
});
