import { waitFor } from '@testing-library/react';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useProductFreights } from './useProductFreights';

const { simple } = sandboxFixtures;

describe('useProductFreights', () => {
  it("given a masked CEP, the store quotes the product's options, asked once", async () => {
    const { result, requests } = renderHookWithStorefront(() =>
      useProductFreights({ cep: '01310-100', idProduct: simple.idProduct, idSku: simple.idSku, quantity: 2 }),
    );
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(requests('cart.productFreights')).toHaveLength(1);
  });

  it('given null, it asks nothing', async () => {
    const { result, requests } = renderHookWithStorefront(() => useProductFreights(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(requests('cart.productFreights')).toHaveLength(0);
  });
});
