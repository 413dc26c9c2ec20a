import { screen, waitFor, within } from '@testing-library/react';
import { createStoreClient } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { RecoverEmailForm } from './RecoverEmailForm';

const { email, password } = sandboxFixtures.customer;

const linkForm = () => screen.getByRole('form', { name: 'Esqueci minha senha' });
const lookupForm = () => screen.getByRole('form', { name: 'Esqueci meu e-mail' });

/** A client that notes the JSON payload of every call it sends. */
function recordingClient() {
  const payloads: unknown[] = [];
  const client = createStoreClient({
    baseUrl: SANDBOX_BASE_URL,
    fetch: (input, init) => {
      if (typeof init?.body === 'string') payloads.push(JSON.parse(init.body));
      return fetch(input, init);
    },
  });
  return { client, payloads };
}

describe('RecoverEmailForm', () => {
  it("shows both recoveries under 'Recuperar acesso', as the target of 'Esqueci minha senha'", async () => {
    const { container } = renderWithStorefront(<RecoverEmailForm />);
    const section = screen.getByRole('region', { name: 'Recuperar acesso' });
    expect(section).toHaveAttribute('id', 'recuperar-senha');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Esqueci minha senha', 'Esqueci meu e-mail']);
    await expectNoAxeViolations(container);
  });

  it('given an account e-mail, it e-mails the recovery link with the anti-bot token and says so', async () => {
    const { client, payloads } = recordingClient();
    const antiBot = { tokenFor: vi.fn(async (action: string) => `human:${action}`) };
    const { user, store, container } = renderWithStorefront(<RecoverEmailForm antiBot={antiBot} />, {
      providerProps: { client },
    });
    const form = linkForm();
    await user.type(within(form).getByLabelText('E-mail'), email);
    await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
    const status = within(form).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('Enviamos um e-mail com as instruções para redefinir sua senha.'),
    );
    expect(store.inspect.submissions('recoverEmail').map((s) => s.payload.email)).toEqual([email]);
    expect(antiBot.tokenFor).toHaveBeenCalledWith('RecoverEmail');
    expect(JSON.stringify(payloads)).toContain(`"email":"${email}","tokenRecaptcha":"human:RecoverEmail"`);
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('given an e-mail without an account, the server text shows as an alert and the e-mail stays', async () => {
    const { user, container } = renderWithStorefront(<RecoverEmailForm />);
    const form = linkForm();
    await user.type(within(form).getByLabelText('E-mail'), 'ninguem@example.com');
    await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('E-mail não cadastrado.');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('ninguem@example.com');
    await expectNoAxeViolations(container);
  });

  it('given a bad e-mail, the message shows, the field is focused and nothing is sent', async () => {
    const { user, requests } = renderWithStorefront(<RecoverEmailForm />);
    const form = linkForm();
    await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
    const field = within(form).getByLabelText('E-mail');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Informe o Email',
    );
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'maria@{Enter}');
    expect(within(form).getByText('E-mail Inválido')).toBeTruthy();
    expect(requests('customer.sendRecoverEmail')).toHaveLength(0);
  });

  it("given the account's CPF typed from the keyboard and its password, it shows the account's e-mail", async () => {
    const { user, container } = renderWithStorefront(<RecoverEmailForm show="email" />);
    expect(screen.queryByRole('form', { name: 'Esqueci minha senha' })).toBeNull();
    const form = lookupForm();
    const cpfField = within(form).getByLabelText('CPF ou CNPJ');
    await user.click(cpfField);
    await user.keyboard(sandboxFixtures.customer.cpfCnpj);
    expect(cpfField).toHaveValue('529.982.247-25');
    await user.tab();
    expect(within(form).getByLabelText('Senha')).toHaveFocus();
    await user.keyboard(`${password}{Enter}`);
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('O e-mail do seu cadastro é ma***@example.com'));
    await expectNoAxeViolations(container);
  });

  it('given a wrong password, the server text shows and the fields keep what was typed', async () => {
    const { user } = renderWithStorefront(<RecoverEmailForm show="email" />);
    const form = lookupForm();
    await user.type(within(form).getByLabelText('CPF ou CNPJ'), '52998224725');
    await user.type(within(form).getByLabelText('Senha'), 'errada');
    await user.click(within(form).getByRole('button', { name: 'Recuperar e-mail' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Nenhum cadastro encontrado para os dados informados.',
    );
    expect(within(form).getByLabelText('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    expect(within(form).getByLabelText('Senha')).toHaveValue('errada');
  });

  it('given an invalid CPF, the message shows and nothing is sent; while sending the button is busy', async () => {
    const { user, requests, store, container } = renderWithStorefront(<RecoverEmailForm show="email" />);
    const form = lookupForm();
    const cpfField = within(form).getByLabelText('CPF ou CNPJ');
    await user.type(cpfField, '11111111111');
    await user.type(within(form).getByLabelText('Senha'), password);
    await user.click(within(form).getByRole('button', { name: 'Recuperar e-mail' }));
    expect(within(form).getByText('Informe um CPF ou CNPJ Válido')).toBeTruthy();
    expect(requests('customer.recoverEmail')).toHaveLength(0);
    await user.clear(cpfField);
    await user.type(cpfField, '52998224725');
    store.faults.setLatency(150);
    await user.click(within(form).getByRole('button', { name: 'Recuperar e-mail' }));
    const button = within(form).getByRole('button', { name: 'Recuperar e-mail' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await expectNoAxeViolations(container);
    await within(form).findByText(/O e-mail do seu cadastro é/);
  });

  it('given the store fails, its text shows', async () => {
    const { user, store } = renderWithStorefront(<RecoverEmailForm show="password" />);
    store.faults.inject({
      operation: 'customer.sendRecoverEmail',
      status: 503,
      message: 'Tente mais tarde.',
    });
    const form = linkForm();
    await user.type(within(form).getByLabelText('E-mail'), email);
    await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Tente mais tarde.');
  });

  it('takes its texts from props and from the provider', () => {
    renderWithStorefront(<RecoverEmailForm id="recuperar" linkSubmit="Enviar" />, {
      providerProps: { messages: { ui: { recoverEmailForm: { lookupTitle: 'Não lembro meu e-mail' } } } },
    });
    expect(screen.getByRole('region', { name: 'Recuperar acesso' })).toHaveAttribute('id', 'recuperar');
    expect(within(linkForm()).getByRole('button', { name: 'Enviar' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Não lembro meu e-mail' })).toBeTruthy();
  });

  it('tells which form a field needs when used outside one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithStorefront(
        <RecoverEmailForm.Root>
          <RecoverEmailForm.Field name="email" />
        </RecoverEmailForm.Root>,
      ),
    ).toThrow(
      '<RecoverEmailForm.Field> must be used inside <RecoverEmailForm.LinkForm> or <RecoverEmailForm.LookupForm>.',
    );
  });
});
