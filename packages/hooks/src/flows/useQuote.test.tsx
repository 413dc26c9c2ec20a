import { act, screen, waitFor } from '@testing-library/react';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderHookWithStorefront, renderWithStorefront } from '../testing';
import { useAlerts } from './useAlerts';
import { useQuote } from './useQuote';

const product = {
  idProduct: sandboxFixtures.priceOnRequest.idProduct,
  name: sandboxFixtures.priceOnRequest.name,
  idSku: sandboxFixtures.priceOnRequest.idSku,
  hasVariations: false,
};

function QuoteModal() {
  const quote = useQuote();
  const { alerts } = useAlerts();
  return (
    <>
      {alerts.map((alert) => (
        <p key={alert.id} role={alert.kind === 'error' ? 'alert' : 'status'}>
          {alert.title}
        </p>
      ))}
      {quote.isOpen && (
        <form
          aria-label="Solicitar Orcamento"
          onSubmit={(event) => {
            event.preventDefault();
            quote.submit();
          }}
        >
          {(['name', 'email', 'phone', 'message'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={quote.getFieldProps(field).id}>{field}</label>
              <input {...quote.getFieldProps(field)} />
              <span {...quote.getErrorProps(field)} />
            </div>
          ))}
          <button type="submit" disabled={quote.isSending}>
            Enviar
          </button>
        </form>
      )}
    </>
  );
}

async function fill(user: ReturnType<typeof renderWithStorefront>['user']) {
  await user.type(screen.getByLabelText('name'), 'Ana Souza');
  await user.type(screen.getByLabelText('email'), 'ana@example.com');
  await user.type(screen.getByLabelText('phone'), '11987654321');
  await user.type(screen.getByLabelText('message'), 'Preciso de 3 unidades.');
}

describe('useQuote', () => {
  it('given a quote.open published on the bus by any widget, the form opens and the sandbox records the quote', async () => {
    const { bus, user, store, container } = renderWithStorefront(<QuoteModal />);
    expect(screen.queryByRole('form')).toBeNull();
    act(() => bus.publish({ type: 'quote.open', products: [product], origin: 'card' }));
    expect(screen.getByRole('form', { name: 'Solicitar Orcamento' })).toBeDefined();
    await expectNoAxeViolations(container);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('A solicitacao de orcamento foi enviada com sucesso.')).toBeDefined();
    expect(screen.queryByRole('form')).toBeNull();
    expect(store.inspect.submissions('budget')[0]?.payload).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      message: 'Preciso de 3 unidades.',
      products: [{ idProduct: product.idProduct, idProductGrid: product.idSku }],
    });
  });

  it('given the store fails, the pt-BR failure shows and what was typed stays', async () => {
    const { bus, user, store } = renderWithStorefront(<QuoteModal />);
    store.faults.inject({ operation: 'catalogue.sendBudget', status: 500, times: 1 });
    act(() => bus.publish({ type: 'quote.open', products: [product] }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao enviar a solicitacao de orcamento.');
    expect((screen.getByLabelText('message') as HTMLInputElement).value).toBe('Preciso de 3 unidades.');
    expect(store.inspect.submissions('budget')).toHaveLength(0);
  });

  it('given a product with variations and none chosen, the card’s error shows and the form stays closed', () => {
    const { result } = renderHookWithStorefront(() => ({ quote: useQuote(), alerts: useAlerts() }));
    act(() => result.current.quote.open([{ ...product, idSku: null, hasVariations: true }], 'card'));
    expect(result.current.quote.isOpen).toBe(false);
    expect(result.current.alerts.alerts.map((a) => a.title)).toEqual([
      'Selecione as variações do produto para realizar o orçamento.',
    ]);
  });

  it('given an invalid submit, the field messages show next to the fields and nothing is sent', async () => {
    const { bus, user, store } = renderWithStorefront(<QuoteModal />);
    act(() => bus.publish({ type: 'quote.open', products: [product] }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const email = screen.getByLabelText('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') as string;
    expect(document.getElementById(describedBy)?.textContent).not.toBe('');
    await waitFor(() => expect(store.inspect.submissions('budget')).toHaveLength(0));
  });

  it('shows no field message before a submit attempt, then every invalid field’s message', () => {
    const { result } = renderHookWithStorefront(() => useQuote());
    act(() => result.current.open([product]));
    act(() => result.current.setValue('email', 'ana@'));
    expect(result.current.errors).toEqual({});
    expect(result.current.getFieldProps('email')['aria-invalid']).toBeFalsy();
    act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      name: 'Campo Obrigatorio',
      email: 'E-mail Invalido',
      phone: 'Campo Obrigatorio',
      message: 'Campo Obrigatorio',
    });
  });
});
