import { screen, waitFor, within } from '@testing-library/react';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { PasswordChangeForm } from './PasswordChangeForm';

const { email, password } = sandboxFixtures.customer;

const signedInStore = (): SandboxStore => {
  const { store } = createTestStorefront();
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });
  return store;
};

const canSignIn = (store: SandboxStore, secret: string) =>
  store.call('customer.login', { json: { username: email, password: secret, tokenRecaptcha: '' } }).status;

type User = ReturnType<typeof renderWithStorefront>['user'];

async function fillPasswords(user: User, current: string, next: string, confirmation = next) {
  const form = screen.getByRole('form', { name: 'Alterar senha' });
  await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveValue(email));
  await user.type(within(form).getByLabelText('Senha atual'), current);
  await user.type(within(form).getByLabelText('Nova senha'), next);
  await user.type(within(form).getByLabelText('Confirme a nova senha'), confirmation);
  return form;
}

describe('PasswordChangeForm', () => {
  it("given the customer's current password, it changes it, says so and empties the form", async () => {
    const store = signedInStore();
    const { user, container } = renderWithStorefront(<PasswordChangeForm location="/customer" />, { store });
    const form = await fillPasswords(user, password, 'novaSenha1');
    await expectNoAxeViolations(container);
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Senha alterada com sucesso.'));
    expect(status).toHaveAttribute('data-kind', 'success');
    expect(canSignIn(store, 'novaSenha1')).toBe(200);
    expect(within(form).getByLabelText('Nova senha')).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('given a wrong current password, the server text shows as an alert and the fields keep what was typed', async () => {
    const { user, container } = renderWithStorefront(<PasswordChangeForm />, { store: signedInStore() });
    const form = await fillPasswords(user, 'errada', 'novaSenha1');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Senha atual incorreta.');
    expect(within(form).getByLabelText('Senha atual')).toHaveValue('errada');
    expect(within(form).getByLabelText('Nova senha')).toHaveValue('novaSenha1');
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('given the store fails, its text shows', async () => {
    const store = signedInStore();
    const { user } = renderWithStorefront(<PasswordChangeForm />, { store });
    store.faults.inject({ operation: 'customer.changePassword', status: 500, message: 'Erro no servidor.' });
    const form = await fillPasswords(user, password, 'novaSenha1');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Erro no servidor.');
    expect(canSignIn(store, password)).toBe(200);
  });

  it('given a short or mismatched new password, the messages show, the first wrong field is focused and nothing is sent', async () => {
    const { user, container, requests } = renderWithStorefront(<PasswordChangeForm />, {
      store: signedInStore(),
    });
    const form = await fillPasswords(user, password, 'abc', 'abd');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    const messageOf = (label: string) => {
      const control = within(form).getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(messageOf('Nova senha')).toBe('A senha deve ter ao menos 6 caracteres');
    expect(messageOf('Confirme a nova senha')).toBe('As senhas não conferem');
    await waitFor(() => expect(within(form).getByLabelText('Nova senha')).toHaveFocus());
    await expectNoAxeViolations(container);
    expect(requests('customer.changePassword')).toHaveLength(0);
  });

  it('given an empty form, it asks for each field in pt-BR', async () => {
    const { user } = renderWithStorefront(<PasswordChangeForm />);
    const form = screen.getByRole('form', { name: 'Alterar senha' });
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(within(form).getByText('Informe o Email')).toBeTruthy();
    expect(within(form).getByText('Informe a Senha Atual')).toBeTruthy();
    expect(within(form).getByText('Informe a Senha')).toBeTruthy();
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveFocus());
  });

  it('works from the keyboard and Enter sends', async () => {
    const store = signedInStore();
    const { user } = renderWithStorefront(<PasswordChangeForm />, { store });
    const form = screen.getByRole('form', { name: 'Alterar senha' });
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveValue(email));
    await user.tab();
    expect(within(form).getByLabelText('E-mail')).toHaveFocus();
    await user.tab();
    await user.keyboard(password);
    await user.tab();
    await user.keyboard('novaSenha1');
    await user.tab();
    await user.keyboard('novaSenha1{Enter}');
    await within(form).findByText('Senha alterada com sucesso.');
    expect(canSignIn(store, 'novaSenha1')).toBe(200);
  });

  it('while sending, the button is busy and disabled', async () => {
    const store = signedInStore();
    const { user, container } = renderWithStorefront(<PasswordChangeForm />, { store });
    const form = await fillPasswords(user, password, 'novaSenha1');
    store.faults.setLatency(150);
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    const button = within(form).getByRole('button', { name: 'Alterar senha' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await expectNoAxeViolations(container);
    await within(form).findByText('Senha alterada com sucesso.');
  });

  it("given a recovery link's key, only the new password is asked and it replaces the old one", async () => {
    const { store } = createTestStorefront();
    store.call('customer.sendRecoverEmail', { json: { email, tokenRecaptcha: '' } });
    const token = String(store.inspect.submissions('recoverEmail')[0]?.payload.token);
    const { user, container } = renderWithStorefront(<PasswordChangeForm token={token} />, { store });
    const form = screen.getByRole('form', { name: 'Alterar senha' });
    expect(within(form).queryByLabelText('E-mail')).toBeNull();
    expect(within(form).queryByLabelText('Senha atual')).toBeNull();
    await user.type(within(form).getByLabelText('Nova senha'), 'outraSenha2');
    await user.type(within(form).getByLabelText('Confirme a nova senha'), 'outraSenha2');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    await within(form).findByText('Senha alterada com sucesso.');
    expect(canSignIn(store, 'outraSenha2')).toBe(200);
    await expectNoAxeViolations(container);
  });

  it('takes its texts from props and from the provider', () => {
    renderWithStorefront(<PasswordChangeForm title="Trocar senha" submit="Salvar" />, {
      providerProps: { messages: { ui: { passwordChangeForm: { passwordLabel: 'Senha nova' } } } },
    });
    const form = screen.getByRole('form', { name: 'Trocar senha' });
    expect(within(form).getByLabelText('Senha nova')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).getByRole('button', { name: 'Salvar' })).toBeTruthy();
  });
});
