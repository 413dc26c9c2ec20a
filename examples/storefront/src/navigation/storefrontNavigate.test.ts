import { describe, expect, it, vi } from 'vitest';
import { isOwnPage, storefrontNavigate } from './storefrontNavigate';

describe('storefrontNavigate', () => {
  it('routes this app’s pages through the router (search, product, listings, home)', () => {
    for (const href of ['/', '/busca?n=camiseta', '/vestido-midi/produto/', '/moda-feminina/c', '/aurora/m'])
      expect(isOwnPage(href), href).toBe(true);
  });

  it('leaves checkout, customer pages and other origins to a full page load', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const router = vi.fn();
    const navigate = storefrontNavigate(router);
    navigate('/checkout/identification');
    navigate('https://outra-loja.example/busca?n=x');
    navigate('/busca?n=vestido');
    expect(assign.mock.calls).toEqual([
      ['/checkout/identification'],
      ['https://outra-loja.example/busca?n=x'],
    ]);
    expect(router.mock.calls).toEqual([['/busca?n=vestido']]);
  });
});
