import { act, waitFor } from '@testing-library/react';
import type { Ga4EcommerceEvent, StorefrontEvent } from '@vitrine/core';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { cartSelectors } from './cart/cartSelectors';
import { sandboxDetail } from './testing/sandboxDetail';
import { skuChoicesOf } from './testing/skuChoicesOf';
import { useAlerts } from './useAlerts';
import { useCart } from './useCart';
import { useCartCount } from './useCartCount';
import { useSkuSelection } from './useSkuSelection';

const { simple, productWithVariations, percentDiscount } = sandboxFixtures;

/** Puts a product in the sandbox cart before the page loads, as an earlier visit would have. */
function prefill(store: SandboxStore, idProduct: number, idSku: number | null, quantity: number) {
  const reply = store.call('cart.add', { json: { idProduct, idSku, quantity, isRecurrent: false } });
  if (reply.status !== 200) throw new Error('The sandbox refused the prefilled cart line.');
}

function recordBus(bus: ReturnType<typeof createTestStorefront>['bus']) {
  const events: StorefrontEvent[] = [];
  bus.subscribe('*', (event) => events.push(event));
  return events;
}

describe('useCart', () => {
  it('given an empty sandbox cart, it loads, then shows no lines and a zero count', async () => {
    const { result } = renderHookWithStorefront(() => useCart());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.lines).toEqual([]);
    expect(result.current.count).toBe(0);
    expect(result.current.totals.total).toBe(0);
  });

  it('given an add, the product lands in the sandbox cart and the hook shows its line and count', async () => {
    const { result, store } = renderHookWithStorefront(() => useCart());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => {
      result.current.add({ idProduct: simple.idProduct, idSku: null, quantity: 2 });
    });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    expect(store.inspect.cartLines()).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(result.current.lines[0]?.name).toBe(simple.name);
    expect(result.current.count).toBe(2);
  });

  it('given a quantity change and then a remove, the sandbox cart follows each', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    const { result } = renderHookWithStorefront(() => useCart(), { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const idCartItem = result.current.lines[0]?.idCartItem ?? 0;
    act(() => {
      result.current.changeQuantity(idCartItem, '3');
    });
    expect(result.current.count).toBe(3);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(storefront.store.inspect.cartLines()[0]?.quantity).toBe(3);
    act(() => {
      result.current.remove(idCartItem);
    });
    expect(result.current.lines).toEqual([]);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(storefront.store.inspect.cartLines()).toEqual([]);
  });

  it("given a quantity change the server fails, the line keeps its quantity and shows the server's text", async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 2);
    storefront.store.faults.inject({
      operation: 'cart.changeQuantity',
      status: 500,
      message: 'Falha ao alterar a quantidade.',
      times: 1,
    });
    const { result } = renderHookWithStorefront(() => useCart(cartSelectors.lines), {
      store: storefront.store,
    });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const idCartItem = result.current.lines[0]?.idCartItem ?? 0;
    act(() => {
      result.current.changeQuantity(idCartItem, 5);
    });
    await waitFor(() => expect(result.current.lineErrors[idCartItem]).toBe('Falha ao alterar a quantidade.'));
    expect(result.current.lines[0]?.quantity).toBe(2);
    expect(storefront.store.inspect.cartLines()[0]?.quantity).toBe(2);
  });

  it('given awaited actions, they resolve with the confirmed cart, or reject with the StoreApiError the line shows', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    const { result } = renderHookWithStorefront(() => useCart(), { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const idCartItem = result.current.lines[0]?.idCartItem ?? 0;
    let confirmed: Awaited<ReturnType<typeof result.current.changeQuantity>> | undefined;
    await act(async () => {
      confirmed = await result.current.changeQuantity(idCartItem, 3);
    });
    expect(confirmed?.items[0]?.quantity).toBe(3);
    storefront.store.faults.inject({
      operation: 'cart.changeQuantity',
      status: 500,
      message: 'Falha ao alterar a quantidade.',
      times: 1,
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.changeQuantity(idCartItem, 4).catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ name: 'StoreApiError', message: 'Falha ao alterar a quantidade.' });
  });

  it('given an add the store fails with a 500, awaiting it rejects with a StoreApiError and the cart is unchanged', async () => {
    const storefront = createTestStorefront();
    const { result } = renderHookWithStorefront(() => useCart(), { store: storefront.store });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    storefront.store.faults.inject({ operation: 'cart.add', status: 500, times: 1 });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .add({ idProduct: simple.idProduct, idSku: null, quantity: 1 })
        .catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ name: 'StoreApiError' });
    expect(result.current.lines).toEqual([]);
    let unknown: unknown;
    await act(async () => {
      unknown = await result.current
        .add({ idProduct: 999_999, idSku: null, quantity: 1 })
        .catch((error) => error);
    });
    expect(unknown).toMatchObject({ name: 'StoreApiError', message: 'Produto 999999 não encontrado.' });
    let added: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      added = await result.current.add({ idProduct: simple.idProduct, idSku: null, quantity: 1 });
    });
    expect(added?.items).toEqual([expect.objectContaining({ idProduct: simple.idProduct, quantity: 1 })]);
  });

  it('given two cart widgets on one page, they share one actor: one cart read on mount and the same lines', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    storefront.store.inspect.clearRequests();
    const { result } = renderHookWithStorefront(() => ({ preview: useCart(), badge: useCartCount() }), {
      store: storefront.store,
    });
    await waitFor(() => expect(result.current.badge.count).toBe(1));
    expect(storefront.requests('cart.get')).toHaveLength(1);
    expect(storefront.requests('cart.count')).toHaveLength(1);
    act(() => {
      result.current.preview.add({ idProduct: simple.idProduct, idSku: null, quantity: 1 });
    });
    await waitFor(() => expect(result.current.badge.count).toBe(2));
    expect(result.current.preview.lines[0]?.quantity).toBe(2);
  });

  /** A cart holding one unit, its badge (every count it showed, in order), the cart and the alerts. */
  async function badgeOverOneUnit() {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    const seen: (number | undefined)[] = [];
    const { result } = renderHookWithStorefront(
      () => {
        const badge = useCartCount();
        if (seen.at(-1) !== badge.count) seen.push(badge.count);
        return { badge, preview: useCart(), alerts: useAlerts() };
      },
      { store: storefront.store },
    );
    await waitFor(() => expect(result.current.badge.count).toBe(1));
    return { storefront, result, shown: () => seen.filter((count) => count !== undefined) };
  }

  it('given an add, the badge counts it the moment it is asked for; the lines wait for the store, and the count never jumps twice', async () => {
    const { storefront, result, shown } = await badgeOverOneUnit();
    storefront.store.faults.setLatency(150);
    act(() => {
      result.current.preview.add({ idProduct: simple.idProduct, idSku: null, quantity: 2 });
    });
    // Before the store answered: the badge shows the add, the line still holds what the store confirmed.
    expect(result.current.badge.count).toBe(3);
    expect(result.current.preview.lines[0]?.quantity).toBe(1);
    expect(result.current.preview.pendingAddUnits).toBe(2);
    await waitFor(() => expect(result.current.preview.lines[0]?.quantity).toBe(3));
    expect(result.current.preview.pendingAddUnits).toBe(0);
    expect(result.current.badge.count).toBe(3);
    expect(shown()).toEqual([1, 3]);
  });

  it('given an add the store refuses, the badge counts it while it is asked for, then goes back with the error shown', async () => {
    const { storefront, result, shown } = await badgeOverOneUnit();
    storefront.store.faults.inject({
      operation: 'cart.add',
      status: 400,
      message: 'Produto indisponível.',
      times: 1,
    });
    act(() => {
      result.current.preview.add({ idProduct: simple.idProduct, idSku: null, quantity: 1 });
    });
    expect(result.current.badge.count).toBe(2);
    await waitFor(() =>
      expect(result.current.alerts.alerts.map((alert) => alert.title)).toContain('Produto indisponível.'),
    );
    await waitFor(() => expect(result.current.preview.busy).toBe(false));
    expect(result.current.badge.count).toBe(1);
    expect(storefront.store.inspect.cartLines()).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(shown()).toEqual([1, 2, 1]);
  });

  it('given a buy button elsewhere on the page, its cart.add request is performed, announced and its alert shown', async () => {
    const storefront = createTestStorefront();
    const events = recordBus(storefront.bus);
    const product = sandboxDetail(storefront.store, productWithVariations.urlFriendly);
    const { result } = renderHookWithStorefront(
      () => ({ sku: useSkuSelection(product), count: useCartCount(), alerts: useAlerts() }),
      { store: storefront.store, providerProps: { bus: storefront.bus } },
    );
    await waitFor(() => expect(result.current.count.isLoading).toBe(false));
    for (const [idReference, idVariation] of skuChoicesOf(product, productWithVariations.inStockSku)) {
      act(() => result.current.sku.selectVariation(idReference, idVariation));
    }
    act(() => result.current.sku.buy());
    await waitFor(() => expect(result.current.count.count).toBe(1));
    expect(storefront.store.inspect.cartLines()).toEqual([
      expect.objectContaining({ idSku: productWithVariations.inStockSku, quantity: 1 }),
    ]);
    expect(result.current.alerts.alerts.map((alert) => alert.title)).toContain('Adicionado ao Carrinho!');
    expect(events.filter((event) => event.type === 'cart.add')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'cart.changed')).toEqual([
      { type: 'cart.changed', count: 1 },
    ]);
  });

  it('given a buy-together or one-click request on the bus, the cart performs it', async () => {
    const onNavigate = vi.fn();
    const { result, bus, store } = renderHookWithStorefront(() => useCart(cartSelectors.all, { onNavigate }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() =>
      bus.publish({
        type: 'cart.addMassive',
        items: [
          { idProduct: simple.idProduct, idSku: null, quantity: 1 },
          { idProduct: percentDiscount.idProduct, idSku: percentDiscount.idSku, quantity: 1 },
        ],
      }),
    );
    await waitFor(() => expect(result.current.lines).toHaveLength(2));
    expect(store.inspect.cartLines()).toHaveLength(2);
    act(() =>
      bus.publish({
        type: 'cart.buyNow',
        idProduct: simple.idProduct,
        idSku: null,
        quantity: 1,
        redirect: 'immediate',
      }),
    );
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/checkout/payment'));
  });

  it('given another widget removed a line or changed the cart, the cart reloads from the server', async () => {
    const { result, bus, store } = renderHookWithStorefront(() => useCartCount());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    prefill(store, simple.idProduct, null, 4);
    act(() => bus.publish({ type: 'cart.changed' }));
    await waitFor(() => expect(result.current.count).toBe(4));
    store.call('cart.clean');
    act(() => bus.publish({ type: 'cart.removed' }));
    await waitFor(() => expect(result.current.count).toBe(0));
  });

  it('given an add, add_to_cart carries the line’s name and price; opening the cart sends view_cart', async () => {
    const pushed: Ga4EcommerceEvent[] = [];
    const { result } = renderHookWithStorefront(() => useCart(), {
      providerProps: { analytics: { ecommerce: (event) => pushed.push(event) } },
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => {
      result.current.add({ idProduct: simple.idProduct, idSku: null, quantity: 2 });
    });
    await waitFor(() => expect(pushed.map((event) => event.event)).toEqual(['add_to_cart']));
    const line = result.current.lines[0];
    expect(pushed[0]?.ecommerce).toMatchObject({
      currency: 'BRL',
      items: [
        { item_id: String(simple.idProduct), item_name: line?.originalName || simple.name, quantity: 2 },
      ],
    });
    act(() => {
      result.current.view();
    });
    await waitFor(() => expect(pushed.map((event) => event.event)).toEqual(['add_to_cart', 'view_cart']));
  });

  it('given a checkout that passes the limits, it goes to identification through onNavigate and the bus', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    const events = recordBus(storefront.bus);
    const onNavigate = vi.fn();
    const { result } = renderHookWithStorefront(() => useCart(cartSelectors.checkout, { onNavigate }), {
      store: storefront.store,
      providerProps: { bus: storefront.bus },
    });
    await waitFor(() => expect(result.current.isEmpty).toBe(false));
    act(() => {
      result.current.checkout();
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/checkout/identification'));
    expect(events).toContainEqual({ type: 'navigate', href: '/checkout/identification' });
  });

  it('given an exhausted line, checkout is blocked with the modal, and deleting the exhausted lines empties it', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    prefill(storefront.store, percentDiscount.idProduct, percentDiscount.idSku, 1);
    storefront.store.setExhausted(simple.idProduct, true);
    const { result } = renderHookWithStorefront(() => useCart(), { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(2));
    act(() => {
      result.current.checkout();
    });
    expect(result.current.checkoutError).toBe('Ops.. Exclua os produtos esgotados do carrinho.');
    expect(result.current.exhaustedModal?.title).toBe('Ops... existe 1 produto esgotado no seu carrinho');
    expect(result.current.exhaustedModal?.lines.map((line) => line.idProduct)).toEqual([simple.idProduct]);
    act(() => {
      result.current.removeExhausted();
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.exhaustedModal).toBeUndefined();
    expect(storefront.store.inspect.cartLines().map((line) => line.idProduct)).toEqual([
      percentDiscount.idProduct,
    ]);
  });

  it('given a postal code typed to 9 characters, options are quoted, and choosing one adds it to the total', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 1);
    const { result } = renderHookWithStorefront(() => useCart(), { store: storefront.store });
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    act(() => {
      result.current.setCep('01310');
    });
    expect(result.current.freight.cep).toBe('01310');
    expect(result.current.freight.isCalculating).toBe(false);
    act(() => {
      result.current.setCep(sandboxFixtures.cep.saoPaulo);
    });
    await waitFor(() => expect(result.current.freight.options.length).toBeGreaterThan(0));
    const option = result.current.freight.options.find((candidate) => candidate.valueShipping > 0);
    if (!option) throw new Error('The sandbox quotes a paid freight option for São Paulo.');
    const before = result.current.totals.total;
    act(() => {
      result.current.selectFreight(option.shippingMode.idShippingMode);
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.freight.selected?.shippingMode.idShippingMode).toBe(
      option.shippingMode.idShippingMode,
    );
    expect(result.current.totals.total).toBeCloseTo(before + option.valueShipping, 2);
  });

  it('given an empty postal code submitted, it asks for one', async () => {
    const { result } = renderHookWithStorefront(() => useCart(cartSelectors.freight));
    act(() => {
      result.current.calculateFreight();
    });
    expect(result.current.freight.cepError).toBe('Por favor, insira um cep.');
  });

  it('given texts replaced through the provider, the cart flow uses them', async () => {
    const { result } = renderHookWithStorefront(() => useCart(cartSelectors.freight), {
      providerProps: { messages: { cart: { cepRequired: 'Informe o CEP.' } } },
    });
    act(() => {
      result.current.calculateFreight();
    });
    expect(result.current.freight.cepError).toBe('Informe o CEP.');
  });
});

describe('useCartCount', () => {
  it('given the cart timer expired on the server, the count drops and the timer-expiry message shows', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store, simple.idProduct, null, 2);
    const { result } = renderHookWithStorefront(() => useCartCount(), { store: storefront.store });
    await waitFor(() => expect(result.current.count).toBe(2));
    storefront.store.expireCart();
    act(() => {
      result.current.view();
    });
    await waitFor(() => expect(result.current.count).toBe(0));
    expect(result.current.timerExpiredMessage).toBe(
      `O TEMPO EXPIROU E ${simple.name} foi removido do carrinho`,
    );
  });

  it('given the cart read fails, the count is unknown (never a made-up 0) and stops loading, without an alert', async () => {
    const storefront = createTestStorefront();
    storefront.store.faults.inject({ operation: 'cart.get', status: 500, message: 'Erro.', times: 10 });
    const { result } = renderHookWithStorefront(() => useCartCount(), { store: storefront.store });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ count: undefined, countKnown: false });
  });

  it('given the first read fails once, the retry reads the cart and the count becomes known', async () => {
    const storefront = createTestStorefront();
    storefront.store.faults.inject({ operation: 'cart.get', status: 500, message: 'Erro.', times: 1 });
    const { result } = renderHookWithStorefront(() => useCartCount(), { store: storefront.store });
    await waitFor(() => expect(result.current.countKnown).toBe(false));
    await waitFor(() => expect(result.current).toMatchObject({ count: 0, countKnown: true }), {
      timeout: 3000,
    });
  });
});
