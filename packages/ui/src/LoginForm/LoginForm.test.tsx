import { screen, waitFor, within } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

const { email, password } = sandboxFixtures.customer;

type User = ReturnType<typeof renderWithStorefront>['user'];

/** The form once the session check is over (the fields are read-only until then). */
async function readyForm() {
  const form = await screen.findByRole('form', { name: 'Já sou cliente' });
  const identifier = within(form).getByLabelText('E-mail, CPF ou CNPJ');
  await waitFor(() => expect(identifier).not.toHaveAttribute('readonly'));
  return { form, identifier, password: within(form).getByLabelText('Senha') };
}

async function signIn(user: User, secret: string = password) {
  const fields = await readyForm();
  await user.type(fields.identifier, email);
  await user.type(fields.password, secret);
  await user.click(within(fields.form).getByRole('button', { name: 'Entrar' }));
  return fields;
}

const signedInStore = (): SandboxStore => {
  const { store } = createTestStorefront();
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
};

describe('LoginForm', () => {
  it('given the right e-mail and password, it signs in, tells onLoggedIn and goes back to the redirect path', async () => {
    const onLoggedIn = vi.fn();
    const navigate = vi.fn();
    const { user, container } = renderWithStorefront(
      <LoginForm redirectTo="/customer/order?page=2" onLoggedIn={onLoggedIn} navigate={navigate} />,
    );
    await signIn(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customer/order?page=2'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ email, authenticated: true }));
    expect(screen.queryByRole('form')).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Você está conectado.');
    expect(within(status).getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/customer/order?page=2',
    );
    expect(container.querySelector('.vt-login-form')).toHaveAttribute('data-session', 'authenticated');
    await expectNoAxeViolations(container);
  });

  it.each([['//evil.example/x'], ['https://evil.example']])(
    'given the redirect %s, it goes to the customer area instead',
    async (redirectTo) => {
      const navigate = vi.fn();
      const { user } = renderWithStorefront(<LoginForm redirectTo={redirectTo} navigate={navigate} />);
      await signIn(user);
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customer'));
    },
  );

  it('given a wrong password, the server text shows as an alert, the fields keep what was typed, and typing clears it', async () => {
    const navigate = vi.fn();
    const onLoggedIn = vi.fn();
    const { user, container } = renderWithStorefront(
      <LoginForm navigate={navigate} onLoggedIn={onLoggedIn} />,
    );
    const fields = await signIn(user, 'errada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usuário ou senha inválidos.');
    expect(fields.identifier).toHaveValue(email);
    expect(fields.password).toHaveValue('errada');
    expect(container.querySelector('.vt-login-form')).toHaveAttribute('data-state', 'failure');
    await expectNoAxeViolations(container);
    await user.type(fields.password, '1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('given the store fails, its text shows and a second attempt can succeed', async () => {
    const navigate = vi.fn();
    const { user, store } = renderWithStorefront(<LoginForm navigate={navigate} />);
    store.faults.inject({
      operation: 'customer.login',
      status: 503,
      message: 'Serviço temporariamente indisponível.',
      times: 1,
    });
    const fields = await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço temporariamente indisponível.');
    expect(fields.identifier).toHaveValue(email);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customer'));
  });

  it('given an empty submit, every message shows, the first field takes the focus and nothing is sent', async () => {
    const { user, container, requests } = renderWithStorefront(<LoginForm />);
    const fields = await readyForm();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const messageOf = (control: HTMLElement) => {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(messageOf(fields.identifier)).toBe('Informe o Email');
    expect(messageOf(fields.password)).toBe('Informe a Senha');
    await waitFor(() => expect(fields.identifier).toHaveFocus());
    await expectNoAxeViolations(container);
    await user.type(fields.identifier, 'maria@');
    expect(messageOf(fields.identifier)).toBe('E-mail Inválido');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(requests('customer.login')).toHaveLength(0);
  });

  it('masks a CPF or CNPJ as typed and leaves an e-mail that starts with digits as typed', async () => {
    const { user } = renderWithStorefront(<LoginForm />);
    const { identifier } = await readyForm();
    await user.type(identifier, '52998224725');
    expect(identifier).toHaveValue('529.982.247-25');
    await user.clear(identifier);
    await user.type(identifier, '11222333000181');
    expect(identifier).toHaveValue('11.222.333/0001-81');
    await user.clear(identifier);
    await user.type(identifier, '1234@example.com');
    expect(identifier).toHaveValue('1234@example.com');
    await user.clear(identifier);
    await user.type(identifier, '12abc34501de35');
    await user.tab();
    expect(identifier).toHaveValue('12.ABC.345/01DE-35');
  });

  it('works from the keyboard: fields, Entrar, then the links, and Enter signs in', async () => {
    const navigate = vi.fn();
    const { user } = renderWithStorefront(<LoginForm navigate={navigate} />);
    const fields = await readyForm();
    await user.tab();
    expect(fields.identifier).toHaveFocus();
    await user.keyboard(email);
    await user.tab();
    expect(fields.password).toHaveFocus();
    await user.keyboard(password);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveFocus();
    await user.click(fields.password);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customer'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('while sending, Entrar is busy and disabled', async () => {
    const navigate = vi.fn();
    const { user, store, container } = renderWithStorefront(<LoginForm navigate={navigate} />);
    const fields = await readyForm();
    store.faults.setLatency(150);
    await user.type(fields.identifier, email);
    await user.type(fields.password, password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('.vt-login-form')).toHaveAttribute('data-loading', '');
    await expectNoAxeViolations(container);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('while the session is checked, the fields are read-only and Entrar waits', async () => {
    const { container } = renderWithStorefront(<LoginForm />, { storeOptions: { latency: 60 } });
    const form = screen.getByRole('form', { name: 'Já sou cliente' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(within(form).getByLabelText('E-mail, CPF ou CNPJ')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await expectNoAxeViolations(container);
    await readyForm();
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('given a customer already signed in, it says so with a link onward and redirects nowhere', async () => {
    const navigate = vi.fn();
    const onLoggedIn = vi.fn();
    const { container } = renderWithStorefront(
      <LoginForm redirectTo="/customer/order" navigate={navigate} onLoggedIn={onLoggedIn} />,
      { store: signedInStore() },
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Você está conectado.');
    expect(within(status).getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/customer/order',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cadastre-se' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("signs in with a social provider's answer through the social slot, then redirects the same way", async () => {
    const navigate = vi.fn();
    const onLoggedIn = vi.fn();
    const { user, container, store } = renderWithStorefront(
      <LoginForm
        navigate={navigate}
        onLoggedIn={onLoggedIn}
        redirectTo="/customer/order"
        socialLogin={(social) => (
          <button
            type="button"
            onClick={() =>
              social.trigger({
                appId: 'g-1',
                appName: 'Google',
                nameCustomer: 'Bruna Lima',
                emailCustomer: 'bruna@example.com',
              })
            }
          >
            Google
          </button>
        )}
      />,
    );
    await readyForm();
    const group = screen.getByRole('group', { name: 'Ou entre com' });
    await expectNoAxeViolations(container);
    store.faults.inject({
      operation: 'customer.socialLogin',
      status: 502,
      message: 'Google indisponível.',
      times: 1,
    });
    await user.click(within(group).getByRole('button', { name: 'Google' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent('Google indisponível.');
    await expectNoAxeViolations(container);
    await user.click(within(group).getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customer/order'));
    expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'bruna@example.com' }));
  });

  it('takes its texts and links from props and from the provider', async () => {
    renderWithStorefront(
      <LoginForm submit="Acessar" registerHref="/cadastro" recoverHref="/customer/login#recuperar" />,
      {
        providerProps: {
          messages: { ui: { loginForm: { title: 'Acesse sua conta', passwordLabel: 'Sua senha' } } },
        },
      },
    );
    const form = screen.getByRole('form', { name: 'Acesse sua conta' });
    expect(screen.getByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(within(form).getByLabelText('Sua senha')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'Acessar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/customer/login#recuperar',
    );
  });

  it('links to the registration and the recovery by default', () => {
    renderWithStorefront(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/customer/register');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '#recuperar-senha',
    );
  });

  it("given a consumer's onSubmit that prevents the default, nothing is sent", async () => {
    const { user, requests } = renderWithStorefront(
      <LoginForm.Root>
        <LoginForm.Form aria-label="Entrar" onSubmit={(event) => event.preventDefault()}>
          <LoginForm.Field name="email" />
          <LoginForm.Field name="password" />
          <LoginForm.Submit />
        </LoginForm.Form>
      </LoginForm.Root>,
    );
    const form = screen.getByRole('form', { name: 'Entrar' });
    const identifier = within(form).getByLabelText('E-mail, CPF ou CNPJ');
    await waitFor(() => expect(identifier).not.toHaveAttribute('readonly'));
    const fields = { identifier, password: within(form).getByLabelText('Senha') };
    await user.type(fields.identifier, email);
    await user.type(fields.password, password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests('customer.login')).toHaveLength(0);
  });

  it('tells which Root a part needs when used alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithStorefront(<LoginForm.Submit />)).toThrow(
      '<LoginForm.Submit> must be used inside <LoginForm.Root>.',
    );
  });
});
