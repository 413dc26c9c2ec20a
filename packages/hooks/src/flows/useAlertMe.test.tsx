import { act, waitFor } from '@testing-library/react';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useAlertMe } from './useAlertMe';
import { useAlerts } from './useAlerts';

const { productWithVariations } = sandboxFixtures;
const product = {
  idProduct: productWithVariations.idProduct,
  name: productWithVariations.name,
  idSku: productWithVariations.outOfStockSku,
  hasVariations: true,
};

function fill(alertMe: ReturnType<typeof useAlertMe>) {
  alertMe.setValue('name', 'Ana Souza');
  alertMe.setValue('email', 'ana@example.com');
  alertMe.setValue('phone', '(11) 98765-4321');
}

const render = () => renderHookWithStorefront(() => ({ alertMe: useAlertMe(), alerts: useAlerts() }));

describe('useAlertMe', () => {
  it('given an alertMe.open on the bus, the form opens and the sandbox records the request', async () => {
    const { result, bus, store } = render();
    act(() => bus.publish({ type: 'alertMe.open', product }));
    expect(result.current.alertMe.isOpen).toBe(true);
    expect(result.current.alertMe.canSubmit).toBe(false);
    act(() => fill(result.current.alertMe));
    expect(result.current.alertMe.canSubmit).toBe(true);
    act(() => result.current.alertMe.submit());
    await waitFor(() => expect(result.current.alertMe.isOpen).toBe(false));
    expect(store.inspect.submissions('alertMe')[0]?.payload).toMatchObject({
      email: 'ana@example.com',
      idProduct: product.idProduct,
      idSku: product.idSku,
    });
    expect(result.current.alerts.alerts.map((a) => a.title)).toEqual([
      'Você será avisado quando este produto estiver disponível.',
    ]);
  });

  it('given the store fails, the pt-BR failure shows and the form stays open with what was typed', async () => {
    const { result, bus, store } = render();
    store.faults.inject({ operation: 'catalogue.alertMe', status: 500, times: 1 });
    act(() => bus.publish({ type: 'alertMe.open', product }));
    act(() => fill(result.current.alertMe));
    act(() => result.current.alertMe.submit());
    await waitFor(() =>
      expect(result.current.alerts.alerts.map((a) => a.title)).toEqual([
        'Erro ao realizar o cadastro para ser notificado.',
      ]),
    );
    expect(result.current.alertMe.isOpen).toBe(true);
    expect(result.current.alertMe.values.email).toBe('ana@example.com');
  });

  it('given a card without a chosen variation, the card’s message shows and the form stays closed; alertMe.close closes it', () => {
    const { result, bus } = render();
    act(() => result.current.alertMe.open({ ...product, idSku: null }, 'card'));
    expect(result.current.alertMe.isOpen).toBe(false);
    expect(result.current.alerts.alerts.map((a) => a.title)).toEqual([
      'Por favor, selecione a variação que deseja ser notificado',
    ]);
    act(() => result.current.alertMe.open(product));
    expect(result.current.alertMe.isOpen).toBe(true);
    act(() => bus.publish({ type: 'alertMe.close' }));
    expect(result.current.alertMe.isOpen).toBe(false);
  });

  it('given a field left invalid, only its message shows', () => {
    const { result } = render();
    act(() => result.current.alertMe.open(product));
    act(() => result.current.alertMe.setValue('email', 'ana@'));
    expect(result.current.alertMe.visibleErrors).toEqual({});
    act(() => result.current.alertMe.getFieldProps('email').onBlur());
    expect(Object.keys(result.current.alertMe.visibleErrors)).toEqual(['email']);
    expect(result.current.alertMe.getFieldProps('email')['aria-invalid']).toBe(true);
  });
});
