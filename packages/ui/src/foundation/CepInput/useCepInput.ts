import { maskCep } from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useControllableState } from '../internal/useControllableState';

/** A complete CEP with its mask: 00000-000. */
const CEP_LENGTH = 9;

/** Options of `useCepInput`. */
export interface UseCepInputOptions {
  /** The controlled masked value; `undefined` leaves it uncontrolled. */
  value?: string | undefined;
  /** The first value when uncontrolled (masked on the way in); '' when `undefined`. */
  defaultValue?: string | undefined;
  /** Hears every masked value. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Fired once each time the value reaches 9 characters (00000-000): the spec calculates freight then. */
  onComplete?: ((cep: string) => void) | undefined;
  /** Makes the field required: a form submitted with it empty or incomplete shows 'Por favor, insira um cep.'. */
  required?: boolean | undefined;
  /** An error to show from outside (e.g. the freight server's message); wins over the required message. */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** What `useCepInput` returns. */
export interface CepInputState {
  readonly value: string;
  /** The message on screen; `undefined` when none. */
  readonly message: string | undefined;
  readonly complete: boolean;
  readonly disabled: boolean;
  readonly ids: { readonly input: string; readonly error: string };
  /** Props of the `<input>`. */
  inputProps: {
    id: string;
    value: string;
    required: boolean | undefined;
    disabled: boolean | undefined;
    maxLength: number;
    pattern: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    onInvalid(event: FormEvent<HTMLInputElement>): void;
  };
}

/** The behaviour of `CepInput`: the 00000-000 mask, completion at 9 characters and the required message. */
export function useCepInput(options: UseCepInputOptions): CepInputState {
  const forms = useStorefront().messages.forms;
  const [value, setValue] = useControllableState(
    options.value,
    maskCep(options.defaultValue ?? ''),
    options.onValueChange,
  );
  const [requiredShown, setRequiredShown] = useState(false);
  const id = useId();
  const message = options.error ?? (requiredShown ? forms.cep.required : undefined);
  return {
    value,
    message,
    complete: value.length === CEP_LENGTH,
    disabled: options.disabled === true,
    ids: { input: `${id}-input`, error: `${id}-error` },
    inputProps: {
      id: `${id}-input`,
      value,
      required: options.required,
      disabled: options.disabled,
      maxLength: CEP_LENGTH,
      pattern: '\\d{5}-\\d{3}',
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
      onChange: (event) => {
        const next = maskCep(event.currentTarget.value);
        if (next === value) return;
        setRequiredShown(false);
        setValue(next);
        // Only the step that completes the CEP fires, so re-renders and edits of a complete CEP do not recalculate.
        if (next.length === CEP_LENGTH && value.length !== CEP_LENGTH) options.onComplete?.(next);
      },
      onInvalid: (event) => {
        // Our message replaces the browser's bubble, so the text is the spec's and reaches screen readers.
        event.preventDefault();
        setRequiredShown(true);
      },
    },
  };
}
