import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import {
  type CartEvent,
  type CartMachineContext,
  type CartMachineInput,
  initialContext,
} from './cartContext';
import { freightActions, freightGuards, freightQuotes } from './cartFreight';
import type { FreightQuote } from './createCartActors';
import { deferredCartActor, flush, freightOption, unusedClient } from './testing/cartTestKit';

const quote: FreightQuote = {
  options: [freightOption(1, 18.9, 'PAC'), freightOption(2, 32.5, 'SEDEX')],
  tip: null,
};

/** Region `freight` alone: its states, guards and actions in a machine of their own, without the request slot. */
function startFreightRegion() {
  const calculateFreight = deferredCartActor('calculateFreight');
  const machine = setup({
    types: {} as { context: CartMachineContext; events: CartEvent; input: CartMachineInput },
    actors: { calculateFreight: calculateFreight.logic },
    guards: freightGuards,
    actions: freightActions,
  }).createMachine({ id: 'freight', context: initialContext, ...freightQuotes });
  const actor = createActor(machine, { input: { client: unusedClient } }).start();
  return { actor, calculateFreight, context: () => actor.getSnapshot().context };
}

describe('cartFreight: the freight region on its own', () => {
  it('given a postal code typed complete, it quotes it at once; a newer complete code aborts the older quote', async () => {
    const { actor, calculateFreight, context } = startFreightRegion();
    actor.send({ type: 'cep.change', value: '0131' });
    expect(calculateFreight.calls).toHaveLength(0);
    actor.send({ type: 'cep.change', value: '01310100' });
    actor.send({ type: 'cep.change', value: '20040-020' });
    expect(calculateFreight.calls[0]?.signal.aborted).toBe(true);
    expect(calculateFreight.calls[1]?.input.cep).toBe('20040-020');
    calculateFreight.calls[1]?.resolve(quote);
    await flush();
    expect(actor.getSnapshot().value).toBe('quoted');
    expect(context()).toMatchObject({
      cep: '20040-020',
      quotedCep: '20040-020',
      freightOptions: quote.options,
    });
  });

  it('given the form submitted, it refuses a malformed code and sends nothing more for a code already quoted', async () => {
    const { actor, calculateFreight, context } = startFreightRegion();
    actor.send({ type: 'freight.calculate' });
    expect(context().cepError).toBe('Por favor, insira um cep.');
    actor.send({ type: 'cep.change', value: '01310-100' });
    calculateFreight.calls[0]?.resolve(quote);
    await flush();
    actor.send({ type: 'freight.calculate' });
    expect(calculateFreight.calls).toHaveLength(1);
  });

  it("given a failed quote, it shows the server's text and quotes the same code again when submitted", async () => {
    const { actor, calculateFreight, context } = startFreightRegion();
    actor.send({ type: 'cep.change', value: '01310-100' });
    calculateFreight.calls[0]?.reject(
      new StoreApiError({
        kind: 'http',
        status: 422,
        operation: 'cart.freights',
        message: 'CEP não atendido.',
      }),
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(context()).toMatchObject({
      freightError: 'CEP não atendido.',
      freightOptions: [],
      quotedCep: undefined,
    });
    actor.send({ type: 'freight.calculate' });
    expect(calculateFreight.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('quoting');
  });
});
