import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SkuSelectionProduct, type StorefrontEvent, skuSelectionMachine } from '@vitrine/core';
import { createSeedData, sandboxFixtures } from '@vitrine/sandbox';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { sandboxDetail } from './testing/sandboxDetail';
import { skuChoicesOf } from './testing/skuChoicesOf';
import { useAlertMe } from './useAlertMe';
import { useAlerts } from './useAlerts';
import { useQuote } from './useQuote';
import { useServerSkuSelection, useSkuSelection } from './useSkuSelection';

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

afterEach(() => {
  vi.restoreAllMocks();
});

/** A card's picker: the variation buttons and the buy button, as a card renders them. */
function Card({
  product,
  useSelection = useSkuSelection,
  inCart,
}: {
  product: SkuSelectionProduct;
  useSelection?: typeof useSkuSelection;
  inCart?: number;
}) {
  const sku = useSelection(product, { context: 'card', inCart });
  return (
    <article aria-label={`${product.name} ${product.idProduct}`} data-area={sku.area}>
      {sku.variations.map((reference) =>
        reference.variations.map((variation) => (
          <button
            key={`${reference.idReference}-${variation.idVariation}`}
            type="button"
            aria-pressed={variation.chosen}
            data-variation={`${reference.idReference}-${variation.idVariation}`}
            onClick={() => sku.selectVariation(reference.idReference, variation.idVariation)}
          >
            {variation.idVariation}
          </button>
        )),
      )}
      <output>{sku.quantity}</output>
      <button type="button" onClick={sku.buy}>
        Comprar
      </button>
    </article>
  );
}

/** The variation button `[idReference, idVariation]` of a rendered card. */
const variationButton = (card: HTMLElement, [idReference, idVariation]: [number, number]) =>
  card.querySelector(`[data-variation="${idReference}-${idVariation}"]`) as HTMLButtonElement;

describe('useSkuSelection in the browser: the actor waits for the first command', () => {
  it('mounts 50 cards without creating an actor; the first presses create one, and its cart.add has the chosen SKU', async () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, productWithVariations.urlFriendly);
    const events = recordBus(storefront.bus);
    // Every actor of the machine reads its starting snapshot from it (core's `initialSkuSelection` does not).
    const actorsCreated = vi.spyOn(skuSelectionMachine, 'getInitialSnapshot');
    const Wrapper = storefront.wrapper;
    const cards = Array.from({ length: 50 }, (_, index) => ({ ...product, idProduct: 1000 + index }));
    render(
      <Wrapper>
        {cards.map((card) => (
          <Card key={card.idProduct} product={card} />
        ))}
      </Wrapper>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(actorsCreated).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const card = screen.getByRole('article', { name: `${product.name} 1007` });
    const choices = skuChoicesOf(product, productWithVariations.inStockSku);
    for (const choice of choices) await user.click(variationButton(card, choice));
    for (const choice of choices)
      expect(variationButton(card, choice)).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveAttribute('data-area', 'purchasable');
    await user.click(within(card).getByRole('button', { name: 'Comprar' }));
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      { type: 'cart.add', idProduct: 1007, idSku: productWithVariations.inStockSku, quantity: 1 },
    ]);
    expect(actorsCreated).toHaveBeenCalledTimes(1);
  });

  it('follows the cart before the actor exists: a first buy beyond the stock left is refused with the stock alert', async () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, productWithVariations.urlFriendly);
    const events = recordBus(storefront.bus);
    const { result, rerender } = renderHookWithStorefront(
      ({ inCart }: { inCart: number }) => useSkuSelection(product, { context: 'card', inCart }),
      { store: storefront.store, providerProps: { bus: storefront.bus }, initialProps: { inCart: 0 } },
    );
    const choices = skuChoicesOf(product, productWithVariations.inStockSku);
    // The chosen SKU's stock, read from a separate picker (this one must stay without its actor).
    const probe = createActor(skuSelectionMachine, { input: { product, context: 'card' } }).start();
    for (const [idReference, idVariation] of choices)
      probe.send({ type: 'variation.select', idReference, idVariation });
    const stock = probe.getSnapshot().context.stock as number;
    expect(stock).toBeGreaterThan(0);

    rerender({ inCart: stock });
    expect(result.current.inCart).toBe(stock);
    for (const [idReference, idVariation] of choices)
      act(() => result.current.selectVariation(idReference, idVariation));
    act(() => result.current.buy());
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([]);
    expect(events.filter((event) => event.type === 'alert').map((event) => event.title)).toEqual([
      `Temos apenas ${stock} itens em estoque, e já existem ${stock} unidades deste produto no carrinho.`,
    ]);
    // And once the actor exists, the cart is still followed.
    rerender({ inCart: 0 });
    expect(result.current.inCart).toBe(0);
    act(() => result.current.buy());
    expect(events.filter((event) => event.type === 'cart.add')).toHaveLength(1);
  });

  it('shows, before any command, the state the actor starts in, for every product of the catalogue', () => {
    const storefront = createTestStorefront();
    const products = createSeedData().products.map((seed) =>
      sandboxDetail(storefront.store, seed.urlFriendly),
    );
    expect(products.length).toBeGreaterThan(20);
    for (const product of products)
      for (const context of ['card', 'detail'] as const)
        for (const inCart of [0, 2]) {
          const { result, unmount } = renderHookWithStorefront(
            () => useSkuSelection(product, { context, inCart }),
            { store: storefront.store },
          );
          const shown = Object.fromEntries(
            Object.entries(result.current).filter(([, value]) => typeof value !== 'function'),
          );
          unmount();
          const snapshot = createActor(skuSelectionMachine, {
            input: { product, context, inCart },
          })
            .start()
            .getSnapshot();
          const { messages: _m, product: _p, skus: _s, references: _r, ...context_ } = snapshot.context;
          const value = snapshot.value as string;
          const area = value === 'leavingSoldOut' || value === 'evaluating' ? 'soldOut' : value;
          expect(shown, `${product.urlFriendly} ${context} ${inCart}`).toEqual({ ...context_, area });
        }
  });

  it('hydrates the server’s HTML without a mismatch, then the first press works', async () => {
    const storefront = createTestStorefront();
    const product = sandboxDetail(storefront.store, productWithVariations.urlFriendly);
    const events = recordBus(storefront.bus);
    const html = renderToString(
      <StorefrontProvider client={storefront.client}>
        <Card product={product} useSelection={useServerSkuSelection} />
      </StorefrontProvider>,
    );
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const article = container.querySelector('article');
    const Wrapper = storefront.wrapper;
    await act(async () => {
      hydrateRoot(
        container,
        <Wrapper>
          <Card product={product} />
        </Wrapper>,
        { onRecoverableError: recoverable },
      );
    });
    expect(container.querySelector('article')).toBe(article);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    const user = userEvent.setup();
    for (const choice of skuChoicesOf(product, productWithVariations.inStockSku))
      await user.click(variationButton(container, choice));
    await user.click(within(container).getByRole('button', { name: 'Comprar' }));
    expect(events.filter((event) => event.type === 'cart.add')).toEqual([
      {
        type: 'cart.add',
        idProduct: product.idProduct,
        idSku: productWithVariations.inStockSku,
        quantity: 1,
      },
    ]);
    container.remove();
  });
});
