import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import type { StoreClient } from '../../client/StoreClient';
import type { Customer } from '../../schemas/customerSchema';
import { createAntiBotTokenProvider } from './createAntiBotTokenProvider';
import { customerFirstName } from './customerFirstName';
import { formView } from './formView';
import { type LoginEmitted, type LoginMachineInput, loginMachine } from './loginMachine';

const maria: Customer = {
  idCustomer: 501,
  hasPassword: true,
  authenticated: true,
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: { phone1: '(11) 98765-4321' },
};

function fakeClient(options: { signedIn?: Customer | null } = {}) {
  const client = {
    customer: {
      verifyLogin: vi.fn(async () => options.signedIn ?? null),
      login: vi.fn(async (payload: { username: string; password: string }) => {
        if (payload.password !== 'vitrine123') {
          throw new StoreApiError({
            kind: 'http',
            status: 401,
            operation: 'customer.login',
            message: 'Usuário ou senha inválidos.',
          });
        }
        return maria;
      }),
      logout: vi.fn(async () => true),
      verifySession: vi.fn(async () => true),
    },
    content: { validSession: vi.fn(async () => true) },
  };
  return { client: client as unknown as StoreClient, fake: client };
}

function start(input: LoginMachineInput) {
  const emitted: LoginEmitted[] = [];
  const actor = createActor(loginMachine, { input });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const sessionOf = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { session: string }).session;

async function signIn(actor: ReturnType<typeof start>['actor'], password = 'vitrine123') {
  await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
  const form = actor.getSnapshot().children.loginForm;
  if (!form) throw new Error('no login form');
  form.send({ type: 'field.change', name: 'email', value: 'maria@example.com' });
  form.send({ type: 'field.change', name: 'password', value: password });
  form.send({ type: 'submit' });
  return form;
}

describe('loginMachine', () => {
  it('given a visitor, it settles anonymous with the login form ready', async () => {
    const { actor } = start({ client: fakeClient().client });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(actor.getSnapshot().children.loginForm).toBeDefined();
    expect(actor.getSnapshot().context.customer).toBeUndefined();
  });

  it('given a customer signed in with a password, it settles authenticated with the first name', async () => {
    const { actor } = start({ client: fakeClient({ signedIn: maria }).client });
    const snapshot = await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(customerFirstName(snapshot.context.customer?.name)).toBe('Maria');
  });

  it('given a customer identified without a password, it stays anonymous', async () => {
    const { client, fake } = fakeClient({ signedIn: { ...maria, hasPassword: false } });
    const { actor, emitted } = start({ client });
    const snapshot = await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    // The check answered with that customer, and the machine did not take it as signed in.
    expect(fake.customer.verifyLogin).toHaveBeenCalledTimes(1);
    expect(snapshot.context.customer).toBeUndefined();
    expect(snapshot.children.loginForm).toBeDefined();
    expect(fake.customer.login).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('given the check fails, it stays anonymous silently', async () => {
    const { client, fake } = fakeClient();
    fake.customer.verifyLogin.mockRejectedValueOnce(new Error('offline'));
    const { actor, emitted } = start({ client });
    const snapshot = await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(fake.customer.verifyLogin).toHaveBeenCalledTimes(1);
    expect(snapshot.context.customer).toBeUndefined();
    // The shopper can still sign in, and nothing is announced (no alert, no reload).
    expect(snapshot.children.loginForm).toBeDefined();
    expect(fake.customer.login).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('given the right password and Login listed, it signs in with the token', async () => {
    const { client, fake } = fakeClient();
    const antiBot = createAntiBotTokenProvider({
      loadCredentials: async () => ({ status: true, tipo: 'Login', siteKey: 'k' }),
      getAntiBotToken: async (action) => `t-${action}`,
    });
    const { actor } = start({ client, antiBot });
    await signIn(actor);
    const snapshot = await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(fake.customer.login).toHaveBeenCalledWith(
      { username: 'maria@example.com', password: 'vitrine123', tokenRecaptcha: 't-Login' },
      expect.anything(),
    );
    expect(snapshot.context.customer).toEqual(maria);
  });

  it('given a wrong password, it stays anonymous with the server text next to the form', async () => {
    const { actor } = start({ client: fakeClient().client });
    const form = await signIn(actor, 'errada');
    await waitFor(form, (s) => s.matches('failure'));
    expect(formView(form.getSnapshot() as never).submitError).toBe('Usuário ou senha inválidos.');
    expect(sessionOf(actor)).toBe('anonymous');
  });

  it('given a registration signed the shopper in, it becomes authenticated', async () => {
    const { actor } = start({ client: fakeClient().client });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    actor.send({ type: 'session.authenticated', customer: maria });
    expect(sessionOf(actor)).toBe('authenticated');
  });

  it('given logout succeeds, it goes back to anonymous', async () => {
    const { actor } = start({ client: fakeClient({ signedIn: maria }).client });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    actor.send({ type: 'logout' });
    expect(sessionOf(actor)).toBe('loggingOut');
    const snapshot = await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(snapshot.context.customer).toBeUndefined();
  });

  it('given logout fails, it stays signed in and alerts the spec text', async () => {
    const { client, fake } = fakeClient({ signedIn: maria });
    fake.customer.logout.mockResolvedValueOnce(false);
    const { actor, emitted } = start({ client });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }) && emitted.length > 0);
    expect(emitted).toEqual([{ type: 'alert', kind: 'error', title: 'Erro ao realizar o logout.' }]);
  });

  it.each([
    ['a false reply', async () => false],
    [
      'an HTTP 401',
      async () => Promise.reject(new StoreApiError({ kind: 'http', status: 401, operation: 'x' })),
    ],
  ])('given the session check of a customer gets %s, it asks for a page reload', async (_, verifySession) => {
    const { client, fake } = fakeClient({ signedIn: maria });
    fake.customer.verifySession.mockImplementationOnce(verifySession);
    const { actor, emitted } = start({ client });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    actor.send({ type: 'session.check' });
    await waitFor(actor, (s) => s.matches({ sessionCheck: 'idle' }));
    expect(emitted).toEqual([{ type: 'page.reload' }]);
  });

  it('given a valid session, or no answer at all, the page is not reloaded', async () => {
    const { client, fake } = fakeClient();
    fake.content.validSession.mockRejectedValueOnce(new StoreApiError({ kind: 'network', operation: 'x' }));
    const { actor, emitted } = start({ client });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    actor.send({ type: 'session.check' });
    await waitFor(actor, (s) => s.matches({ sessionCheck: 'idle' }));
    actor.send({ type: 'session.check' });
    expect(actor.getSnapshot().matches({ sessionCheck: 'checking' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ sessionCheck: 'idle' }));
    expect(fake.content.validSession).toHaveBeenCalledTimes(2);
    expect(fake.customer.verifySession).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });
});

describe('customerFirstName', () => {
  it.each([
    ['Maria Silva', 'Maria'],
    ['  João  da Costa ', 'João'],
    ['', ''],
    [undefined, ''],
  ])('given %s, it welcomes %s', (name, first) => {
    expect(customerFirstName(name)).toBe(first);
  });
});
