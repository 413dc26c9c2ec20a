// @vitest-environment jsdom
// #region component-test
import '@vitrine/hooks/testing/setup'; // or once for all files: setupFiles in vitest.config.ts
import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { NewsletterSignUp } from './NewsletterSignUp';

describe('NewsletterSignUp', () => {
  it('given a valid e-mail, the store records it and the success text shows', async () => {
    const { user, store, container } = renderWithStorefront(<NewsletterSignUp />);

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('E-mail cadastrado com sucesso!');
    expect(store.inspect.submissions('newsletter').map((s) => s.payload.email)).toEqual(['ana@example.com']);
    await expectNoAxeViolations(container);
  });

  it('given an invalid e-mail, it says so and the button stays disabled', async () => {
    const { user, requests } = renderWithStorefront(<NewsletterSignUp />);

    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.tab();

    expect(screen.getByText('E-mail Inválido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    expect(requests('newsletter.register')).toHaveLength(0);
  });

  it('given the store fails, the error text shows and nothing is recorded', async () => {
    const store = createSandboxStore();
    store.faults.inject({ operation: 'newsletter.register', status: 500, message: 'Erro no servidor' });
    const { user } = renderWithStorefront(<NewsletterSignUp />, { store });

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao cadastrar email! Ocorreu um erro ao adicionar seu email.',
    );
    expect(store.inspect.submissions('newsletter')).toEqual([]);
  });
});
// #endregion component-test
