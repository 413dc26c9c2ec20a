import { screen, waitFor } from '@testing-library/react';
import type { Customer } from '@vitrine/core';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from './AccountForm';

/** A sandbox store with the fixture customer (Maria Silva) signed in. */
function signedIn(): SandboxStore {
  const { store } = createTestStorefront();
  const { email, password } = sandboxFixtures.customer;
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
}

const account = (store: SandboxStore) => store.call('customer.getClient').body as Record<string, unknown>;

describe('AccountForm', () => {
  it('while the account loads it is busy, then the form is prefilled from it', async () => {
    const store = signedIn();
    store.faults.setLatency(60);
    const { container } = renderWithStorefront(<AccountForm />, { store });
    const root = screen.getByRole('region', { name: 'Meus dados' });
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Carregando seus dados…')).toBeTruthy();
    await expectNoAxeViolations(container);
    const form = await screen.findByRole('form', { name: 'Meus dados' });
    expect(root).toHaveAttribute('data-state', 'ready');
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Silva');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Data de nascimento (opcional)')).toHaveValue('15/03/1990');
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
    expect(form).toHaveAttribute('data-state', 'idle');
    await expectNoAxeViolations(container);
  });

  it('saves name and phone from the keyboard, says so, and the form starts again from the saved data', async () => {
    const store = signedIn();
    const onSaved = vi.fn<(account: Customer) => void>();
    const { user, container } = renderWithStorefront(<AccountForm onSaved={onSaved} />, { store });
    const name = await screen.findByLabelText('Nome');
    await user.click(name);
    await user.clear(name);
    await user.type(name, 'Maria Souza');
    await user.tab();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await user.tab();
    const phone = screen.getByLabelText('Telefone');
    expect(phone).toHaveFocus();
    await user.clear(phone);
    await user.type(phone, '21987654321{Enter}');
    await screen.findByText('Dados salvos com sucesso.');
    expect(account(store)).toMatchObject({ name: 'Maria Souza', phone: { phone1: '(21) 98765-4321' } });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maria Souza' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Souza');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveFocus();
    await expectNoAxeViolations(container);
    // The next attempt replaces the word on the last save.
    store.faults.inject({
      operation: 'customer.changeInfo',
      status: 500,
      message: 'Erro interno.',
      times: 1,
    });
    await user.keyboard('{Enter}');
    await screen.findByText('Erro interno.');
    expect(screen.queryByText('Dados salvos com sucesso.')).toBeNull();
  });

  it('given wrong fields, it shows every message, focuses the first and sends nothing', async () => {
    const { user, container, requests } = renderWithStorefront(<AccountForm />, { store: signedIn() });
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Ma');
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'maria@');
    const birthDate = screen.getByLabelText('Data de nascimento (opcional)');
    await user.clear(birthDate);
    await user.type(birthDate, '31021990');
    expect(birthDate).toHaveValue('31/02/1990');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(name).toHaveAccessibleDescription('Informe ao menos 3 caracteres');
    expect(email).toHaveAccessibleDescription('E-mail Inválido');
    expect(birthDate).toHaveAccessibleDescription('Informe uma Data de Nascimento Válida');
    await waitFor(() => expect(name).toHaveFocus());
    expect(requests('customer.changeInfo')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('a new e-mail asks for the current password, then changes the e-mail', async () => {
    const store = signedIn();
    const { user, container } = renderWithStorefront(<AccountForm />, { store });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'maria.nova@example.com');
    const password = screen.getByLabelText('Senha atual');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('Para alterar o e-mail, confirme com a sua senha atual.');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(password).toHaveAccessibleDescription(
      'Para alterar o e-mail, confirme com a sua senha atual. Informe a Senha',
    );
    await expectNoAxeViolations(container);
    await user.type(password, sandboxFixtures.customer.password);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByText('Dados salvos com sucesso.');
    expect(account(store)).toMatchObject({ email: 'maria.nova@example.com' });
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
  });

  it('given the store refuses the save, its text shows and every field stays as typed', async () => {
    const store = signedIn();
    const { user, container } = renderWithStorefront(<AccountForm />, { store });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'maria.nova@example.com');
    await user.type(screen.getByLabelText('Senha atual'), 'errada1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const alert = container.querySelector('.vt-account-form__form-error');
    await waitFor(() => expect(alert).toHaveTextContent('Senha incorreta.'));
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria.nova@example.com');
    expect(screen.getByLabelText('Senha atual')).toHaveValue('errada1');
    expect(screen.queryByText('Dados salvos com sucesso.')).toBeNull();
    expect(account(store)).toMatchObject({ email: 'maria@example.com' });
    await expectNoAxeViolations(container);
  });

  it('given a server failure, the fields stay and a retry goes through', async () => {
    const store = signedIn();
    const { user } = renderWithStorefront(<AccountForm />, { store });
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Maria Lima');
    store.faults.inject({
      operation: 'customer.changeInfo',
      status: 503,
      message: 'Loja em manutenção.',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Loja em manutenção.')).toBeTruthy();
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByText('Dados salvos com sucesso.');
    expect(screen.queryByText('Loja em manutenção.')).toBeNull();
    expect(account(store)).toMatchObject({ name: 'Maria Lima' });
  });

  it('given a visitor, it says the account could not load with the store text', async () => {
    const { container } = renderWithStorefront(<AccountForm />, {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus dados.');
    expect(alert).toHaveTextContent('Faça login para continuar.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes its texts from props and from the provider', async () => {
    renderWithStorefront(<AccountForm title="Dados da conta" />, {
      store: signedIn(),
      providerProps: { messages: { ui: { accountForm: { submit: 'Atualizar dados' } } } },
    });
    expect(await screen.findByRole('form', { name: 'Dados da conta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atualizar dados' })).toBeTruthy();
  });
});
