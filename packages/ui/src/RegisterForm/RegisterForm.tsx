import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FormEvent,
  type InputHTMLAttributes,
  useId,
  useMemo,
} from 'react';
import { BoundField } from '../foundation/Field/Field';
import { part } from '../foundation/internal/createPart';
import { PhoneInput } from '../foundation/PhoneInput/PhoneInput';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import { useUiMessages } from '../messages/useUiMessages';
import { RegisterFormContext, useRegisterFormContext } from './registerFormContext';
import { type RegisterFormMessages, registerFormMessages } from './registerFormMessages';
import {
  type RegisterFieldName,
  type RegisterPersonType,
  type UseRegisterFormBehaviourOptions,
  useRegisterFormBehaviour,
} from './useRegisterFormBehaviour';

/** Props of `RegisterForm.Root`: the `<form>` running the registration flow. */
export type RegisterFormRootProps = Omit<PartProps<'form'>, 'title'> &
  UseRegisterFormBehaviourOptions & {
    /** Replaces some texts of this form, over the provider's `messages.ui.registerForm`. */
    readonly texts?: Partial<RegisterFormMessages> | undefined;
  };

const RegisterFormRootElement = part('form', 'RegisterForm.Root', 'vt-register-form');

/**
 * The form: runs the registration flow and sends on submit (a consumer's `preventDefault()` in `onSubmit` cancels
 * it). `data-state` (the flow's status), `data-person-type="person|company"`, `data-loading` while sending.
 */
export function RegisterFormRoot({
  antiBot,
  now,
  personType,
  defaultPersonType,
  onPersonTypeChange,
  onRegistered,
  texts: textProps,
  onSubmit,
  className,
  ...props
}: RegisterFormRootProps) {
  const register = useRegisterFormBehaviour({
    antiBot,
    now,
    personType,
    defaultPersonType,
    onPersonTypeChange,
    onRegistered,
  });
  const texts = useUiMessages('registerForm', registerFormMessages, textProps);
  const context = useMemo(() => ({ register, texts }), [register, texts]);
  return (
    <RegisterFormContext.Provider value={context}>
      <RegisterFormRootElement
        noValidate
        data-state={register.form.status}
        data-person-type={register.personType}
        data-loading={dataFlag(register.form.isSubmitting)}
        {...props}
        onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          register.submit(event.currentTarget);
        })}
        className={className}
      />
    </RegisterFormContext.Provider>
  );
}

/** Props of `RegisterForm.Title`. */
export type RegisterFormTitleProps = PartProps<'h2'>;

const RegisterFormTitleElement = part('h2', 'RegisterForm.Title', 'vt-register-form__title');

/** A heading for the form (an `h2`; `asChild` for another level); the form's title when it has no children. */
export function RegisterFormTitle({ children, ...props }: RegisterFormTitleProps) {
  const { texts } = useRegisterFormContext('Title');
  return <RegisterFormTitleElement {...props}>{children ?? texts.title}</RegisterFormTitleElement>;
}

/** Props of `RegisterForm.PersonType`. */
export type RegisterFormPersonTypeProps = Omit<PartProps<'fieldset'>, 'children' | 'asChild'> & {
  /** The group's name; 'Tipo de cadastro' when `undefined`. */
  readonly legend?: string | undefined;
  /** The person choice; 'Pessoa Física' when `undefined`. */
  readonly personLabel?: string | undefined;
  /** The company choice; 'Pessoa Jurídica' when `undefined`. */
  readonly companyLabel?: string | undefined;
};

const PERSON_TYPES: readonly RegisterPersonType[] = ['person', 'company'];

/**
 * The person / company switch: a native radio group (Tab reaches the chosen one, the arrow keys move and choose).
 * A person gives a CPF and a birth date, a company a CNPJ; switching empties the document.
 */
export function RegisterFormPersonType({
  legend,
  personLabel,
  companyLabel,
  className,
  ref,
  ...props
}: RegisterFormPersonTypeProps) {
  const { register, texts } = useRegisterFormContext('PersonType');
  const groupName = useId();
  const labels = { person: personLabel ?? texts.person, company: companyLabel ?? texts.company };
  return (
    <fieldset
      data-person-type={register.personType}
      {...props}
      ref={ref}
      className={cx('vt-register-form__person-type', className)}
    >
      <legend className="vt-register-form__legend">{legend ?? texts.personTypeLegend}</legend>
      <div className="vt-register-form__choices">
        {PERSON_TYPES.map((type) => (
          <label
            key={type}
            className="vt-register-form__choice"
            data-checked={dataFlag(register.personType === type)}
          >
            <input
              type="radio"
              name={groupName}
              value={type}
              checked={register.personType === type}
              disabled={register.completed || register.form.isSubmitting}
              onChange={() => register.setPersonType(type)}
              className="vt-register-form__radio"
            />
            <span>{labels[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Props of `RegisterForm.Fields`. */
export type RegisterFormFieldsProps = PartProps<'div'>;

/** The grid holding the fields: one column on phones, two from about 768 px. */
export const RegisterFormFields = part('div', 'RegisterForm.Fields', 'vt-register-form__fields');

/** Props of `RegisterForm.Field`. */
export type RegisterFormFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'checked' | 'type' | 'children'
> & {
  /** Which field: 'name', 'email', 'document', 'birthDate', 'phone', 'password' or 'passwordConfirmation'. */
  readonly name: RegisterFieldName;
  /** The visible label; the widget's for the field and person type ('CPF' or 'CNPJ'…) when `undefined`. */
  readonly label?: string | undefined;
  /** A line under the field ('DD/MM/AAAA', 'Mínimo de 6 caracteres'); '' for none; the widget's when `undefined`. */
  readonly hint?: string | undefined;
};

/** The default label of a field for the person type. */
function labelOf(
  name: RegisterFieldName,
  personType: RegisterPersonType,
  texts: RegisterFormMessages,
): string {
  switch (name) {
    case 'name':
      return personType === 'person' ? texts.nameLabel : texts.companyNameLabel;
    case 'document':
      return personType === 'person' ? texts.cpfLabel : texts.cnpjLabel;
    case 'email':
      return texts.emailLabel;
    case 'birthDate':
      return texts.birthDateLabel;
    case 'phone':
      return texts.phoneLabel;
    case 'password':
      return texts.passwordLabel;
    default:
      return texts.passwordConfirmationLabel;
  }
}

/** The default hint of a field; '' for none. */
function hintOf(name: RegisterFieldName, texts: RegisterFormMessages): string {
  if (name === 'birthDate') return texts.birthDateHint;
  if (name === 'password') return texts.passwordHint;
  return '';
}

/** The input attributes of a field for the person type (keyboard, autofill, length of the mask). */
function inputAttributes(
  name: RegisterFieldName,
  personType: RegisterPersonType,
): InputHTMLAttributes<HTMLInputElement> {
  switch (name) {
    case 'name':
      return { type: 'text', autoComplete: personType === 'person' ? 'name' : 'organization' };
    case 'email':
      return { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false };
    case 'document':
      // The alphanumeric CNPJ takes letters in its first 12 positions.
      return personType === 'person'
        ? { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 14 }
        : {
            type: 'text',
            autoCapitalize: 'characters',
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 18,
          };
    case 'birthDate':
      return { type: 'text', inputMode: 'numeric', autoComplete: 'bday', maxLength: 10 };
    default:
      return { type: 'password', autoComplete: 'new-password' };
  }
}

/**
 * One field with its label, its hint and its message (shown once the field is changed or left, or after a
 * submit): wired with `aria-invalid` and `aria-describedby`. The document is masked as a CPF or a CNPJ, the birth
 * date as DD/MM/YYYY and the phone by `PhoneInput`; a company has no birth date (that field renders nothing).
 * Input props go on the input.
 */
export function RegisterFormField({
  name,
  label,
  hint,
  className,
  ref,
  onChange,
  onBlur,
  disabled,
  maxLength,
  ...props
}: RegisterFormFieldProps) {
  const { register, texts } = useRegisterFormContext('Field');
  const { form, personType, completed } = register;
  if (name === 'birthDate' && personType === 'company') return null;
  const field = form.getFieldProps(name);
  const error = form.getErrorProps(name);
  const hintText = hint ?? hintOf(name, texts);
  const hintId = hintText ? `${field.id}-hint` : undefined;
  const control = {
    required: true,
    ...props,
    ref,
    name: field.name,
    disabled: disabled || completed,
    value: field.value ?? '',
    // Locking a focused field blurs it after the flow has ended, when there is nothing left to tell it.
    onBlur: composeEventHandlers(onBlur, () => {
      if (!completed) field.onBlur();
    }),
  };
  return (
    <BoundField
      field={field}
      error={error}
      label={label ?? labelOf(name, personType, texts)}
      describedBy={hintId}
      hint={
        hintId ? (
          <p id={hintId} className="vt-register-form__hint">
            {hintText}
          </p>
        ) : null
      }
      className="vt-register-form__field"
      labelClassName="vt-register-form__label"
      errorClassName="vt-register-form__error"
    >
      {name === 'phone' ? (
        <PhoneInput
          {...control}
          onChange={onChange}
          onValueChange={field.onChange}
          className={cx('vt-register-form__input', className)}
        />
      ) : (
        <input
          {...inputAttributes(name, personType)}
          {...control}
          {...(maxLength === undefined ? {} : { maxLength })}
          onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
            field.onChange(register.mask(name, event.currentTarget.value)),
          )}
          className={cx('vt-input', 'vt-register-form__input', className)}
        />
      )}
    </BoundField>
  );
}

/** Props of `RegisterForm.Submit`. */
export type RegisterFormSubmitProps = PartProps<'button'>;

const RegisterFormSubmitElement = part('button', 'RegisterForm.Submit', 'vt-button');

/**
 * The submit button ('Cadastrar'): pressing it with a wrong field shows every message, focuses the first one and
 * sends nothing; while sending it is disabled and busy (`aria-busy`, `data-loading`, a spinner); once registered,
 * disabled.
 */
export function RegisterFormSubmit({ className, children, disabled, ...props }: RegisterFormSubmitProps) {
  const { register, texts } = useRegisterFormContext('Submit');
  const { isSubmitting } = register.form;
  return (
    <RegisterFormSubmitElement
      type="submit"
      {...props}
      disabled={disabled || isSubmitting || register.completed}
      aria-busy={isSubmitting || undefined}
      data-loading={dataFlag(isSubmitting)}
      className={cx('vt-register-form__submit', className)}
    >
      {isSubmitting ? <span className="vt-spinner vt-register-form__spinner" aria-hidden="true" /> : null}
      {children ?? texts.submit}
    </RegisterFormSubmitElement>
  );
}

/** Props of `RegisterForm.Status`. */
export type RegisterFormStatusProps = Omit<PartProps<'div'>, 'children'>;

const RegisterFormStatusElement = part('div', 'RegisterForm.Status', 'vt-register-form__status');

/**
 * The outcome, in a polite live region present from the start (so it is announced): 'Cadastro realizado com
 * sucesso!' (it then takes focus, the fields being locked) or the store's text ('Já existe um cadastro com este
 * e-mail.'), the fields keeping what was typed. `data-kind="success|error"`.
 */
export function RegisterFormStatus({ ...props }: RegisterFormStatusProps) {
  const { register, texts } = useRegisterFormContext('Status');
  const kind = register.outcome;
  return (
    <RegisterFormStatusElement role="status" id={register.statusId} tabIndex={-1} data-kind={kind} {...props}>
      {kind === 'success' ? texts.success : kind === 'error' ? register.form.submitError : null}
    </RegisterFormStatusElement>
  );
}

/** Props of the ready-made `<RegisterForm />`: the Root's props, and every text as a prop. */
export interface RegisterFormProps
  extends Omit<RegisterFormRootProps, 'children' | 'asChild' | 'texts'>,
    Partial<RegisterFormMessages> {
  /** Shows the title as a visible `h2` (it always names the form). */
  readonly showTitle?: boolean | undefined;
}

const TEXT_KEYS = Object.keys(registerFormMessages) as (keyof RegisterFormMessages)[];

/**
 * The registration form for a person (name, e-mail, CPF, birth date, phone, password and its confirmation) or a
 * company (the CNPJ, numeric or alphanumeric, instead of the CPF and no birth date), over `useRegisterForm`: masks,
 * every message once a field is changed or left, an invalid submit showing them all and sending nothing, the
 * anti-bot token when the store protects 'Register'. Success signs the page in, calls `onRegistered(customer)` and
 * says 'Cadastro realizado com sucesso!'; a failure shows the store's text and keeps the fields.
 */
export function RegisterForm({ showTitle = false, ...allProps }: RegisterFormProps) {
  const [texts, rootProps] = splitProps(allProps, TEXT_KEYS);
  const title = useUiMessages('registerForm', registerFormMessages, texts).title;
  const titleId = useId();
  return (
    <RegisterFormRoot
      texts={texts}
      {...(showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': title })}
      {...rootProps}
    >
      {showTitle ? <RegisterFormTitle id={titleId} /> : null}
      <RegisterFormPersonType />
      <RegisterFormFields>
        <RegisterFormField name="name" />
        <RegisterFormField name="email" />
        <RegisterFormField name="phone" />
        <RegisterFormField name="document" />
        <RegisterFormField name="birthDate" />
        <RegisterFormField name="password" />
        <RegisterFormField name="passwordConfirmation" />
      </RegisterFormFields>
      <RegisterFormSubmit />
      <RegisterFormStatus />
    </RegisterFormRoot>
  );
}

RegisterForm.Root = RegisterFormRoot;
RegisterForm.Title = RegisterFormTitle;
RegisterForm.PersonType = RegisterFormPersonType;
RegisterForm.Fields = RegisterFormFields;
RegisterForm.Field = RegisterFormField;
RegisterForm.Submit = RegisterFormSubmit;
RegisterForm.Status = RegisterFormStatus;
