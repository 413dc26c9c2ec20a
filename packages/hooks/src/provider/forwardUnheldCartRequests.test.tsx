import { act, render, waitFor } from '@testing-library/react';
import type { StorefrontEvent } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { useCartCount } from '../flows/useCartCount';
import { createTestStorefront } from '../testing';
import { createStorefrontServices } from './createStorefrontServices';
import { StorefrontProvider } from './StorefrontProvider';

const { simple, productWithVariations } = sandboxFixtures;

function recordBus(bus: ReturnType<typeof createTestStorefront>['bus']): StorefrontEvent[] {
  const events: StorefrontEvent[] = [];
  bus.subscribe('*', (event) => events.push(event));
  return events;
}

function CartCount() {
  const count = useCartCount();
  return <output>{count.count ?? '…'}</output>;
}

describe('StorefrontProvider: cart requests with no cart hook mounted', () => {
  it('given a buy button on a page without a cart widget, the add still lands in the sandbox cart', async () => {
    const storefront = createTestStorefront();
    const events = recordBus(storefront.bus);
    render(<p>Sem carrinho na página</p>, { wrapper: storefront.wrapper });

    act(() =>
      storefront.bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 2 }),
    );

    await waitFor(() => expect(storefront.store.inspect.cartLines()).toHaveLength(1));
    expect(storefront.store.inspect.cartLines()[0]).toMatchObject({
      idProduct: simple.idProduct,
      quantity: 2,
    });
    await waitFor(() => expect(events).toContainEqual({ type: 'cart.changed', count: 2 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'success' }));
  });

  it('given several requests before the cart flow has loaded, each is performed once, in order', async () => {
    const storefront = createTestStorefront();
    render(<p>Sem carrinho na página</p>, { wrapper: storefront.wrapper });
    const idSku = productWithVariations.inStockSku;

    act(() => {
      storefront.bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
      storefront.bus.publish({
        type: 'cart.addMassive',
        items: [{ idProduct: productWithVariations.idProduct, idSku, quantity: 1 }],
      });
      storefront.bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    });

    await waitFor(() => expect(storefront.requests('cart.add')).toHaveLength(2));
    await waitFor(() => expect(storefront.requests('cart.get').length).toBeGreaterThan(1));
    expect(storefront.requests('cart.addMassive')).toHaveLength(1);
    const adds = storefront.store.inspect
      .requests()
      .filter((request) => request.operation === 'cart.add' || request.operation === 'cart.addMassive')
      .map((request) => request.operation);
    expect(adds).toEqual(['cart.add', 'cart.addMassive', 'cart.add']);
    await waitFor(() =>
      expect(storefront.store.inspect.cartLines().map((line) => [line.idProduct, line.quantity])).toEqual([
        [simple.idProduct, 2],
        [productWithVariations.idProduct, 1],
      ]),
    );
  });

  it('given a cart widget mounted, one request adds once: the provider leaves it to the widget', async () => {
    const storefront = createTestStorefront();
    const view = render(<CartCount />, { wrapper: storefront.wrapper });
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('0'));

    act(() =>
      storefront.bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 }),
    );

    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('1'));
    expect(storefront.requests('cart.add')).toHaveLength(1);
    expect(storefront.store.inspect.cartLines()[0]?.quantity).toBe(1);
  });

  it('given the provider unmounted while the cart flow loads, nothing is sent', async () => {
    const storefront = createTestStorefront();
    const view = render(<p>Sem carrinho</p>, { wrapper: storefront.wrapper });

    act(() =>
      storefront.bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 }),
    );
    view.unmount();
    await import('../flows/cart/cartFlowActor');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(storefront.requests('cart.add')).toHaveLength(0);
  });

  it('given two providers sharing one page’s services (islands), a request is performed once', async () => {
    const services = createStorefrontServices();
    const { bus } = services;
    const first = createTestStorefront({ providerProps: { services } });
    const second = createTestStorefront({ store: first.store, providerProps: { services } });
    const events = recordBus(bus);
    render(
      <>
        <first.wrapper>
          <p>Ilha 1</p>
        </first.wrapper>
        <second.wrapper>
          <p>Ilha 2</p>
        </second.wrapper>
      </>,
    );

    act(() => bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 }));

    await waitFor(() => expect(events).toContainEqual({ type: 'cart.changed', count: 1 }));
    expect(first.requests('cart.add')).toHaveLength(1);
    expect(first.store.inspect.cartLines()[0]?.quantity).toBe(1);
  });

  it('given the provider re-rendered with new props while the cart flow loads, the request still lands', async () => {
    const storefront = createTestStorefront();
    const events = recordBus(storefront.bus);
    const page = (device: 'mobile' | 'desktop') => (
      <StorefrontProvider client={storefront.client} bus={storefront.bus} config={{ device }}>
        <p>Sem carrinho</p>
      </StorefrontProvider>
    );
    const view = render(page('desktop'));

    act(() =>
      storefront.bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 }),
    );
    view.rerender(page('mobile'));

    await waitFor(() => expect(events).toContainEqual({ type: 'cart.changed', count: 1 }));
    expect(storefront.requests('cart.add')).toHaveLength(1);
  });
});
