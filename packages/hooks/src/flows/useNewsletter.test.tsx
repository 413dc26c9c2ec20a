import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStorefront } from '../testing';
import { useAlerts } from './useAlerts';
import { useNewsletter } from './useNewsletter';

function Newsletter() {
  const form = useNewsletter({ mode: 'emailOnly' });
  const { alerts } = useAlerts();
  return (
    <form
      aria-label="Newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <label htmlFor={form.getFieldProps('email').id}>E-mail</label>
      <input type="email" {...form.getFieldProps('email')} />
      <p {...form.getErrorProps('email')} />
      <button type="submit" disabled={form.isSubmitting}>
        Cadastrar
      </button>
      {alerts.map((alert) => (
        <div key={alert.id} role={alert.kind === 'error' ? 'alert' : 'status'}>
          {alert.title} {alert.detail}
        </div>
      ))}
    </form>
  );
}

describe('useNewsletter', () => {
  it('given an e-mail, the sandbox registers it with the categories and the success banner shows', async () => {
    const { user, store, container } = renderWithStorefront(<Newsletter />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect((await screen.findByRole('status')).textContent).toContain('E-mail cadastrado com sucesso!');
    expect(store.inspect.submissions('newsletter').map((s) => s.payload.email)).toEqual(['ana@example.com']);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    await expectNoAxeViolations(container);
  });

  it('given the store fails, the error banner shows the spec texts and the e-mail stays typed', async () => {
    const { user, store } = renderWithStorefront(<Newsletter />);
    store.faults.inject({ operation: 'newsletter.register', status: 500, times: 1 });
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao cadastrar email! Ocorreu um erro ao adicionar seu email.',
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('given an invalid e-mail left by the shopper, its message shows and describes the field', async () => {
    const { user } = renderWithStorefront(<Newsletter />);
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.type(email, 'ana@');
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(email.getAttribute('aria-describedby') as string);
    expect(message?.textContent).not.toBe('');
    expect(message?.hidden).toBe(false);
  });
});
