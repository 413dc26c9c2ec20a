import { type AnyStateMachine, createActor, type PromiseActorLogic, toPromise } from 'xstate';
import { formFieldErrors } from '../../forms/formFieldErrors';
import type { FormErrors, FormFlags, FormSchemaLike, FormValues } from '../forms/createFormMachine';

/** What a product form's outer machine keeps of its form: the values survive while the form is closed. */
export interface ProductFormView<TValues extends FormValues> {
  values: TValues;
  /** Every invalid field's message (show one once its field is touched); a valid field is absent. */
  errors: FormErrors<TValues>;
  /** Fields the shopper left (all of them after a submit attempt). */
  touched: FormFlags<TValues>;
}

/** The view of a form freshly opened with these values: nothing touched, every invalid field known. */
export function freshFormView<TValues extends FormValues>(
  schema: FormSchemaLike<unknown>,
  values: TValues,
): ProductFormView<TValues> {
  const parsed = schema.safeParse(values);
  return {
    values,
    errors: parsed.success ? {} : (formFieldErrors(parsed.error) as FormErrors<TValues>),
    touched: {},
  };
}

/** The view of a running form, read from the snapshot it reports to its outer machine. */
export const formViewOf = <TValues extends FormValues>(context: ProductFormView<TValues>) => ({
  values: context.values,
  errors: context.errors,
  touched: context.touched,
});

/**
 * Runs the outer machine's own actor (e.g. `registerAlert`) for the form's submission, so a
 * `machine.provide({ actors })` on the outer machine still replaces the call. Aborting the signal (the
 * form was closed while sending) stops it, which aborts its request.
 */
export function runProvidedActor<TOutput, TInput>(
  machine: AnyStateMachine,
  name: string,
  fallback: PromiseActorLogic<TOutput, TInput>,
  input: TInput,
  signal: AbortSignal,
): Promise<TOutput> {
  const provided = machine.implementations.actors[name];
  // The outer machine declares `name` with the logic of `fallback`; `provide` keeps that type.
  const logic = (provided ?? fallback) as PromiseActorLogic<TOutput, TInput>;
  const actor = createActor(logic, { input });
  const stop = () => actor.stop();
  signal.addEventListener('abort', stop, { once: true });
  const done = toPromise(actor);
  actor.start();
  return done.finally(() => signal.removeEventListener('abort', stop));
}
