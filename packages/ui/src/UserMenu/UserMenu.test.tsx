import { screen, waitFor, within } from '@testing-library/react';
import type { StorefrontEvent } from '@vitrine/core';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './UserMenu';

const signedIn = (): SandboxStore => {
  const { store } = createTestStorefront();
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
};

describe('UserMenu', () => {
  it('given a visitor, it invites to sign in with a link to /customer/login', async () => {
    const { container } = renderWithStorefront(<UserMenu />);
    const invite = await screen.findByRole('link', { name: 'Entre ou cadastre-se' });
    expect(invite).toHaveAttribute('href', '/customer/login');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.vt-user-menu')).toHaveAttribute('data-state', 'anonymous');
    await expectNoAxeViolations(container);
  });

  it('takes the invite text from its prop', async () => {
    renderWithStorefront(<UserMenu invite="Entrar" className="meu-menu" />);
    const invite = await screen.findByRole('link', { name: 'Entrar' });
    expect(invite.closest('.vt-user-menu')).toHaveClass('meu-menu');
  });

  it('while the session is checked, it keeps its place with a hidden placeholder', async () => {
    const { container } = renderWithStorefront(<UserMenu />, { storeOptions: { latency: 50 } });
    const root = container.querySelector('.vt-user-menu');
    expect(root).toHaveAttribute('data-state', 'checking');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-loading]')).toHaveAttribute('aria-hidden', 'true');
    await screen.findByRole('link', { name: 'Entre ou cadastre-se' });
    expect(container.querySelector('[data-loading]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a signed-in customer, it welcomes her by first name and opens the menu from the keyboard', async () => {
    const { user, container } = renderWithStorefront(<UserMenu />, { store: signedIn() });
    const trigger = await screen.findByRole('button', { name: 'Olá, Maria' });
    expect(screen.queryByRole('link', { name: 'Entre ou cadastre-se' })).toBeNull();
    await expectNoAxeViolations(container);
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Minha Conta', 'Meus Pedidos', 'Sair']);
    expect(items[0]).toHaveAttribute('href', '/customer');
    expect(items[1]).toHaveAttribute('href', '/customer/order');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await expectNoAxeViolations(menu);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('opens its menu in place and non-modal: the rest of the page is never hidden from assistive technology', async () => {
    const { user } = renderWithStorefront(
      <>
        <header>
          <UserMenu />
        </header>
        <main>
          <h1>Destaques</h1>
          <a href="/promocoes">Promoções</a>
        </main>
      </>,
      { store: signedIn() },
    );
    const trigger = await screen.findByRole('button', { name: 'Olá, Maria' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');

    expect(screen.getByRole('banner')).toContainElement(menu);
    expect(document.querySelectorAll('[aria-hidden="true"]:has(a, button)')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Promoções' })).toBeVisible();
  });

  it('given Sair chosen, the session ends, the shopper goes home and the invite takes the focus', async () => {
    const onNavigate = vi.fn();
    const { user, requests } = renderWithStorefront(<UserMenu onNavigate={onNavigate} />, {
      store: signedIn(),
    });
    await user.click(await screen.findByRole('button', { name: 'Olá, Maria' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    const invite = await screen.findByRole('link', { name: 'Entre ou cadastre-se' });
    expect(requests('customer.logout')).toHaveLength(1);
    expect(onNavigate).toHaveBeenCalledWith('/');
    await waitFor(() => expect(invite).toHaveFocus());
  });

  it('given a logout the store refuses, the customer stays signed in and it says Erro ao realizar o logout.', async () => {
    const store = signedIn();
    store.faults.inject({ operation: 'customer.logout', status: 500, times: 1 });
    const onNavigate = vi.fn();
    const { user, container } = renderWithStorefront(<UserMenu onNavigate={onNavigate} />, { store });
    const trigger = await screen.findByRole('button', { name: 'Olá, Maria' });
    await user.click(trigger);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao realizar o logout.');
    expect(screen.getByRole('button', { name: 'Olá, Maria' })).toHaveFocus();
    expect(onNavigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    // A new attempt clears the error; this time it succeeds.
    await user.click(screen.getByRole('button', { name: 'Olá, Maria' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await screen.findByRole('link', { name: 'Entre ou cadastre-se' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('by default, after a logout it publishes navigate home on the bus and assigns the window location', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, bus } = renderWithStorefront(<UserMenu />, { store: signedIn() });
    const events: StorefrontEvent[] = [];
    bus.subscribe('navigate', (event) => events.push(event));
    await user.click(await screen.findByRole('button', { name: 'Olá, Maria' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(events).toEqual([{ type: 'navigate', href: '/' }]);
  });

  it('given the session check fails, it treats the shopper as a visitor (load errors are silent)', async () => {
    const store = signedIn();
    store.faults.inject({ operation: 'customer.verifyLogin', status: 500 });
    renderWithStorefront(<UserMenu />, { store });
    expect(await screen.findByRole('link', { name: 'Entre ou cadastre-se' })).toBeVisible();
  });

  it('takes its texts from props and the provider, and composes from its parts', async () => {
    const { user } = renderWithStorefront(
      <UserMenu.Root redirectAfterLogout={false} messages={{ welcome: 'Bem-vinda, {firstName}' }}>
        <UserMenu.Invite />
        <UserMenu.Menu>
          <UserMenu.Trigger className="meu-gatilho" />
          <UserMenu.Content portal={false}>
            <UserMenu.Item href="/customer/wishlist">Favoritos</UserMenu.Item>
            <UserMenu.Logout />
          </UserMenu.Content>
        </UserMenu.Menu>
      </UserMenu.Root>,
      { store: signedIn(), providerProps: { messages: { ui: { userMenu: { logout: 'Encerrar sessão' } } } } },
    );
    const trigger = await screen.findByRole('button', { name: 'Bem-vinda, Maria' });
    expect(trigger).toHaveClass('vt-user-menu__trigger', 'meu-gatilho');
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Favoritos' })).toHaveAttribute(
      'href',
      '/customer/wishlist',
    );
    expect(screen.getByRole('menuitem', { name: 'Encerrar sessão' })).toBeInTheDocument();
  });
});
