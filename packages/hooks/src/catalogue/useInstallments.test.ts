import { act, waitFor } from '@testing-library/react';
import { StoreApiError } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorefront } from '../testing';
import { useInstallments } from './useInstallments';

describe('useInstallments', () => {
  it('loads nothing until first used, then the store installments of the value', async () => {
    const { result, requests } = renderHookWithStorefront(() => useInstallments(300));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.isRequested).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(requests()).toHaveLength(0);

    act(() => result.current.load());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.source).toBe('store');
    expect(result.current.data?.options[0]).toMatchObject({
      quantity: 1,
      installmentAmount: 300,
      totalAmount: 300,
    });
    expect(result.current.data?.options.length).toBeLessThanOrEqual(18);
    expect(result.current.data?.options.find((option) => option.quantity === 6)?.interestFree).toBe(true);
    expect(result.current.data?.emptyMessage).toBeUndefined();
    expect(requests('cart.installments')).toHaveLength(1);
  });

  it('with show-first, loads at once; a new value (quantity or variation) reloads', async () => {
    const { result, rerender, requests } = renderHookWithStorefront(
      ({ value }: { value: number }) => useInstallments(value, { showFirst: true }),
      { initialProps: { value: 100 } },
    );
    await waitFor(() => expect(result.current.data?.options[0]?.totalAmount).toBe(100));
    rerender({ value: 200 });
    await waitFor(() => expect(result.current.data?.options[0]?.totalAmount).toBe(200));
    expect(requests('cart.installments')).toHaveLength(2);
  });

  it('the provider’s showFirstInstallments config loads them at once too', async () => {
    const { result } = renderHookWithStorefront(() => useInstallments(150), {
      providerProps: { config: { showFirstInstallments: true } },
    });
    await waitFor(() => expect(result.current.data?.source).toBe('store'));
  });

  it('for the card provider gateway, asks the provider app: config, session, then installments', async () => {
    const { result, requests } = renderHookWithStorefront(() =>
      useInstallments(500, { gatewayId: 17, showFirst: true, brand: 'mastercard' }),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.source).toBe('cardProvider');
    expect(result.current.data?.options[0]).toMatchObject({ quantity: 1, installmentAmount: 500 });
    expect(result.current.data?.options.length).toBeLessThanOrEqual(18);
    expect(requests().map((request) => request.operation)).toEqual([
      'payment.appConfig',
      'payment.session',
      'payment.cardInstallments',
    ]);
  });

  it('when the provider app is unreachable, falls back to the store installments', async () => {
    const { result, store } = renderHookWithStorefront(
      () => useInstallments(500, { gatewayId: 20, showFirst: true }),
      { providerProps: { swrConfig: { shouldRetryOnError: false } } },
    );
    store.faults.inject({ operation: 'payment.appConfig', status: 503, message: 'Indisponível' });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.source).toBe('store');
  });

  it('when the store offers no card installments, says so with the spec text', async () => {
    const { result } = renderHookWithStorefront(() => useInstallments(50, { showFirst: true }), {
      storeOptions: {
        data: (seed) => ({
          ...seed,
          paymentGateways: seed.paymentGateways.filter((gateway) => gateway.idPaymentGateway !== 17),
        }),
      },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.options).toEqual([]);
    expect(result.current.data?.emptyMessage).toBe('Nenhum parcelamento disponível para o produto');
  });

  it('given a value of 0 or null, it waits', async () => {
    const { result, requests } = renderHookWithStorefront(() => useInstallments(null, { showFirst: true }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests()).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('given the store fails, error carries the server text', async () => {
    const { result, store } = renderHookWithStorefront(() => useInstallments(300, { showFirst: true }), {
      providerProps: { swrConfig: { shouldRetryOnError: false } },
    });
    store.faults.inject({ operation: 'cart.installments', status: 500, message: 'Parcelas indisponíveis' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect(result.current.error?.message).toBe('Parcelas indisponíveis');
    expect(result.current.isLoading).toBe(false);
  });
});
