import {
  accountFormMachine,
  createStoreClient,
  formView,
  isAccountEmailChanged,
  passwordChangeMachine,
  recoverEmailMachine,
  sendRecoverEmailMachine,
} from '@vitrine/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, waitFor } from 'xstate';
import { sandboxFixtures } from '../../data/sandboxFixtures';
import { createSandboxStore } from '../../store/createSandboxStore';
import { sandboxHandlers } from '../../transport/sandboxHandlers';

// The customer area's form machines (core) against the sandbox: what `useAccountForm`, `usePasswordChangeForm`,
// `useRecoverEmail` and `useSendRecoverEmail` assert through React, asserted here on the machines alone.

const now = () => new Date('2025-05-01T12:00:00Z');
const store = createSandboxStore({ now });
const server = setupServer(...sandboxHandlers(store));
const client = createStoreClient({ baseUrl: 'http://sandbox.test' });
const { email, password } = sandboxFixtures.customer;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset());
afterAll(() => server.close());

const signIn = () =>
  store.call('customer.login', { json: { username: email, password, tokenRecaptcha: '' } });

const canSignIn = (secret: string) =>
  store.call('customer.login', { json: { username: email, password: secret, tokenRecaptcha: '' } }).status;

function start<TLogic extends AnyActorLogic>(logic: TLogic, input: unknown) {
  return createActor(logic, { input } as never).start();
}

/** Types `values` into a form actor, field by field. */
function fill(actor: { send(event: never): void }, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    actor.send({ type: 'field.change', name, value } as never);
}

const submit = (actor: { send(event: never): void }) => actor.send({ type: 'submit' } as never);

describe('accountFormMachine', () => {
  async function account() {
    signIn();
    return client.customer.getClient();
  }

  it('starts from the account, shown birth date DD/MM/YYYY, and saves name and phone with an ISO birth date', async () => {
    const actor = start(accountFormMachine, { client, account: await account(), now });
    expect(actor.getSnapshot().context.values).toEqual({
      name: 'Maria Silva',
      email: 'maria@example.com',
      phone: '(11) 98765-4321',
      birthDate: '15/03/1990',
      password: '',
    });
    fill(actor, { name: 'Maria Souza', phone: '(21) 3456-7890' });
    submit(actor);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ name: 'Maria Souza', phone: { phone1: '(21) 3456-7890' } });
    expect(store.call('customer.getClient').body).toMatchObject({
      name: 'Maria Souza',
      birthDate: '1990-03-15',
    });
  });

  it('sends a birth date typed without slashes as YYYY-MM-DD, read as the validator reads it', async () => {
    const changeInfo = vi.spyOn(client.customer, 'changeInfo');
    const actor = start(accountFormMachine, { client, account: await account(), now });
    fill(actor, { birthDate: '20041985' });
    submit(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(changeInfo.mock.calls[0]?.[0]).toMatchObject({ birthDate: '1985-04-20' });
  });

  it('asks for the password only when the e-mail changes, then changes the e-mail', async () => {
    const saved = await account();
    const actor = start(accountFormMachine, { client, account: saved, now });
    expect(isAccountEmailChanged(saved, ' MARIA@example.com ')).toBe(false);
    fill(actor, { email: 'maria.nova@example.com' });
    expect(isAccountEmailChanged(saved, 'maria.nova@example.com')).toBe(true);
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors.password).toBe('Informe a Senha');
    fill(actor, { password });
    submit(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(store.call('customer.getClient').body).toMatchObject({ email: 'maria.nova@example.com' });
  });

  it('given a wrong password, the store text shows and every value stays', async () => {
    const actor = start(accountFormMachine, { client, account: await account(), now });
    fill(actor, { email: 'maria.nova@example.com', password: 'errada1' });
    submit(actor);
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.submitError).toBe('Senha incorreta.');
    expect(failed.context.values).toMatchObject({ email: 'maria.nova@example.com', password: 'errada1' });
  });

  it('given invalid fields, it shows their messages and sends nothing', async () => {
    const changeInfo = vi.spyOn(client.customer, 'changeInfo');
    const actor = start(accountFormMachine, { client, account: await account(), now });
    fill(actor, { name: 'Ma', phone: '(00) 1234', birthDate: '31/02/1990' });
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({
      name: 'Informe ao menos 3 caracteres',
      phone: 'Informe um Telefone Válido',
      birthDate: 'Informe uma Data de Nascimento Válida',
    });
    expect(changeInfo).not.toHaveBeenCalled();
  });
});

describe('passwordChangeMachine', () => {
  it('given the right current password, it changes the password, sends the page as location and empties the form', async () => {
    signIn();
    const changePassword = vi.spyOn(client.customer, 'changePassword');
    const actor = start(passwordChangeMachine, { client, location: () => '/customer' });
    fill(actor, {
      userName: email,
      passwordOld: password,
      password: 'novaSenha1',
      passwordConfirm: 'novaSenha1',
    });
    submit(actor);
    await waitFor(actor, (s) => s.matches('success'));
    expect(canSignIn('novaSenha1')).toBe(200);
    expect(changePassword.mock.calls[0]?.[0]).toMatchObject({ location: '/customer', token: '' });
    expect(actor.getSnapshot().context.values).toEqual({
      userName: '',
      passwordOld: '',
      password: '',
      passwordConfirm: '',
    });
  });

  it('given a wrong current password, the server text shows and the fields stay', async () => {
    signIn();
    const actor = start(passwordChangeMachine, { client });
    fill(actor, {
      userName: email,
      passwordOld: 'errada',
      password: 'novaSenha1',
      passwordConfirm: 'novaSenha1',
    });
    submit(actor);
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.submitError).toBe('Senha atual incorreta.');
    expect(failed.context.values.passwordOld).toBe('errada');
  });

  it('given empty, short or mismatched passwords, each message shows and nothing is sent', () => {
    const changePassword = vi.spyOn(client.customer, 'changePassword');
    const actor = start(passwordChangeMachine, { client });
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({
      userName: 'Informe o Email',
      passwordOld: 'Informe a Senha Atual',
      password: 'Informe a Senha',
    });
    fill(actor, { password: 'abc', passwordConfirm: 'abd' });
    const { visibleErrors } = formView(actor.getSnapshot());
    expect(visibleErrors.password).toBe('A senha deve ter ao menos 6 caracteres');
    expect(visibleErrors.passwordConfirm).toBe('As senhas não conferem');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('takes its own text for an empty current password', () => {
    const actor = start(passwordChangeMachine, { client, passwordOldRequired: 'Digite a senha de hoje' });
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors.passwordOld).toBe('Digite a senha de hoje');
  });

  it("given a recovery link's key, only the new password is asked and it replaces the old one", async () => {
    store.call('customer.sendRecoverEmail', { json: { email, tokenRecaptcha: '' } });
    const token = String(store.inspect.submissions('recoverEmail')[0]?.payload.token);
    const actor = start(passwordChangeMachine, { client, token });
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({ password: 'Informe a Senha' });
    fill(actor, { password: 'outraSenha2', passwordConfirm: 'outraSenha2' });
    submit(actor);
    await waitFor(actor, (s) => s.matches('success'));
    expect(canSignIn('outraSenha2')).toBe(200);
  });
});

describe('recoverEmailMachine', () => {
  it("given the account's CPF and password, it answers the account's e-mail as the store masks it", async () => {
    const actor = start(recoverEmailMachine, { client });
    fill(actor, { cpfCnpj: '529.982.247-25', password: 'vitrine123' });
    submit(actor);
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.result).toBe('ma***@example.com');
    expect(done.context.values).toEqual({ cpfCnpj: '', password: '' });
  });

  it('given a wrong password, the server text shows and the fields stay', async () => {
    const actor = start(recoverEmailMachine, { client });
    fill(actor, { cpfCnpj: '52998224725', password: 'errada' });
    submit(actor);
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.submitError).toBe('Nenhum cadastro encontrado para os dados informados.');
    expect(failed.context.values).toEqual({ cpfCnpj: '52998224725', password: 'errada' });
  });

  it('given an empty form or a wrong CPF, the messages show and nothing is sent', () => {
    const recoverEmail = vi.spyOn(client.customer, 'recoverEmail');
    const actor = start(recoverEmailMachine, { client });
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors).toEqual({
      cpfCnpj: 'Informe o CPF ou CNPJ',
      password: 'Informe a Senha',
    });
    fill(actor, { cpfCnpj: '111.111.111-11' });
    expect(formView(actor.getSnapshot()).visibleErrors.cpfCnpj).toBe('Informe um CPF ou CNPJ Válido');
    expect(recoverEmail).not.toHaveBeenCalled();
  });
});

describe('sendRecoverEmailMachine', () => {
  it("given an account e-mail, it asks the anti-bot source for a 'RecoverEmail' token and sends both", async () => {
    const antiBot = { tokenFor: vi.fn(async (action: string) => `human:${action}`) };
    const sendRecoverEmail = vi.spyOn(client.customer, 'sendRecoverEmail');
    const actor = start(sendRecoverEmailMachine, { client, antiBot });
    fill(actor, { email: ' maria@example.com ' });
    submit(actor);
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(antiBot.tokenFor).toHaveBeenCalledWith('RecoverEmail');
    expect(sendRecoverEmail.mock.calls[0]?.[0]).toEqual({
      email: 'maria@example.com',
      tokenRecaptcha: 'human:RecoverEmail',
    });
    expect(store.inspect.submissions('recoverEmail').map((s) => s.payload.email)).toEqual([
      'maria@example.com',
    ]);
    expect(done.context.values.email).toBe('');
  });

  it('given an e-mail without an account, the server text shows and the e-mail stays', async () => {
    const actor = start(sendRecoverEmailMachine, { client });
    fill(actor, { email: 'ninguem@example.com' });
    submit(actor);
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.submitError).toBe('E-mail não cadastrado.');
    expect(failed.context.values.email).toBe('ninguem@example.com');
  });

  it('given an empty or malformed e-mail, the message shows and nothing is sent', () => {
    const sendRecoverEmail = vi.spyOn(client.customer, 'sendRecoverEmail');
    const actor = start(sendRecoverEmailMachine, { client });
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors.email).toBe('Informe o Email');
    fill(actor, { email: 'maria@' });
    submit(actor);
    expect(formView(actor.getSnapshot()).visibleErrors.email).toBe('E-mail Inválido');
    expect(sendRecoverEmail).not.toHaveBeenCalled();
  });
});
