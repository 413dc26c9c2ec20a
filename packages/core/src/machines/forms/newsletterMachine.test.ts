import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import type { StoreClient, StoreMethod } from '../../client/StoreClient';
import type { AlertEvent } from './AlertEvent';
import { formView } from './formView';
import { type NewsletterMachineInput, newsletterMachine } from './newsletterMachine';

const categories = [
  { idEmailInfoCategory: 1, name: 'Ofertas' },
  { idEmailInfoCategory: 2, name: 'Lançamentos' },
];

function fakeClient(register: () => Promise<boolean> = async () => true) {
  const calls: string[] = [];
  const client = {
    newsletter: {
      categories: vi.fn(async () => {
        calls.push('categories');
        return categories;
      }),
      register: vi.fn<StoreMethod<'newsletter.register'>>(async () => {
        calls.push('register');
        return register();
      }),
    },
  };
  return { client: client as unknown as StoreClient, calls, register: client.newsletter.register };
}

function start(input: Partial<NewsletterMachineInput> = {}, machine = newsletterMachine) {
  const alerts: AlertEvent[] = [];
  const actor = createActor(machine, { input: { client: fakeClient().client, ...input } });
  actor.on('alert', (alert) => alerts.push(alert));
  actor.start();
  return { actor, alerts };
}

type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, name: string, email: string) => {
  actor.send({ type: 'field.change', name: 'name', value: name });
  actor.send({ type: 'field.change', name: 'email', value: email });
};

describe('newsletterMachine', () => {
  it('given an untouched form, it shows no message yet but keeps the button disabled', () => {
    const view = formView(start().actor.getSnapshot());
    expect(view).toMatchObject({ status: 'idle', visibleErrors: {}, canSubmit: false, isSubmitting: false });
  });

  it('given a name without a surname, its message shows once the field is dirty', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'name', value: 'Ana' });
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({ name: 'Informe o nome corretamente' });
  });

  it('given a field focused and left empty, its required message shows once touched', () => {
    const { actor } = start();
    actor.send({ type: 'field.blur', name: 'email' });
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({ email: 'Informe o Email' });
  });

  it('given an invalid form, submit marks every field, shows every message and sends nothing', () => {
    const fake = fakeClient();
    const { actor, alerts } = start({ client: fake.client });
    actor.send({ type: 'field.change', name: 'email', value: 'ana@' });
    actor.send({ type: 'submit' });
    const view = formView(actor.getSnapshot());
    expect(view.status).toBe('idle');
    expect(view.visibleErrors).toEqual({ name: 'Informe o Nome', email: 'E-mail Inválido' });
    expect(fake.calls).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('given a valid form, it is loading, loads the categories, then registers the exact payload', async () => {
    const fake = fakeClient();
    const { actor, alerts } = start({ client: fake.client });
    fill(actor, 'Ana Souza', 'ana@example.com');
    expect(formView(actor.getSnapshot()).canSubmit).toBe(true);
    actor.send({ type: 'submit' });
    expect(formView(actor.getSnapshot())).toMatchObject({
      status: 'submitting',
      isSubmitting: true,
      canSubmit: false,
    });
    await waitFor(actor, (s) => s.matches('success'));
    expect(fake.calls).toEqual(['categories', 'register']);
    expect(fake.register.mock.calls[0]?.[0]).toEqual({
      idEmailInfo: 0,
      name: 'Ana Souza',
      email: 'ana@example.com',
      emailInfoCategory: categories,
      gender: 'M',
    });
    expect(alerts).toEqual([{ type: 'alert', kind: 'success', title: 'E-mail cadastrado com sucesso!' }]);
    expect(formView(actor.getSnapshot())).toMatchObject({
      values: { name: '', email: '' },
      visibleErrors: {},
      submitError: undefined,
    });
  });

  it('given the email-only mode, it neither asks for nor sends a name', async () => {
    const fake = fakeClient();
    const { actor } = start({ client: fake.client, mode: 'emailOnly' });
    actor.send({ type: 'field.change', name: 'email', value: 'bia@example.com' });
    expect(formView(actor.getSnapshot()).canSubmit).toBe(true);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(fake.register.mock.calls[0]?.[0]).toMatchObject({ name: '', email: 'bia@example.com' });
  });

  it('given a false reply, it alerts the newsletter failure and keeps the typed values', async () => {
    const { actor, alerts } = start({ client: fakeClient(async () => false).client });
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
  });

  it('given an HTTP error, it fails the same way with the server text kept', async () => {
    const http = new StoreApiError({
      kind: 'http',
      status: 409,
      operation: 'newsletter.register',
      message: 'Já cadastrado.',
    });
    const { actor, alerts } = start({
      client: fakeClient(async () => {
        throw http;
      }).client,
    });
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts.map((a) => a.title)).toEqual(['Erro ao cadastrar email!']);
    expect(formView(actor.getSnapshot()).submitError).toBe('Já cadastrado.');
  });

  it('given a failure, editing a field goes back to idle and a new submit succeeds', async () => {
    let reply = false;
    const { actor, alerts } = start({ client: fakeClient(async () => reply).client });
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'field.change', name: 'email', value: 'ana.souza@example.com' });
    expect(actor.getSnapshot().value).toBe('idle');
    reply = true;
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(alerts.map((a) => a.kind)).toEqual(['error', 'success']);
  });

  it('given a failure, submitting again retries with the kept values', async () => {
    let reply = false;
    const fake = fakeClient(async () => reply);
    const { actor } = start({ client: fake.client });
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    reply = true;
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(fake.register).toHaveBeenCalledTimes(2);
  });

  it('given a success, typing again leaves the success state; reset empties the form', async () => {
    const { actor } = start();
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'field.change', name: 'name', value: 'Bia Lima' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'reset' });
    expect(formView(actor.getSnapshot())).toMatchObject({
      values: { name: '', email: '' },
      visibleErrors: {},
    });
  });

  it('given a field edited while the form is being sent, the success keeps the new text', async () => {
    let release: (value: true) => void = () => {};
    const machine = newsletterMachine.provide({
      actors: { submit: fromPromise(() => new Promise<true>((resolve) => (release = resolve))) },
    });
    const { actor } = start({}, machine);
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches({ submitting: 'sending' }));
    actor.send({ type: 'field.change', name: 'name', value: 'Bia Lima' });
    // A double click while sending does not send twice.
    actor.send({ type: 'submit' });
    release(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(formView(actor.getSnapshot()).values).toEqual({ name: 'Bia Lima', email: '' });
  });

  it('given overridden texts, it alerts with them', async () => {
    const machine = newsletterMachine.provide({
      actors: { submit: fromPromise(async () => Promise.reject(new Error('falhou'))) },
    });
    const { actor, alerts } = start(
      { messages: { failure: 'Não deu!', failureDetail: 'Tente de novo.' } },
      machine,
    );
    fill(actor, 'Ana Souza', 'ana@example.com');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(alerts).toEqual([{ type: 'alert', kind: 'error', title: 'Não deu!', detail: 'Tente de novo.' }]);
  });
});
