import { act, waitFor } from '@testing-library/react';
import type { Product } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { useShowcase } from '../catalogue/useShowcase';
import { renderHookWithStorefront } from '../testing';
import { recordingSink } from './testing/recordingSink';
import { useItemListTracking } from './useItemListTracking';

const showcaseList = { id: 'showcase', name: 'Vitrine' };

/** The price the shopper pays for one unit, as the card shows it. */
const charged = (product: Product) =>
  product.pricePromotion && product.pricePromotion > 0 && product.pricePromotion < product.price
    ? product.pricePromotion
    : product.price;

function useTrackedShowcase(quantity: number) {
  const showcase = useShowcase(quantity);
  return { products: showcase.data, ...useItemListTracking(showcaseList, showcase.data) };
}

describe('useItemListTracking', () => {
  it("given the home showcase loaded from the store, it sends one view_item_list with the list's products in order", async () => {
    const analytics = recordingSink();
    const { result } = renderHookWithStorefront(() => useTrackedShowcase(4), {
      providerProps: { analytics },
    });
    expect(analytics.ecommerceEvents).toEqual([]);

    await waitFor(() => expect(analytics.ecommerceEvents).toHaveLength(1));
    const products = result.current.products ?? [];
    expect(products).toHaveLength(4);
    const event = analytics.ecommerceEvents[0];
    expect(event?.event).toBe('view_item_list');
    expect(event?.ecommerce).toMatchObject({
      currency: 'BRL',
      item_list_id: 'showcase',
      item_list_name: 'Vitrine',
    });
    expect(event?.ecommerce.items).toEqual(
      products.map((product, index) =>
        expect.objectContaining({
          item_id: String(product.idProduct),
          price: charged(product),
          index,
          item_list_id: 'showcase',
          item_list_name: 'Vitrine',
        }),
      ),
    );
  });

  it('given a card clicked, it sends select_item for that product at its position', async () => {
    const analytics = recordingSink();
    const { result } = renderHookWithStorefront(() => useTrackedShowcase(4), {
      providerProps: { analytics },
    });
    await waitFor(() => expect(result.current.products).toBeDefined());
    const clicked = result.current.products?.[2];
    if (!clicked) throw new Error('The sandbox showcase needs at least 3 products.');

    act(() => result.current.selectItem(clicked, 2));

    const event = analytics.ecommerceEvents.at(-1);
    expect(event?.event).toBe('select_item');
    expect(event?.ecommerce).toMatchObject({
      currency: 'BRL',
      value: charged(clicked),
      item_list_id: 'showcase',
    });
    expect(event?.ecommerce.items).toMatchObject([
      { item_id: String(clicked.idProduct), index: 2, price: charged(clicked), item_list_name: 'Vitrine' },
    ]);
  });

  it('given re-renders with the same ids, nothing is resent; other ids or another list are sent again', async () => {
    const analytics = recordingSink();
    const { result } = renderHookWithStorefront(() => useShowcase(6), { providerProps: { analytics } });
    await waitFor(() => expect(result.current.data).toHaveLength(6));
    const products = result.current.data ?? [];
    const tracked = renderHookWithStorefront(
      ({ list, items }: { list: { id: string; name: string }; items: readonly Product[] }) =>
        useItemListTracking(list, items),
      { initialProps: { list: showcaseList, items: products.slice(0, 3) }, providerProps: { analytics } },
    );

    tracked.rerender({ list: showcaseList, items: products.slice(0, 3) });
    tracked.rerender({ list: { ...showcaseList }, items: [...products.slice(0, 3)] });
    expect(analytics.ecommerceEvents).toHaveLength(1);

    tracked.rerender({ list: showcaseList, items: products });
    tracked.rerender({ list: { id: 'search', name: 'Busca' }, items: products });
    expect(analytics.ecommerceEvents.map((event) => event.ecommerce.items.length)).toEqual([3, 6, 6]);
    expect(analytics.ecommerceEvents[2]?.ecommerce.item_list_id).toBe('search');
  });

  it('given an empty or not yet loaded list, nothing is sent', () => {
    const analytics = recordingSink();
    const { rerender } = renderHookWithStorefront(
      (items: readonly Product[] | undefined) => useItemListTracking(showcaseList, items),
      { initialProps: undefined, providerProps: { analytics } },
    );
    rerender([]);
    expect(analytics.ecommerceEvents).toEqual([]);
  });
});
