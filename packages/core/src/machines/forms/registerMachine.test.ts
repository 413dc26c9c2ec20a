import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import type { StoreClient, StoreMethod } from '../../client/StoreClient';
import { addressFormMachine } from './addressFormMachine';
import { formView } from './formView';
import { registerMachine } from './registerMachine';

const now = () => new Date('2025-05-01T12:00:00Z');
const customer = {
  idCustomer: 9,
  authenticated: true,
  hasPassword: true,
  name: 'Ana Souza',
  email: 'ana@example.com',
};

describe('registerMachine', () => {
  it('given a valid person, it registers digits-only document and phone and an ISO birth date', async () => {
    const register = vi.fn(async () => customer);
    const client = { customer: { register } } as unknown as StoreClient;
    const actor = createActor(registerMachine, { input: { client, now } }).start();
    const values = {
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: '529.982.247-25',
      birthDate: '15/03/1990',
      phone: '(11) 98765-4321',
      password: 'segredo1',
      passwordConfirmation: 'segredo1',
    };
    for (const [name, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', name: name as keyof typeof values, value });
    }
    actor.send({ type: 'submit' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(register).toHaveBeenCalledWith(
      {
        name: 'Ana Souza',
        email: 'ana@example.com',
        password: 'segredo1',
        passwordConfirm: 'segredo1',
        cpfCnpj: '52998224725',
        phone: '11987654321',
        birthDate: '1990-03-15',
        tokenRecaptcha: '',
      },
      expect.anything(),
    );
    expect(snapshot.output).toEqual(customer);
  });

  it('given a birth date typed as digits alone (which the form accepts), it still sends it as an ISO date', async () => {
    const register = vi.fn(async () => customer);
    const client = { customer: { register } } as unknown as StoreClient;
    const actor = createActor(registerMachine, { input: { client, now } }).start();
    const values = {
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: '529.982.247-25',
      birthDate: ' 15031990 ',
      phone: '(11) 98765-4321',
      password: 'segredo1',
      passwordConfirmation: 'segredo1',
    };
    for (const [name, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', name: name as keyof typeof values, value });
    }
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ birthDate: '1990-03-15' }),
      expect.anything(),
    );
  });

  it('given mismatching passwords, it shows the message and sends nothing', () => {
    const register = vi.fn();
    const client = { customer: { register } } as unknown as StoreClient;
    const actor = createActor(registerMachine, { input: { client, now } }).start();
    actor.send({ type: 'field.change', name: 'password', value: 'segredo1' });
    actor.send({ type: 'field.change', name: 'passwordConfirmation', value: 'segredo2' });
    actor.send({ type: 'submit' });
    expect(formView(actor.getSnapshot()).visibleErrors.passwordConfirmation).toBe('As senhas não conferem');
    expect(register).not.toHaveBeenCalled();
  });
});

describe('addressFormMachine', () => {
  const editing = {
    idAddress: 2,
    name: 'Maria Silva',
    cep: '20040020',
    street: 'Avenida Rio Branco',
    number: '156',
    complement: 'Sala 1201',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    defaultDelivery: false,
    billing: false,
  };

  it('given an address being edited, the form starts filled and saves it under its id', async () => {
    const saveAddress = vi.fn<StoreMethod<'customer.saveAddress'>>(async () => editing);
    const client = { customer: { saveAddress } } as unknown as StoreClient;
    const actor = createActor(addressFormMachine, { input: { client, address: editing } }).start();
    expect(formView(actor.getSnapshot()).canSubmit).toBe(true);
    actor.send({ type: 'field.change', name: 'number', value: '158' });
    actor.send({ type: 'submit' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(saveAddress.mock.calls[0]?.[0]).toEqual({
      idAddress: 2,
      name: 'Maria Silva',
      cep: '20040-020',
      street: 'Avenida Rio Branco',
      number: '158',
      complement: 'Sala 1201',
      neighborhood: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
    expect(snapshot.output).toEqual(editing);
  });

  it('given the server refuses, the typed address stays with the server text', async () => {
    const saveAddress = vi.fn(async () => {
      throw new StoreApiError({
        kind: 'http',
        status: 400,
        operation: 'customer.saveAddress',
        message: 'CEP não atendido.',
      });
    });
    const client = { customer: { saveAddress } } as unknown as StoreClient;
    const actor = createActor(addressFormMachine, { input: { client, address: editing } }).start();
    actor.send({ type: 'submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('failure'));
    expect(formView(snapshot).submitError).toBe('CEP não atendido.');
    expect(snapshot.context.values.street).toBe('Avenida Rio Branco');
  });
});
