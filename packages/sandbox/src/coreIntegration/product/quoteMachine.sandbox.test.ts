import {
  type Customer,
  formMessages,
  type ProductFlowAlert,
  type ProductFlowProduct,
  type QuoteEvent,
  type QuoteInput,
  quoteMachine,
  type SendBudgetInput,
} from '@vitrine/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sandboxApi } from '../testing/sandboxApi';
import { fixtures as F } from '../testing/sandboxProduct';

const shirt: ProductFlowProduct = {
  idProduct: F.productWithVariations.idProduct,
  name: F.productWithVariations.name,
  idSku: F.productWithVariations.inStockSku,
  hasVariations: true,
};
const monitor: ProductFlowProduct = {
  idProduct: F.priceOnRequest.idProduct,
  name: F.priceOnRequest.name,
  idSku: null,
  hasVariations: false,
};
const customer: Customer = {
  idCustomer: F.customer.idCustomer,
  authenticated: true,
  hasPassword: true,
  name: 'Maria Souza',
  email: F.customer.email,
  phone: { phone1: '(11) 98765-4321' },
};
const typing: QuoteEvent[] = [
  { type: 'field.change', field: 'name', value: 'João Silva' },
  { type: 'field.change', field: 'email', value: 'joao@example.com' },
  { type: 'field.change', field: 'phone', value: '11987654321' },
  { type: 'field.change', field: 'message', value: 'Preciso de 20 unidades.' },
];

/** A fake `sendBudget` whose answer the test decides; it records every call and whether it was aborted. */
function fakeSend(answer: (input: SendBudgetInput) => Promise<boolean>) {
  const calls: SendBudgetInput[] = [];
  const aborted: boolean[] = [];
  const actor = fromPromise<boolean, SendBudgetInput>(async ({ input, signal }) => {
    calls.push(input);
    signal.addEventListener('abort', () => aborted.push(true));
    return answer(input);
  });
  return { actor, calls, aborted };
}

function start(send: ReturnType<typeof fakeSend>, input: QuoteInput = {}) {
  const actor = createActor(quoteMachine.provide({ actors: { sendBudget: send.actor } }), { input });
  const alerts: ProductFlowAlert[] = [];
  actor.on('alert', (event) => alerts.push(event));
  actor.start();
  return { actor, alerts, snapshot: () => actor.getSnapshot() };
}

const never = () => new Promise<boolean>(() => {});

describe('quoteMachine: opening and closing', () => {
  it('starts hidden and opens on quote.open with the products', () => {
    const { actor, snapshot } = start(fakeSend(never));
    expect(snapshot().matches('hidden')).toBe(true);
    actor.send({ type: 'quote.open', products: [monitor] });
    expect(snapshot().matches({ shown: 'editing' })).toBe(true);
    expect(snapshot().context.products).toEqual([monitor]);
  });

  it('given a product with variations and none chosen on the detail page, it shows the error and stays hidden', () => {
    const { actor, alerts, snapshot } = start(fakeSend(never));
    actor.send({ type: 'quote.open', products: [{ ...shirt, idSku: null }] });
    expect(snapshot().matches('hidden')).toBe(true);
    expect(alerts).toEqual([
      {
        type: 'alert',
        kind: 'error',
        title: 'Por favor, selecione a variacao do produto que deseja ser alertado.',
      },
    ]);
  });

  it.each(['card', 'buyTogether'] as const)(
    'given a budget from the %s without a variation, it shows the budget message and stays hidden',
    (origin) => {
      const { actor, alerts, snapshot } = start(fakeSend(never));
      actor.send({ type: 'quote.open', products: [monitor, { ...shirt, idSku: undefined }], origin });
      expect(snapshot().matches('hidden')).toBe(true);
      expect(alerts.map((alert) => alert.title)).toEqual([
        'Selecione as variações do produto para realizar o orçamento.',
      ]);
    },
  );

  it('closes on quote.close and keeps what was typed for the next opening', () => {
    const { actor, snapshot } = start(fakeSend(never));
    actor.send({ type: 'quote.open', products: [monitor] });
    actor.send({ type: 'field.change', field: 'name', value: 'João' });
    actor.send({ type: 'quote.close' });
    expect(snapshot().matches('hidden')).toBe(true);
    actor.send({ type: 'quote.open', products: [shirt] });
    expect(snapshot().context.values.name).toBe('João');
  });

  it('closing while sending hides the form and aborts the request', async () => {
    const send = fakeSend(never);
    const { actor, snapshot, alerts } = start(send);
    actor.send({ type: 'quote.open', products: [monitor] });
    for (const event of typing) actor.send(event);
    actor.send({ type: 'submit' });
    expect(snapshot().matches({ shown: 'sending' })).toBe(true);
    // The request leaves once the form's anti-bot step has answered (on the next tick).
    await vi.waitFor(() => expect(send.calls).toHaveLength(1));
    actor.send({ type: 'quote.close' });
    expect(snapshot().matches('hidden')).toBe(true);
    expect(send.aborted).toEqual([true]);
    expect(alerts).toEqual([]);
  });
});

describe('quoteMachine: validation', () => {
  it('given empty fields, submit shows "Campo Obrigatorio" on each and sends nothing', () => {
    const send = fakeSend(never);
    const { actor, snapshot } = start(send);
    actor.send({ type: 'quote.open', products: [monitor] });
    actor.send({ type: 'submit' });
    expect(snapshot().matches({ shown: 'editing' })).toBe(true);
    expect(snapshot().context.errors).toEqual({
      name: 'Campo Obrigatorio',
      email: 'Campo Obrigatorio',
      phone: 'Campo Obrigatorio',
      message: 'Campo Obrigatorio',
    });
    expect(send.calls).toEqual([]);
  });

  it('given a wrong e-mail and phone, submit shows "E-mail Invalido" and "Informe um Telefone Valido"', () => {
    const send = fakeSend(never);
    const { actor, snapshot } = start(send);
    actor.send({ type: 'quote.open', products: [monitor] });
    for (const event of typing) actor.send(event);
    actor.send({ type: 'field.change', field: 'email', value: 'joao@' });
    actor.send({ type: 'field.change', field: 'phone', value: '(00) 1234-5678' });
    actor.send({ type: 'submit' });
    expect(snapshot().context.errors).toEqual({
      email: 'E-mail Invalido',
      phone: 'Informe um Telefone Valido',
    });
    expect(send.calls).toEqual([]);
  });

  it('once errors show, fixing a field clears its message as the shopper types', () => {
    const { actor, snapshot } = start(fakeSend(never));
    actor.send({ type: 'quote.open', products: [monitor] });
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'name', value: 'João Silva' });
    expect(snapshot().context.errors.name).toBeUndefined();
    expect(snapshot().context.errors.email).toBe('Campo Obrigatorio');
  });

  it('given replaced form messages, they are shown', () => {
    const { actor, snapshot } = start(fakeSend(never), {
      formMessages: {
        ...formMessages,
        quote: {
          nameRequired: 'Nome?',
          emailRequired: 'E-mail?',
          emailInvalid: 'E-mail!',
          phoneRequired: 'Fone?',
          phoneInvalid: 'Fone!',
          messageRequired: 'Mensagem?',
        },
      },
    });
    actor.send({ type: 'quote.open', products: [monitor] });
    actor.send({ type: 'submit' });
    expect(snapshot().context.errors).toEqual({
      name: 'Nome?',
      email: 'E-mail?',
      phone: 'Fone?',
      message: 'Mensagem?',
    });
  });
});

describe('quoteMachine: sending', () => {
  it('is loading while sending, then on success alerts, hides and sends the payload without idCustomer when anonymous', async () => {
    let accept: (value: boolean) => void = () => {};
    const send = fakeSend(() => new Promise<boolean>((resolve) => (accept = resolve)));
    const { actor, snapshot, alerts } = start(send);
    actor.send({ type: 'quote.open', products: [shirt, monitor] });
    for (const event of typing) actor.send(event);
    actor.send({ type: 'submit' });
    expect(snapshot().matches({ shown: 'sending' })).toBe(true);
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(send.calls).toHaveLength(1));
    actor.send({ type: 'submit' });
    await Promise.resolve();
    expect(send.calls).toHaveLength(1);
    accept(true);
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(alerts).toEqual([
      { type: 'alert', kind: 'success', title: 'A solicitacao de orcamento foi enviada com sucesso.' },
    ]);
    expect(send.calls[0]?.payload).toEqual({
      name: 'João Silva',
      email: 'joao@example.com',
      phone: '(11) 98765-4321',
      message: 'Preciso de 20 unidades.',
      products: [
        { idProduct: shirt.idProduct, idProductGrid: shirt.idSku },
        { idProduct: monitor.idProduct, idProductGrid: null },
      ],
    });
    expect(snapshot().context.values.message).toBe('');
  });

  it.each([
    ['a false reply', () => Promise.resolve(false)],
    ['an HTTP error', () => Promise.reject(new Error('Serviço indisponível'))],
  ])('given %s, it alerts the failure and keeps the typed fields', async (_case, answer) => {
    const { actor, snapshot, alerts } = start(fakeSend(answer));
    actor.send({ type: 'quote.open', products: [monitor] });
    for (const event of typing) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches({ shown: 'editing' }));
    expect(alerts).toEqual([
      { type: 'alert', kind: 'error', title: 'Erro ao enviar a solicitacao de orcamento.' },
    ]);
    expect(snapshot().context.values).toEqual({
      name: 'João Silva',
      email: 'joao@example.com',
      phone: '11987654321',
      message: 'Preciso de 20 unidades.',
    });
  });

  it('given replaced messages, the success text is the caller’s', async () => {
    const { actor, alerts } = start(
      fakeSend(() => Promise.resolve(true)),
      { messages: { quoteSuccess: 'Pedido enviado' } },
    );
    actor.send({ type: 'quote.open', products: [monitor] });
    for (const event of typing) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(alerts.map((alert) => alert.title)).toEqual(['Pedido enviado']);
  });

  it('without a client and without a replaced actor, sending fails with the failure alert', async () => {
    const actor = createActor(quoteMachine, { input: {} });
    const alerts: string[] = [];
    actor.on('alert', (event) => alerts.push(event.title));
    actor.start();
    actor.send({ type: 'quote.open', products: [monitor] });
    for (const event of typing) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches({ shown: 'editing' }));
    expect(alerts).toEqual(['Erro ao enviar a solicitacao de orcamento.']);
  });
});

describe('quoteMachine: logged customer', () => {
  it('prefills name, e-mail and phone and sends idCustomer', async () => {
    const send = fakeSend(() => Promise.resolve(true));
    const { actor, snapshot } = start(send, { customer });
    actor.send({ type: 'quote.open', products: [monitor] });
    expect(snapshot().context.values).toEqual({
      name: 'Maria Souza',
      email: F.customer.email,
      phone: '(11) 98765-4321',
      message: '',
    });
    actor.send({ type: 'field.change', field: 'message', value: 'Orçamento, por favor.' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(send.calls[0]?.payload.idCustomer).toBe(F.customer.idCustomer);
  });

  it('given a customer who is not authenticated, nothing is prefilled and no idCustomer is sent', async () => {
    const send = fakeSend(() => Promise.resolve(true));
    const { actor, snapshot } = start(send, { customer: { ...customer, authenticated: false } });
    actor.send({ type: 'quote.open', products: [monitor] });
    expect(snapshot().context.values.name).toBe('');
    for (const event of typing) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(send.calls[0]?.payload).not.toHaveProperty('idCustomer');
  });

  it('given the shopper logs in later, the next opening is prefilled', () => {
    const { actor, snapshot } = start(fakeSend(never));
    actor.send({ type: 'customer.changed', customer });
    actor.send({ type: 'quote.open', products: [monitor] });
    expect(snapshot().context.values.email).toBe(F.customer.email);
  });
});

describe('quoteMachine against the sandbox', () => {
  const { store, server, client } = sandboxApi();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => store.reset());
  afterEach(() => store.faults.clear());

  const run = (input: QuoteInput = {}) => {
    const actor = createActor(quoteMachine, { input: { client, ...input } });
    const alerts: string[] = [];
    actor.on('alert', (event) => alerts.push(event.title));
    actor.start();
    return { actor, alerts };
  };

  it('a logged customer’s quote is recorded by the store with the chosen SKU and idCustomer', async () => {
    const { actor, alerts } = run({ customer });
    actor.send({ type: 'quote.open', products: [shirt] });
    actor.send({ type: 'field.change', field: 'message', value: 'Tem para pronta entrega?' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(alerts).toEqual(['A solicitacao de orcamento foi enviada com sucesso.']);
    const [budget] = store.inspect.submissions('budget');
    expect(budget?.payload).toMatchObject({
      name: 'Maria Souza',
      email: F.customer.email,
      phone: '(11) 98765-4321',
      message: 'Tem para pronta entrega?',
      idCustomer: F.customer.idCustomer,
      products: [{ idProduct: shirt.idProduct, idProductGrid: shirt.idSku }],
    });
  });

  it('given an injected failure, the failure alert shows, the fields are kept and a retry goes through', async () => {
    store.faults.inject({
      operation: 'catalogue.sendBudget',
      status: 503,
      message: 'Serviço indisponível.',
      times: 1,
    });
    const { actor, alerts } = run();
    actor.send({ type: 'quote.open', products: [monitor] });
    for (const event of typing) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => alerts.length > 0 && state.matches({ shown: 'editing' }));
    expect(alerts).toEqual(['Erro ao enviar a solicitacao de orcamento.']);
    expect(actor.getSnapshot().context.values.message).toBe('Preciso de 20 unidades.');
    expect(store.inspect.submissions('budget')).toEqual([]);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(store.inspect.submissions('budget')).toHaveLength(1);
  });
});
