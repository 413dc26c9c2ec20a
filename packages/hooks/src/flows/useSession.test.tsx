import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestStorefront, renderHookWithStorefront, renderWithStorefront } from '../testing';
import { useAlerts } from './useAlerts';
import { useLoginForm } from './useLoginForm';
import { useSession } from './useSession';
import { useWishlist } from './useWishlist';

/** Says whether the wishlist knows the shopper yet, noting each render's `isChecking`. */
function WishlistProbe({ seen }: { seen: boolean[] }) {
  const { isChecking, isAuthenticated } = useWishlist();
  seen.push(isChecking);
  return <p>{isChecking ? 'verificando' : isAuthenticated ? 'cliente' : 'visitante'}</p>;
}

function Header({ onPageReload }: { onPageReload?: () => void }) {
  const session = useSession({ onPageReload });
  const login = useLoginForm();
  const { count } = useWishlist();
  if (session.status === 'checking') return <p>Carregando</p>;
  if (session.status !== 'anonymous') {
    return (
      <div>
        <p>Olá, {session.firstName}</p>
        {count !== undefined && <p>Favoritos: {count}</p>}
        <button type="button" onClick={session.logout}>
          Sair
        </button>
      </div>
    );
  }
  return (
    <form
      aria-label="Entrar"
      onSubmit={(event) => {
        event.preventDefault();
        login.submit();
      }}
    >
      <label htmlFor={login.getFieldProps('email').id}>E-mail</label>
      <input {...login.getFieldProps('email')} />
      <label htmlFor={login.getFieldProps('password').id}>Senha</label>
      <input type="password" {...login.getFieldProps('password')} />
      {login.submitError && <p role="alert">{login.submitError}</p>}
      <button type="submit">Entrar</button>
    </form>
  );
}

const signIn = (store: ReturnType<typeof createTestStorefront>['store']) =>
  store.call('customer.login', {
    json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' },
  });

describe('useSession, useLoginForm and useWishlist', () => {
  it('given a visitor who signs in, the welcome shows with the first name and the wishlist count appears', async () => {
    const { user, requests } = renderWithStorefront(<Header />);
    await user.type(await screen.findByLabelText('E-mail'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'vitrine123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Olá, Maria')).toBeDefined();
    expect(await screen.findByText(/^Favoritos: \d+$/)).toBeDefined();
    expect(requests('customer.verifyLogin')).toHaveLength(1);
  });

  it('given a visitor, the wishlist is never requested', async () => {
    const { requests } = renderWithStorefront(<Header />);
    await screen.findByLabelText('E-mail');
    expect(screen.queryByText(/Favoritos/)).toBeNull();
    expect(requests('customer.wishlist')).toHaveLength(0);
  });

  it('while the session check runs, the wishlist says so; once a visitor is known, it no longer is checking', async () => {
    const seen: boolean[] = [];
    renderWithStorefront(<WishlistProbe seen={seen} />);
    expect(await screen.findByText('visitante')).toBeDefined();
    expect(seen[0]).toBe(true);
  });

  it('given wrong credentials, the server text shows and the e-mail stays typed', async () => {
    const { user } = renderWithStorefront(<Header />);
    await user.type(await screen.findByLabelText('E-mail'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Usuário ou senha inválidos.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('maria@example.com');
  });

  it('given a logout the store refuses, the customer stays signed in and the spec alert reaches useAlerts', async () => {
    const storefront = createTestStorefront();
    signIn(storefront.store);
    storefront.store.faults.inject({ operation: 'customer.logout', status: 500, times: 1 });
    const { result } = renderHookWithStorefront(() => ({ session: useSession(), alerts: useAlerts() }), {
      store: storefront.store,
    });
    await waitFor(() => expect(result.current.session.status).toBe('authenticated'));
    act(() => result.current.session.logout());
    await waitFor(() =>
      expect(result.current.alerts.alerts.map((a) => a.title)).toEqual(['Erro ao realizar o logout.']),
    );
    expect(result.current.session.customer?.name).toBe('Maria Silva');
  });

  it('given the session expired on the server, the check publishes page.reload and the page reloads', async () => {
    const storefront = createTestStorefront();
    signIn(storefront.store);
    const onPageReload = vi.fn();
    const { result } = renderHookWithStorefront(() => useSession({ onPageReload }), {
      store: storefront.store,
    });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    storefront.store.call('customer.logout');
    act(() => result.current.check());
    await waitFor(() => expect(onPageReload).toHaveBeenCalledTimes(1));
  });

  it('by default a failed check reloads the window', async () => {
    const storefront = createTestStorefront();
    signIn(storefront.store);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { result } = renderHookWithStorefront(() => useSession(), { store: storefront.store });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    storefront.store.call('customer.logout');
    act(() => result.current.check());
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
