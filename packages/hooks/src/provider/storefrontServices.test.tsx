import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StorefrontEvent } from '@vitrine/core';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cartSelectors } from '../flows/cart/cartSelectors';
import { useAlerts } from '../flows/useAlerts';
import { useCart } from '../flows/useCart';
import { useSearchBox } from '../flows/useSearchBox';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
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
});
