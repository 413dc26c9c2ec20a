import { screen, waitFor, within } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxData, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { OrderList } from './OrderList';

type SandboxOrder = SandboxData['customers'][number]['orders'][number];

/** A store (clock at 2025-05-01 12:00 UTC) where the seeded customer is signed in, with `orders` when given. */
function signedIn(orders?: (seeded: SandboxOrder[]) => SandboxOrder[]): SandboxStore {
  const { store } = createTestStorefront(
    orders
      ? {
          storeOptions: {
            data: (seed) => ({
              ...seed,
              customers: seed.customers.map((customer) => ({ ...customer, orders: orders(customer.orders) })),
            }),
          },
        }
      : {},
  );
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
}

const noRetry = { swrConfig: { shouldRetryOnError: false } };

describe('OrderList', () => {
  it('given a signed-in customer, each order shows its number, date, status, item count and total', async () => {
    const { container } = renderWithStorefront(<OrderList />, { store: signedIn() });
    const section = screen.getByRole('region', { name: 'Meus Pedidos' });
    const heading = await within(section).findByRole('heading', { level: 3, name: 'Pedido VT-90001' });
    const order = heading.closest('li') as HTMLElement;
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    const fields = Object.fromEntries(
      within(order)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    // 20 days before the store's clock, at 09:00 in Brasília.
    expect(fields).toEqual({
      Data: '11/04/2025',
      Status: 'Entregue',
      Itens: '3 itens',
      Total: 'R$\u00a0329,80',
    });
    expect(order.querySelector('time')).toHaveAttribute('datetime', '2025-04-11T12:00:00.000Z');
    expect(order).toHaveAttribute('data-status', 'entregue');
    expect(section).toHaveAttribute('data-state', 'ready');
    expect(section).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('given orders without a code or lines, the id numbers them and the item count is left out', async () => {
    const store = signedIn(([seeded]) => {
      const first = seeded as SandboxOrder;
      return [
        // The platform may leave the lines out of an order.
        {
          ...first,
          idOrder: 90002,
          code: '',
          status: 'Em Transporte',
          total: 1250,
          items: undefined as never,
        },
        { ...first, items: first.items.slice(0, 1).map((item) => ({ ...item, quantity: 1 })) },
      ];
    });
    renderWithStorefront(<OrderList />, { store });
    const second = await screen.findByRole('heading', { name: 'Pedido 90002' });
    const row = second.closest('li') as HTMLElement;
    expect(row).toHaveAttribute('data-status', 'em-transporte');
    expect(within(row).getByText('R$ 1.250,00')).toBeInTheDocument();
    expect(within(row).queryByText('Itens')).toBeNull();
    expect(
      within(row)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Data', 'Status', 'Total']);
    const first = screen.getByRole('heading', { name: 'Pedido VT-90001' }).closest('li') as HTMLElement;
    expect(within(first).getByText('1 item')).toBeInTheDocument();
  });

  it("given a customer without orders, it says 'Você ainda não fez pedidos.'", async () => {
    const { container } = renderWithStorefront(<OrderList />, { store: signedIn(() => []) });
    expect(await screen.findByText('Você ainda não fez pedidos.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('region', { name: 'Meus Pedidos' })).toHaveAttribute('data-state', 'empty');
    await expectNoAxeViolations(container);
  });

  it('while the orders load, placeholders hold their place and the region is busy', async () => {
    const store = signedIn();
    store.faults.setLatency(60);
    const { container } = renderWithStorefront(<OrderList skeletonCount={2} />, { store });
    const section = screen.getByRole('region', { name: 'Meus Pedidos' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section).toHaveAttribute('data-state', 'loading');
    expect(within(section).getByText('Carregando pedidos…')).toHaveClass('vt-visually-hidden');
    expect(section.querySelectorAll('.vt-order-list__placeholder')).toHaveLength(2);
    await expectNoAxeViolations(container);
    expect(await within(section).findByRole('heading', { name: 'Pedido VT-90001' })).toBeInTheDocument();
    expect(section.querySelector('.vt-order-list__placeholder')).toBeNull();
    expect(section).not.toHaveAttribute('aria-busy');
  });

  it('given the orders fail to load, it says so and a retry from the keyboard brings them, focus on the list', async () => {
    const store = signedIn();
    store.faults.inject({ operation: 'customer.orders', status: 503, times: 1 });
    const { container, user, requests } = renderWithStorefront(<OrderList />, {
      store,
      providerProps: noRetry,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus pedidos.');
    const section = screen.getByRole('region', { name: 'Meus Pedidos' });
    expect(section).toHaveAttribute('data-state', 'error');
    await expectNoAxeViolations(container);
    await user.tab();
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pedido VT-90001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(section).toHaveFocus();
    expect(requests('customer.orders')).toHaveLength(2);
  });

  it('while a retry runs, the button stays, marked busy, and a second press asks nothing more', async () => {
    const store = signedIn();
    store.faults.inject({ operation: 'customer.orders', status: 500, times: 2 });
    const { user, requests } = renderWithStorefront(<OrderList />, { store, providerProps: noRetry });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    store.faults.setLatency(60);
    await user.click(retry);
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await user.click(retry);
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar seus pedidos.');
    expect(requests('customer.orders')).toHaveLength(2);
  });

  it('given a visitor, it invites them to sign in and never asks for orders', async () => {
    const { container, requests } = renderWithStorefront(<OrderList />);
    const login = await screen.findByRole('link', { name: 'Entrar' });
    expect(login).toHaveAttribute('href', '/customer/login');
    expect(login.parentElement).toHaveTextContent('Entre na sua conta para ver seus pedidos. Entrar');
    expect(requests('customer.orders')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('takes its texts from the provider and the props, and composes from its parts', async () => {
    renderWithStorefront(
      <OrderList.Root aria-label="Compras" className="minhas-compras">
        <OrderList.List>
          {(order) => (
            <OrderList.Item key={order.order.idOrder} order={order}>
              <OrderList.Number level={2} />
              <OrderList.Details>
                <OrderList.Total label="Valor" />
              </OrderList.Details>
            </OrderList.Item>
          )}
        </OrderList.List>
      </OrderList.Root>,
      {
        store: signedIn(),
        providerProps: { messages: { ui: { orderList: { number: (n: string) => `Compra nº ${n}` } } } },
      },
    );
    const section = screen.getByRole('region', { name: 'Compras' });
    expect(section).toHaveClass('vt-order-list', 'minhas-compras');
    expect(
      await within(section).findByRole('heading', { level: 2, name: 'Compra nº VT-90001' }),
    ).toBeVisible();
    expect(within(section).getByRole('term')).toHaveTextContent('Valor');
    expect(within(section).queryByText('Entregue')).toBeNull();
  });

  it('given an empty title, no heading renders; a title prop replaces the default', async () => {
    const { unmount } = renderWithStorefront(<OrderList title="" aria-label="Pedidos" />, {
      store: signedIn(),
    });
    await screen.findByRole('heading', { name: 'Pedido VT-90001' });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    unmount();
    renderWithStorefront(<OrderList title="Minhas compras" messages={{ empty: 'Nada por aqui.' }} />, {
      store: signedIn(() => []),
    });
    expect(screen.getByRole('region', { name: 'Minhas compras' })).toBeInTheDocument();
    expect(await screen.findByText('Nada por aqui.')).toBeInTheDocument();
  });
});
