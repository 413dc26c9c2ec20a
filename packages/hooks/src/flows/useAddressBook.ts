import { type Address, type AddressOperation, addressBookMachine } from '@vitrine/core';
import { shallowEqual, useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { useFlowSelector } from './useFlowSelector';

/** What `useAddressBook` returns. */
export interface AddressBookFlow {
  /** The addresses as the server last confirmed them; empty while loading. */
  readonly addresses: readonly Address[];
  readonly isLoading: boolean;
  /** Why the list could not load; `undefined` when it did. */
  readonly loadError: string | undefined;
  /** The failure text of the last change of an address, by `idAddress`; absent when it went through. */
  readonly errors: Readonly<Partial<Record<number, string>>>;
  /** The change being sent and those waiting, in order. */
  readonly pending: readonly AddressOperation[];
  setDefaultDelivery(idAddress: number): void;
  setBilling(idAddress: number): void;
  remove(idAddress: number): void;
  /** Reloads the list (after an address form saved one). */
  reload(): void;
}

/**
 * The signed-in customer's addresses over core's `addressBookMachine`: changes run one at a time in the order
 * asked (none dropped), the list reloads after each (the server moves flags), and a failure keeps the list with
 * the server's text next to that address.
 * @example
 * const book = useAddressBook();
 * book.addresses.map((a) => <li key={a.idAddress}>{a.street}<button onClick={() => book.remove(a.idAddress)}>Excluir</button>{book.errors[a.idAddress]}</li>)
 */
export function useAddressBook(): AddressBookFlow {
  const { client, messages } = useStorefront();
  const actor = useActorRef(addressBookMachine, {
    input: { client, messages: messages.formFlow.addresses },
  });
  const state = useFlowSelector(
    actor,
    (snapshot) => ({
      addresses: snapshot.context.addresses,
      isLoading: snapshot.matches('loading'),
      loadError: snapshot.context.loadError,
      errors: snapshot.context.errors,
      current: snapshot.context.current,
      queued: snapshot.context.pending,
    }),
    shallowEqual,
  );
  return useMemo(() => {
    const { current, queued, ...rest } = state;
    return {
      ...rest,
      pending: current ? [current, ...queued] : queued,
      setDefaultDelivery: (idAddress) => actor.send({ type: 'address.setDefaultDelivery', idAddress }),
      setBilling: (idAddress) => actor.send({ type: 'address.setBilling', idAddress }),
      remove: (idAddress) => actor.send({ type: 'address.delete', idAddress }),
      reload: () => actor.send({ type: 'addresses.reload' }),
    };
  }, [actor, state]);
}
