import { screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './NewsletterForm';

describe('NewsletterForm', () => {
  it('given a valid name and e-mail, it registers them, says so and empties the form', async () => {
    const { user, store, container } = renderWithStorefront(<NewsletterForm />);
    const button = screen.getByRole('button', { name: 'Cadastrar' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 4000 });
    await user.click(button);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('E-mail cadastrado com sucesso!'), { timeout: 4000 });
    expect(status.getAttribute('data-kind')).toBe('success');
    expect(store.inspect.submissions('newsletter').map((s) => [s.payload.name, s.payload.email])).toEqual([
      ['Ana Souza', 'ana@example.com'],
    ]);
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    await expectNoAxeViolations(container);
  });

  it('given the e-mail-only mode, there is no name field and Enter in the e-mail sends it', async () => {
    const { user, store } = renderWithStorefront(
      <NewsletterForm mode="emailOnly" buttonText="Quero receber" />,
    );
    expect(screen.queryByLabelText('Nome')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'bia@example.com{Enter}');
    await screen.findByText('E-mail cadastrado com sucesso!');
    expect(store.inspect.submissions('newsletter').map((s) => s.payload.email)).toEqual(['bia@example.com']);
    expect(screen.getByRole('button', { name: 'Quero receber' })).toBeTruthy();
  });

  it('shows a message only once a field is touched, and keeps the button disabled while invalid', async () => {
    const { user, container } = renderWithStorefront(<NewsletterForm />);
    const name = screen.getByLabelText('Nome');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(container.querySelectorAll('.vt-field-error:not([hidden])')).toHaveLength(0);
    await user.type(name, 'Ana');
    await user.tab();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Informe o nome corretamente');
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.tab();
    expect(screen.getByText('E-mail Inválido')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('while sending, the button is busy and disabled', async () => {
    const { user, store } = renderWithStorefront(<NewsletterForm mode="emailOnly" />);
    store.faults.setLatency(150);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const button = screen.getByRole('button', { name: 'Cadastrar' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    await screen.findByText('E-mail cadastrado com sucesso!');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('given the store fails, it shows the failure texts and keeps what was typed', async () => {
    const { user, store, container } = renderWithStorefront(<NewsletterForm mode="emailOnly" />);
    store.faults.inject({ operation: 'newsletter.register', status: 500, times: 1 });
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const status = await screen.findByText('Erro ao cadastrar email!');
    expect(status.closest('[role="status"]')?.textContent).toBe(
      'Erro ao cadastrar email!Ocorreu um erro ao adicionar seu email.',
    );
    expect(status.closest('[role="status"]')?.getAttribute('data-kind')).toBe('error');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    await expectNoAxeViolations(container);
  });

  it('given replaced texts and a visible title, the form is named by its heading', () => {
    renderWithStorefront(<NewsletterForm showTitle title="Receba ofertas" />, {
      providerProps: { messages: { ui: { newsletterForm: { emailLabel: 'Seu e-mail' } } } },
    });
    expect(screen.getByRole('form', { name: 'Receba ofertas' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Receba ofertas' })).toBeTruthy();
    expect(screen.getByLabelText('Seu e-mail')).toBeTruthy();
  });

  it("given a consumer's onSubmit that prevents the default, nothing is sent", async () => {
    const { user, requests } = renderWithStorefront(
      <NewsletterForm mode="emailOnly" onSubmit={(event) => event.preventDefault()} />,
    );
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests('newsletter.register')).toHaveLength(0);
  });
});
