import {
  type AlertEvent,
  addressBookMachine,
  contactMachine,
  createAntiBotTokenProvider,
  createStoreClient,
  formView,
  loginMachine,
  newsletterMachine,
  privacyNoticeMachine,
  ratingMachine,
} from '@vitrine/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, waitFor } from 'xstate';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
const server = setupServer(...sandboxHandlers(store));
const client = createStoreClient({ baseUrl: 'http://sandbox.test' });

/** The anti-bot tokens the sandbox received, by operation (the sandbox does not record them). */
let tokens: { operation: string; token: unknown }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as {
      operation?: string;
      json?: { tokenRecaptcha?: unknown };
    } | null;
    const json = body?.json ?? (body as { tokenRecaptcha?: unknown } | null);
    if (json && typeof json === 'object' && 'tokenRecaptcha' in json) {
      tokens.push({ operation: new URL(request.url).pathname, token: json.tokenRecaptcha });
    }
  });
});
afterEach(() => {
  store.reset();
  tokens = [];
});
afterAll(() => server.close());

const antiBotWith = (token: string) =>
  createAntiBotTokenProvider({
    loadCredentials: () => client.content.antiBotCredentials(),
    getAntiBotToken: async (action, siteKey) => `${token}${token === 'bot' ? '' : `:${action}:${siteKey}`}`,
  });

function start<TLogic extends AnyActorLogic>(logic: TLogic, input: unknown) {
  const alerts: AlertEvent[] = [];
  const actor = createActor(logic, { input } as never);
  actor.on('alert', (alert: AlertEvent) => alerts.push(alert));
  actor.start();
  return { actor, alerts };
}

describe('form machines against the sandbox', () => {
  it('given a newsletter sign-up, the sandbox records the exact payload with its categories', async () => {
    const { actor, alerts } = start(newsletterMachine, { client });
    actor.send({ type: 'field.change', name: 'name', value: 'Ana Souza' });
    actor.send({ type: 'field.change', name: 'email', value: 'ana@example.com' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success') || s.matches('failure'));
    expect(store.inspect.submissions('newsletter').map((s) => s.payload)).toEqual([
      {
        idEmailInfo: 0,
        name: 'Ana Souza',
        email: 'ana@example.com',
        emailInfoCategory: store.data.newsletterCategories,
        gender: 'M',
      },
    ]);
    expect(alerts.map((a) => a.title)).toEqual(['E-mail cadastrado com sucesso!']);
  });

  it('given an e-mail already signed up, the sandbox refuses and the typed values stay', async () => {
    store.call('newsletter.register', { json: { idEmailInfo: 0, name: '', email: 'ana@example.com' } });
    const { actor, alerts } = start(newsletterMachine, { client, mode: 'emailOnly' });
    actor.send({ type: 'field.change', name: 'email', value: 'ana@example.com' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts).toEqual([
      {
        type: 'alert',
        kind: 'error',
        title: 'Erro ao cadastrar email!',
        detail: 'Ocorreu um erro ao adicionar seu email.',
      },
    ]);
    expect(actor.getSnapshot().context.values.email).toBe('ana@example.com');
  });

  const fillContact = (actor: ReturnType<typeof start>['actor']) => {
    const values = {
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(11) 98765-4321',
      state: 'SP',
      city: 'Campinas',
      topic: 2,
      subject: 'Pedido atrasado',
      message: 'Meu pedido não chegou.',
    };
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name, value });
  };

  it('given a contact form, the sandbox records it with the topic and received the Contact token', async () => {
    const { actor, alerts } = start(contactMachine, { client, antiBot: antiBotWith('human') });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fillContact(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success') || s.matches('failure'));
    expect(store.inspect.submissions('contact').map((s) => s.payload)).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '(11) 98765-4321',
        state: 'SP',
        city: 'Campinas',
        subject: 'Pedido atrasado',
        message: 'Meu pedido não chegou.',
        contactTopic: { idContactTopic: 2, description: 'Acompanhamento de pedido' },
      },
    ]);
    expect(tokens).toEqual([{ operation: '/api', token: 'human:Contact:sandbox-site-key-6LcVitrine' }]);
    expect(alerts.map((a) => a.title)).toEqual(['Formulário enviado com sucesso']);
    expect(formView(actor.getSnapshot()).values).toMatchObject({ state: '', topic: '' });
  });

  it('given the sandbox scores the token as a robot, the contact fails with 403 and keeps the form', async () => {
    const { actor, alerts } = start(contactMachine, { client, antiBot: antiBotWith('bot') });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fillContact(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts).toEqual([
      {
        type: 'alert',
        kind: 'error',
        title: 'Erro ao enviar formulário (403)',
        detail: 'Falha na verificação anti-robô. Tente novamente.',
      },
    ]);
    expect(actor.getSnapshot().context.values.city).toBe('Campinas');
    expect(store.inspect.submissions('contact')).toHaveLength(0);
  });

  it('given an injected 500, the contact fails with that code and sends again on retry', async () => {
    store.faults.inject({ operation: 'contact.send', status: 500, times: 1 });
    const { actor, alerts } = start(contactMachine, { client });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fillContact(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(alerts.map((a) => a.title)).toEqual([
      'Erro ao enviar formulário (500)',
      'Formulário enviado com sucesso',
    ]);
    expect(store.inspect.submissions('contact')).toHaveLength(1);
  });

  const fillRating = (actor: ReturnType<typeof start>['actor']) => {
    const values = {
      name: 'Ana Souza',
      email: 'ana@example.com',
      city: 'Campinas',
      state: 'SP',
      title: 'Ótimo',
      comment: 'Chegou rápido.',
      rate: 5,
      leavePublicEmail: true,
    };
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name, value });
  };

  it('given a rating, the sandbox records it and received the Evaluation token', async () => {
    const idProduct = store.data.products[0]?.idProduct as number;
    const { actor, alerts } = start(ratingMachine, {
      client,
      idProduct,
      antiBot: antiBotWith('human'),
      now: () => new Date('2025-05-01T12:00:00Z'),
    });
    fillRating(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success') || s.matches('failure'));
    expect(store.inspect.submissions('rating')[0]?.payload).toMatchObject({
      idProduct,
      title: 'Ótimo',
      comment: 'Chegou rápido.',
      name: 'Ana Souza',
      email: 'ana@example.com',
      addressCity: 'Campinas',
      addressState: 'SP',
      rate: 5,
      leavePublicEmail: true,
      dateRegister: '2025-05-01T12:00:00.000Z',
    });
    expect(tokens).toEqual([{ operation: '/api', token: 'human:Evaluation:sandbox-site-key-6LcVitrine' }]);
    expect(alerts.map((a) => a.title)).toEqual(['Avaliação registrada com sucesso.']);
  });

  it('given a rating refused by the anti-bot check, the failure text shows and the rating stays typed', async () => {
    const idProduct = store.data.products[0]?.idProduct as number;
    const { actor, alerts } = start(ratingMachine, { client, idProduct, antiBot: antiBotWith('bot') });
    fillRating(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts.map((a) => a.title)).toEqual(['Ocorreu um erro ao registrar a avaliação do produto.']);
    expect(actor.getSnapshot().context.values.rate).toBe(5);
  });

  it('given a login (not listed for anti-bot), the token is empty and the session becomes authenticated', async () => {
    const { actor } = start(loginMachine, { client, antiBot: antiBotWith('human') });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    const form = actor.getSnapshot().children.loginForm;
    form?.send({ type: 'field.change', name: 'email', value: 'maria@example.com' });
    form?.send({ type: 'field.change', name: 'password', value: 'vitrine123' });
    form?.send({ type: 'submit' });
    const snapshot = await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(snapshot.context.customer?.name).toBe('Maria Silva');
    expect(tokens).toEqual([{ operation: '/api/login', token: '' }]);
    actor.send({ type: 'session.check' });
    await waitFor(actor, (s) => s.matches({ sessionCheck: 'idle' }));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(store.inspect.session().idCustomer).toBeNull();
  });

  it('given a session that expired on the server, the session check asks for a reload', async () => {
    store.call('customer.login', {
      json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' },
    });
    const emitted: unknown[] = [];
    const actor = createActor(loginMachine, { input: { client } });
    actor.on('page.reload', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    store.call('customer.logout');
    actor.send({ type: 'session.check' });
    await waitFor(actor, (s) => s.matches({ sessionCheck: 'idle' }));
    expect(emitted).toEqual([{ type: 'page.reload' }]);
  });

  it('given an injected logout failure, the customer stays signed in with the spec alert', async () => {
    store.call('customer.login', {
      json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' },
    });
    store.faults.inject({ operation: 'customer.logout', status: 500, times: 1 });
    const { actor, alerts } = start(loginMachine, { client });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => alerts.length > 0 && s.matches({ session: 'authenticated' }));
    expect(alerts).toEqual([{ type: 'alert', kind: 'error', title: 'Erro ao realizar o logout.' }]);
  });

  it('given the privacy notice, Entendi records the acceptance and the next visit does not show it', async () => {
    const first = createActor(privacyNoticeMachine, { input: { client } }).start();
    await waitFor(first, (s) => s.matches('shown'));
    first.send({ type: 'privacy.accept' });
    await waitFor(first, (s) => s.matches('accepted'));
    expect(store.inspect.submissions('privacy')).toHaveLength(1);
    const second = createActor(privacyNoticeMachine, { input: { client } }).start();
    await waitFor(second, (s) => s.matches('hidden'));
  });

  it('given the address book of a signed-in customer, flag changes and deletes reach the sandbox in order', async () => {
    store.call('customer.login', {
      json: { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: '' },
    });
    const actor = createActor(addressBookMachine, { input: { client } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.setDefaultDelivery', idAddress: 2 });
    actor.send({ type: 'address.setBilling', idAddress: 2 });
    actor.send({ type: 'address.delete', idAddress: 1 });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.pending.length === 0 && s.context.addresses.length === 1,
    );
    expect(snapshot.context.addresses.map((a) => [a.idAddress, a.defaultDelivery, a.billing])).toEqual([
      [2, true, true],
    ]);
    actor.send({ type: 'address.delete', idAddress: 99 });
    const failed = await waitFor(actor, (s) => s.context.errors[99] !== undefined);
    expect(failed.context.errors[99]).toBe('Endereço não encontrado.');
  });
});
