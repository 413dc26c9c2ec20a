import { act } from '@testing-library/react';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { sandboxDetail } from './testing/sandboxDetail';
import { useAlerts } from './useAlerts';
import { useConjunct } from './useConjunct';

describe('useConjunct', () => {
  it('given an item with stock ticked then unticked, the totals grow by its price and come back', () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, sandboxFixtures.conjunct.urlFriendly);
    const { result } = renderHookWithStorefront(() => useConjunct(product), { store: storefront.store });
    const item = result.current.items.find((entry) => entry.canTick);
    if (!item) throw new Error('The sandbox conjunct fixture needs an item with stock.');
    act(() => result.current.tick(item.product.idProduct));
    expect(result.current.totals.subTotal).toBe(item.price);
    expect(
      result.current.items.find((e) => e.product.idProduct === item.product.idProduct)?.ticked,
    ).toBeDefined();
    act(() => result.current.untick(item.product.idProduct));
    expect(result.current.totals).toEqual({ subTotal: 0, discount: 0, total: 0 });
  });

  it('given the sold-out component, ticking is refused with Esgotado on the alerts area', () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, sandboxFixtures.conjunct.urlFriendly);
    const soldOut = sandboxFixtures.conjunct.components.find((component) => component.stock === 0);
    if (!soldOut) throw new Error('The sandbox conjunct fixture needs a sold-out component.');
    const { result } = renderHookWithStorefront(() => ({ kit: useConjunct(product), alerts: useAlerts() }), {
      store: storefront.store,
    });
    act(() => result.current.kit.tick(soldOut.idProduct));
    expect(result.current.kit.totals.total).toBe(0);
    expect(result.current.alerts.alerts.map((a) => a.title)).toEqual(['Esgotado']);
  });
});
