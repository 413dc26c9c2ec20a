import type { FormContext, FormErrors, FormValues } from './createFormMachine';

/** Where a form stands: idle (typing), submitting (loading), success, failure or completed. */
export type FormStatus = 'idle' | 'validating' | 'submitting' | 'success' | 'failure' | 'completed';

/** What a form's UI shows, derived from a form machine snapshot. */
export interface FormView<TValues extends FormValues> {
  readonly status: FormStatus;
  readonly values: TValues;
  /** The messages to show: only for fields that are dirty or touched. */
  readonly visibleErrors: FormErrors<TValues>;
  /** True while every field is valid and nothing is being sent (the button's enabled state). */
  readonly canSubmit: boolean;
  readonly isSubmitting: boolean;
  /** The text of the last failure; `undefined` when the last submission did not fail. */
  readonly submitError: string | undefined;
}

/** A snapshot of any form machine built with `createFormMachine`. */
interface FormSnapshotLike<TValues extends FormValues> {
  readonly value: unknown;
  readonly context: Pick<
    FormContext<unknown, TValues, unknown, unknown, unknown>,
    'values' | 'errors' | 'touched' | 'dirty' | 'submitError'
  >;
}

/**
 * Derives what a form shows from its machine snapshot: the status, the messages of dirty or touched
 * fields only, and whether the submit button is enabled.
 */
export function formView<TValues extends FormValues>(snapshot: FormSnapshotLike<TValues>): FormView<TValues> {
  const { context } = snapshot;
  const status = (
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0]
  ) as FormStatus;
  const visibleErrors: FormErrors<TValues> = {};
  for (const [name, message] of Object.entries(context.errors) as [keyof TValues & string, string][]) {
    if (context.dirty[name] || context.touched[name]) visibleErrors[name] = message;
  }
  const isSubmitting = status === 'submitting' || status === 'validating';
  return {
    status,
    values: context.values,
    visibleErrors,
    canSubmit: !isSubmitting && Object.keys(context.errors).length === 0,
    isSubmitting,
    submitError: status === 'failure' ? context.submitError : undefined,
  };
}
