import { act } from '@testing-library/react';
import type { StorefrontEventOf } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { sandboxDetail } from './testing/sandboxDetail';
import { skuChoicesOf } from './testing/skuChoicesOf';
import { useAlerts } from './useAlerts';
import { useBuyTogether } from './useBuyTogether';
import { useQuote } from './useQuote';

function setup() {
  const storefront = createTestStorefront();
  const product = sandboxDetail(storefront.store, sandboxFixtures.buyTogether.urlFriendly);
  const adds: StorefrontEventOf<'cart.addMassive'>[] = [];
  storefront.bus.subscribe('cart.addMassive', (event) => adds.push(event));
  const rendered = renderHookWithStorefront(
    () => ({ bundle: useBuyTogether(product), alerts: useAlerts(), quote: useQuote() }),
    { store: storefront.store, providerProps: { bus: storefront.bus } },
  );
  return { ...rendered, product, adds };
}

/** Chooses an in-stock SKU of the first offered item that has one, as the shopper would, and returns that item. */
function readyItem(result: ReturnType<typeof setup>['result']) {
  const offered = result.current.bundle.items.find(
    (item) => !item.isMain && item.skus.some((sku) => sku.stock > 0),
  );
  if (!offered) return undefined;
  const sku = offered.skus.find((candidate) => candidate.stock > 0);
  if (sku && offered.resolution !== 'no-variations') {
    for (const [idReference, idVariation] of skuChoicesOf(offered.product, sku.idSku)) {
      act(() => result.current.bundle.selectVariation(offered.product.idProduct, idReference, idVariation));
    }
  }
  return result.current.bundle.items.find((item) => item.product.idProduct === offered.product.idProduct);
}

describe('useBuyTogether', () => {
  it('given the page product alone, buying is refused with the spec’s alert and nothing is published', () => {
    const { result, adds } = setup();
    act(() => result.current.bundle.buy());
    expect(adds).toEqual([]);
    expect(result.current.alerts.alerts).toHaveLength(1);
    expect(result.current.alerts.alerts[0]?.kind).toBe('error');
  });

  it('given an offered item added, the totals grow and buying publishes cart.addMassive for the cart flow', () => {
    const { result, adds } = setup();
    const main = result.current.bundle.items.find((item) => item.isMain);
    const offered = readyItem(result);
    if (!main || !offered) throw new Error('The sandbox buy-together fixture needs a ready offered item.');
    const before = result.current.bundle.totals.total;
    act(() => result.current.bundle.add(offered.product.idProduct));
    expect(result.current.bundle.totals.total).toBeGreaterThan(before);
    act(() => result.current.bundle.buy());
    expect(adds).toEqual([
      {
        type: 'cart.addMassive',
        items: [
          { idProduct: main.product.idProduct, idSku: main.idSku, quantity: 1 },
          { idProduct: offered.product.idProduct, idSku: offered.idSku, quantity: 1 },
        ],
      },
    ]);
  });

  it('given a valid bundle, the quote opens the page’s quote form with every selected product', () => {
    const { result } = setup();
    const offered = readyItem(result);
    if (!offered) throw new Error('The sandbox buy-together fixture needs a ready offered item.');
    act(() => result.current.bundle.add(offered.product.idProduct));
    act(() => result.current.bundle.quote());
    expect(result.current.quote.isOpen).toBe(true);
    expect(result.current.quote.products).toHaveLength(2);
  });
});
