import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './RegisterForm';

describe('RegisterForm with an alphanumeric CNPJ', () => {
  it('given a company with an alphanumeric CNPJ, the store creates the account with the CNPJ’s letters', async () => {
    const onRegistered = vi.fn();
    const { user, store, container } = renderWithStorefront(
      <RegisterForm
        defaultPersonType="company"
        now={() => new Date(2025, 4, 1, 12)}
        onRegistered={onRegistered}
      />,
    );
    const form = screen.getByRole('form', { name: 'Cadastro' });
    const field = (label: string) => within(form).getByLabelText(label);
    const values = {
      'Razão Social': 'Nova Era Tecnologia Ltda',
      'E-mail': 'contato@novaera.example.com',
      Telefone: '1134567890',
      CNPJ: '12abc34501de35',
      Senha: 'segredo1',
      'Confirme a Senha': 'segredo1',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.click(field(label));
      await user.paste(value);
    }
    expect((field('CNPJ') as HTMLInputElement).value).toBe('12.ABC.345/01DE-35');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await within(form).findByText('Cadastro realizado com sucesso!');
    expect(store.data.customers.at(-1)).toMatchObject({
      name: 'Nova Era Tecnologia Ltda',
      cpfCnpj: '12ABC34501DE35',
      birthDate: '',
    });
    expect(onRegistered.mock.calls[0]?.[0]).toMatchObject({ email: 'contato@novaera.example.com' });
    await expectNoAxeViolations(container);
  });
});
