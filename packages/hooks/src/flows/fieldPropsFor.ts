import type { ChangeEvent } from 'react';
import type { FormErrorProps, FormFieldProps } from './FormFieldProps';

/** What `formFieldProps` needs to know of one field. */
export interface FormFieldState {
  /** The prefix of the ids (a `useId()` of the form). */
  readonly idPrefix: string;
  readonly name: string;
  readonly value: unknown;
  /** The message to show; `undefined` when none shows. */
  readonly error: string | undefined;
  readonly change: (value: unknown) => void;
  readonly blur: () => void;
}

const isChangeEvent = (value: unknown): value is ChangeEvent<HTMLElement> =>
  typeof value === 'object' && value !== null && 'target' in value;

/** A checkbox hands over its `checked`; every other control its `value`. */
const controlValue = (event: ChangeEvent<HTMLElement>): unknown => {
  const target = event.target as HTMLInputElement;
  return target.type === 'checkbox' ? target.checked : target.value;
};

/**
 * The props of a field and of its message for a form state, wired for assistive technology: the field is
 * `aria-invalid` and described by its message only while the message shows.
 * @example
 * const idPrefix = useId();
 * const [value, setValue] = useState('');
 * const { field, error } = fieldPropsFor({ idPrefix, name: 'email', value, error: undefined, change: (v) => setValue(String(v)), blur: () => {} });
 */
export function fieldPropsFor(state: FormFieldState): { field: FormFieldProps; error: FormErrorProps } {
  const errorId = `${state.idPrefix}-${state.name}-error`;
  const shows = state.error !== undefined;
  const value = state.value;
  return {
    field: {
      id: `${state.idPrefix}-${state.name}`,
      name: state.name,
      value:
        typeof value === 'boolean' ? undefined : value === undefined || value === null ? '' : String(value),
      checked: typeof value === 'boolean' ? value : undefined,
      onChange: (eventOrValue) =>
        state.change(isChangeEvent(eventOrValue) ? controlValue(eventOrValue) : eventOrValue),
      onBlur: () => state.blur(),
      'aria-invalid': shows ? true : undefined,
      'aria-describedby': shows ? errorId : undefined,
    },
    error: { id: errorId, children: state.error, hidden: !shows },
  };
}
