import { screen, waitFor } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { FixedActions } from './FixedActions';

describe('FixedActions', () => {
  it('names every action, and sends a visitor to the login page from the customer centre', async () => {
    const { container } = renderWithStorefront(<FixedActions />);
    const bar = screen.getByRole('navigation', { name: 'Ações rápidas' });
    expect(bar.querySelectorAll('[data-action]')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Voltar ao topo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carrinho' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Central do cliente' }).getAttribute('href')).toBe(
        '/customer/login',
      ),
    );
    await expectNoAxeViolations(container);
  });

  it('given a signed-in customer, the customer centre leads to the customer area', async () => {
    const { store } = createTestStorefront();
    const { customer } = sandboxFixtures;
    store.call('customer.login', {
      json: { username: customer.email, password: customer.password, tokenRecaptcha: '' },
    });
    renderWithStorefront(<FixedActions />, { store });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Central do cliente' }).getAttribute('href')).toBe('/customer'),
    );
  });

  it('back to top scrolls up and moves focus to the given target, from the keyboard', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithStorefront(
      <>
        <h1 id="topo">Loja</h1>
        <FixedActions focusTargetId="topo" />
      </>,
    );
    screen.getByRole('button', { name: 'Voltar ao topo' }).focus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Loja' }));
  });

  it("search focuses the page's search box, or calls onSearch when given", async () => {
    const { user, unmount } = renderWithStorefront(
      <>
        <input type="search" aria-label="Pesquisar produtos" />
        <FixedActions />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Pesquisar produtos' }));
    unmount();
    const onSearch = vi.fn();
    const second = renderWithStorefront(<FixedActions onSearch={onSearch} />);
    await second.user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('cart publishes cart.view on the bus, or calls onCartOpen when given', async () => {
    const { user, bus, unmount } = renderWithStorefront(<FixedActions />);
    const viewed = vi.fn();
    bus.subscribe('cart.view', viewed);
    await user.click(screen.getByRole('button', { name: 'Carrinho' }));
    expect(viewed).toHaveBeenCalledWith({ type: 'cart.view' });
    unmount();
    const onCartOpen = vi.fn();
    const second = renderWithStorefront(<FixedActions onCartOpen={onCartOpen} />);
    const quiet = vi.fn();
    second.bus.subscribe('cart.view', quiet);
    await second.user.click(screen.getByRole('button', { name: 'Carrinho' }));
    expect(onCartOpen).toHaveBeenCalledTimes(1);
    expect(quiet).not.toHaveBeenCalled();
  });

  it("a consumer's preventDefault on a part cancels its action; labels can be replaced", async () => {
    const { user, bus } = renderWithStorefront(
      <FixedActions.Root>
        <FixedActions.Cart onClick={(event) => event.preventDefault()} />
      </FixedActions.Root>,
      { providerProps: { messages: { ui: { fixedActions: { cart: 'Sacola' } } } } },
    );
    const viewed = vi.fn();
    bus.subscribe('cart.view', viewed);
    await user.click(screen.getByRole('button', { name: 'Sacola' }));
    expect(viewed).not.toHaveBeenCalled();
  });
});
