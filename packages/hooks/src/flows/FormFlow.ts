import type { FormContext, FormErrors, FormEvent, FormStatus, FormValues } from '@vitrine/core';
import type { FormErrorProps, FormFieldProps } from './FormFieldProps';
import type { FlowActorOf, FlowLogic } from './flowActorTypes';

/** A snapshot of a form machine built with core's `createFormMachine`, as the form hooks read it. */
export interface FormSnapshot<TValues extends FormValues> {
  readonly value: unknown;
  readonly status: string;
  readonly context: Pick<
    FormContext<unknown, TValues, unknown, unknown, unknown>,
    'values' | 'errors' | 'touched' | 'dirty' | 'submitError'
  >;
}

/** A running form machine (`form.actor`): send it `field.change`, `field.blur`, `submit`, `reset`. */
export interface FormActor<TValues extends FormValues> {
  send(event: FormEvent<TValues>): void;
  getSnapshot(): FormSnapshot<TValues>;
  subscribe: FlowActorOf<FlowLogic>['subscribe'];
}

/** What every form hook returns: the form's state, its commands and prop getters for the theme's inputs. */
export interface FormFlow<TValues extends FormValues> {
  /** The form machine, for `useFormField(form.actor, name)` in per-field components. */
  readonly actor: FormActor<TValues>;
  readonly status: FormStatus;
  /** The values as typed; kept on failure, emptied after a success. Empty when `isolateFields` is on. */
  readonly values: TValues;
  /** The messages of the fields the shopper changed or left (all after a submit attempt). */
  readonly visibleErrors: FormErrors<TValues>;
  /** Every field valid and nothing being sent: the submit button's enabled state. */
  readonly canSubmit: boolean;
  readonly isSubmitting: boolean;
  /** The text of the last failed submission; `undefined` unless the last one failed. */
  readonly submitError: string | undefined;
  /** Sets one field (as a custom control would). */
  setValue<K extends keyof TValues & string>(name: K, value: TValues[K]): void;
  /** Validates and sends; an invalid form shows every message and sends nothing. */
  submit(): void;
  /** Back to the empty form, no message shown. */
  reset(): void;
  /** The props of field `name` for the theme's own control. */
  getFieldProps(name: keyof TValues & string): FormFieldProps;
  /** The props of the element holding field `name`'s message. */
  getErrorProps(name: keyof TValues & string): FormErrorProps;
}

/** Options every form hook accepts. */
export interface FormFlowOptions {
  /**
   * When true the hook's component does not re-render per keystroke: `values`/`visibleErrors` stay empty and
   * each field reads its own state with `useFormField(form.actor, name)` (see the render figures in `useContactForm`).
   */
  readonly isolateFields?: boolean | undefined;
}
