import type { FormFieldProps } from '@vitrine/hooks';
import { Slot } from 'radix-ui';
import {
  type ChangeEvent,
  cloneElement,
  createContext,
  type FocusEvent,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useId,
  useMemo,
} from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import { dataFlag } from '../../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../../internal/partsContext';
import { part } from '../internal/createPart';

/** What `Field.Root` gives its label, control and message: the ids that link them and whether it is invalid. */
interface FieldContextValue {
  readonly controlId: string;
  readonly errorId: string;
  readonly invalid: boolean;
}

const FieldContext = /* @__PURE__ */ createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  return usePartsContext(FieldContext, 'Field', part);
}

/** Whether a message or a hint has something to show (`undefined`, `null`, `false` and '' have not). */
const shows = (node: ReactNode): boolean =>
  node !== undefined && node !== null && node !== false && node !== '';

/** Joins `aria-describedby` id lists, each id once; `undefined` when there is none. */
function joinIds(...lists: (string | undefined)[]): string | undefined {
  const ids = new Set(lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean));
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

/** Props of `Field.Root`. */
export type FieldRootProps = PartProps<'div'> & {
  /** The field's name, as `data-field` (e.g. 'email') for styling and tests; no attribute when `undefined`. */
  name?: string | undefined;
  /**
   * The field's message is showing: the control is then `aria-invalid` and described by `Field.Error`, and the
   * wrapper has `data-invalid`. A form hook's `getFieldProps(name)['aria-invalid']` fits as is.
   */
  invalid?: boolean | undefined;
  /** The control's id, which the label points at; generated when `undefined` (pass a form hook's `field.id`). */
  controlId?: string | undefined;
  /** The message's id, which describes the control while invalid; generated when `undefined` (`error.id`). */
  errorId?: string | undefined;
};

const FieldRootElement = part('div', 'Field.Root', 'vt-field');

/**
 * One form field's wrapper (`div`, or your element with `asChild`, e.g. a `fieldset`): it links its label, its
 * control and its message for assistive technology. `data-field`, `data-invalid`.
 */
export function FieldRoot({
  name,
  invalid = false,
  controlId,
  errorId,
  ...props
}: FieldRootProps): ReactNode {
  const generated = useId();
  const context = useMemo(
    () => ({
      controlId: controlId ?? `${generated}-control`,
      errorId: errorId ?? `${generated}-error`,
      invalid,
    }),
    [controlId, errorId, generated, invalid],
  );
  return (
    <FieldContext.Provider value={context}>
      <FieldRootElement data-field={name} data-invalid={dataFlag(invalid)} {...props} />
    </FieldContext.Provider>
  );
}

/** Props of `Field.Label`. */
export type FieldLabelProps = PartProps<'label'>;

const FieldLabelElement = part('label', 'Field.Label', 'vt-field__label');

/** The visible `<label>`, pointing at the control (`htmlFor`): it names the control and a click focuses it. */
export function FieldLabel({ ...props }: FieldLabelProps): ReactNode {
  const { controlId } = useFieldContext('Label');
  return <FieldLabelElement htmlFor={controlId} {...props} />;
}

/** Props of `Field.Control`: an `<input>`'s, or, with `asChild`, whatever your element takes. */
export type FieldControlProps = PartProps<'input'>;

/**
 * The control: an `<input>`, or your own element with `asChild` (a `textarea`, a `select`, `PhoneInput`, a
 * radio of a group). It gets the field's `id`, `aria-invalid` while invalid, and `aria-describedby` naming the
 * message while invalid, joined with any ids of your own. An `id` or `aria-invalid` set on the element itself
 * wins (as with any Radix `Slot`): give the id to `Field.Root`'s `controlId` instead, so the label keeps pointing
 * at it.
 */
export function FieldControl({
  asChild,
  'aria-describedby': describedBy,
  ...props
}: FieldControlProps): ReactNode {
  const { controlId, errorId, invalid } = useFieldContext('Control');
  const Element = asChild ? Slot.Root : 'input';
  return (
    <Element
      id={controlId}
      aria-invalid={invalid || undefined}
      {...props}
      aria-describedby={joinIds(describedBy, invalid ? errorId : undefined)}
    />
  );
}

/** Props of `Field.Error`. */
export type FieldErrorProps = PartProps<'p'>;

const FieldErrorElement = part('p', 'Field.Error', 'vt-field-error vt-field__error');

/**
 * The field's message ('Campo Obrigatório', 'E-mail Inválido'…): always in the page so its id stays valid, but
 * `hidden` unless the field is invalid and there is a message. `vt-field-error`, the kit's error colour.
 */
export function FieldError({ children, ...props }: FieldErrorProps): ReactNode {
  const { errorId, invalid } = useFieldContext('Error');
  return (
    <FieldErrorElement id={errorId} hidden={!invalid || !shows(children)} {...props}>
      {children}
    </FieldErrorElement>
  );
}

/** Props of the ready-made `<Field />`: the Root's, the label, the message, a hint and the control element. */
export type FieldProps = Omit<FieldRootProps, 'children' | 'asChild'> & {
  /** The visible label. */
  label: ReactNode;
  /** The message; the field counts as invalid while there is one, unless `invalid` says otherwise. */
  error?: ReactNode;
  /**
   * A line under the control that always describes it ('DD/MM/AAAA', 'Mínimo de 6 caracteres'), ahead of the
   * message: `<p id="{controlId}-hint" class="vt-field__hint">`; nothing when empty.
   */
  hint?: ReactNode;
  /**
   * The control element (`<input>`, `<select>`, `<textarea>`, `PhoneInput`…): the field sets its `id`,
   * `aria-invalid` and `aria-describedby` (the hint, the message, then any ids the element had of its own).
   */
  children: ReactElement<Pick<HTMLAttributes<HTMLElement>, 'id' | 'aria-invalid' | 'aria-describedby'>>;
  /** A class for the label. */
  labelClassName?: string | undefined;
  /** A class for the message. */
  errorClassName?: string | undefined;
  /** A class for the hint. */
  hintClassName?: string | undefined;
};

/** A field's id and state, as a form hook gives them (`getFieldProps(name)`, `useFormField(…).fieldProps`). */
export interface FieldBinding {
  readonly id: string;
  /** Its name, as the wrapper's `data-field`. */
  readonly name?: string | undefined;
  readonly 'aria-invalid'?: true | undefined;
  /** The message's id while the message shows. */
  readonly 'aria-describedby'?: string | undefined;
}

/** A field's message, as a form hook gives it (`getErrorProps(name)`). */
export interface FieldMessageBinding {
  readonly id: string;
  readonly hidden: boolean;
  readonly children?: ReactNode;
}

/** Props of `BoundField`. */
export type BoundFieldProps = Omit<
  FieldProps,
  'name' | 'error' | 'invalid' | 'controlId' | 'errorId' | 'hintClassName'
> & {
  /** The field's id and state. */
  readonly field: FieldBinding;
  /** The message's id, state and text. */
  readonly error: FieldMessageBinding;
  /** Ids that describe the control ahead of the message (a hint's); `hint` is then the element holding it. */
  readonly describedBy?: string | undefined;
};

/**
 * The ready-made field's markup, from wiring already worked out (`<Field />`'s, or a form hook's, which the
 * kit's forms hand over as is): the wrapper (`data-field`, `data-invalid`), the label pointing at the control,
 * the control with its `id`, `aria-invalid` and `aria-describedby` (`describedBy`, the message while it shows,
 * then any ids the element had of its own), `hint` and the message.
 */
export function BoundField({
  field,
  error,
  label,
  hint,
  describedBy,
  children,
  labelClassName,
  errorClassName,
  ...rootProps
}: BoundFieldProps): ReactNode {
  return (
    <FieldRootElement data-field={field.name} data-invalid={dataFlag(field['aria-invalid'])} {...rootProps}>
      <FieldLabelElement htmlFor={field.id} className={labelClassName}>
        {label}
      </FieldLabelElement>
      {cloneElement(children, {
        id: field.id,
        'aria-invalid': field['aria-invalid'],
        'aria-describedby':
          cx(describedBy, field['aria-describedby'], children.props['aria-describedby']) || undefined,
      })}
      {hint}
      <FieldErrorElement {...error} className={errorClassName} />
    </FieldRootElement>
  );
}

/** What `bindControl` takes of a form hook's field (`getFieldProps(name)`). */
type ControlBinding = Pick<FormFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>;

/** The props of a control that `bindControl` composes with the field's. */
interface ControlProps<E extends HTMLElement> {
  readonly onChange?: ((event: ChangeEvent<E>) => void) | undefined;
  readonly onBlur?: ((event: FocusEvent<E>) => void) | undefined;
  readonly className?: string | undefined;
}

/**
 * Binds a control to a form hook's field over the props a consumer gave the field part: theirs (the `ref` too),
 * then the field's `name` and `value`, their `onChange` and `onBlur` before the field's (a `preventDefault()`
 * skips the field's), and `classes` before their `className`.
 * @example
 * declare const form: FormFlow<ContactValues>;
 * declare const props: ComponentPropsWithRef<'input'>; // what the consumer gave the field part
 * <input type="email" {...bindControl(form.getFieldProps('email'), props, 'vt-input')} />;
 */
export function bindControl<E extends HTMLElement, P extends ControlProps<E>>(
  field: ControlBinding,
  { onChange, onBlur, className, ...props }: P,
  classes: string,
) {
  return {
    ...props,
    name: field.name,
    value: field.value ?? '',
    onChange: composeEventHandlers(onChange, field.onChange),
    onBlur: composeEventHandlers(onBlur, field.onBlur),
    className: cx(classes, className),
  };
}

/**
 * A labelled form field, ready-made: `label`, the control you pass as its child, an optional `hint` and the
 * message below it, linked by ids (`htmlFor`, `aria-describedby`) with `aria-invalid` while the message shows.
 */
function FieldDefault({
  name,
  error,
  invalid = shows(error),
  controlId,
  errorId,
  hint,
  hintClassName,
  ...props
}: FieldProps): ReactNode {
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  const messageId = errorId ?? `${generated}-error`;
  const hintId = shows(hint) ? `${id}-hint` : undefined;
  return (
    <BoundField
      field={{
        id,
        name,
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? messageId : undefined,
      }}
      error={{ id: messageId, hidden: !invalid || !shows(error), children: error }}
      describedBy={hintId}
      hint={
        hintId ? (
          <p id={hintId} className={cx('vt-field__hint', hintClassName)}>
            {hint}
          </p>
        ) : null
      }
      {...props}
    />
  );
}

/** The parts, to lay out a field your own way inside `Field.Root`. */
export const FieldParts = {
  Root: FieldRoot,
  Label: FieldLabel,
  Control: FieldControl,
  Error: FieldError,
};

/**
 * One form field, the kit's single way to link a label, a control and its message: `<Field label error>` with
 * the control as its child, or `Field.Root / .Label / .Control / .Error` composed.
 */
// Pure: a module that only imports the parts (a widget's fields) leaves the ready-made out of its bundle.
export const Field = /* @__PURE__ */ Object.assign(FieldDefault, FieldParts);
