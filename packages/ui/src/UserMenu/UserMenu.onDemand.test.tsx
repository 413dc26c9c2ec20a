import { fireEvent, screen, within } from '@testing-library/react';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UserMenu } from './UserMenu';

const signedIn = (): SandboxStore => {
  const { store } = createTestStorefront();
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
};

// Its own file: the menu's module is not loaded yet when the first test opens it (vitest isolates files).
describe('UserMenu, its menu loaded on demand', () => {
  it('given the first press on the welcome button, the menu opens with its items once they have loaded', async () => {
    renderWithStorefront(<UserMenu />, { store: signedIn() });
    const trigger = await screen.findByRole('button', { name: 'Olá, Maria' });
    expect(screen.queryByRole('menu')).toBeNull();
    // One press, no hover or focus first to start the load early: Radix opens on pointerdown.
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Minha Conta', 'Meus Pedidos', 'Sair']);
  });

  it('renders on the server with no menu: the session is the shopper’s, so only its placeholder shows', () => {
    const { client } = createTestStorefront({ store: signedIn() });
    const html = renderToString(
      <StorefrontProvider client={client}>
        <UserMenu />
      </StorefrontProvider>,
    );
    expect(html).toContain('vt-user-menu__placeholder');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('Minha Conta');
  });
});
