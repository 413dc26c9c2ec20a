import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { formFieldErrors } from '../../forms/formFieldErrors';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { createQuoteFormSchema } from '../../forms/quoteFormSchema';
import { isFlagOn } from '../../rules/internal/isFlagOn';
import type { Customer } from '../../schemas/customerSchema';
import type { QuotePayload } from '../../schemas/quotePayloadSchema';
import { isMissingVariation } from './isMissingVariation';
import { type ProductFlowMessages, productFlowMessages } from './productFlowMessages';
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

/** What the quote form holds. */
export interface QuoteContext {
  client: StoreClient | undefined;
  customer: Customer | undefined;
  /** The products being quoted (empty while hidden and never opened). */
  products: ProductFlowProduct[];
  values: Record<QuoteField, string>;
  /** The message of each invalid field after a submit attempt; a field is absent when valid. */
  errors: Partial<Record<QuoteField, string>>;
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

const emptyValues: Record<QuoteField, string> = { name: '', email: '', phone: '', message: '' };

/** A customer counts as logged when the platform says it is authenticated. */
const loggedCustomer = (customer: Customer | null | undefined): Customer | undefined =>
  customer && isFlagOn(customer.authenticated) ? customer : undefined;

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

/** The `sendBudget` call for the form as sent (validated on the way in: the parse masks the phone and trims). */
function sendBudgetInput({ context }: { readonly context: QuoteContext }): SendBudgetInput {
  const values = createQuoteFormSchema(context.formMessages).parse(context.values);
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

/**
 * The quote (budget) form: hidden, then shown on `quote.open` unless a product with variations has none chosen
 * (an error alert instead); `submit` validates with the quote form schema and sends nothing while invalid;
 * `sending` calls `catalogue.sendBudget` (with `idCustomer` for a logged customer); success alerts and hides,
 * failure alerts and keeps what was typed. `quote.close` hides it from anywhere.
 */
export const quoteMachine = setup({
  types: {
    input: {} as QuoteInput,
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    emitted: {} as ProductFlowAlert,
  },
  actors: {
    sendBudget: fromPromise<boolean, SendBudgetInput>(async ({ input, signal }) => {
      if (!input.client) throw new Error('quoteMachine needs a `client` in its input to send a quote.');
      return input.client.catalogue.sendBudget(input.payload, { signal });
    }),
  },
  actions: {
    open: assign(({ context, event }) => {
      if (event.type !== 'quote.open') return {};
      return { products: event.products, values: prefill(context.values, context.customer), errors: {} };
    }),
    reportMissingVariation: emit(({ context, event }): ProductFlowAlert => {
      const origin = event.type === 'quote.open' ? (event.origin ?? 'detail') : 'detail';
      const title =
        origin === 'detail'
          ? context.messages.quoteMissingVariation
          : context.messages.quoteMissingVariationCard;
      return { type: 'alert', kind: 'error', title };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const values = { ...context.values, [event.field]: event.value };
      // Once errors are showing, they follow the typing so a fixed field clears at once.
      if (Object.keys(context.errors).length === 0) return { values };
      const parsed = createQuoteFormSchema(context.formMessages).safeParse(values);
      return {
        values,
        errors: parsed.success ? {} : (formFieldErrors(parsed.error) as QuoteContext['errors']),
      };
    }),
    showErrors: assign(({ context }) => {
      const parsed = createQuoteFormSchema(context.formMessages).safeParse(context.values);
      return { errors: parsed.success ? {} : (formFieldErrors(parsed.error) as QuoteContext['errors']) };
    }),
    setCustomer: assign(({ event }) => {
      if (event.type !== 'customer.changed') return {};
      return { customer: loggedCustomer(event.customer) };
    }),
    reportSuccess: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'alert', kind: 'success', title: context.messages.quoteSuccess });
      // The message belongs to this quote; the contact fields stay for the next one.
      enqueue.assign({ values: { ...context.values, message: '' }, errors: {} });
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
    isFormValid: ({ context }) =>
      createQuoteFormSchema(context.formMessages).safeParse(context.values).success,
    isAccepted: ({ event }) => 'output' in event && event.output === true,
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
      on: { 'quote.close': { target: 'hidden' } },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            submit: [{ guard: 'isFormValid', target: 'sending' }, { actions: 'showErrors' }],
          },
        },
        sending: {
          invoke: {
            src: 'sendBudget',
            input: sendBudgetInput,
            onDone: [
              { guard: 'isAccepted', target: '#quote.hidden', actions: 'reportSuccess' },
              { target: 'editing', actions: 'reportFailure' },
            ],
            onError: { target: 'editing', actions: 'reportFailure' },
          },
        },
      },
    },
  },
});
