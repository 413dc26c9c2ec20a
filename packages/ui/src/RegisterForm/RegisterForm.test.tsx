import { screen, waitFor, within } from '@testing-library/react';
import { createAntiBotTokenProvider } from '@vitrine/core';
import {
  createTestStorefront,
  expectNoAxeViolations,
  type RenderWithStorefrontOptions,
  renderWithStorefront,
} from '@vitrine/hooks/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

/** The sandbox's day: 1 May 2025. */
const now = () => new Date(2025, 4, 1, 12);

type User = ReturnType<typeof renderWithStorefront>['user'];

/** What a person types (bare digits: the masks add the punctuation). */
const person = {
  'Nome completo': 'Ana Souza',
  'E-mail': 'ana.nova@example.com',
  Telefone: '11987654321',
  CPF: '11144477735',
  'Data de Nascimento': '15031990',
  Senha: 'segredo1',
  'Confirme a Senha': 'segredo1',
};

const company = {
  'Razão Social': 'Sonora Comércio Ltda',
  'E-mail': 'compras@sonora.example.com',
  Telefone: '1134567890',
  CNPJ: '11222333000181',
  Senha: 'segredo1',
  'Confirme a Senha': 'segredo1',
};

function renderForm(props: Partial<RegisterFormProps> = {}, options: RenderWithStorefrontOptions = {}) {
  const onRegistered = vi.fn();
  const rendered = renderWithStorefront(
    <RegisterForm now={now} onRegistered={onRegistered} {...props} />,
    options,
  );
  return { ...rendered, onRegistered, form: screen.getByRole('form', { name: 'Cadastro' }) };
}

/** Fills the fields by label, each pasted at once (the keyboard path has its own test). */
async function fill(user: User, form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(label) as HTMLInputElement;
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  }
}

const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

/** The message shown for a field, checking it is the one the field is described by. */
function messageOf(control: HTMLElement): string | null | undefined {
  const shown = control.closest('[data-field]')?.querySelector<HTMLElement>('.vt-field-error:not([hidden])');
  if (!shown) return undefined;
  expect(control.getAttribute('aria-invalid')).toBe('true');
  expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
  return shown.textContent;
}

describe('RegisterForm', () => {
  it('given a valid person, the store creates the account, onRegistered gets the customer and the form says so', async () => {
    const { user, store, container, form, onRegistered } = renderForm();
    await expectNoAxeViolations(container);
    await fill(user, form, person);
    expect(input(form, 'CPF').value).toBe('111.444.777-35');
    expect(input(form, 'Data de Nascimento').value).toBe('15/03/1990');
    expect(input(form, 'Telefone').value).toBe('(11) 98765-4321');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Cadastro realizado com sucesso!'));
    expect(status.getAttribute('data-kind')).toBe('success');
    expect(form.getAttribute('data-state')).toBe('completed');
    expect(store.inspect.submissions('register').map((s) => s.payload)).toEqual([
      expect.objectContaining({ name: 'Ana Souza', email: 'ana.nova@example.com' }),
    ]);
    expect(store.data.customers.at(-1)).toMatchObject({
      cpfCnpj: '11144477735',
      birthDate: '1990-03-15',
      phone: { phone1: '11987654321' },
    });
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(onRegistered.mock.calls[0]?.[0]).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.nova@example.com',
    });
    // The flow has ended: the fields are locked and focus waits on the message rather than on the page.
    expect(document.activeElement).toBe(status);
    expect(input(form, 'Nome completo').disabled).toBe(true);
    expect((within(form).getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await expectNoAxeViolations(container);
  });

  it('given a company with a numeric CNPJ, there is no birth date and the store creates the account', async () => {
    const { user, store, container, form, onRegistered } = renderForm();
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(within(form).queryByLabelText('Data de Nascimento')).toBeNull();
    expect(within(form).queryByLabelText('CPF')).toBeNull();
    expect(form.getAttribute('data-person-type')).toBe('company');
    await expectNoAxeViolations(container);
    await fill(user, form, company);
    expect(input(form, 'CNPJ').value).toBe('11.222.333/0001-81');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await within(form).findByText('Cadastro realizado com sucesso!');
    expect(store.data.customers.at(-1)).toMatchObject({ cpfCnpj: '11222333000181', birthDate: '' });
    expect(onRegistered.mock.calls[0]?.[0]).toMatchObject({ name: 'Sonora Comércio Ltda' });
  });

  it('masks an alphanumeric CNPJ as it is typed, letters upper-cased, and accepts it', async () => {
    const { user, form } = renderForm({ defaultPersonType: 'company' });
    const cnpj = input(form, 'CNPJ');
    await user.type(cnpj, '12abc34501de35');
    expect(cnpj.value).toBe('12.ABC.345/01DE-35');
    await user.tab();
    expect(messageOf(cnpj)).toBeUndefined();
    // Letters never fit the check digits.
    await user.clear(cnpj);
    await user.type(cnpj, '12abc34501dexy');
    expect(cnpj.value).toBe('12.ABC.345/01DE');
  });

  it.each([
    ['a CPF with wrong check digits', { CPF: '11144477700' }, 'CPF', 'Informe um CPF ou CNPJ Válido'],
    [
      'someone aged 9',
      { 'Data de Nascimento': '02052015' },
      'Data de Nascimento',
      'Informe uma Data de Nascimento Válida',
    ],
    [
      'someone aged 101',
      { 'Data de Nascimento': '30041924' },
      'Data de Nascimento',
      'Informe uma Data de Nascimento Válida',
    ],
    [
      '31 February',
      { 'Data de Nascimento': '31022000' },
      'Data de Nascimento',
      'Informe uma Data de Nascimento Válida',
    ],
    [
      'a confirmation that differs',
      { 'Confirme a Senha': 'segredo2' },
      'Confirme a Senha',
      'As senhas não conferem',
    ],
    ['a phone too short', { Telefone: '119876' }, 'Telefone', 'Informe um Telefone Válido'],
    [
      'a short password',
      { Senha: '12345', 'Confirme a Senha': '12345' },
      'Senha',
      'A senha deve ter ao menos 6 caracteres',
    ],
  ])(
    'given a person with %s, it says why, focuses the field and nothing reaches the store',
    async (_, wrong, label, message) => {
      const { user, form, requests } = renderForm();
      await fill(user, form, { ...person, ...wrong });
      await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
      const control = input(form, label);
      expect(messageOf(control)).toBe(message);
      await waitFor(() => expect(document.activeElement).toBe(control));
      expect(form.querySelectorAll('.vt-field-error:not([hidden])')).toHaveLength(1);
      expect(requests('customer.register')).toHaveLength(0);
    },
  );

  it('given a company with a wrong CNPJ, it says so and nothing reaches the store', async () => {
    const { user, form, requests, container } = renderForm({ defaultPersonType: 'company' });
    await fill(user, form, { ...company, CNPJ: '11222333000100' });
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(messageOf(input(form, 'CNPJ'))).toBe('Informe um CPF ou CNPJ Válido');
    expect(requests('customer.register')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('given an empty submit, every field shows its message, the first is focused and nothing is sent', async () => {
    const { user, form, requests, container } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(messageOf(input(form, 'Nome completo'))).toBe('Informe o Nome');
    expect(messageOf(input(form, 'E-mail'))).toBe('Informe o Email');
    expect(messageOf(input(form, 'Telefone'))).toBe('Informe o Telefone');
    expect(messageOf(input(form, 'CPF'))).toBe('Informe o CPF ou CNPJ');
    expect(messageOf(input(form, 'Senha'))).toBe('Informe a Senha');
    await waitFor(() => expect(document.activeElement).toBe(input(form, 'Nome completo')));
    expect(requests('customer.register')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('shows a message only once its field is changed or left, and asks a person for the birth date', async () => {
    const { user, form } = renderForm();
    expect(form.querySelectorAll('.vt-field-error:not([hidden])')).toHaveLength(0);
    const cpf = input(form, 'CPF');
    await user.type(cpf, '111444777');
    expect(messageOf(cpf)).toBe('Informe um CPF ou CNPJ Válido');
    expect(messageOf(input(form, 'Nome completo'))).toBeUndefined();
    await user.type(cpf, '35');
    expect(messageOf(cpf)).toBeUndefined();
    const birthDate = input(form, 'Data de Nascimento');
    await user.click(birthDate);
    await user.tab();
    expect(messageOf(birthDate)).toBe('Informe a Data de Nascimento');
    expect(birthDate.getAttribute('aria-describedby')).toContain(within(form).getByText('DD/MM/AAAA').id);
  });

  it('switching to a company empties the CPF and the birth date, and renames the name and document', async () => {
    const { user, form } = renderForm();
    await fill(user, form, { CPF: '11144477735', 'Data de Nascimento': '15031990' });
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(input(form, 'CNPJ').value).toBe('');
    expect(within(form).getByLabelText('Razão Social')).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Física' }));
    expect(input(form, 'CPF').value).toBe('');
    expect(input(form, 'Data de Nascimento').value).toBe('');
  });

  it('works from the keyboard alone: the person / company radios with the arrows, Tab through the fields, Enter sends', async () => {
    const { user, form, store, onRegistered } = renderForm();
    await user.tab();
    const personRadio = within(form).getByRole('radio', { name: 'Pessoa Física' }) as HTMLInputElement;
    expect(document.activeElement).toBe(personRadio);
    expect(personRadio.checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect((within(form).getByRole('radio', { name: 'Pessoa Jurídica' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(form).getByLabelText('CNPJ')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(personRadio.checked).toBe(true);
    for (const [label, value] of Object.entries(person)) {
      await user.tab();
      expect(document.activeElement).toBe(input(form, label));
      await user.keyboard(value);
    }
    await user.keyboard('{Enter}');
    await within(form).findByText('Cadastro realizado com sucesso!');
    expect(store.inspect.submissions('register')).toHaveLength(1);
    expect(onRegistered).toHaveBeenCalledTimes(1);
  });

  it('given an e-mail that already has an account, it shows the store’s text and keeps every field', async () => {
    const { user, form, container, onRegistered } = renderForm();
    await fill(user, form, { ...person, 'E-mail': 'maria@example.com' });
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Já existe um cadastro com este e-mail.'));
    expect(status.getAttribute('data-kind')).toBe('error');
    expect(form.getAttribute('data-state')).toBe('failure');
    expect(input(form, 'E-mail').value).toBe('maria@example.com');
    expect(input(form, 'CPF').value).toBe('111.444.777-35');
    expect(input(form, 'Senha').value).toBe('segredo1');
    expect(input(form, 'Nome completo').disabled).toBe(false);
    expect(onRegistered).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('given the store fails, it shows its text; trying again once it is back registers', async () => {
    const { user, form, store } = renderForm();
    store.faults.inject({
      operation: 'customer.register',
      status: 503,
      message: 'Serviço temporariamente indisponível.',
      times: 1,
    });
    await fill(user, form, person);
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await within(form).findByText('Serviço temporariamente indisponível.');
    expect(input(form, 'Nome completo').value).toBe('Ana Souza');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await within(form).findByText('Cadastro realizado com sucesso!');
  });

  it('while sending, the button is busy and disabled', async () => {
    const { user, form, store, container } = renderForm();
    store.faults.setLatency(150);
    await fill(user, form, person);
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    const button = within(form).getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(form.getAttribute('data-loading')).toBe('');
    await expectNoAxeViolations(container);
    await within(form).findByText('Cadastro realizado com sucesso!');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it("given a store that protects 'Register', the anti-bot token for that action goes with the registration", async () => {
    const storefront = createTestStorefront({
      storeOptions: {
        data: (seed) => ({ ...seed, antiBot: { ...seed.antiBot, tipo: 'Evaluation,Contact,Register' } }),
      },
    });
    const antiBot = createAntiBotTokenProvider({
      loadCredentials: () => storefront.client.content.antiBotCredentials(),
      getAntiBotToken: async (action, siteKey) => `human:${action}:${siteKey}`,
    });
    const tokens: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/api/register')) return;
      const body = (await request.clone().json()) as { tokenRecaptcha?: unknown };
      tokens.push(body.tokenRecaptcha);
    };
    storefront.server.events.on('request:start', record);
    onTestFinished(() => storefront.server.events.removeListener('request:start', record));
    const { user, form } = renderForm(
      { antiBot },
      {
        store: storefront.store,
        providerProps: { client: storefront.client, services: storefront.services },
      },
    );
    await fill(user, form, person);
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await within(form).findByText('Cadastro realizado com sucesso!');
    expect(tokens).toEqual([`human:Register:${storefront.store.data.antiBot.siteKey}`]);
  });

  it("given a consumer's onSubmit that prevents the default, nothing is sent", async () => {
    const { user, form, requests } = renderForm({ onSubmit: (event) => event.preventDefault() });
    await fill(user, form, person);
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests('customer.register')).toHaveLength(0);
  });

  it('takes its texts from the provider and from props, props winning, with a visible title naming the form', () => {
    renderWithStorefront(<RegisterForm showTitle title="Crie sua conta" submit="Criar conta" />, {
      providerProps: {
        messages: { ui: { registerForm: { submit: 'Enviar', cpfLabel: 'Seu CPF' } } },
      },
    });
    const form = screen.getByRole('form', { name: 'Crie sua conta' });
    expect(within(form).getByRole('heading', { name: 'Crie sua conta' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Criar conta' })).toBeTruthy();
    expect(within(form).getByLabelText('Seu CPF')).toBeTruthy();
  });

  it('given a controlled person type, it follows the parent and reports the shopper’s switch', async () => {
    const onPersonTypeChange = vi.fn();
    const { user, form, rerender } = renderForm({ personType: 'person', onPersonTypeChange });
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(onPersonTypeChange).toHaveBeenCalledWith('company');
    expect(within(form).getByLabelText('CPF')).toBeTruthy();
    rerender(<RegisterForm now={now} personType="company" onPersonTypeChange={onPersonTypeChange} />);
    expect(within(form).getByLabelText('CNPJ')).toBeTruthy();
  });
});
