import { assign, fromPromise, setup } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import type { Address } from '../../schemas/addressSchema';
import { type FormFlowMessages, formFlowMessages } from './formFlowMessages';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** One change to the address list, applied in the order the shopper asked for it. */
export type AddressOperation =
  | { readonly kind: 'setDefaultDelivery'; readonly idAddress: number }
  | { readonly kind: 'setBilling'; readonly idAddress: number }
  | { readonly kind: 'delete'; readonly idAddress: number };

/** The input of {@link addressBookMachine}. */
export interface AddressBookMachineInput {
  readonly client: StoreClient;
  /** Replaces some texts; `undefined` keeps the defaults. */
  readonly messages?: Partial<FormFlowMessages['addresses']> | undefined;
}

/** The context of {@link addressBookMachine}. */
export interface AddressBookContext {
  readonly input: AddressBookMachineInput;
  /** The customer's addresses as the server last confirmed them. */
  addresses: Address[];
  /** Why the list could not load; `undefined` when it did. */
  loadError: string | undefined;
  /** The failure text of the last change of each address, by `idAddress`; absent when it succeeded. */
  errors: Partial<Record<number, string>>;
  /** Changes waiting for the running one. */
  pending: AddressOperation[];
  /** The change being sent; `undefined` when none. */
  current: AddressOperation | undefined;
}

/** The events of {@link addressBookMachine}. */
export type AddressBookEvent =
  | { readonly type: 'address.setDefaultDelivery'; readonly idAddress: number }
  | { readonly type: 'address.setBilling'; readonly idAddress: number }
  | { readonly type: 'address.delete'; readonly idAddress: number }
  /** An address form saved an address: the list reloads (flags of the others may have changed). */
  | { readonly type: 'address.saved'; readonly address: Address }
  | { readonly type: 'addresses.reload' };

const toOperation = (event: AddressBookEvent): AddressOperation | undefined => {
  if (event.type === 'address.setDefaultDelivery')
    return { kind: 'setDefaultDelivery', idAddress: event.idAddress };
  if (event.type === 'address.setBilling') return { kind: 'setBilling', idAddress: event.idAddress };
  if (event.type === 'address.delete') return { kind: 'delete', idAddress: event.idAddress };
  return undefined;
};

/**
 * The params of the actions fed by an actor's failure. Wrapped in an object because a bare `unknown`
 * param type would swallow the union `TParams | mapper` and leave the config's mapper untyped.
 */
interface FailedParams {
  readonly error: unknown;
}

const loadAddressesActor = fromPromise<Address[], { readonly client: StoreClient }>(({ input, signal }) =>
  input.client.customer.addresses({ signal }),
);

const runAddressOperationActor = fromPromise<
  true,
  { readonly client: StoreClient; readonly operation: AddressOperation; readonly rejectedText: string }
>(async ({ input, signal }) => {
  const { client, operation } = input;
  const done =
    operation.kind === 'delete'
      ? await client.customer.deleteAddress({ idAddress: operation.idAddress }, { signal })
      : await client.customer.setAddressFlag(
          operation.kind === 'setBilling'
            ? { idAddress: operation.idAddress, billing: true }
            : { idAddress: operation.idAddress, defaultDelivery: true },
          { signal },
        );
  if (!done) throw new SubmissionRejectedError(`customer.${operation.kind}`, input.rejectedText);
  return true;
});

/**
 * The customer's address book: loads the list, then sets the default delivery or billing address and
 * deletes addresses. Changes run one at a time in the order asked (none is dropped); after each success
 * the list reloads, since the server moves flags between addresses; a failure keeps the list and puts the
 * server's text next to the address in `errors`.
 */
export const addressBookMachine = setup({
  types: {} as {
    context: AddressBookContext;
    events: AddressBookEvent;
    input: AddressBookMachineInput;
  },
  actors: { loadAddresses: loadAddressesActor, runAddressOperation: runAddressOperationActor },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
  },
  actions: {
    enqueue: assign({
      pending: ({ context, event }) => {
        const operation = toOperation(event);
        return operation ? [...context.pending, operation] : context.pending;
      },
    }),
    takeNext: assign(({ context }) => ({ current: context.pending[0], pending: context.pending.slice(1) })),
    storeAddresses: assign({ addresses: (_, addresses: Address[]) => addresses, loadError: undefined }),
    storeLoadError: assign({
      loadError: (_, { error }: FailedParams) => (error instanceof Error ? error.message : String(error)),
    }),
    clearCurrentError: assign(({ context }) => {
      if (!context.current) return {};
      const { [context.current.idAddress]: _cleared, ...errors } = context.errors;
      return { errors, current: undefined };
    }),
    storeCurrentError: assign(({ context }, { error }: FailedParams) => {
      if (!context.current) return {};
      const text = error instanceof Error ? error.message : String(error);
      return { errors: { ...context.errors, [context.current.idAddress]: text }, current: undefined };
    }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    input,
    addresses: [],
    loadError: undefined,
    errors: {},
    pending: [],
    current: undefined,
  }),
  on: {
    'address.setDefaultDelivery': { actions: 'enqueue' },
    'address.setBilling': { actions: 'enqueue' },
    'address.delete': { actions: 'enqueue' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAddresses',
        input: ({ context }) => ({ client: context.input.client }),
        onDone: { target: 'ready', actions: { type: 'storeAddresses', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'addresses.reload': 'loading', 'address.saved': 'loading' },
    },
    ready: {
      always: { guard: 'hasPending', target: 'working' },
      on: { 'addresses.reload': 'loading', 'address.saved': 'loading' },
    },
    working: {
      entry: 'takeNext',
      invoke: {
        src: 'runAddressOperation',
        input: ({ context }) => ({
          client: context.input.client,
          operation: context.current as AddressOperation,
          rejectedText: context.input.messages?.operationFailed ?? formFlowMessages.addresses.operationFailed,
        }),
        onDone: { target: 'loading', actions: 'clearCurrentError' },
        onError: {
          target: 'ready',
          actions: { type: 'storeCurrentError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
