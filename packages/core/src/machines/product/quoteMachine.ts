import { and, assign, emit, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { createQuoteFormSchema, type QuoteFormValues } from '../../forms/quoteFormSchema';
import { isSignedIn } from '../../rules/isSignedIn';
import type { Customer } from '../../schemas/customerSchema';
import type { QuotePayload } from '../../schemas/quotePayloadSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from '../forms/createFormMachine';
import { isMissingVariation } from './isMissingVariation';
import { type ProductFlowMessages, productFlowMessages } from './productFlowMessages';
import { formViewOf, freshFormView, type ProductFormView, runProvidedActor } from './productForm';
import type { ProductFlowAlert, ProductFlowProduct, QuoteOpenEvent } from './types';

/** The fields of the quote form. */
export type QuoteField = 'name' | 'email' | 'phone' | 'message';

/** The input of `quoteMachine`. */
export interface QuoteInput {
  /** The store client the default `sendBudget` actor calls; `undefined` only when the actor is replaced. */
  client?: StoreClient | undefined;
  /** The logged customer: prefills name, e-mail and phone, and sends `idCustomer`; `undefined` when anonymous. */
  customer?: Customer | null | undefined;
  /** Replaces some of the texts of `productFlowMessages`. */
  messages?: Partial<ProductFlowMessages> | undefined;
  /** Replaces the field messages of the form (default `formMessages`). */
  formMessages?: FormMessages | undefined;
}

/**
 * What the quote flow holds. `values`, `errors` and `touched` follow the open form (built with
 * `createFormMachine`) and are kept while it is closed. Nothing is touched until a submit attempt (the quote
 * form shows its messages only then; from there they follow the typing).
 */
export interface QuoteContext extends ProductFormView<Record<QuoteField, string>> {
  client: StoreClient | undefined;
  customer: Customer | undefined;
  /** The products being quoted (empty while hidden and never opened). */
  products: ProductFlowProduct[];
  messages: ProductFlowMessages;
  formMessages: FormMessages;
}

/** What the shopper does with the quote form. */
export type QuoteEvent =
  | QuoteOpenEvent
  | { type: 'quote.close' }
  | { type: 'field.change'; field: QuoteField; value: string }
  | { type: 'submit' }
  /** The shopper logged in or out. */
  | { type: 'customer.changed'; customer: Customer | null | undefined };

/** The input of the `sendBudget` actor. */
export interface SendBudgetInput {
  client: StoreClient | undefined;
  payload: QuotePayload;
}

/** The input of the inner form: its messages, the kept values and how to send the parsed form. */
interface QuoteFormInput extends FormFlowInput {
  readonly formMessages: FormMessages;
  readonly values: Record<QuoteField, string>;
  /** Sends the parsed fields; rejects when the quote was not accepted. */
  readonly send: (values: QuoteFormValues, signal: AbortSignal) => Promise<true>;
}

const emptyValues: Record<QuoteField, string> = { name: '', email: '', phone: '', message: '' };

/** A customer counts as logged when signed in with a password (the session's own rule). */
const loggedCustomer = (customer: Customer | null | undefined): Customer | undefined =>
  isSignedIn(customer) ? customer : undefined;

/** The logged customer's name, e-mail and phone, filling only the fields the shopper left empty. */
function prefill(
  values: Record<QuoteField, string>,
  customer: Customer | undefined,
): Record<QuoteField, string> {
  if (!customer) return values;
  return {
    ...values,
    name: values.name || customer.name,
    email: values.email || customer.email,
    phone: values.phone || (customer.phone?.phone1 ?? ''),
  };
}

/** The `sendBudget` call for the form as sent (the parsed values: the phone masked, the text trimmed). */
function sendBudgetInput(context: QuoteContext, values: QuoteFormValues): SendBudgetInput {
  return {
    client: context.client,
    payload: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: values.message,
      ...(context.customer ? { idCustomer: context.customer.idCustomer } : {}),
      products: context.products.map((product) => ({
        idProduct: product.idProduct,
        idProductGrid: product.idSku ?? null,
      })),
    },
  };
}

const sendBudget = fromPromise<boolean, SendBudgetInput>(async ({ input, signal }) => {
  if (!input.client) throw new Error('quoteMachine needs a `client` in its input to send a quote.');
  return input.client.catalogue.sendBudget(input.payload, { signal });
});

/** The form itself: validation and the editing → sending states; a success ends it. */
const quoteFormMachine = createFormMachine<
  QuoteFormInput,
  Record<QuoteField, string>,
  QuoteFormValues,
  undefined,
  true
>({
  id: 'quoteForm',
  schema: (input) => createQuoteFormSchema(input.formMessages),
  initialValues: (input) => input.values,
  initialResources: undefined,
  submit: fromPromise<true, FormSubmitInput<QuoteFormInput, QuoteFormValues, undefined>>(
    ({ input, signal }) => input.input.send(input.values, signal),
  ),
  completeOnSuccess: true,
});

/**
 * The quote (budget) form: hidden, then shown on `quote.open` unless a product with variations has none chosen
 * (an error alert instead). While shown it runs a form built with `createFormMachine`: `submit` validates with
 * the quote form schema and sends nothing while invalid, then calls the `sendBudget` actor
 * (`catalogue.sendBudget`, with `idCustomer` for a logged customer); success alerts and hides, failure alerts
 * and keeps what was typed. `quote.close` hides it from anywhere (aborting a quote on its way).
 */
export const quoteMachine = setup({
  types: {
    input: {} as QuoteInput,
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    emitted: {} as ProductFlowAlert,
  },
  actors: { sendBudget, form: quoteFormMachine },
  actions: {
    open: assign(({ context, event }) => {
      if (event.type !== 'quote.open') return {};
      const values = prefill(context.values, context.customer);
      return {
        products: event.products,
        ...freshFormView(createQuoteFormSchema(context.formMessages), values),
      };
    }),
    reportMissingVariation: emit(({ context, event }): ProductFlowAlert => {
      const origin = event.type === 'quote.open' ? (event.origin ?? 'detail') : 'detail';
      const title =
        origin === 'detail'
          ? context.messages.quoteMissingVariation
          : context.messages.quoteMissingVariationCard;
      return { type: 'alert', kind: 'error', title };
    }),
    forwardToForm: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'field.change')
        enqueue.sendTo('form', { type: 'field.change', name: event.field, value: event.value });
      else if (event.type === 'submit') enqueue.sendTo('form', { type: 'submit' });
    }),
    syncForm: assign((_, view: ProductFormView<Record<QuoteField, string>>) => view),
    setCustomer: assign(({ event }) => {
      if (event.type !== 'customer.changed') return {};
      return { customer: loggedCustomer(event.customer) };
    }),
    reportSuccess: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'alert', kind: 'success', title: context.messages.quoteSuccess });
      // The message belongs to this quote; the contact fields stay for the next one.
      enqueue.assign({ values: { ...context.values, message: '' }, errors: {}, touched: {} });
    }),
    reportFailure: emit(
      ({ context }): ProductFlowAlert => ({
        type: 'alert',
        kind: 'error',
        title: context.messages.quoteFailure,
      }),
    ),
  },
  guards: {
    isMissingVariation: ({ event }) => event.type === 'quote.open' && event.products.some(isMissingVariation),
    isSending: stateIn('#quote.shown.sending'),
  },
}).createMachine({
  id: 'quote',
  context: ({ input }) => {
    const customer = loggedCustomer(input.customer);
    return {
      client: input.client,
      customer,
      products: [],
      values: prefill(emptyValues, customer),
      errors: {},
      touched: {},
      messages: { ...productFlowMessages, ...input.messages },
      formMessages: input.formMessages ?? formMessages,
    };
  },
  initial: 'hidden',
  on: {
    'customer.changed': { actions: 'setCustomer' },
  },
  states: {
    hidden: {
      on: {
        'quote.open': [
          { guard: 'isMissingVariation', actions: 'reportMissingVariation' },
          { target: 'shown', actions: 'open' },
        ],
      },
    },
    shown: {
      initial: 'editing',
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context, self }) => ({
          formMessages: context.formMessages,
          values: context.values,
          send: async (values, signal) => {
            const { context: current, machine } = self.getSnapshot();
            const input = sendBudgetInput(current, values);
            const accepted = await runProvidedActor(machine, 'sendBudget', sendBudget, input, signal);
            if (accepted !== true) throw new Error(current.messages.quoteFailure);
            return true;
          },
        }),
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.matches('submitting'),
            target: '.sending',
            actions: { type: 'syncForm', params: ({ event }) => formViewOf(event.snapshot.context) },
          },
          {
            guard: and(['isSending', ({ event }) => event.snapshot.matches('failure')]),
            target: '.editing',
            actions: [
              { type: 'syncForm', params: ({ event }) => formViewOf(event.snapshot.context) },
              'reportFailure',
            ],
          },
          { actions: { type: 'syncForm', params: ({ event }) => formViewOf(event.snapshot.context) } },
        ],
        onDone: { target: 'hidden', actions: 'reportSuccess' },
      },
      on: {
        'quote.close': { target: 'hidden' },
        'field.change': { actions: 'forwardToForm' },
        submit: { actions: 'forwardToForm' },
      },
      states: { editing: {}, sending: {} },
    },
  },
});
