import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import type { StoreClient, StoreMethod } from '../../client/StoreClient';
import type { AlertEvent } from './AlertEvent';
import { contactErrorCode } from './contactErrorCode';
import { type ContactMachineInput, contactMachine } from './contactMachine';
import { createAntiBotTokenProvider } from './createAntiBotTokenProvider';
import { formView } from './formView';
import { SubmissionRejectedError } from './SubmissionRejectedError';

const topics = [
  { idContactTopic: 1, description: 'Dúvidas sobre produtos' },
  { idContactTopic: 2, description: 'Acompanhamento de pedido' },
];

function fakeClient(send: () => Promise<boolean> = async () => true) {
  const client = {
    contact: {
      topics: vi.fn(async () => topics),
      send: vi.fn<StoreMethod<'contact.send'>>(async () => send()),
    },
    content: {
      antiBotCredentials: vi.fn(async () => ({
        status: true,
        tipo: 'Evaluation,Contact',
        siteKey: 'site-key',
      })),
    },
  };
  return { client: client as unknown as StoreClient, send: client.contact.send };
}

function start(input: Partial<ContactMachineInput> = {}, machine = contactMachine) {
  const alerts: AlertEvent[] = [];
  const actor = createActor(machine, { input: { client: fakeClient().client, ...input } });
  actor.on('alert', (alert) => alerts.push(alert));
  actor.start();
  return { actor, alerts };
}

const typed = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(11) 98765-4321',
  state: 'SP',
  city: 'Campinas',
  topic: '2',
  subject: 'Pedido atrasado',
  message: 'Meu pedido não chegou.',
} as const;

const fill = (actor: ReturnType<typeof start>['actor']) => {
  for (const [name, value] of Object.entries(typed)) {
    actor.send({ type: 'field.change', name: name as keyof typeof typed, value });
  }
};

describe('contactMachine', () => {
  it('given the form opens, it loads the topics of the Descrição select', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.resourcesStatus).toBe('loading');
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    expect(actor.getSnapshot().context.resources.topics).toEqual(topics);
  });

  it('given the topics fail to load, the form still works and says so', async () => {
    const machine = contactMachine.provide({
      actors: { load: fromPromise(async () => Promise.reject(new Error('offline'))) },
    });
    const { actor } = start({}, machine);
    await waitFor(actor, (s) => s.context.resourcesStatus === 'failed');
    expect(actor.getSnapshot().context.resources.topics).toEqual([]);
  });

  it('given an empty submit, every field shows its spec message and nothing is sent', () => {
    const fake = fakeClient();
    const { actor } = start({ client: fake.client });
    actor.send({ type: 'submit' });
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({
      name: 'Informe seu Nome',
      email: 'Informe o Email',
      phone: 'Informe o Telefone',
      state: 'Selecione o Estado',
      city: 'Informe a Cidade',
      topic: 'Selecione a Descrição',
      subject: 'Informe o assunto',
      message: 'Informe o assunto',
    });
    expect(fake.send).not.toHaveBeenCalled();
  });

  it('given a valid form and a store protecting Contact, it sends the payload with the token and resets', async () => {
    const fake = fakeClient();
    const getAntiBotToken = vi.fn(async (action: string, siteKey: string) => `token:${action}:${siteKey}`);
    const antiBot = createAntiBotTokenProvider({
      loadCredentials: () => fake.client.content.antiBotCredentials(),
      getAntiBotToken,
    });
    const { actor, alerts } = start({ client: fake.client, antiBot });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fill(actor);
    actor.send({ type: 'submit' });
    expect(formView(actor.getSnapshot()).isSubmitting).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(fake.send.mock.calls[0]?.[0]).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      city: 'Campinas',
      state: 'SP',
      phone: '(11) 98765-4321',
      subject: 'Pedido atrasado',
      message: 'Meu pedido não chegou.',
      contactTopic: { idContactTopic: 2, description: 'Acompanhamento de pedido' },
      tokenRecaptcha: 'token:Contact:site-key',
    });
    expect(getAntiBotToken).toHaveBeenCalledWith('Contact', 'site-key');
    expect(alerts).toEqual([{ type: 'alert', kind: 'success', title: 'Formulário enviado com sucesso' }]);
    const { values } = formView(actor.getSnapshot());
    expect(values.state).toBe('');
    expect(values.topic).toBe('');
    expect(Object.values(values).every((value) => value === '')).toBe(true);
  });

  it('given a store that does not list Contact, it sends an empty token without asking the script', async () => {
    const fake = fakeClient();
    const getAntiBotToken = vi.fn(async () => 'never');
    const antiBot = createAntiBotTokenProvider({
      loadCredentials: async () => ({ status: true, tipo: 'Evaluation', siteKey: 'site-key' }),
      getAntiBotToken,
    });
    const { actor } = start({ client: fake.client, antiBot });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(fake.send.mock.calls[0]?.[0]).toMatchObject({ tokenRecaptcha: '' });
    expect(getAntiBotToken).not.toHaveBeenCalled();
  });

  it('given an HTTP 500, it alerts the failure with the status as code and keeps every value', async () => {
    const error = new StoreApiError({
      kind: 'http',
      status: 500,
      operation: 'contact.send',
      message: 'Falhou.',
    });
    const { actor, alerts } = start({
      client: fakeClient(async () => {
        throw error;
      }).client,
    });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts).toEqual([
      { type: 'alert', kind: 'error', title: 'Erro ao enviar formulário (500)', detail: 'Falhou.' },
    ]);
    expect(formView(actor.getSnapshot()).values).toEqual({ ...typed });
  });

  it('given the anti-bot script fails, nothing is sent and the failure shows', async () => {
    const fake = fakeClient();
    const antiBot = createAntiBotTokenProvider({
      loadCredentials: async () => ({ status: true, tipo: 'Contact', siteKey: 'k' }),
      getAntiBotToken: async () => Promise.reject(new Error('script blocked')),
    });
    const { actor, alerts } = start({ client: fake.client, antiBot });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(fake.send).not.toHaveBeenCalled();
    expect(alerts.map((a) => a.title)).toEqual(['Erro ao enviar formulário (erro)']);
  });

  it('given a false reply, the failure code says the store refused', async () => {
    const { actor, alerts } = start({ client: fakeClient(async () => false).client });
    await waitFor(actor, (s) => s.context.resourcesStatus === 'ready');
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts).toEqual([{ type: 'alert', kind: 'error', title: 'Erro ao enviar formulário (recusado)' }]);
  });
});

describe('contactErrorCode', () => {
  it.each([
    [new StoreApiError({ kind: 'http', status: 403, operation: 'contact.send' }), '403'],
    [new StoreApiError({ kind: 'network', operation: 'contact.send' }), 'network'],
    [new StoreApiError({ kind: 'timeout', operation: 'contact.send' }), 'timeout'],
    [new StoreApiError({ kind: 'parse', operation: 'contact.send' }), 'parse'],
    [new SubmissionRejectedError('contact.send'), 'recusado'],
    [new Error('script'), 'erro'],
  ])('given %s, the code is %s', (error, code) => {
    expect(contactErrorCode(error)).toBe(code);
  });
});
