import { type AntiBotTokenProvider, BRAZILIAN_STATES, type RatingValues } from '@vitrine/core';
import { type FormFlow, useRatingForm, useStorefront } from '@vitrine/hooks';
import { type ComponentPropsWithRef, createContext, type FormEvent, useEffect, useMemo, useRef } from 'react';
import {
  BoundField,
  type BoundFieldProps,
  bindControl,
  FieldControl,
  FieldError,
  FieldRoot,
} from '../foundation/Field/Field';
import { part } from '../foundation/internal/createPart';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';
import { useProductRatingsContext } from './productRatingsContext';
import type { ProductRatingsMessages } from './productRatingsMessages';
import { StarIcon } from './StarIcon';

/** What `ProductRatings.Form` gives its fields. */
interface RatingFormContextValue {
  readonly form: FormFlow<RatingValues>;
  readonly texts: ProductRatingsMessages;
}

const RatingFormContext = createContext<RatingFormContextValue | null>(null);

function useRatingFormContext(part: string): RatingFormContextValue {
  return usePartsContext(RatingFormContext, 'ProductRatings', part, 'Form');
}

/** The rating scale: 1 to 5 stars. */
const RATES = [1, 2, 3, 4, 5] as const;

/** Props of `ProductRatings.Form`. */
export type ProductRatingsFormProps = PartProps<'form'> & {
  /** The page's anti-bot token source (action 'Evaluation'); `undefined` sends an empty token. Read on mount. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The clock of the rating's `dateRegister`; the real one when `undefined`. Read on mount. */
  readonly now?: (() => Date) | undefined;
};

/**
 * The rating form over `useRatingForm` (one per product: a new product starts a new form). It is `hidden`
 * while the Root's disclosure is closed, keeping what was typed. Submit validates (an invalid form shows every
 * message, focuses the first wrong field and sends nothing), then sends with the anti-bot token; a success
 * reloads the list. A consumer's `preventDefault()` in `onSubmit` cancels sending.
 * `data-state` (the flow's status), `data-loading` while sending.
 */
export function ProductRatingsForm(props: ProductRatingsFormProps) {
  const { product } = useProductRatingsContext('Form');
  return <RatingForm key={product.idProduct} {...props} />;
}

const RatingFormElement = part('form', 'ProductRatings.RatingForm', 'vt-product-ratings__form');

function RatingForm({ antiBot, now, className, onSubmit, ...props }: ProductRatingsFormProps) {
  const { product, list, texts, formOpen, formId } = useProductRatingsContext('Form');
  const form = useRatingForm(product, { antiBot, now });
  const focusFirstInvalid = useFocusFirstInvalid(form.isSubmitting);
  // The list reloads once per success, whatever else re-renders meanwhile.
  const refresh = useRef(list.refresh);
  refresh.current = list.refresh;
  useEffect(() => {
    if (form.status === 'success') refresh.current();
  }, [form.status]);
  const context = useMemo(() => ({ form, texts }), [form, texts]);
  return (
    <RatingFormContext.Provider value={context}>
      <RatingFormElement
        id={formId}
        hidden={!formOpen}
        noValidate
        aria-label={texts.formTitle}
        data-state={form.status}
        data-loading={dataFlag(form.isSubmitting)}
        {...props}
        onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          form.submit();
          focusFirstInvalid(event.currentTarget);
        })}
        className={className}
      />
    </RatingFormContext.Provider>
  );
}

/** Props of `ProductRatings.RateField`. */
export type ProductRatingsRateFieldProps = Omit<PartProps<'fieldset'>, 'children' | 'asChild'> & {
  /** The group's name; 'Nota' when `undefined`. */
  readonly legend?: string | undefined;
};

/**
 * The stars 1 to 5 as a native radio group (arrow keys move and choose): choosing n highlights stars 1..n
 * (`data-active`), each radio is named '1 estrela'…'5 estrelas'; its message ('Informe a Nota') shows beside it.
 */
export function ProductRatingsRateField({ legend, className, ref, ...props }: ProductRatingsRateFieldProps) {
  const { form, texts } = useRatingFormContext('RateField');
  const field = form.getFieldProps('rate');
  const error = form.getErrorProps('rate');
  const rate = typeof form.values.rate === 'number' ? form.values.rate : 0;
  return (
    <FieldRoot asChild errorId={error.id} invalid={field['aria-invalid']}>
      <fieldset data-rate={rate} {...props} ref={ref} className={cx('vt-product-ratings__rate', className)}>
        <legend className="vt-product-ratings__label">{legend ?? texts.rateLegend}</legend>
        <div className="vt-product-ratings__rate-options">
          {RATES.map((value) => (
            <span key={value} className="vt-product-ratings__rate-option">
              <FieldControl
                type="radio"
                id={`${field.id}-${value}`}
                name={field.name}
                value={value}
                checked={rate === value}
                required
                onChange={() => field.onChange(value)}
                onBlur={field.onBlur}
                className="vt-visually-hidden vt-product-ratings__rate-input"
              />
              <label
                htmlFor={`${field.id}-${value}`}
                className="vt-product-ratings__rate-star"
                data-active={dataFlag(rate >= value)}
              >
                <StarIcon active={rate >= value} />
                <span className="vt-visually-hidden">{texts.star(value)}</span>
              </label>
            </span>
          ))}
        </div>
        <FieldError className="vt-product-ratings__error">{error.children}</FieldError>
      </fieldset>
    </FieldRoot>
  );
}

/**
 * One field of the form, a foundation `Field` with the widget's classes: label, control and its message. An `id`
 * of yours replaces the flow's, and the label follows it.
 */
function RatingField({
  field,
  id,
  ...props
}: Omit<BoundFieldProps, 'className' | 'labelClassName' | 'errorClassName'> & {
  readonly id: string | undefined;
}) {
  return (
    <BoundField
      field={{ ...field, id: id ?? field.id }}
      className="vt-product-ratings__field"
      labelClassName="vt-product-ratings__label"
      errorClassName="vt-product-ratings__error"
      {...props}
    />
  );
}

/** The one-line text fields of the form. */
export type RatingTextFieldName = 'name' | 'email' | 'city' | 'title';

const textFieldLabel: Record<RatingTextFieldName, keyof ProductRatingsMessages> = {
  name: 'nameLabel',
  email: 'emailLabel',
  city: 'cityLabel',
  title: 'titleLabel',
};

const textFieldAutoComplete: Record<RatingTextFieldName, string | undefined> = {
  name: 'name',
  email: 'email',
  city: 'address-level2',
  title: undefined,
};

/** Props of `ProductRatings.Field`. */
export type ProductRatingsFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'checked' | 'type'
> & {
  /** Which field: 'name', 'email', 'city' or 'title'. */
  readonly name: RatingTextFieldName;
  /** The visible label; the widget's ('Nome', 'E-mail', 'Cidade', 'Título') when `undefined`. */
  readonly label?: string | undefined;
};

/** A text field with its label and its message ('Informe o Nome', 'E-mail Inválido'…), input props go on the input. */
export function ProductRatingsField({ name, label, id, ...props }: ProductRatingsFieldProps) {
  const { form, texts } = useRatingFormContext('Field');
  const field = form.getFieldProps(name);
  return (
    <RatingField
      field={field}
      id={id}
      error={form.getErrorProps(name)}
      label={label ?? (texts[textFieldLabel[name]] as string)}
    >
      <input
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={textFieldAutoComplete[name]}
        inputMode={name === 'email' ? 'email' : undefined}
        required
        {...bindControl(field, props, 'vt-input vt-product-ratings__input')}
      />
    </RatingField>
  );
}

/** Props of `ProductRatings.StateField`. */
export type ProductRatingsStateFieldProps = Omit<
  ComponentPropsWithRef<'select'>,
  'name' | 'value' | 'defaultValue' | 'children'
> & {
  /** The visible label; 'Estado' when `undefined`. */
  readonly label?: string | undefined;
  /** The empty choice; 'Selecione' when `undefined`. */
  readonly placeholder?: string | undefined;
};

/** The state (UF) list of the 27 Brazilian federative units, with its message ('Informe o Estado'). */
export function ProductRatingsStateField({
  label,
  placeholder,
  id,
  ...props
}: ProductRatingsStateFieldProps) {
  const { form, texts } = useRatingFormContext('StateField');
  const field = form.getFieldProps('state');
  return (
    <RatingField field={field} id={id} error={form.getErrorProps('state')} label={label ?? texts.stateLabel}>
      <select
        autoComplete="address-level1"
        required
        {...bindControl(field, props, 'vt-select vt-product-ratings__select')}
      >
        <option value="">{placeholder ?? texts.statePlaceholder}</option>
        {BRAZILIAN_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
    </RatingField>
  );
}

/** Props of `ProductRatings.CommentField`. */
export type ProductRatingsCommentFieldProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'name' | 'value' | 'defaultValue' | 'children'
> & {
  /** The visible label; 'Opinião' when `undefined`. */
  readonly label?: string | undefined;
};

/** The opinion (a `textarea`), with its message ('Informe sua Opinião'). */
export function ProductRatingsCommentField({ label, id, ...props }: ProductRatingsCommentFieldProps) {
  const { form, texts } = useRatingFormContext('CommentField');
  const field = form.getFieldProps('comment');
  return (
    <RatingField
      field={field}
      id={id}
      error={form.getErrorProps('comment')}
      label={label ?? texts.commentLabel}
    >
      <textarea rows={4} required {...bindControl(field, props, 'vt-input vt-product-ratings__textarea')} />
    </RatingField>
  );
}

/** Props of `ProductRatings.PublicEmailField`. */
export type ProductRatingsPublicEmailFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'checked' | 'type' | 'children'
> & {
  /** The visible label; 'Mostrar E-mail?' when `undefined`. */
  readonly label?: string | undefined;
};

/** The optional 'Mostrar E-mail?' checkbox: the e-mail shows in the list only when ticked. */
export function ProductRatingsPublicEmailField({
  label,
  className,
  ref,
  onChange,
  onBlur,
  ...props
}: ProductRatingsPublicEmailFieldProps) {
  const { form, texts } = useRatingFormContext('PublicEmailField');
  const field = form.getFieldProps('leavePublicEmail');
  return (
    <div className="vt-product-ratings__check" data-field="leavePublicEmail">
      <input
        type="checkbox"
        {...props}
        ref={ref}
        id={field.id}
        name={field.name}
        checked={field.checked ?? false}
        onChange={composeEventHandlers(onChange, field.onChange)}
        onBlur={composeEventHandlers(onBlur, field.onBlur)}
        className={cx('vt-product-ratings__checkbox', className)}
      />
      <label className="vt-product-ratings__check-label" htmlFor={field.id}>
        {label ?? texts.publicEmailLabel}
      </label>
    </div>
  );
}

/** Props of `ProductRatings.Submit`. */
export type ProductRatingsSubmitProps = PartProps<'button'>;

const ProductRatingsSubmitElement = part('button', 'ProductRatings.Submit', 'vt-button');

/**
 * The submit button ('Enviar avaliação'): pressing it with a wrong field shows every message; while sending it
 * is disabled and busy (`aria-busy`, `data-loading`, a spinner).
 */
export function ProductRatingsSubmit({ className, children, disabled, ...props }: ProductRatingsSubmitProps) {
  const { form, texts } = useRatingFormContext('Submit');
  return (
    <ProductRatingsSubmitElement
      type="submit"
      {...props}
      disabled={disabled || form.isSubmitting}
      aria-busy={form.isSubmitting || undefined}
      data-loading={dataFlag(form.isSubmitting)}
      className={cx('vt-product-ratings__submit', className)}
    >
      {form.isSubmitting ? (
        <span className="vt-spinner vt-product-ratings__spinner" aria-hidden="true" />
      ) : null}
      {children ?? texts.submit}
    </ProductRatingsSubmitElement>
  );
}

/** Props of `ProductRatings.FormStatus`. */
export type ProductRatingsFormStatusProps = Omit<PartProps<'div'>, 'children'>;

const ProductRatingsFormStatusElement = part(
  'div',
  'ProductRatings.FormStatus',
  'vt-product-ratings__status',
);

/**
 * The outcome in a polite live region present from the start: 'Avaliação registrada com sucesso.' or
 * 'Ocorreu um erro ao registrar a avaliação do produto.' (the flow's texts, `messages.formFlow.rating`);
 * `data-kind="success|error"`.
 */
export function ProductRatingsFormStatus({ ...props }: ProductRatingsFormStatusProps) {
  const { form } = useRatingFormContext('FormStatus');
  const texts = useStorefront().messages.formFlow.rating;
  const kind = form.status === 'success' ? 'success' : form.status === 'failure' ? 'error' : undefined;
  return (
    <ProductRatingsFormStatusElement role="status" data-kind={kind} {...props}>
      {kind === 'success' ? texts.success : kind === 'error' ? texts.failure : null}
    </ProductRatingsFormStatusElement>
  );
}
