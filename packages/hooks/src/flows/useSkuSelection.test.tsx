import { act, waitFor } from '@testing-library/react';
import type { StorefrontEvent } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { sandboxDetail } from './testing/sandboxDetail';
import { skuChoicesOf } from './testing/skuChoicesOf';
import { useAlertMe } from './useAlertMe';
import { useAlerts } from './useAlerts';
import { useQuote } from './useQuote';
import { useSkuSelection } from './useSkuSelection';

const { productWithVariations, priceOnRequest } = sandboxFixtures;

function recordBus(bus: ReturnType<typeof createTestStorefront>['bus']) {
  const events: StorefrontEvent[] = [];
  bus.subscribe('*', (event) => events.push(event));
  return events;
}

describe('useSkuSelection', () => {
  it('given an in-stock SKU, buying publishes cart.add with the product, the SKU and the quantity', () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, productWithVariations.urlFriendly);
    const events = recordBus(storefront.bus);
    const { result } = renderHookWithStorefront(() => useSkuSelection(product), {
      store: storefront.store,
      providerProps: { bus: storefront.bus },
    });
    for (const [idReference, idVariation] of skuChoicesOf(product, productWithVariations.inStockSku)) {
      act(() => result.current.selectVariation(idReference, idVariation));
    }
    expect(result.current.area).toBe('purchasable');
    act(() => result.current.increment());
    act(() => result.current.buy());
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      {
        type: 'cart.add',
        idProduct: product.idProduct,
        idSku: productWithVariations.inStockSku,
        quantity: 2,
      },
    ]);
  });

  it('given a sold-out SKU, notify opens the page’s back-in-stock form with that product', () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, productWithVariations.urlFriendly);
    const { result } = renderHookWithStorefront(
      () => ({ sku: useSkuSelection(product), alertMe: useAlertMe() }),
      { store: storefront.store },
    );
    for (const [idReference, idVariation] of skuChoicesOf(product, productWithVariations.outOfStockSku)) {
      act(() => result.current.sku.selectVariation(idReference, idVariation));
    }
    expect(result.current.sku.area).toBe('soldOut');
    act(() => result.current.sku.notify());
    expect(result.current.alertMe.isOpen).toBe(true);
    expect(result.current.alertMe.product).toMatchObject({
      idProduct: product.idProduct,
      idSku: productWithVariations.outOfStockSku,
    });
  });

  it('given more units typed than the stock, the quantity is capped and the stock alert reaches useAlerts', async () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, productWithVariations.urlFriendly);
    const { result } = renderHookWithStorefront(
      () => ({ sku: useSkuSelection(product, { context: 'card' }), alerts: useAlerts() }),
      { store: storefront.store },
    );
    for (const [idReference, idVariation] of skuChoicesOf(product, productWithVariations.inStockSku)) {
      act(() => result.current.sku.selectVariation(idReference, idVariation));
    }
    const stock = result.current.sku.stock as number;
    await waitFor(() => expect(result.current.alerts).toBeDefined());
    act(() => result.current.sku.setQuantity(stock + 5));
    expect(result.current.sku.quantity).toBe(stock);
    expect(result.current.alerts.alerts.map((alert) => alert.title)).toEqual([
      `Temos apenas ${stock} em estoque.`,
    ]);
  });

  it('given a price-on-request product, the budget button opens the page’s quote form', () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, priceOnRequest.urlFriendly);
    const { result } = renderHookWithStorefront(
      () => ({ sku: useSkuSelection(product), quote: useQuote() }),
      {
        store: storefront.store,
      },
    );
    expect(result.current.sku.area).toBe('quoteOnly');
    act(() => result.current.sku.quote());
    expect(result.current.quote.isOpen).toBe(true);
    expect(result.current.quote.products.map((p) => p.idProduct)).toEqual([product.idProduct]);
  });
});
