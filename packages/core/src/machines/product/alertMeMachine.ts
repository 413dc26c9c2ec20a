import { and, assign, emit, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type AlertMeFormValues, createAlertMeFormSchema } from '../../forms/alertMeFormSchema';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import type { AlertMePayload } from '../../schemas/alertMePayloadSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from '../forms/createFormMachine';
import { isMissingVariation } from './isMissingVariation';
import { type ProductFlowMessages, productFlowMessages } from './productFlowMessages';
import { formViewOf, freshFormView, type ProductFormView, runProvidedActor } from './productForm';
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

/**
 * What the back-in-stock flow holds. `values`, `errors` and `touched` follow the open form (built with
 * `createFormMachine`) and are kept while it is closed, so a reopened form shows what was typed.
 */
export interface AlertMeContext extends ProductFormView<Record<AlertMeField, string>> {
  client: StoreClient | undefined;
  /** The product to be notified about; `undefined` until the form is first opened. */
  product: ProductFlowProduct | undefined;
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

/** How a registration ended well: registered, or the e-mail was already waiting for this product. */
export type AlertMeOutcome = 'accepted' | 'duplicate';

/** The input of the inner form: its messages, the kept values and how to send the parsed form. */
interface AlertMeFormInput extends FormFlowInput {
  readonly formMessages: FormMessages;
  readonly values: Record<AlertMeField, string>;
  /** Sends the parsed fields; rejects when the registration failed. */
  readonly send: (values: AlertMeFormValues, signal: AbortSignal) => Promise<AlertMeOutcome>;
}

const emptyValues: Record<AlertMeField, string> = { name: '', email: '', phone: '' };

/** The view of a form opened with these values, and whether it can be sent. */
function freshView(values: Record<AlertMeField, string>, messages: FormMessages) {
  const view = freshFormView(createAlertMeFormSchema(messages), values);
  return { ...view, canSubmit: Object.keys(view.errors).length === 0 };
}

/** The platform answers an e-mail already waiting for this product with the code [Err 045]. */
const isDuplicate = (error: unknown): boolean =>
  error instanceof Error && error.message.includes('[Err 045]');

/** The `registerAlert` call for the form as sent: the parsed fields and the product's ids and name. */
function registerAlertInput(context: AlertMeContext, values: AlertMeFormValues): RegisterAlertInput {
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

const registerAlert = fromPromise<boolean, RegisterAlertInput>(async ({ input, signal }) => {
  if (!input.client) throw new Error('alertMeMachine needs a `client` in its input to register an alert.');
  return input.client.catalogue.alertMe(input.payload, { signal });
});

/** The form itself: validation and the editing → sending states; a success (or a duplicate) ends it. */
const alertMeFormMachine = createFormMachine<
  AlertMeFormInput,
  Record<AlertMeField, string>,
  AlertMeFormValues,
  undefined,
  AlertMeOutcome
>({
  id: 'alertMeForm',
  schema: (input) => createAlertMeFormSchema(input.formMessages),
  initialValues: (input) => input.values,
  initialResources: undefined,
  submit: fromPromise<AlertMeOutcome, FormSubmitInput<AlertMeFormInput, AlertMeFormValues, undefined>>(
    ({ input, signal }) => input.input.send(input.values, signal),
  ),
  completeOnSuccess: true,
});

/**
 * The back-in-stock ("Avise-me") form: hidden, then shown on `alertMe.open` with the product, unless a SKU is
 * needed and none is chosen (an error alert instead, worded for the card or the modal). While shown it runs a
 * form built with `createFormMachine` (name, e-mail and phone validated as typed, `canSubmit` false while
 * invalid); its submission calls the `registerAlert` actor (`catalogue.alertMe`). Success and a duplicate
 * ([Err 045]) alert and close; any other failure alerts and keeps the form open with what was typed.
 */
export const alertMeMachine = setup({
  types: {
    input: {} as AlertMeInput,
    context: {} as AlertMeContext,
    events: {} as AlertMeEvent,
    emitted: {} as ProductFlowAlert,
  },
  actors: { registerAlert, form: alertMeFormMachine },
  actions: {
    open: assign(({ context, event }) => {
      if (event.type !== 'alertMe.open') return {};
      return { product: event.product, ...freshView(context.values, context.formMessages) };
    }),
    reportMissingVariation: emit(({ context, event }): ProductFlowAlert => {
      const card = event.type === 'alertMe.open' && event.origin === 'card';
      const title = card
        ? context.messages.alertMeMissingVariationCard
        : context.messages.alertMeMissingVariationModal;
      return { type: 'alert', kind: 'error', title };
    }),
    forwardToForm: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'field.change')
        enqueue.sendTo('form', { type: 'field.change', name: event.field, value: event.value });
      else if (event.type === 'field.blur') enqueue.sendTo('form', { type: 'field.blur', name: event.field });
      else if (event.type === 'submit') enqueue.sendTo('form', { type: 'submit' });
    }),
    syncForm: assign((_, view: ProductFormView<Record<AlertMeField, string>>) => ({
      ...view,
      canSubmit: Object.keys(view.errors).length === 0,
    })),
    reportOutcome: emit(
      ({ context }, outcome: AlertMeOutcome | undefined): ProductFlowAlert =>
        outcome === 'duplicate'
          ? { type: 'alert', kind: 'info', title: context.messages.alertMeDuplicate }
          : { type: 'alert', kind: 'success', title: context.messages.alertMeSuccess },
    ),
    reportFailure: emit(
      ({ context }): ProductFlowAlert => ({
        type: 'alert',
        kind: 'error',
        title: context.messages.alertMeFailure,
      }),
    ),
    resetForm: assign(({ context }) => freshView(emptyValues, context.formMessages)),
  },
  guards: {
    isMissingVariation: ({ event }) => event.type === 'alertMe.open' && isMissingVariation(event.product),
    isSending: stateIn('#alertMe.shown.sending'),
  },
}).createMachine({
  id: 'alertMe',
  context: ({ input }) => {
    const messages = input.formMessages ?? formMessages;
    return {
      client: input.client,
      product: undefined,
      ...freshView(emptyValues, messages),
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
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context, self }) => ({
          formMessages: context.formMessages,
          values: context.values,
          send: async (values, signal) => {
            const { context: current, machine } = self.getSnapshot();
            try {
              const input = registerAlertInput(current, values);
              const accepted = await runProvidedActor(machine, 'registerAlert', registerAlert, input, signal);
              if (accepted !== true) throw new Error(current.messages.alertMeFailure);
              return 'accepted';
            } catch (error) {
              if (isDuplicate(error)) return 'duplicate';
              throw error;
            }
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
        onDone: {
          target: 'hidden',
          actions: [{ type: 'reportOutcome', params: ({ event }) => event.output }, 'resetForm'],
        },
      },
      on: {
        'alertMe.close': { target: 'hidden' },
        'field.change': { actions: 'forwardToForm' },
        'field.blur': { actions: 'forwardToForm' },
        submit: { actions: 'forwardToForm' },
      },
      states: { editing: {}, sending: {} },
    },
  },
});
