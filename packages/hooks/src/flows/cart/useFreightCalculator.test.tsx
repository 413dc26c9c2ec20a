import { act, waitFor } from '@testing-library/react';
import { type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import type { FormHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront } from '../../testing';
import { useFreightCalculator } from './useFreightCalculator';

const { simple, cep } = sandboxFixtures;

function prefill(store: SandboxStore) {
  const reply = store.call('cart.add', {
    json: { idProduct: simple.idProduct, idSku: null, quantity: 1, isRecurrent: false },
  });
  if (reply.status !== 200) throw new Error('The sandbox refused the prefilled cart line.');
}

/** A submit event as React hands it to a form's onSubmit. */
function submitEvent(): Parameters<NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>>[0] {
  const event = new Event('submit', { cancelable: true });
  return event as unknown as ReturnType<typeof submitEvent>;
}

describe('useFreightCalculator', () => {
  it('given an empty cart, it says there is nothing to quote', async () => {
    const { result } = renderHookWithStorefront(() => useFreightCalculator());
    await waitFor(() => expect(result.current.isEmpty).toBe(true));
    expect(result.current.options).toEqual([]);
  });

  it('given the form submitted without a CEP, the field props carry "Por favor, insira um cep."', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store);
    const { result } = renderHookWithStorefront(() => useFreightCalculator(), { store: storefront.store });
    await waitFor(() => expect(result.current.isEmpty).toBe(false));
    const form = result.current.getFormProps();
    expect(form['aria-labelledby']).toBe(result.current.getTitleProps().id);
    const event = submitEvent();
    act(() => form.onSubmit(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.message).toBe('Por favor, insira um cep.');
    expect(result.current.getCepInputProps().error).toBe('Por favor, insira um cep.');
  });

  it('given a CEP typed through the field props, it quotes the options with their texts, and an option chosen is stored', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store);
    const { result } = renderHookWithStorefront(() => useFreightCalculator(), { store: storefront.store });
    await waitFor(() => expect(result.current.isEmpty).toBe(false));
    act(() => result.current.getCepInputProps().onValueChange(cep.saoPaulo));
    expect(result.current.getCepInputProps().value).toBe(cep.saoPaulo);
    await waitFor(() => expect(result.current.options.length).toBeGreaterThan(0));
    expect(result.current.calculating).toBe(false);
    const paid = result.current.options.find((option) => option.price !== 'Frete Grátis');
    if (!paid) throw new Error('The sandbox quotes a paid option for São Paulo.');
    expect(paid.price).toMatch(/^R\$/);
    expect(paid.deliveryTime).not.toBe('');
    const radio = result.current.getOptionProps(paid);
    expect(radio).toMatchObject({ type: 'radio', value: paid.id, checked: false });
    act(() => radio.onChange());
    expect(result.current.selected?.id).toBe(paid.id);
    expect(result.current.getOptionProps(paid).checked).toBe(true);
    await waitFor(() => expect(storefront.store.inspect.session().freight).toBeDefined());
  });

  it('given a consumer onSubmit that calls preventDefault, the form props quote nothing', async () => {
    const storefront = createTestStorefront();
    prefill(storefront.store);
    const { result } = renderHookWithStorefront(() => useFreightCalculator(), { store: storefront.store });
    await waitFor(() => expect(result.current.isEmpty).toBe(false));
    const form = result.current.getFormProps({ onSubmit: (event) => event.preventDefault() });
    act(() => form.onSubmit(submitEvent()));
    expect(result.current.message).toBeUndefined();
  });
});
