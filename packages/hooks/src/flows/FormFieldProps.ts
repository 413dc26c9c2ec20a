import type { ChangeEvent, FocusEvent } from 'react';

/** What `getFieldProps(name)` returns: spread it on the theme's own `<input>`, `<select>` or `<textarea>`. */
export interface FormFieldProps {
  readonly id: string;
  readonly name: string;
  /** The text to show; `undefined` for a boolean field (it sets `checked` instead). */
  readonly value: string | undefined;
  /** The box state of a boolean field; `undefined` for a text field. */
  readonly checked: boolean | undefined;
  /** Takes the input's change event, or the new value itself (a star picker, a custom select). */
  readonly onChange: (eventOrValue: ChangeEvent<HTMLElement> | string | number | boolean) => void;
  readonly onBlur: (event?: FocusEvent<HTMLElement>) => void;
  /** `true` while the field's message shows, `undefined` otherwise. */
  readonly 'aria-invalid': true | undefined;
  /** The id of the field's message while it shows, `undefined` otherwise. */
  readonly 'aria-describedby': string | undefined;
}

/** What `getErrorProps(name)` returns: spread it on the element holding the field's message. */
export interface FormErrorProps {
  readonly id: string;
  /** The message; `undefined` when the field shows none (the element is then `hidden`). */
  readonly children: string | undefined;
  readonly hidden: boolean;
}
