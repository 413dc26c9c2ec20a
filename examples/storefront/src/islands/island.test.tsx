import { act, screen, waitFor } from '@testing-library/react';
import type { StorefrontBus } from '@vitrine/core';
import { StorefrontProvider, useStorefront, useStorefrontEvent } from '@vitrine/hooks';
import { SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginDocumentHydration, island, markDocumentHydrated } from './island';

/** A dialog-like widget: shows nothing until an `alertMe.open` reaches it, then the products asked for. */
function AskedFor() {
  const [names, setNames] = useState<string[]>([]);
  useStorefrontEvent('alertMe.open', (event) => setNames((shown) => [...shown, event.product.name]));
  return names.length === 0 ? null : <p>{`Pedidos: ${names.join(', ')}`}</p>;
}

let pageBus: StorefrontBus | undefined;
/** Hands the test the page's bus. */
function BusProbe() {
  pageBus = useStorefront().bus;
  return null;
}

const alertMeOpen = (name: string) =>
  ({ type: 'alertMe.open', product: { idProduct: 1, name, hasVariations: false }, origin: 'card' }) as const;

/** What the server sends for a widget that renders nothing: the island and its (completed) Suspense boundary. */
const closedIsland = '<vt-island><!--$--><!--/$--></vt-island>';

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  markDocumentHydrated();
});

describe('a demand island', () => {
  it('loads nothing while hydrating; the first wake event fetches it, and the widget receives that event', async () => {
    const load = vi.fn(async () => AskedFor);
    const Dialog = island(load, { trigger: 'demand', wakeOn: ['alertMe.open'] });
    const page = (
      <StorefrontProvider baseUrl={SANDBOX_BASE_URL}>
        <BusProbe />
        <Dialog />
      </StorefrontProvider>
    );
    // The server's HTML of a closed dialog: its island, around the empty boundary that keeps server HTML.
    container = document.createElement('div');
    container.innerHTML = closedIsland;
    document.body.append(container);
    beginDocumentHydration();
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, page);
    });
    // Hydrated and idle: its code was never asked for.
    await act(async () => {
      await new Promise((settled) => setTimeout(settled, 100));
    });
    expect(load).not.toHaveBeenCalled();
    expect(pageBus).toBeDefined();

    act(() => pageBus?.publish(alertMeOpen('Barraca Iglu')));
    expect(load).toHaveBeenCalledTimes(1);
    // The event that woke it reaches the widget once it is live, and only once.
    expect(await screen.findByText('Pedidos: Barraca Iglu')).toBeInTheDocument();
    await waitFor(() => expect(container?.querySelector('vt-island')).toHaveAttribute('data-live'));
    // From then on the widget hears the bus itself.
    act(() => pageBus?.publish(alertMeOpen('Mochila')));
    expect(screen.getByText('Pedidos: Barraca Iglu, Mochila')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('events published while its code is on the way are all delivered, in order', async () => {
    let arrive: (component: typeof AskedFor) => void = () => {};
    const load = vi.fn(() => new Promise<typeof AskedFor>((resolve) => (arrive = resolve)));
    const Dialog = island(load, { trigger: 'demand', wakeOn: ['alertMe.open'] });
    container = document.createElement('div');
    container.innerHTML = closedIsland;
    document.body.append(container);
    beginDocumentHydration();
    await act(async () => {
      root = hydrateRoot(
        container as HTMLElement,
        <StorefrontProvider baseUrl={SANDBOX_BASE_URL}>
          <BusProbe />
          <Dialog />
        </StorefrontProvider>,
      );
    });
    act(() => {
      pageBus?.publish(alertMeOpen('Primeiro'));
      pageBus?.publish(alertMeOpen('Segundo'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(AskedFor));
    expect(await screen.findByText('Pedidos: Primeiro, Segundo')).toBeInTheDocument();
  });
});
