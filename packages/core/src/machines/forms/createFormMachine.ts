import {
  assign,
  enqueueActions,
  fromPromise,
  type PromiseActorLogic,
  type StateMachine,
  setup,
  type ToChildren,
} from 'xstate';
import { formFieldErrors } from '../../forms/formFieldErrors';
import type { AlertEvent } from './AlertEvent';
import { antiBotTokenActor } from './antiBotTokenActor';
import type { AntiBotTokenProvider } from './createAntiBotTokenProvider';

/** The raw values of a form, keyed by field name, as the inputs hand them over. */
export type FormValues = Record<string, unknown>;

/** One message per invalid field; a valid field is absent (`undefined`). */
export type FormErrors<TValues extends FormValues> = Partial<Record<keyof TValues & string, string>>;

/** A per-field flag (touched, dirty); an absent field (`undefined`) means false. */
export type FormFlags<TValues extends FormValues> = Partial<Record<keyof TValues & string, boolean>>;

/** What the machines need of a form schema: a zod (classic or mini) object schema fits. */
export interface FormSchemaLike<TParsed> {
  safeParse(
    value: unknown,
  ):
    | { readonly success: true; readonly data: TParsed }
    | { readonly success: false; readonly error: Parameters<typeof formFieldErrors>[0] };
}

/** The input every form machine takes: the page's anti-bot provider (`undefined`: tokens are ''). */
export interface FormFlowInput {
  readonly antiBot?: AntiBotTokenProvider | undefined;
}

/** How the loading of a form's resources (e.g. the contact topics) stands. */
export type FormResourcesStatus = 'loading' | 'ready' | 'failed';

/** The context of a form machine. */
export interface FormContext<TInput, TValues extends FormValues, TParsed, TResources, TOutput> {
  /** The machine's input (client, anti-bot provider, messages...). */
  readonly input: TInput;
  readonly schema: FormSchemaLike<TParsed>;
  /** The current values; kept as typed on failure. */
  values: TValues;
  readonly initialValues: TValues;
  /** The values the running (or last) submission sent; `undefined` before the first one. */
  sentValues: TValues | undefined;
  /** Every invalid field's message, shown or not (see `formView` for what to show). */
  errors: FormErrors<TValues>;
  touched: FormFlags<TValues>;
  dirty: FormFlags<TValues>;
  /** The text of the last failed submission; `undefined` after a success or before any failure. */
  submitError: string | undefined;
  /** The anti-bot token of the running submission ('' when none). */
  token: string;
  resources: TResources;
  resourcesStatus: FormResourcesStatus;
  /** What the last successful submission resolved to; `undefined` before one. */
  result: TOutput | undefined;
}

/** Sets one field: the value becomes dirty and the form is revalidated. */
export type FormFieldChangeEvent<TValues extends FormValues> = {
  [K in keyof TValues & string]: {
    readonly type: 'field.change';
    readonly name: K;
    readonly value: TValues[K];
  };
}[keyof TValues & string];

/** The events of every form machine. */
export type FormEvent<TValues extends FormValues> =
  | FormFieldChangeEvent<TValues>
  /** The field lost focus: it becomes touched (its message may show). */
  | { readonly type: 'field.blur'; readonly name: keyof TValues & string }
  /** Validates, then sends (a second submit while sending is absorbed: the form is already on its way). */
  | { readonly type: 'submit' }
  /** Back to the initial values, nothing touched. */
  | { readonly type: 'reset' };

/** What a form's submit actor receives: the parsed values, the loaded resources and the anti-bot token. */
export interface FormSubmitInput<TInput, TParsed, TResources> {
  readonly input: TInput;
  readonly values: TParsed;
  readonly resources: TResources;
  readonly token: string;
}

/** Options of {@link createFormMachine}. */
export interface FormMachineOptions<
  TInput extends FormFlowInput,
  TValues extends FormValues,
  TParsed,
  TResources,
  TOutput,
> {
  /** The machine id (also the prefix of its state ids). */
  readonly id: string;
  /** Builds the schema once per actor (e.g. with the input's messages). */
  readonly schema: (input: TInput) => FormSchemaLike<TParsed>;
  /** The empty form; also what a reset and a success go back to. */
  readonly initialValues: (input: TInput) => TValues;
  /** Sends the form; rejects (or throws) on failure. */
  readonly submit: PromiseActorLogic<TOutput, FormSubmitInput<TInput, TParsed, TResources>>;
  /** Loads what the form needs (e.g. topics) while the shopper types; failures leave `initialResources`. */
  readonly load?: PromiseActorLogic<TResources, { readonly input: TInput }> | undefined;
  /** The resources before (or without) loading. */
  readonly initialResources: TResources;
  /** The anti-bot action name of the submission; `undefined` when the form is never protected. */
  readonly antiBotAction?: ((input: TInput) => string | undefined) | undefined;
  /** The banner of a success; `undefined` for none. */
  readonly successAlert?: ((input: TInput, output: TOutput) => AlertEvent | undefined) | undefined;
  /** The banner of a failure; `undefined` for none (the failure text stays in `submitError`). */
  readonly failureAlert?: ((input: TInput, error: unknown) => AlertEvent | undefined) | undefined;
  /** When true, a success ends the machine (final state `completed`, output the submit result). */
  readonly completeOnSuccess?: boolean | undefined;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const allFlags = <TValues extends FormValues>(values: TValues): FormFlags<TValues> =>
  Object.fromEntries(Object.keys(values).map((name) => [name, true])) as FormFlags<TValues>;

const validate = <TValues extends FormValues>(
  schema: FormSchemaLike<unknown>,
  values: TValues,
): FormErrors<TValues> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors<TValues> = {};
  for (const [name, message] of Object.entries(formFieldErrors(result.error))) {
    // Form-level issues (empty path) have no field to sit next to; the schemas put cross-field ones on a field.
    if (name in values && message !== undefined) errors[name as keyof TValues & string] = message;
  }
  return errors;
};

const noResources = fromPromise<never, { readonly input: unknown }>(() => new Promise<never>(() => {}));

/**
 * The options with every type parameter erased to its bound. xstate types a machine config through
 * `DoNotInfer<TEvent>`, which stays unresolved while `TEvent` depends on a type parameter (no transition
 * key would be known), so the machine is built once with these concrete types and typed back per form by
 * {@link FormMachine}: the runtime is the same for every form.
 */
type ErasedFormMachineOptions = FormMachineOptions<FormFlowInput, FormValues, unknown, unknown, unknown>;

/**
 * The params of the actions fed by an actor's reply. Wrapped in an object because a bare `unknown` param
 * type would swallow the union `TParams | mapper` and leave the config's mapper untyped.
 */
type SettledParams = { readonly output: unknown };

/** The params of the actions fed by an actor's failure (wrapped for the reason given on SettledParams). */
type FailedParams = { readonly error: unknown };

/** Builds the form machine with erased types (see {@link ErasedFormMachineOptions}). */
function buildFormMachine(options: ErasedFormMachineOptions) {
  type Context = FormContext<FormFlowInput, FormValues, unknown, unknown, unknown>;
  const id = options.id;
  return setup({
    types: {} as {
      context: Context;
      events: FormEvent<FormValues>;
      children: { load: 'load'; antiBotToken: 'antiBotToken'; submit: 'submit' };
      input: FormFlowInput;
      emitted: AlertEvent;
      output: unknown;
    },
    actors: {
      antiBotToken: antiBotTokenActor,
      submit: options.submit,
      load: options.load ?? noResources,
    },
    guards: {
      isValid: ({ context }) => Object.keys(context.errors).length === 0,
      completesOnSuccess: () => options.completeOnSuccess === true,
      hasLoader: () => options.load !== undefined,
    },
    actions: {
      changeField: assign(({ context, event }) => {
        if (event.type !== 'field.change') return {};
        const values = { ...context.values, [event.name]: event.value };
        return {
          values,
          dirty: { ...context.dirty, [event.name]: true },
          errors: validate(context.schema, values),
        };
      }),
      blurField: assign(({ context, event }) => {
        if (event.type !== 'field.blur') return {};
        return {
          touched: { ...context.touched, [event.name]: true },
          errors: validate(context.schema, context.values),
        };
      }),
      validateAll: assign(({ context }) => ({ errors: validate(context.schema, context.values) })),
      revealAllErrors: assign(({ context }) => ({
        touched: allFlags(context.values),
        dirty: allFlags(context.values),
      })),
      resetForm: assign(({ context }) => ({
        values: context.initialValues,
        touched: {},
        dirty: {},
        errors: validate(context.schema, context.initialValues),
        submitError: undefined,
      })),
      rememberSentValues: assign(({ context }) => ({ sentValues: context.values, submitError: undefined })),
      storeToken: assign({ token: (_, token: string) => token }),
      storeResult: assign({ result: (_, { output }: SettledParams) => output }),
      storeSubmitError: assign({ submitError: (_, { error }: FailedParams) => errorText(error) }),
      resetAfterSuccess: assign(({ context }) => {
        // Fields edited while the form was on its way keep the new text; the rest go back to empty.
        const values = { ...context.values };
        const dirty = { ...context.dirty };
        const touched = { ...context.touched };
        for (const name of Object.keys(values)) {
          if (Object.is(values[name], context.sentValues?.[name])) {
            values[name] = context.initialValues[name];
            delete dirty[name];
            delete touched[name];
          }
        }
        return { values, dirty, touched, errors: validate(context.schema, values), token: '' };
      }),
      storeResources: assign({
        resources: (_, { output }: SettledParams) => output,
        resourcesStatus: 'ready' as const,
      }),
      markResourcesFailed: assign({ resourcesStatus: 'failed' as const }),
      emitSuccessAlert: enqueueActions(({ context, enqueue }) => {
        const alert = options.successAlert?.(context.input, context.result);
        if (alert) enqueue.emit(alert);
      }),
      emitFailureAlert: enqueueActions(({ context, enqueue }, { error }: FailedParams) => {
        const alert = options.failureAlert?.(context.input, error);
        if (alert) enqueue.emit(alert);
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => {
      const schema = options.schema(input);
      const initialValues = options.initialValues(input);
      return {
        input,
        schema,
        values: initialValues,
        initialValues,
        sentValues: undefined,
        errors: validate(schema, initialValues),
        touched: {},
        dirty: {},
        submitError: undefined,
        token: '',
        resources: options.initialResources,
        resourcesStatus: options.load ? 'loading' : 'ready',
        result: undefined,
      };
    },
    initial: 'idle',
    invoke: {
      id: 'load',
      src: 'load',
      input: ({ context }) => ({ input: context.input }),
      onDone: { actions: { type: 'storeResources', params: ({ event }) => ({ output: event.output }) } },
      onError: { actions: 'markResourcesFailed' },
    },
    // Annotated: the erased output type `unknown` absorbs the `mapper | value` union, leaving no contextual type.
    output: ({ context }: { readonly context: Context }) => context.result,
    on: {
      'field.change': { actions: 'changeField' },
      'field.blur': { actions: 'blurField' },
    },
    states: {
      idle: {
        on: { submit: 'validating', reset: { actions: 'resetForm' } },
      },
      validating: {
        entry: 'validateAll',
        always: [
          { guard: 'isValid', target: 'submitting' },
          { target: 'idle', actions: 'revealAllErrors' },
        ],
      },
      submitting: {
        entry: 'rememberSentValues',
        initial: 'protecting',
        states: {
          protecting: {
            invoke: {
              id: 'antiBotToken',
              src: 'antiBotToken',
              input: ({ context }) => ({
                provider: context.input.antiBot,
                action: options.antiBotAction?.(context.input),
              }),
              onDone: {
                target: 'sending',
                actions: { type: 'storeToken', params: ({ event }) => event.output },
              },
              onError: {
                target: `#${id}.failure`,
                actions: [
                  { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'emitFailureAlert', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            },
          },
          sending: {
            invoke: {
              id: 'submit',
              src: 'submit',
              input: ({ context }) => {
                const parsed = context.schema.safeParse(context.values);
                // validating let the form through, so the parse succeeds; the fallback only satisfies types.
                const values = parsed.success ? parsed.data : context.values;
                return { input: context.input, values, resources: context.resources, token: context.token };
              },
              onDone: [
                {
                  guard: 'completesOnSuccess',
                  target: `#${id}.completed`,
                  actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
                },
                {
                  target: `#${id}.success`,
                  actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
                },
              ],
              onError: {
                target: `#${id}.failure`,
                actions: [
                  { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'emitFailureAlert', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            },
          },
        },
      },
      success: {
        entry: ['resetAfterSuccess', 'emitSuccessAlert'],
        on: {
          'field.change': { target: 'idle', actions: 'changeField' },
          submit: 'validating',
          reset: { target: 'idle', actions: 'resetForm' },
        },
      },
      failure: {
        on: {
          'field.change': { target: 'idle', actions: 'changeField' },
          submit: 'validating',
          reset: { target: 'idle', actions: 'resetForm' },
        },
      },
      completed: { type: 'final' },
    },
  });
}

/** The actors a form machine invokes, under the ids it gives them. */
type FormActor<TInput, TParsed, TResources, TOutput> =
  | { src: 'antiBotToken'; logic: typeof antiBotTokenActor; id: 'antiBotToken' }
  | {
      src: 'submit';
      logic: PromiseActorLogic<TOutput, FormSubmitInput<TInput, TParsed, TResources>>;
      id: 'submit';
    }
  | { src: 'load'; logic: PromiseActorLogic<TResources, { readonly input: TInput }>; id: 'load' };

/**
 * The type of a machine built by {@link createFormMachine}: the states, tags and actions come from the
 * one config; context, events, actors, input and output are the form's own.
 */
export type FormMachine<
  TInput extends FormFlowInput,
  TValues extends FormValues,
  TParsed,
  TResources,
  TOutput,
> =
  ReturnType<typeof buildFormMachine> extends StateMachine<
    infer _TContext,
    infer _TEvent,
    infer _TChildren,
    infer _TActor,
    infer TAction,
    infer TGuard,
    infer TDelay,
    infer TStateValue,
    infer TTag,
    infer _TInput,
    infer _TOutput,
    infer _TEmitted,
    infer TStateMeta,
    infer TStateSchema,
    infer TTransitionMeta
  >
    ? StateMachine<
        FormContext<TInput, TValues, TParsed, TResources, TOutput>,
        FormEvent<TValues>,
        ToChildren<FormActor<TInput, TParsed, TResources, TOutput>>,
        FormActor<TInput, TParsed, TResources, TOutput>,
        TAction,
        TGuard,
        TDelay,
        TStateValue,
        TTag,
        TInput,
        TOutput | undefined,
        AlertEvent,
        TStateMeta,
        TStateSchema,
        TTransitionMeta
      >
    : never;

/**
 * Builds a form machine: idle → validating → submitting (anti-bot token, then send) → success or
 * failure. Values are kept on failure and reset on success (edits typed while sending are kept); an
 * invalid submit marks every field touched and dirty and sends nothing. Alerts are emitted as
 * `{ type: 'alert', kind, title, detail? }`. Every form machine of Vitrine is built with it.
 */
export function createFormMachine<
  TInput extends FormFlowInput,
  TValues extends FormValues,
  TParsed,
  TResources,
  TOutput,
>(
  options: FormMachineOptions<TInput, TValues, TParsed, TResources, TOutput>,
): FormMachine<TInput, TValues, TParsed, TResources, TOutput> {
  // The one seam between the typed options and the erased build (see ErasedFormMachineOptions): the
  // machine only hands each callback what the same form's other callbacks produced (its input, its
  // parsed values, its resources, its submit output), so the erased types never meet a foreign value.
  return buildFormMachine(options as unknown as ErasedFormMachineOptions) as unknown as FormMachine<
    TInput,
    TValues,
    TParsed,
    TResources,
    TOutput
  >;
}
