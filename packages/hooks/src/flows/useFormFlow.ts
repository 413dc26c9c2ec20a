import { type FormErrors, type FormEvent, type FormStatus, type FormValues, formView } from '@vitrine/core';
import { shallowEqual } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { FormActor, FormFlow, FormFlowOptions, FormSnapshot } from './FormFlow';
import { fieldPropsFor } from './fieldPropsFor';
import { useFlowSelector } from './useFlowSelector';

const noValues = {};
const noErrors = {};

/** The status part of a form: it changes on submit and on validity flips, not on every keystroke. */
const selectStatus = (snapshot: FormSnapshot<FormValues> | undefined) => {
  if (!snapshot)
    return { status: 'idle' as FormStatus, canSubmit: false, isSubmitting: false, submitError: undefined };
  const view = formView(snapshot);
  return {
    status: view.status,
    canSubmit: view.canSubmit,
    isSubmitting: view.isSubmitting,
    submitError: view.submitError,
  };
};

/**
 * The form state and commands of any form machine of core (`createFormMachine`), read with narrow
 * selectors: the status part, the values and the visible messages are three subscriptions, so a field
 * component reading only `useFormField` never re-renders for the others. `actor` may be `undefined`
 * (e.g. the login form while signed in): the form is then empty and its commands do nothing.
 * @example
 * const { client } = useStorefront();
 * const form = useFormFlow(useActorRef(newsletterMachine, { input: { client } }));
 */
export function useFormFlow<TValues extends FormValues>(
  actor: FormActor<TValues> | undefined,
  options?: FormFlowOptions,
): FormFlow<TValues> {
  const isolate = options?.isolateFields === true;
  const idPrefix = useId();
  const status = useFlowSelector(
    actor,
    selectStatus as (s: FormSnapshot<TValues> | undefined) => ReturnType<typeof selectStatus>,
    shallowEqual,
  );
  const values = useFlowSelector(actor, (snapshot) =>
    isolate || !snapshot ? (noValues as TValues) : snapshot.context.values,
  );
  const visibleErrors = useFlowSelector(
    actor,
    (snapshot) =>
      isolate || !snapshot ? (noErrors as FormErrors<TValues>) : formView(snapshot).visibleErrors,
    shallowEqual,
  );
  return useMemo(() => {
    const send = (event: FormEvent<TValues>) => actor?.send(event);
    const props = (name: keyof TValues & string) =>
      fieldPropsFor({
        idPrefix,
        name,
        value: values[name],
        error: visibleErrors[name],
        change: (value) => send({ type: 'field.change', name, value } as FormEvent<TValues>),
        blur: () => send({ type: 'field.blur', name }),
      });
    return {
      actor: actor as FormActor<TValues>,
      ...status,
      values,
      visibleErrors,
      setValue: (name, value) => send({ type: 'field.change', name, value } as FormEvent<TValues>),
      submit: () => send({ type: 'submit' }),
      reset: () => send({ type: 'reset' }),
      getFieldProps: (name) => props(name).field,
      getErrorProps: (name) => props(name).error,
    };
  }, [actor, idPrefix, status, values, visibleErrors]);
}
