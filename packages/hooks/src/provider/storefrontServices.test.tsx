import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StorefrontEvent } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartActions } from '../flows/cart/cartActions';
import { cartSelectors } from '../flows/cart/cartSelectors';
import { useAlerts } from '../flows/useAlerts';
import { useCart } from '../flows/useCart';
import { useSearchBox } from '../flows/useSearchBox';
import { createTestStorefront, renderHookWithStorefront, SANDBOX_BASE_URL } from '../testing';
import { createSharedStorefront } from './createSharedStorefront';
import { createStorefrontServices } from './createStorefrontServices';
import { StorefrontProvider } from './StorefrontProvider';

function SearchBox() {
  const search = useSearchBox({ debounceMs: 10 });
  return (
    <form
      aria-label="Busca"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <label htmlFor="busca">Buscar</label>
      <input id="busca" {...search.getInputProps()} />
      <ul {...search.getListProps()} aria-label="Sugestões" />
    </form>
  );
}

function Alerts({ label }: { readonly label: string }) {
  const alerts = useAlerts();
  return (
    <section aria-label={label}>
      <button type="button" onClick={() => alerts.show({ kind: 'info', title: `Olá de ${label}` })}>
        Avisar {label}
      </button>
      <ul>
        {alerts.alerts.map((alert) => (
          <li key={alert.id}>{alert.title}</li>
        ))}
      </ul>
    </section>
  );
}

function CartCount(props: { readonly label: string; readonly onRender: (cart: CartActions) => void }) {
  const cart = useCart(cartSelectors.count);
  props.onRender(cart);
  return <section aria-label={props.label}>{cart.count ?? '…'}</section>;
}

describe('StorefrontProvider: the page services it owns', () => {
  it('given a navigate prop, the search box submit goes through it (and the bus hears it)', async () => {
    const navigate = vi.fn();
    const storefront = createTestStorefront({ providerProps: { navigate } });
    const events: StorefrontEvent[] = [];
    storefront.bus.subscribe('navigate', (event) => events.push(event));
    render(<SearchBox />, { wrapper: storefront.wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Buscar' }), 'vestido{Escape}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/busca?n=vestido'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'navigate', href: '/busca?n=vestido' }]);
  });

  it('given a navigate prop and no useCart onNavigate, checkout goes through the provider’s navigate', async () => {
    const navigate = vi.fn();
    const storefront = createTestStorefront({ providerProps: { navigate } });
    const added = storefront.store.call('cart.add', {
      json: { idProduct: sandboxFixtures.simple.idProduct, idSku: null, quantity: 1, isRecurrent: false },
    });
    expect(added.status).toBe(200);
    const { result } = renderHookWithStorefront(() => useCart(cartSelectors.checkout), {
      store: storefront.store,
      providerProps: { navigate },
    });
    await waitFor(() => expect(result.current.isEmpty).toBe(false));
    act(() => result.current.checkout());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/identification'));
  });

  it('given two providers on one page, each keeps its own flows: an alert of one never lists in the other', async () => {
    const page = (
      <>
        <StorefrontProvider baseUrl="http://sandbox.test">
          <Alerts label="ilha 1" />
        </StorefrontProvider>
        <StorefrontProvider baseUrl="http://sandbox.test">
          <Alerts label="ilha 2" />
        </StorefrontProvider>
      </>
    );
    render(page);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Avisar ilha 1' }));
    const first = screen.getByRole('region', { name: 'ilha 1' });
    const second = screen.getByRole('region', { name: 'ilha 2' });
    expect(first.textContent).toContain('Olá de ilha 1');
    expect(second.textContent).not.toContain('Olá de ilha 1');
  });

  it('given islands passing the same services, they share the flows', async () => {
    const services = createStorefrontServices();
    const island = (label: string): ReactNode => (
      <StorefrontProvider baseUrl="http://sandbox.test" services={services}>
        <Alerts label={label} />
      </StorefrontProvider>
    );
    render(
      <>
        {island('ilha 1')}
        {island('ilha 2')}
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Avisar ilha 1' }));
    expect(screen.getByRole('region', { name: 'ilha 2' }).textContent).toContain('Olá de ilha 1');
  });

  it('holds one set of cart actions per page, made on first use: every cart hook of every island gets it', async () => {
    const storefront = createTestStorefront();
    const { services } = storefront;
    const seen: CartActions[] = [];
    const island = (label: string): ReactNode => (
      <StorefrontProvider client={storefront.client} services={services}>
        <CartCount label={label} onRender={(cart) => seen.push(cart)} />
      </StorefrontProvider>
    );
    const { rerender } = render(
      <>
        {island('ilha 1')}
        {island('ilha 2')}
      </>,
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'ilha 1' }).textContent).toBe('0'));
    rerender(
      <>
        {island('ilha 1')}
        {island('ilha 2')}
      </>,
    );
    expect(seen.length).toBeGreaterThan(2);
    for (const cart of seen) {
      expect(cart.add).toBe(seen[0]?.add);
      expect(cart.checkout).toBe(seen[0]?.checkout);
    }
    // The holder the services made: read again, it gives that same set and makes nothing.
    const make = vi.fn(() => ({}) as CartActions);
    expect(services.cartActions.get(make).add).toBe(seen[0]?.add);
    expect(make).not.toHaveBeenCalled();
  });

  it('given a fresh set of services, the cart actions holder makes its value once, on the first read', () => {
    const { cartActions } = createStorefrontServices();
    const actions = {} as CartActions;
    const make = vi.fn(() => actions);
    expect(cartActions.get(make)).toBe(actions);
    expect(cartActions.get(() => ({}) as CartActions)).toBe(actions);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('createSharedStorefront: what every provider of one page shares', () => {
  it('makes one client and one set of services sharing a cache, and the props every provider spreads', async () => {
    createTestStorefront(); // the sandbox answering at SANDBOX_BASE_URL
    const navigate = vi.fn();
    const shared = createSharedStorefront({
      baseUrl: SANDBOX_BASE_URL,
      navigate,
      config: { device: 'mobile' },
    });
    expect(shared.services.cache).toBeInstanceOf(Map);
    expect(shared.providerProps).toMatchObject({
      client: shared.client,
      services: shared.services,
      navigate,
      config: { device: 'mobile' },
    });
    await expect(shared.client.catalogue.categories()).resolves.toEqual(expect.any(Array));
    const island = (label: string): ReactNode => (
      <StorefrontProvider {...shared.providerProps}>
        <Alerts label={label} />
      </StorefrontProvider>
    );
    render(
      <>
        {island('ilha 1')}
        {island('ilha 2')}
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Avisar ilha 1' }));
    expect(screen.getByRole('region', { name: 'ilha 2' }).textContent).toContain('Olá de ilha 1');
    shared.services.dispose();
  });

  it('uses the bus it is given', () => {
    const shared = createSharedStorefront({ baseUrl: '' });
    const bus = createSharedStorefront({ baseUrl: '', bus: shared.services.bus }).services.bus;
    expect(bus).toBe(shared.services.bus);
    shared.services.dispose();
  });
});
