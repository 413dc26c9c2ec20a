import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { StoreApiError } from '../../client/StoreApiError';
import type { StoreClient } from '../../client/StoreClient';
import type { Address } from '../../schemas/addressSchema';
import { addressBookMachine } from './addressBookMachine';

const address = (idAddress: number, flags: Partial<Address> = {}): Address => ({
  idAddress,
  cep: '01310100',
  street: 'Avenida Paulista',
  number: String(idAddress),
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  defaultDelivery: false,
  billing: false,
  ...flags,
});

/** A fake server keeping the platform's rule: one default delivery and one billing address. */
function fakeServer() {
  let list = [address(1, { defaultDelivery: true, billing: true }), address(2), address(3)];
  const log: string[] = [];
  const client = {
    customer: {
      addresses: vi.fn(async () => list.map((a) => ({ ...a }))),
      setAddressFlag: vi.fn(
        async (input: { idAddress: number; defaultDelivery?: boolean; billing?: boolean }) => {
          log.push(`flag ${input.idAddress} ${input.billing ? 'billing' : 'delivery'}`);
          list = list.map((a) => ({
            ...a,
            ...(input.defaultDelivery ? { defaultDelivery: a.idAddress === input.idAddress } : {}),
            ...(input.billing ? { billing: a.idAddress === input.idAddress } : {}),
          }));
          return true;
        },
      ),
      deleteAddress: vi.fn(async (input: { idAddress: number }) => {
        log.push(`delete ${input.idAddress}`);
        list = list.filter((a) => a.idAddress !== input.idAddress);
        return true;
      }),
    },
  };
  return { client: client as unknown as StoreClient, fake: client, log };
}

const start = (client: StoreClient) => createActor(addressBookMachine, { input: { client } }).start();

describe('addressBookMachine', () => {
  it('given the customer opens the address book, it lists the addresses', async () => {
    const { client } = fakeServer();
    const snapshot = await waitFor(start(client), (s) => s.matches('ready'));
    expect(snapshot.context.addresses.map((a) => a.idAddress)).toEqual([1, 2, 3]);
  });

  it('given a new default delivery address, the list reloads with the flag moved', async () => {
    const { client } = fakeServer();
    const actor = start(client);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.setDefaultDelivery', idAddress: 2 });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.addresses[1]?.defaultDelivery === true,
    );
    expect(snapshot.context.addresses.map((a) => a.defaultDelivery)).toEqual([false, true, false]);
  });

  it('given several changes in a row, they all run, one at a time, in order', async () => {
    const { client, log } = fakeServer();
    const actor = start(client);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.setBilling', idAddress: 3 });
    actor.send({ type: 'address.delete', idAddress: 2 });
    actor.send({ type: 'address.setDefaultDelivery', idAddress: 3 });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.pending.length === 0 && log.length === 3,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(log).toEqual(['flag 3 billing', 'delete 2', 'flag 3 delivery']);
    expect(actor.getSnapshot().context.addresses).toEqual([
      address(1),
      address(3, { billing: true, defaultDelivery: true }),
    ]);
    expect(snapshot.context.errors).toEqual({});
  });

  it('given a change fails, the list stays and the server text sits next to that address', async () => {
    const { client, fake } = fakeServer();
    fake.customer.deleteAddress.mockRejectedValueOnce(
      new StoreApiError({
        kind: 'http',
        status: 404,
        operation: 'customer.deleteAddress',
        message: 'Endereço não encontrado.',
      }),
    );
    const actor = start(client);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.delete', idAddress: 2 });
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.errors[2] !== undefined);
    expect(snapshot.context.errors).toEqual({ 2: 'Endereço não encontrado.' });
    expect(snapshot.context.addresses).toHaveLength(3);
  });

  it('given a false reply, the address shows that it could not be updated', async () => {
    const { client, fake } = fakeServer();
    fake.customer.setAddressFlag.mockResolvedValueOnce(false);
    const actor = start(client);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.setBilling', idAddress: 2 });
    const snapshot = await waitFor(actor, (s) => s.context.errors[2] !== undefined);
    expect(snapshot.context.errors[2]).toBe('Não foi possível atualizar o endereço.');
  });

  it('given the list fails to load, it says so and a reload retries', async () => {
    const { client, fake } = fakeServer();
    fake.customer.addresses.mockRejectedValueOnce(new Error('offline'));
    const actor = start(client);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.loadError).toBe('offline');
    actor.send({ type: 'addresses.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.loadError).toBeUndefined();
  });

  it('given an address form saved an address, the list reloads', async () => {
    const { client, fake } = fakeServer();
    const actor = start(client);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'address.saved', address: address(4) });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(fake.customer.addresses).toHaveBeenCalledTimes(2);
  });
});
