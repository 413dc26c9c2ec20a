import { Slot } from 'radix-ui';
import { createContext, type ReactElement, type ReactNode, useId, useMemo } from 'react';
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

const FieldContext = createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  return usePartsContext(FieldContext, 'Field', part);
}

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

const FieldErrorElement = part('p', 'Field.Error', 'vt-field-error');

/**
 * The field's message ('Campo Obrigatório', 'E-mail Inválido'…): always in the page so its id stays valid, but
 * `hidden` unless the field is invalid and there is a message. `vt-field-error`, the kit's error colour.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps): ReactNode {
  const { errorId, invalid } = useFieldContext('Error');
  const empty = children === undefined || children === null || children === false || children === '';
  return (
    <FieldErrorElement
      id={errorId}
      hidden={!invalid || empty}
      {...props}
      className={cx('vt-field__error', className)}
    >
      {children}
    </FieldErrorElement>
  );
}

/** Props of the ready-made `<Field />`: the Root's, the label, the message and the control element. */
export type FieldProps = Omit<FieldRootProps, 'children' | 'asChild'> & {
  /** The visible label. */
  label: ReactNode;
  /** The message; the field counts as invalid while there is one, unless `invalid` says otherwise. */
  error?: ReactNode;
  /** The control element (`<input>`, `<select>`, `<textarea>`, `PhoneInput`…), wired by `Field.Control`. */
  children: ReactElement;
  /** A class for the label. */
  labelClassName?: string | undefined;
  /** A class for the message. */
  errorClassName?: string | undefined;
};

/**
 * A labelled form field, ready-made: `label`, the control you pass as its child, and the message below it,
 * linked by ids (`htmlFor`, `aria-describedby`) with `aria-invalid` while the message shows.
 */
function FieldDefault({
  label,
  error,
  invalid,
  children,
  labelClassName,
  errorClassName,
  ...rootProps
}: FieldProps): ReactNode {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <FieldRoot {...rootProps} invalid={invalid ?? hasError}>
      <FieldLabel className={labelClassName}>{label}</FieldLabel>
      <FieldControl asChild>{children}</FieldControl>
      <FieldError className={errorClassName}>{error}</FieldError>
    </FieldRoot>
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
