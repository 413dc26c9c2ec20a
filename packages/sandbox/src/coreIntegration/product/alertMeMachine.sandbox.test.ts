import {
  type AlertMeInput,
  type AlertMeOpenEvent,
  alertMeMachine,
  type ProductFlowAlert,
  type ProductFlowProduct,
  type RegisterAlertInput,
  StoreApiError,
} from '@vitrine/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sandboxApi } from '../testing/sandboxApi';
import { fixtures as F } from '../testing/sandboxProduct';

const soldOutShirt: ProductFlowProduct = {
  idProduct: F.productWithVariations.idProduct,
  name: F.productWithVariations.name,
  image: '/sandbox/images/products/1018-1.svg',
  idSku: F.productWithVariations.outOfStockSku,
  hasVariations: true,
};
const open: AlertMeOpenEvent = { type: 'alertMe.open', product: soldOutShirt };
const valid = [
  { type: 'field.change', field: 'name', value: 'Ana Lima' },
  { type: 'field.change', field: 'email', value: 'ana@example.com' },
  { type: 'field.change', field: 'phone', value: '(21) 99876-5432' },
] as const;

function fakeRegister(answer: (input: RegisterAlertInput) => Promise<boolean>) {
  const calls: RegisterAlertInput[] = [];
  const actor = fromPromise<boolean, RegisterAlertInput>(async ({ input }) => {
    calls.push(input);
    return answer(input);
  });
  return { actor, calls };
}

function start(register: ReturnType<typeof fakeRegister>, input: AlertMeInput = {}) {
  const actor = createActor(alertMeMachine.provide({ actors: { registerAlert: register.actor } }), { input });
  const alerts: ProductFlowAlert[] = [];
  actor.on('alert', (event) => alerts.push(event));
  actor.start();
  return { actor, alerts, snapshot: () => actor.getSnapshot() };
}

const never = () => new Promise<boolean>(() => {});
const duplicate = () =>
  Promise.reject(
    new StoreApiError({
      kind: 'http',
      status: 409,
      operation: 'catalogue.alertMe',
      message: '[Err 045] Este e-mail já está cadastrado para notificação deste produto.',
    }),
  );

describe('alertMeMachine: opening and closing', () => {
  it('starts hidden and opens on alertMe.open with the product', () => {
    const { actor, snapshot } = start(fakeRegister(never));
    expect(snapshot().matches('hidden')).toBe(true);
    actor.send(open);
    expect(snapshot().matches({ shown: 'editing' })).toBe(true);
    expect(snapshot().context.product).toEqual(soldOutShirt);
  });

  it('given a SKU is needed and none is chosen, the modal shows its error instead of opening', () => {
    const { actor, snapshot, alerts } = start(fakeRegister(never));
    actor.send({ type: 'alertMe.open', product: { ...soldOutShirt, idSku: null } });
    expect(snapshot().matches('hidden')).toBe(true);
    expect(alerts).toEqual([
      {
        type: 'alert',
        kind: 'error',
        title: 'Por favor, selecione a variação do produto que deseja ser alertado.',
      },
    ]);
  });

  it('given a card without a chosen variation, the card’s error shows instead', () => {
    const { actor, snapshot, alerts } = start(fakeRegister(never));
    actor.send({ type: 'alertMe.open', product: { ...soldOutShirt, idSku: undefined }, origin: 'card' });
    expect(snapshot().matches('hidden')).toBe(true);
    expect(alerts.map((alert) => alert.title)).toEqual([
      'Por favor, selecione a variação que deseja ser notificado',
    ]);
  });

  it('given a product without variations, it opens without a SKU', () => {
    const { actor, snapshot } = start(fakeRegister(never));
    actor.send({ type: 'alertMe.open', product: { ...soldOutShirt, idSku: null, hasVariations: false } });
    expect(snapshot().matches('shown')).toBe(true);
  });

  it('closes on the close event (the "Fechar" button sends it)', () => {
    const { actor, snapshot } = start(fakeRegister(never));
    actor.send(open);
    actor.send({ type: 'alertMe.close' });
    expect(snapshot().matches('hidden')).toBe(true);
  });

  it('keeps what was typed for the next opening, with no message showing until a field is left again', () => {
    const { actor, snapshot } = start(fakeRegister(never));
    actor.send(open);
    actor.send({ type: 'field.change', field: 'email', value: 'ana@' });
    actor.send({ type: 'field.blur', field: 'email' });
    actor.send({ type: 'alertMe.close' });
    actor.send(open);
    expect(snapshot().context.values.email).toBe('ana@');
    expect(snapshot().context.touched).toEqual({});
    expect(snapshot().context.errors.email).toBe('E-mail Inválido');
    actor.send({ type: 'field.change', field: 'name', value: 'Ana' });
    expect(snapshot().context.values).toEqual({ name: 'Ana', email: 'ana@', phone: '' });
  });

  it('closing while sending aborts the registration and alerts nothing', async () => {
    const aborted: boolean[] = [];
    const register = fakeRegister(never);
    const { actor, snapshot, alerts } = start({
      calls: register.calls,
      actor: fromPromise<boolean, RegisterAlertInput>(async ({ input, signal }) => {
        register.calls.push(input);
        signal.addEventListener('abort', () => aborted.push(true));
        return never();
      }),
    });
    actor.send(open);
    for (const event of valid) actor.send(event);
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(register.calls).toHaveLength(1));
    actor.send({ type: 'alertMe.close' });
    expect(snapshot().matches('hidden')).toBe(true);
    expect(aborted).toEqual([true]);
    expect(alerts).toEqual([]);
  });
});

describe('alertMeMachine: validation', () => {
  it('given empty fields, canSubmit is false, and a submit marks every field with "Campo Obrigatório" and sends nothing', () => {
    const register = fakeRegister(never);
    const { actor, snapshot } = start(register);
    actor.send(open);
    expect(snapshot().context.canSubmit).toBe(false);
    actor.send({ type: 'submit' });
    expect(snapshot().matches({ shown: 'editing' })).toBe(true);
    expect(snapshot().context.touched).toEqual({ name: true, email: true, phone: true });
    expect(snapshot().context.errors).toEqual({
      name: 'Campo Obrigatório',
      email: 'Campo Obrigatório',
      phone: 'Campo Obrigatório',
    });
    expect(register.calls).toEqual([]);
  });

  it('given a wrong e-mail and phone, it shows "E-mail Inválido" and "Informe um Telefone Válido" as typed', () => {
    const { actor, snapshot } = start(fakeRegister(never));
    actor.send(open);
    actor.send({ type: 'field.change', field: 'email', value: 'ana@' });
    actor.send({ type: 'field.blur', field: 'email' });
    actor.send({ type: 'field.change', field: 'phone', value: '123' });
    expect(snapshot().context.errors).toMatchObject({
      email: 'E-mail Inválido',
      phone: 'Informe um Telefone Válido',
    });
    expect(snapshot().context.touched).toEqual({ email: true });
  });

  it('given valid fields, canSubmit turns true', () => {
    const { actor, snapshot } = start(fakeRegister(never));
    actor.send(open);
    for (const event of valid) actor.send(event);
    expect(snapshot().context.canSubmit).toBe(true);
    expect(snapshot().context.errors).toEqual({});
  });
});

describe('alertMeMachine: sending', () => {
  it('sends name, e-mail, phone, product, SKU and product name; on success alerts and closes', async () => {
    const register = fakeRegister(() => Promise.resolve(true));
    const { actor, snapshot, alerts } = start(register);
    actor.send(open);
    for (const event of valid) actor.send(event);
    actor.send({ type: 'submit' });
    expect(snapshot().matches({ shown: 'sending' })).toBe(true);
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(register.calls[0]?.payload).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '(21) 99876-5432',
      idProduct: soldOutShirt.idProduct,
      idSku: soldOutShirt.idSku,
      nameProduct: soldOutShirt.name,
    });
    expect(alerts).toEqual([
      { type: 'alert', kind: 'success', title: 'Você será avisado quando este produto estiver disponível.' },
    ]);
    expect(snapshot().context.values).toEqual({ name: '', email: '', phone: '' });
  });

  it('given a product without SKUs, idSku is sent as null', async () => {
    const register = fakeRegister(() => Promise.resolve(true));
    const { actor } = start(register);
    actor.send({
      type: 'alertMe.open',
      product: { ...soldOutShirt, idSku: undefined, hasVariations: false },
    });
    for (const event of valid) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(register.calls[0]?.payload.idSku).toBeNull();
  });

  it('given the [Err 045] reply, it says the e-mail is already registered and closes', async () => {
    const { actor, alerts } = start(fakeRegister(duplicate));
    actor.send(open);
    for (const event of valid) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(alerts).toEqual([
      {
        type: 'alert',
        kind: 'info',
        title: 'Este e-mail já está cadastrado para notificação deste produto.',
      },
    ]);
  });

  it.each([
    ['another HTTP error', () => Promise.reject(new Error('Serviço indisponível.'))],
    ['a false reply', () => Promise.resolve(false)],
  ])('given %s, it alerts the failure and stays open with the fields kept', async (_case, answer) => {
    const { actor, alerts, snapshot } = start(fakeRegister(answer));
    actor.send(open);
    for (const event of valid) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => alerts.length > 0 && state.matches({ shown: 'editing' }));
    expect(alerts).toEqual([
      { type: 'alert', kind: 'error', title: 'Erro ao realizar o cadastro para ser notificado.' },
    ]);
    expect(snapshot().context.values).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '(21) 99876-5432',
    });
  });

  it('given replaced messages, the caller’s texts are used', async () => {
    const { actor, alerts } = start(
      fakeRegister(() => Promise.resolve(true)),
      {
        messages: { alertMeSuccess: 'Avisaremos você.' },
      },
    );
    actor.send(open);
    for (const event of valid) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('hidden'));
    expect(alerts.map((alert) => alert.title)).toEqual(['Avisaremos você.']);
  });
});

describe('alertMeMachine against the sandbox', () => {
  const { store, server, client } = sandboxApi();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => store.reset());
  afterEach(() => store.faults.clear());

  const submit = async () => {
    const actor = createActor(alertMeMachine, { input: { client } });
    const alerts: string[] = [];
    actor.on('alert', (event) => alerts.push(event.title));
    actor.start();
    actor.send(open);
    for (const event of valid) actor.send(event);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => alerts.length > 0 && !state.matches({ shown: 'sending' }));
    return { actor, alerts };
  };

  it('registers the alert in the store, then a second registration of the same e-mail gets the duplicate text', async () => {
    const first = await submit();
    expect(first.alerts).toEqual(['Você será avisado quando este produto estiver disponível.']);
    expect(store.inspect.submissions('alertMe').map((submission) => submission.payload)).toEqual([
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        phone: '(21) 99876-5432',
        idProduct: soldOutShirt.idProduct,
        idSku: soldOutShirt.idSku,
        nameProduct: soldOutShirt.name,
      },
    ]);
    const second = await submit();
    expect(second.alerts).toEqual(['Este e-mail já está cadastrado para notificação deste produto.']);
    expect(second.actor.getSnapshot().matches('hidden')).toBe(true);
    expect(store.inspect.submissions('alertMe')).toHaveLength(1);
  });

  it('given an injected failure, it stays open with the typed fields and records nothing', async () => {
    store.faults.inject({ operation: 'catalogue.alertMe', status: 500, message: 'Falha interna.', times: 1 });
    const { actor, alerts } = await submit();
    expect(alerts).toEqual(['Erro ao realizar o cadastro para ser notificado.']);
    expect(actor.getSnapshot().matches({ shown: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.values.email).toBe('ana@example.com');
    expect(store.inspect.submissions('alertMe')).toEqual([]);
  });
});
