import { type FormEvent, type FormValues, formView } from '@vitrine/core';
import { useId, useMemo } from 'react';
import type { FormErrorProps, FormFieldProps } from './FormFieldProps';
import type { FormActor } from './FormFlow';
import { fieldPropsFor } from './fieldPropsFor';
import { useFlowSelector } from './useFlowSelector';

/** What `useFormField` returns for one field. */
export interface FormFieldBinding<TValue> {
  readonly value: TValue;
  /** The message to show; `undefined` until the field is changed or left or while valid. */
  readonly error: string | undefined;
  readonly fieldProps: FormFieldProps;
  readonly errorProps: FormErrorProps;
}

/**
 * One field of a form hook, in a component of its own: it re-renders only when this field's value or
 * shown message changes (one component per keystroke, measured in `useContactForm`'s doc).
 * @example
 * function EmailField({ form }: { form: FormFlow<ContactValues> }) {
 *   const { fieldProps, errorProps } = useFormField(form.actor, 'email');
 *   return <><input type="email" {...fieldProps} /><p {...errorProps} /></>;
 * }
 */
export function useFormField<TValues extends FormValues, K extends keyof TValues & string>(
  actor: FormActor<TValues>,
  name: K,
): FormFieldBinding<TValues[K]> {
  const idPrefix = useId();
  const value = useFlowSelector(actor, (snapshot) => snapshot.context.values[name]);
  const error = useFlowSelector(actor, (snapshot) => formView(snapshot).visibleErrors[name]);
  return useMemo(() => {
    const props = fieldPropsFor({
      idPrefix,
      name,
      value,
      error,
      change: (next) => actor.send({ type: 'field.change', name, value: next } as FormEvent<TValues>),
      blur: () => actor.send({ type: 'field.blur', name }),
    });
    return { value, error, fieldProps: props.field, errorProps: props.error };
  }, [actor, idPrefix, name, value, error]);
}
