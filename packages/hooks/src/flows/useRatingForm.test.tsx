import { act, waitFor } from '@testing-library/react';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../testing';
import { humanAntiBot } from './testing/humanAntiBot';
import { useAlerts } from './useAlerts';
import { useRatingForm } from './useRatingForm';

const product = { idProduct: sandboxFixtures.productWithVariations.idProduct };
const now = () => new Date('2025-05-01T12:00:00Z');

function fill(form: ReturnType<typeof useRatingForm>) {
  form.setValue('name', 'Ana Souza');
  form.setValue('email', 'ana@example.com');
  form.setValue('city', 'Campinas');
  form.setValue('state', 'SP');
  form.setValue('title', 'Ótimo');
  form.setValue('comment', 'Chegou rápido.');
  form.setValue('rate', 5);
  form.setValue('leavePublicEmail', true);
}

describe('useRatingForm', () => {
  it('given a rating with 5 stars and the Evaluation token, the sandbox records it and the success banner shows', async () => {
    const storefront = createTestStorefront();
    const antiBot = humanAntiBot(storefront.client);
    const { result, store } = renderHookWithStorefront(
      () => ({ form: useRatingForm(product, { now, antiBot }), alerts: useAlerts() }),
      { store: storefront.store, providerProps: { client: storefront.client } },
    );
    act(() => fill(result.current.form));
    expect(result.current.form.getFieldProps('leavePublicEmail').checked).toBe(true);
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.status).toBe('success'));
    expect(store.inspect.submissions('rating')[0]?.payload).toMatchObject({
      idProduct: product.idProduct,
      rate: 5,
      leavePublicEmail: true,
      dateRegister: '2025-05-01T12:00:00.000Z',
    });
    expect(result.current.alerts.alerts.map((a) => a.title)).toEqual(['Avaliação registrada com sucesso.']);
    expect(result.current.form.values.rate).toBe(0);
  });

  it('given the store fails, the spec’s failure banner shows and the stars stay chosen', async () => {
    const { result, store } = renderHookWithStorefront(() => ({
      form: useRatingForm(product, { now }),
      alerts: useAlerts(),
    }));
    store.faults.inject({ operation: 'ratings.send', status: 500, times: 1 });
    act(() => fill(result.current.form));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.status).toBe('failure'));
    expect(store.inspect.submissions('rating')).toHaveLength(0);
    expect(result.current.alerts.alerts.map((a) => a.title)).toEqual([
      'Ocorreu um erro ao registrar a avaliação do produto.',
    ]);
    expect(result.current.form.values.rate).toBe(5);
  });
});
