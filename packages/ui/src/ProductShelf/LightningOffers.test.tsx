import { act, screen, waitFor, within } from '@testing-library/react';
import { createStoreClient, type Ga4EcommerceEvent, type Product, productSchema } from '@vitrine/core';
import type { AnalyticsSink } from '@vitrine/hooks';
import {
  createTestStorefront,
  expectNoAxeViolations,
  renderWithStorefront,
  SANDBOX_BASE_URL,
} from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LightningOfferCard, LightningOffers } from './LightningOffers';

const storeNow = new Date('2025-05-01T12:00:00Z');
const { lightningOffer, longName, simple } = sandboxFixtures;

function sandbox(): SandboxStore {
  return createSandboxStore({ now: () => storeNow });
}

function offersOf(store: SandboxStore): Product[] {
  return (store.call('catalogue.lightningOffers').body as unknown[]).map((raw) => productSchema.parse(raw));
}

function productOf(store: SandboxStore, urlFriendly: string): Product {
  return productSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

function recordingSink(): AnalyticsSink & { events: Ga4EcommerceEvent[] } {
  const events: Ga4EcommerceEvent[] = [];
  return { events, ecommerce: (event) => void events.push(event) };
}

/** An offer of `product` ending `hours` after the store's clock. */
const asOffer = (product: Product, hours: number, discount: Partial<Product> = {}): Product => ({
  ...product,
  offerStatus: 1,
  offerEndDate: new Date(storeNow.getTime() + hours * 3_600_000).toISOString(),
  ...discount,
});

const cardNamed = (name: string) => screen.getByRole('article', { name });

/** Waits for the cards' own reads of the cart (the page's cart flow), so none is cut off when the test ends. */
async function cartRead(store: SandboxStore) {
  const asked = () => store.inspect.requests().map((request) => request.operation);
  await waitFor(() =>
    expect(asked()).toEqual(
      expect.arrayContaining(['cart.get', 'preCheckout.getCep', 'preCheckout.getShipping']),
    ),
  );
}

beforeEach(() => {
  // Only the clock is frozen (at the store's): the countdowns read it, timers and the network run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: storeNow });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LightningOffers', () => {
  it("shows 'Ofertas Relâmpago': each offer flagged with its discount, its countdown and 'Visualizar'", async () => {
    const store = sandbox();
    const offers = offersOf(store);
    const { container } = renderWithStorefront(<LightningOffers />, { store });
    const shelf = screen.getByRole('region', { name: 'Ofertas Relâmpago' });
    await waitFor(() => expect(within(shelf).getAllByRole('listitem')).toHaveLength(offers.length));
    const offer = offers.find((product) => product.idProduct === lightningOffer.idProduct) as Product;
    const card = cardNamed(lightningOffer.name);
    // The seed's offers take 30 % off.
    expect(card.querySelector('.vt-lightning-offer__flag')).toHaveTextContent('Oferta relâmpago -30%');
    const hoursLeft = (Date.parse(offer.offerEndDate as string) - storeNow.getTime()) / 3_600_000;
    const days = Math.floor(hoursLeft / 24);
    const clock = `${String(hoursLeft % 24).padStart(2, '0')}:00:00`;
    expect(within(card).getByRole('timer')).toHaveTextContent(days > 0 ? `${days}d ${clock}` : clock);
    expect(card).toHaveTextContent('Termina em');
    const view = within(card).getByRole('link', { name: `Visualizar: ${lightningOffer.name}` });
    expect(view).toHaveTextContent('Visualizar');
    expect(view).toHaveAttribute('href', `/${lightningOffer.urlFriendly}/produto/`);
    await expectNoAxeViolations(container);
  });

  it('the flag follows core’s rule: -N% for a percent discount, -{price} for an amount', async () => {
    const store = sandbox();
    const base = productOf(store, simple.urlFriendly);
    renderWithStorefront(
      <>
        <LightningOfferCard product={asOffer(base, 5, { typeDiscount: 1, valueDiscount: 15 })} />
        <LightningOfferCard
          product={asOffer(
            { ...base, idProduct: 1, name: 'Outra oferta', nameWithoutHtml: 'Outra oferta' },
            5,
            {
              typeDiscount: 2,
              valueDiscount: 10,
            },
          )}
        />
      </>,
      { store },
    );
    expect(cardNamed(simple.name).querySelector('.vt-lightning-offer__flag')).toHaveTextContent(
      'Oferta relâmpago -15%',
    );
    expect(cardNamed('Outra oferta').querySelector('.vt-lightning-offer__flag')?.textContent).toMatch(
      /^Oferta relâmpago -R\$\s10,00$/,
    );
    await cartRead(store);
  });

  it('the countdown shows only for an active offer (offerStatus 1), and says when it is over', async () => {
    const store = sandbox();
    const base = productOf(store, simple.urlFriendly);
    renderWithStorefront(
      <>
        <LightningOfferCard product={{ ...asOffer(base, 3), offerStatus: 0 }} />
        <LightningOfferCard
          product={asOffer({ ...base, idProduct: 2, name: 'Encerrada', nameWithoutHtml: 'Encerrada' }, -1)}
        />
        <LightningOfferCard
          product={asOffer(
            { ...base, idProduct: 3, name: 'Quase no fim', nameWithoutHtml: 'Quase no fim' },
            3,
          )}
        />
      </>,
      { store },
    );
    expect(cardNamed(simple.name)).not.toHaveTextContent('Termina em');
    expect(within(cardNamed(simple.name)).queryByRole('timer')).toBeNull();
    expect(cardNamed('Encerrada')).toHaveTextContent('Oferta encerrada');
    expect(within(cardNamed('Quase no fim')).getByRole('timer')).toHaveTextContent('03:00:00');
    await cartRead(store);
  });

  it('cuts a name at 45 characters, the link keeping the full name', async () => {
    const store = sandbox();
    const product = asOffer(productOf(store, longName.urlFriendly), 10);
    renderWithStorefront(<LightningOfferCard product={product} />, { store });
    const link = within(cardNamed(longName.name)).getByRole('link', { name: longName.name });
    expect(link.textContent).toBe(`${Array.from(longName.name).slice(0, 45).join('').trimEnd()}...`);
    await cartRead(store);
  });

  it("'Visualizar' reports GA4 select_item in the 'Ofertas Relâmpago' list", async () => {
    const store = sandbox();
    const analytics = recordingSink();
    const { user } = renderWithStorefront(<LightningOffers />, { store, providerProps: { analytics } });
    const view = await screen.findByRole('link', { name: `Visualizar: ${lightningOffer.name}` });
    await waitFor(() => expect(analytics.events.map((event) => event.event)).toEqual(['view_item_list']));
    await user.click(view);
    expect(analytics.events[1]).toMatchObject({
      event: 'select_item',
      ecommerce: {
        item_list_id: 'lightning-offers',
        item_list_name: 'Ofertas Relâmpago',
        items: [expect.objectContaining({ item_id: String(lightningOffer.idProduct) })],
      },
    });
    await cartRead(store);
  });

  it('shows at most 15 offers', async () => {
    const store = sandbox();
    const twenty = (store.call('catalogue.mostSold', { params: { pageSize: 20 } }).body as unknown[])
      .map((raw) => productSchema.parse(raw))
      .map((product, index) => asOffer(product, index + 1));
    const real = createStoreClient({ baseUrl: SANDBOX_BASE_URL });
    const client = { ...real, catalogue: { ...real.catalogue, lightningOffers: async () => twenty } };
    renderWithStorefront(<LightningOffers renderProduct={(product) => product.name} />, {
      store,
      providerProps: { client },
    });
    const shelf = screen.getByRole('region', { name: 'Ofertas Relâmpago' });
    await waitFor(() => expect(within(shelf).getAllByRole('listitem')).toHaveLength(15));
    expect(within(shelf).getAllByRole('listitem')[14]).toHaveAttribute('aria-label', '15 de 15');
  });

  it('while loading, placeholders; given the offers fail to load, nothing renders', async () => {
    const store = sandbox();
    store.faults.inject({ operation: 'catalogue.lightningOffers', status: 503 });
    const { container } = renderWithStorefront(<LightningOffers />, { store });
    expect(screen.getByRole('region', { name: 'Ofertas Relâmpago' })).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(container);
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('the provider’s messages.ui.lightningOffers replace its texts', async () => {
    const store = sandbox();
    renderWithStorefront(<LightningOffers />, {
      store,
      providerProps: {
        messages: {
          ui: { lightningOffers: { title: 'Relâmpago!', view: 'Ver oferta', endsIn: 'Acaba em' } },
        },
      },
    });
    const shelf = screen.getByRole('region', { name: 'Relâmpago!' });
    expect(
      await within(shelf).findByRole('link', { name: `Ver oferta: ${lightningOffer.name}` }),
    ).toBeTruthy();
    expect(cardNamed(lightningOffer.name)).toHaveTextContent('Acaba em');
  });

  it('offerMessages replace the texts of the shelf and its cards, over the provider’s', async () => {
    const store = sandbox();
    renderWithStorefront(
      <LightningOffers offerMessages={{ title: 'Só hoje', flag: 'Relâmpago', view: 'Ver' }} />,
      {
        store,
        providerProps: { messages: { ui: { lightningOffers: { view: 'Ver oferta' } } } },
      },
    );
    const shelf = screen.getByRole('region', { name: 'Só hoje' });
    expect(await within(shelf).findByRole('link', { name: `Ver: ${lightningOffer.name}` })).toBeTruthy();
    expect(cardNamed(lightningOffer.name).querySelector('.vt-lightning-offer__flag')).toHaveTextContent(
      'Relâmpago -30%',
    );
  });

  it('the countdown hydrates without a mismatch: empty in the server’s markup, its time after mount', async () => {
    const store = sandbox();
    const product = asOffer(productOf(store, simple.urlFriendly), 2);
    const { wrapper: Wrapper } = createTestStorefront({ store });
    const ui = (
      <Wrapper>
        <LightningOfferCard product={product} />
      </Wrapper>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('02:00:00');
    act(() => root.unmount());
    container.remove();
  });
});
