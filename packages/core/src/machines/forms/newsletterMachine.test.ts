import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createSandboxStore, sandboxHandlers } from '../../../../sandbox/src/index';
import { createStoreClient } from '../../client/createStoreClient';
import type { AlertEvent } from './AlertEvent';
import { formView } from './formView';
import { newsletterMachine } from './newsletterMachine';

const store = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
const server = setupServer(...sandboxHandlers(store));
const client = createStoreClient({ baseUrl: 'http://sandbox.test' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset());
afterAll(() => server.close());

function start(
  input: Parameters<typeof createActor<typeof newsletterMachine>>[1] extends infer O
    ? O extends { input: infer I }
      ? Partial<I>
      : never
    : never = {},
  machine = newsletterMachine,
) {
  const alerts: AlertEvent[] = [];
  const actor = createActor(machine, { input: { client, ...input } });
  actor.on('alert', (alert) => alerts.push(alert));
  actor.start();
  return { actor, alerts };
}

const fill = (actor: ReturnType<typeof start>['actor'], name: string, email: string) => {
  actor.send({ type: 'field.change', name: 'name', value: name });
  actor.send({ type: 'field.change', name: 'email', value: email });
};

describe('newsletterMachine', () => {
  it('given an untouched form, it shows no message yet but keeps the button disabled', () => {
    const { actor } = start();
    const view = formView(actor.getSnapshot());
    expect(view.visibleErrors).toEqual({});
    expect(view.canSubmit).toBe(false);
    expect(view.status).toBe('idle');
  });

  it('given a typed name without a surname, the message shows once the field is dirty', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'name', value: 'Ana' });
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({ name: 'Informe o nome corretamente' });
  });

  it('given a field only focused and left, its required message shows once touched', () => {
    const { actor } = start();
    actor.send({ type: 'field.blur', name: 'email' });
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({ email: 'Informe o Email' });
  });

  it('given an invalid form, submit marks every field and sends nothing', async () => {
    const { actor, alerts } = start();
    actor.send({ type: 'field.change', name: 'email', value: 'ana@' });
    actor.send({ type: 'submit' });
    const view = formView(actor.getSnapshot());
    expect(view.status).toBe('idle');
    expect(view.visibleErrors).toEqual({ name: 'Informe o Nome', email: 'E-mail Inválido' });
    expect(store.inspect.submissions('newsletter')).toHaveLength(0);
    expect(alerts).toEqual([]);
  });

  it('given a valid form, it loads the categories, registers the exact payload, alerts and resets', async () => {
    const { actor, alerts } = start();
    fill(actor, 'Ana Souza', 'ana@example.com');
    expect(formView(actor.getSnapshot()).canSubmit).toBe(true);
    actor.send({ type: 'submit' });
    expect(formView(actor.getSnapshot()).isSubmitting).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(store.inspect.submissions('newsletter').map((s) => s.payload)).toEqual([
      {
        idEmailInfo: 0,
        name: 'Ana Souza',
        email: 'ana@example.com',
        emailInfoCategory: [
          { idEmailInfoCategory: 1, name: 'Ofertas' },
          { idEmailInfoCategory: 2, name: 'Lançamentos' },
        ],
        gender: 'M',
      },
    ]);
    expect(alerts).toEqual([{ type: 'alert', kind: 'success', title: 'E-mail cadastrado com sucesso!' }]);
    const view = formView(actor.getSnapshot());
    expect(view.values).toEqual({ name: '', email: '' });
    expect(view.visibleErrors).toEqual({});
    const operations = store.inspect.requests().map((r) => r.operation);
    expect(operations).toEqual(['newsletter.categories', 'newsletter.register']);
  });

  it('given the email-only mode, it sends an empty name and does not ask for one', async () => {
    const { actor } = start({ mode: 'emailOnly' });
    actor.send({ type: 'field.change', name: 'email', value: 'bia@example.com' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(store.inspect.submissions('newsletter')[0]?.payload).toMatchObject({
      name: '',
      email: 'bia@example.com',
    });
  });

  it('given an HTTP error, it alerts the newsletter failure and keeps the typed values', async () => {
    store.faults.inject({ operation: 'newsletter.register', status: 500, times: 1 });
    const { actor, alerts } = start();
    fill(actor, 'Ana Souza', 'ana@example.com');
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
    expect(formView(actor.getSnapshot()).values).toEqual({ name: 'Ana Souza', email: 'ana@example.com' });
    expect(store.inspect.submissions('newsletter')).toHaveLength(0);
  });

  it('given a false reply, it fails the same way', async () => {
    const machine = newsletterMachine.provide({
      actors: {},
    });
    const { actor, alerts } = start(
      {
        client: {
          ...client,
          newsletter: { ...client.newsletter, register: async () => false },
        } as typeof client,
      },
      machine,
    );
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts.map((a) => a.title)).toEqual(['Erro ao cadastrar email!']);
  });

  it('given overridden texts, it alerts with them', async () => {
    const machine = newsletterMachine.provide({ actors: { submit: fromPromise(async () => true as const) } });
    const { actor, alerts } = start({ messages: { success: 'Inscrição feita!' } }, machine);
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(alerts.map((a) => a.title)).toEqual(['Inscrição feita!']);
  });
});
