/**
 * Freight, in both places it shows on the diagram:
 * - region `freight` (`freightQuotes`, its states, below): quotes by postal code, reads outside the queue that never
 *   touch the request slot; a newer complete code supersedes the running quote, and a code already quoted is not
 *   quoted again when the form is submitted;
 * - in region `sync`, the choice and the cancel of a freight: queued operations of the request slot
 *   (`sync.savingFreight`, `sync.cancellingFreight`); a failed or partial one owes a full read (cart, freight and
 *   postal code).
 * Its own module of the same machine, not a child actor: its context is part of `CartMachineContext`, its states
 * part of the machine's snapshot (`{ freight: 'quoting' }`), and its actors are provided like the others.
 */
import { assign } from 'xstate';
import { maskCep } from '../../format/maskCep';
import type { Cart } from '../../schemas/cartSchema';
import { isValidCep } from '../../validators/isValidCep';
import type { CartActions, CartGuards, CartInputArgs } from './cartContext';
import {
  type CartOperation,
  confirm,
  confirmReadBack,
  dropCurrentFreight,
  errorText,
  operationInFlight,
  withoutFreightOperations,
} from './cartQueue';
import { failure, output } from './cartRequestSlot';
import type { CartReadBack, FreightQuote } from './createCartActors';

/** The input of `sync.savingFreight`: the chosen option and the postal code it was quoted for. */
export function saveFreightInput({ context }: CartInputArgs) {
  const { option, cep } = operationInFlight(context, 'saveFreight');
  return { client: context.client, option, cep };
}

/** The input of `freight.quoting`: the postal code as typed. */
const freightQuoteInput = ({ context }: CartInputArgs) => ({ client: context.client, cep: context.cep });

/** Whether a postal code is quoted, and whether a chosen option may be and was stored. */
export const freightGuards = {
  isCompleteCep: ({ event }) =>
    event.type === 'cep.change' && maskCep(event.value).length === 9 && isValidCep(maskCep(event.value)),
  isCepInvalid: ({ context }) => !isValidCep(context.cep),
  isCepQuoted: ({ context }) => context.quotedCep === context.cep,
  isOfferedFreightOption: ({ context, event }) =>
    event.type === 'freight.select' &&
    isValidCep(context.cep) &&
    context.freightOptions.some((option) => option.shippingMode.idShippingMode === event.idShippingMode),
  isFreightSaved: (_, readBack: CartReadBack | false) => readBack !== false,
} satisfies CartGuards;

/** The quotes' actions, then those of the freight choice and cancel. */
export const freightActions = {
  // The quotes (region `freight`).
  setCep: assign(({ event }) =>
    event.type === 'cep.change' ? { cep: maskCep(event.value), cepError: undefined } : {},
  ),
  startFreightQuote: assign(({ context }) => ({
    cepError: undefined,
    freightError: undefined,
    quotedCep: context.cep,
  })),
  refuseCep: assign(({ context }) => ({ cepError: context.messages.cepRequired })),
  applyFreightQuote: assign((_, quote: FreightQuote) => ({
    freightOptions: quote.options,
    freeFreightTip: quote.tip,
  })),
  failFreightQuote: assign(({ context }, error: unknown) => ({
    freightOptions: [],
    quotedCep: undefined,
    freightError: errorText(error, context.messages.cepRequired),
  })),

  // The choice and the cancel (queued in region `sync`).
  requestFreightChoice: assign(({ context, event }) => {
    if (event.type !== 'freight.select') return {};
    const option = context.freightOptions.find(
      (candidate) => candidate.shippingMode.idShippingMode === event.idShippingMode,
    );
    if (!option) return {};
    const operation: CartOperation = { kind: 'saveFreight', option, cep: context.cep };
    return { freightError: undefined, queue: [...withoutFreightOperations(context.queue), operation] };
  }),
  refuseFreightChoice: assign(({ context }) => ({ freightError: context.messages.cepRequired })),
  requestFreightCancel: assign(({ context }) => ({
    freightError: undefined,
    freightOptions: [],
    quotedCep: undefined,
    freeFreightTip: undefined,
    queue: [...withoutFreightOperations(context.queue), { kind: 'cancelFreight' }],
  })),
  confirmFreight: assign(({ context }, readBack: CartReadBack | false) => {
    if (readBack === false) return {};
    const next = confirmReadBack({ ...context, freightError: undefined }, readBack);
    // Only a read through `loadCart` tells the adds waiting for their outcome.
    const addsWaiting = context.addChecks.length > 0;
    // A read-back whose freight or postal code failed (`freightUnknown`) still owes the full read.
    return {
      ...next,
      readPending: next.readPending || addsWaiting,
      fullReadOwed: next.fullReadOwed || addsWaiting,
    };
  }),
  refuseFreight: assign(({ context }) => ({
    ...dropCurrentFreight(context),
    freightError: context.messages.freightNotSaved,
  })),
  confirmFreightCancel: assign(({ context }, cart: Cart) =>
    confirm({ ...context, confirmedFreight: undefined }, cart),
  ),
  failFreightOperation: assign(({ context }, error: unknown) => ({
    ...dropCurrentFreight(context),
    freightError: errorText(error, context.messages.cepRequired),
  })),
} satisfies CartActions;

/**
 * Region `freight`: quotes by postal code. Its targets stay inside the region: a quote restarts itself and never
 * touches the request slot.
 */
export const freightQuotes = {
  initial: 'idle',
  on: {
    'cep.change': [
      { guard: 'isCompleteCep', target: '.quoting', actions: ['setCep', 'startFreightQuote'] },
      { actions: 'setCep' },
    ],
    'freight.calculate': [
      { guard: 'isCepInvalid', target: '.idle', actions: 'refuseCep' },
      // A form that typed the code (quoted at 9 characters) and then submits it sends nothing more.
      { guard: 'isCepQuoted' },
      { target: '.quoting', actions: 'startFreightQuote' },
    ],
    'freight.cancel': { target: '.idle' },
  },
  states: {
    idle: {},
    quoting: {
      invoke: {
        id: 'calculateFreight',
        src: 'calculateFreight',
        input: freightQuoteInput,
        onDone: { target: 'quoted', actions: { type: 'applyFreightQuote', params: output } },
        onError: { target: 'failed', actions: { type: 'failFreightQuote', params: failure } },
      },
    },
    quoted: {},
    failed: {},
  },
} as const;
