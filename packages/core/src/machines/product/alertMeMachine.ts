import { assign, emit, fromPromise, setup } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { createAlertMeFormSchema } from '../../forms/alertMeFormSchema';
import { formFieldErrors } from '../../forms/formFieldErrors';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import type { AlertMePayload } from '../../schemas/alertMePayloadSchema';
import { isMissingVariation } from './isMissingVariation';
import { type ProductFlowMessages, productFlowMessages } from './productFlowMessages';
import type { AlertMeCloseEvent, AlertMeOpenEvent, ProductFlowAlert, ProductFlowProduct } from './types';

/** The fields of the back-in-stock form. */
export type AlertMeField = 'name' | 'email' | 'phone';

/** The input of `alertMeMachine`. */
export interface AlertMeInput {
  /** The store client the default `registerAlert` actor calls; `undefined` only when the actor is replaced. */
  client?: StoreClient | undefined;
  /** Replaces some of the texts of `productFlowMessages`. */
  messages?: Partial<ProductFlowMessages> | undefined;
  /** Replaces the field messages of the form (default `formMessages`). */
  formMessages?: FormMessages | undefined;
}

/** What the back-in-stock form holds. */
export interface AlertMeContext {
  client: StoreClient | undefined;
  /** The product to be notified about; `undefined` until the form is first opened. */
  product: ProductFlowProduct | undefined;
  values: Record<AlertMeField, string>;
  /** The message of each invalid field (show it once the field is touched); a field is absent when valid. */
  errors: Partial<Record<AlertMeField, string>>;
  /** Fields the shopper left (or all of them after a submit attempt). */
  touched: Partial<Record<AlertMeField, true>>;
  /** False while the form is invalid: the submit button is disabled. */
  canSubmit: boolean;
  messages: ProductFlowMessages;
  formMessages: FormMessages;
}

/** What the shopper does with the back-in-stock form. */
export type AlertMeEvent =
  | AlertMeOpenEvent
  /** The close event or the 'Fechar' button. */
  | AlertMeCloseEvent
  | { type: 'field.change'; field: AlertMeField; value: string }
  | { type: 'field.blur'; field: AlertMeField }
  | { type: 'submit' };

/** The input of the `registerAlert` actor. */
export interface RegisterAlertInput {
  client: StoreClient | undefined;
  payload: AlertMePayload;
}

const emptyValues: Record<AlertMeField, string> = { name: '', email: '', phone: '' };
const allTouched: Record<AlertMeField, true> = { name: true, email: true, phone: true };

/** The per-field errors and whether the form can be sent. */
function validate(values: Record<AlertMeField, string>, messages: FormMessages) {
  const parsed = createAlertMeFormSchema(messages).safeParse(values);
  return {
    errors: parsed.success ? {} : (formFieldErrors(parsed.error) as AlertMeContext['errors']),
    canSubmit: parsed.success,
  };
}

/** The platform answers an e-mail already waiting for this product with the code [Err 045]. */
const isDuplicate = (error: unknown): boolean =>
  error instanceof Error && error.message.includes('[Err 045]');

/** The `registerAlert` call for the form as sent: the parsed fields and the product's ids and name. */
function registerAlertInput({ context }: { readonly context: AlertMeContext }): RegisterAlertInput {
  const values = createAlertMeFormSchema(context.formMessages).parse(context.values);
  const product = context.product as ProductFlowProduct;
  return {
    client: context.client,
    payload: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      idProduct: product.idProduct,
      idSku: product.idSku ?? null,
      nameProduct: product.name,
    },
  };
}

/**
 * The back-in-stock ("Avise-me") form: hidden, then shown on `alertMe.open` with the product, unless a SKU is
 * needed and none is chosen (an error alert instead, worded for the card or the modal). Name, e-mail and phone
 * are validated as typed (`canSubmit` false while invalid); `submit` calls `catalogue.alertMe`. Success and a
 * duplicate ([Err 045]) alert and close; any other failure alerts and keeps the form open with what was typed.
 */
export const alertMeMachine = setup({
  types: {
    input: {} as AlertMeInput,
    context: {} as AlertMeContext,
    events: {} as AlertMeEvent,
    emitted: {} as ProductFlowAlert,
  },
  actors: {
    registerAlert: fromPromise<boolean, RegisterAlertInput>(async ({ input, signal }) => {
      if (!input.client)
        throw new Error('alertMeMachine needs a `client` in its input to register an alert.');
      return input.client.catalogue.alertMe(input.payload, { signal });
    }),
  },
  actions: {
    open: assign(({ context, event }) => {
      if (event.type !== 'alertMe.open') return {};
      return { product: event.product, touched: {}, ...validate(context.values, context.formMessages) };
    }),
    reportMissingVariation: emit(({ context, event }): ProductFlowAlert => {
      const card = event.type === 'alertMe.open' && event.origin === 'card';
      const title = card
        ? context.messages.alertMeMissingVariationCard
        : context.messages.alertMeMissingVariationModal;
      return { type: 'alert', kind: 'error', title };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const values = { ...context.values, [event.field]: event.value };
      return { values, ...validate(values, context.formMessages) };
    }),
    touchField: assign(({ context, event }) => {
      if (event.type !== 'field.blur') return {};
      return { touched: { ...context.touched, [event.field]: true } };
    }),
    touchAll: assign({ touched: () => ({ ...allTouched }) }),
    reportSuccess: emit(
      ({ context }): ProductFlowAlert => ({
        type: 'alert',
        kind: 'success',
        title: context.messages.alertMeSuccess,
      }),
    ),
    reportDuplicate: emit(
      ({ context }): ProductFlowAlert => ({
        type: 'alert',
        kind: 'info',
        title: context.messages.alertMeDuplicate,
      }),
    ),
    reportFailure: emit(
      ({ context }): ProductFlowAlert => ({
        type: 'alert',
        kind: 'error',
        title: context.messages.alertMeFailure,
      }),
    ),
    resetForm: assign(({ context }) => ({
      values: emptyValues,
      touched: {},
      ...validate(emptyValues, context.formMessages),
    })),
  },
  guards: {
    isMissingVariation: ({ event }) => event.type === 'alertMe.open' && isMissingVariation(event.product),
    isFormValid: ({ context }) => context.canSubmit,
    isAccepted: ({ event }) => 'output' in event && event.output === true,
    isDuplicate: ({ event }) => 'error' in event && isDuplicate(event.error),
  },
}).createMachine({
  id: 'alertMe',
  context: ({ input }) => {
    const messages = input.formMessages ?? formMessages;
    return {
      client: input.client,
      product: undefined,
      values: emptyValues,
      touched: {},
      ...validate(emptyValues, messages),
      messages: { ...productFlowMessages, ...input.messages },
      formMessages: messages,
    };
  },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'alertMe.open': [
          { guard: 'isMissingVariation', actions: 'reportMissingVariation' },
          { target: 'shown', actions: 'open' },
        ],
      },
    },
    shown: {
      initial: 'editing',
      on: { 'alertMe.close': { target: 'hidden' } },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'field.blur': { actions: 'touchField' },
            submit: [{ guard: 'isFormValid', target: 'sending' }, { actions: 'touchAll' }],
          },
        },
        sending: {
          invoke: {
            src: 'registerAlert',
            input: registerAlertInput,
            onDone: [
              { guard: 'isAccepted', target: '#alertMe.hidden', actions: ['reportSuccess', 'resetForm'] },
              { target: 'editing', actions: 'reportFailure' },
            ],
            onError: [
              { guard: 'isDuplicate', target: '#alertMe.hidden', actions: ['reportDuplicate', 'resetForm'] },
              { target: 'editing', actions: 'reportFailure' },
            ],
          },
        },
      },
    },
  },
});
