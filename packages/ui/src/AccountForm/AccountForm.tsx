import { type Customer, maskBirthDate } from '@vitrine/core';
import { type AccountForm as AccountFormFlow, useAccountForm, useCustomerAccount } from '@vitrine/hooks';
import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { BoundField } from '../foundation/Field/Field';
import { part } from '../foundation/internal/createPart';
import { PhoneInput } from '../foundation/PhoneInput/PhoneInput';
import { Spinner } from '../foundation/Spinner/Spinner';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';
import { useUiMessages } from '../messages/useUiMessages';
import { type AccountFormMessages, accountFormMessages } from './accountFormMessages';

/** What `AccountForm.Root` gives its parts. */
interface AccountFormContextValue {
  readonly query: ReturnType<typeof useCustomerAccount>;
  /** The account the form starts from: the last one saved here, else the store's; `undefined` while loading. */
  readonly account: Customer | undefined;
  /** 'loading', 'error' (the account could not load) or 'ready'. */
  readonly state: 'loading' | 'error' | 'ready';
  readonly texts: AccountFormMessages;
  readonly titleId: string;
  /** Counts the saves: each one starts a fresh form on the saved account. */
  readonly revision: number;
  /** What the status says ('Dados salvos com sucesso.' after a save, until the next attempt). */
  readonly announcement: string;
  saved(account: Customer): void;
  clearAnnouncement(): void;
}

const AccountFormContext = createContext<AccountFormContextValue | null>(null);

function useAccountFormContext(part: string): AccountFormContextValue {
  return usePartsContext(AccountFormContext, 'AccountForm', part);
}

/** What `AccountForm.Form` gives its fields. */
interface AccountFormFieldsContextValue {
  readonly form: AccountFormFlow;
  readonly texts: AccountFormMessages;
}

const AccountFormFieldsContext = createContext<AccountFormFieldsContextValue | null>(null);

function useAccountFormFields(part: string): AccountFormFieldsContextValue {
  return usePartsContext(AccountFormFieldsContext, 'AccountForm', part, 'Form');
}

const textKeys = Object.keys(accountFormMessages) as (keyof AccountFormMessages)[];

/** Props of `AccountForm.Root`: the section's props and every text of the widget (`title` is the heading's). */
export type AccountFormRootProps = Omit<PartProps<'section'>, 'title'> &
  Partial<AccountFormMessages> & {
    /** Hears the account each time it is saved. */
    readonly onSaved?: ((account: Customer) => void) | undefined;
  };

const AccountFormRootElement = part('section', 'AccountForm.Root', 'vt-account-form');

/**
 * The section loading the signed-in customer's account (`customer.getClient`) for its parts, labelled by its
 * `Title`; `aria-busy` while loading. `data-state` ('loading' | 'error' | 'ready').
 */
export function AccountFormRoot({ asChild, className, ref, onSaved, ...props }: AccountFormRootProps) {
  const [textProps, element] = splitProps(props, textKeys);
  const texts = useUiMessages('accountForm', accountFormMessages, textProps);
  const query = useCustomerAccount();
  const titleId = useId();
  const [last, setLast] = useState<{ revision: number; account: Customer | undefined }>({
    revision: 0,
    account: undefined,
  });
  const [announcement, setAnnouncement] = useState('');
  const latestTexts = useRef(texts);
  latestTexts.current = texts;
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const saved = useCallback((account: Customer) => {
    setLast((current) => ({ revision: current.revision + 1, account }));
    setAnnouncement(latestTexts.current.saved);
    onSavedRef.current?.(account);
  }, []);
  const clearAnnouncement = useCallback(() => setAnnouncement(''), []);
  const account = last.account ?? query.data;
  const state = account ? 'ready' : query.error ? 'error' : 'loading';
  const context = useMemo(
    () => ({
      query,
      account,
      state,
      texts,
      titleId,
      revision: last.revision,
      announcement,
      saved,
      clearAnnouncement,
    }),
    [query, account, state, texts, titleId, last.revision, announcement, saved, clearAnnouncement],
  ) satisfies AccountFormContextValue;
  return (
    <AccountFormContext.Provider value={context}>
      <AccountFormRootElement
        asChild={asChild}
        aria-labelledby={titleId}
        aria-busy={state === 'loading' || undefined}
        data-state={state}
        {...element}
        ref={ref}
        className={className}
      />
    </AccountFormContext.Provider>
  );
}

/** Props of `AccountForm.Title`. */
export type AccountFormTitleProps = PartProps<'h2'>;

const AccountFormTitleElement = part('h2', 'AccountForm.Title', 'vt-account-form__title');

/** The heading ('Meus dados'; an `h2`, `asChild` for another level): it names the section and the form. */
export function AccountFormTitle({ asChild, children, ...props }: AccountFormTitleProps) {
  const { texts, titleId } = useAccountFormContext('Title');
  return (
    <AccountFormTitleElement asChild={asChild} id={titleId} {...props}>
      {asChild ? children : (children ?? texts.title)}
    </AccountFormTitleElement>
  );
}

/** Props of `AccountForm.Loading`. */
export type AccountFormLoadingProps = PartProps<'div'>;

const AccountFormLoadingElement = part('div', 'AccountForm.Loading', 'vt-account-form__loading');

/** While the account loads: a spinner announcing 'Carregando seus dados…' over placeholder fields. */
export function AccountFormLoading({ asChild, className, children, ...props }: AccountFormLoadingProps) {
  const { state, texts } = useAccountFormContext('Loading');
  if (state !== 'loading') return null;
  return (
    <AccountFormLoadingElement asChild={asChild} data-loading="" {...props} className={className}>
      {asChild
        ? children
        : (children ?? (
            <>
              <Spinner label={texts.loading} size="sm" />
              {[0, 1, 2, 3].map((index) => (
                <span key={index} className="vt-skeleton vt-account-form__skeleton" aria-hidden="true" />
              ))}
            </>
          ))}
    </AccountFormLoadingElement>
  );
}

/** Props of `AccountForm.LoadError`. */
export type AccountFormLoadErrorProps = PartProps<'div'>;

const AccountFormLoadErrorElement = part('div', 'AccountForm.LoadError', 'vt-account-form__load-error');

/**
 * When the account could not load: 'Não foi possível carregar seus dados.', the store's text ('Faça login para
 * continuar.' for a visitor) and 'Tentar novamente'. Announced at once (`role="alert"`).
 */
export function AccountFormLoadError({ asChild, className, children, ...props }: AccountFormLoadErrorProps) {
  const { state, query, texts } = useAccountFormContext('LoadError');
  if (state !== 'error') return null;
  return (
    <AccountFormLoadErrorElement asChild={asChild} role="alert" {...props} className={className}>
      {asChild
        ? children
        : (children ?? (
            <>
              <p className="vt-account-form__load-error-title">{texts.loadError}</p>
              <p className="vt-account-form__load-error-detail">{query.error?.message}</p>
              <button
                type="button"
                className="vt-button vt-account-form__retry"
                data-variant="secondary"
                onClick={() => void query.mutate()}
              >
                {texts.retry}
              </button>
            </>
          ))}
    </AccountFormLoadErrorElement>
  );
}

/** Props of `AccountForm.Status`. */
export type AccountFormStatusProps = Omit<PartProps<'p'>, 'children'>;

const AccountFormStatusElement = part('p', 'AccountForm.Status', 'vt-account-form__status');

/** A polite live region, present from the start: 'Dados salvos com sucesso.' once a save went through. */
export function AccountFormStatus({ ...props }: AccountFormStatusProps) {
  const { announcement } = useAccountFormContext('Status');
  return (
    <AccountFormStatusElement role="status" {...props}>
      {announcement}
    </AccountFormStatusElement>
  );
}

/** Props of `AccountForm.Form`. */
export type AccountFormFormProps = PartProps<'form'>;

/**
 * The `<form>`, once the account has loaded, prefilled from it (named by the `Title`). Submitting sends the
 * changes, or, while a field is wrong, shows every message, focuses the first wrong field and sends nothing; a
 * failure keeps what was typed with the store's text (`FormError`); a success is announced and the form starts
 * again from the saved account. A consumer's `preventDefault()` in `onSubmit` cancels it. `data-state` (the
 * flow's status), `data-loading` and `aria-busy` while saving. Default content: every field and the button.
 */
export function AccountFormForm(props: AccountFormFormProps) {
  const { account, revision } = useAccountFormContext('Form');
  if (!account) return null;
  return <AccountFormBody key={revision} account={account} {...props} />;
}

const AccountFormBodyElement = part('form', 'AccountForm.Body', 'vt-account-form__form');

function AccountFormBody({
  account,
  asChild,
  className,
  onSubmit,
  children,
  ref,
  ...props
}: AccountFormFormProps & { readonly account: Customer }) {
  const { texts, titleId, revision, saved, clearAnnouncement } = useAccountFormContext('Form');
  const form = useAccountForm(account, { onSaved: saved, rejectedText: texts.rejected });
  // A new attempt replaces the word on the last save.
  useEffect(() => {
    if (form.status === 'submitting') clearAnnouncement();
  }, [form.status, clearAnnouncement]);
  const focusFirstInvalid = useFocusFirstInvalid(form.isSubmitting);
  const element = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    // After a save the form starts afresh: the button that had focus is a new one.
    const active = document.activeElement;
    if (revision > 0 && (active === null || active === document.body)) {
      element.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    }
  }, [revision]);
  const composedRef = useCallback(
    (node: HTMLFormElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const context = useMemo(() => ({ form, texts }), [form, texts]);
  return (
    <AccountFormFieldsContext.Provider value={context}>
      <AccountFormBodyElement
        asChild={asChild}
        noValidate
        aria-labelledby={titleId}
        aria-busy={form.isSubmitting || undefined}
        data-state={form.status}
        data-loading={dataFlag(form.isSubmitting)}
        {...props}
        ref={composedRef}
        onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          form.submit();
          focusFirstInvalid(event.currentTarget);
        })}
        className={className}
      >
        {asChild
          ? children
          : (children ?? (
              <>
                <AccountFormField name="name" />
                <AccountFormField name="email" />
                <AccountFormField name="password" />
                <div className="vt-account-form__row">
                  <AccountFormField name="phone" />
                  <AccountFormField name="birthDate" />
                </div>
                <AccountFormError />
                <AccountFormSubmit />
              </>
            ))}
      </AccountFormBodyElement>
    </AccountFormFieldsContext.Provider>
  );
}

/** The fields of the account form. */
export type AccountFormFieldName = 'name' | 'email' | 'phone' | 'birthDate' | 'password';

const labelKey = {
  name: 'nameLabel',
  email: 'emailLabel',
  phone: 'phoneLabel',
  birthDate: 'birthDateLabel',
  password: 'passwordLabel',
} as const satisfies Record<AccountFormFieldName, keyof AccountFormMessages>;

const inputAttributes: Record<AccountFormFieldName, ComponentPropsWithRef<'input'>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: {},
  birthDate: { type: 'text', autoComplete: 'bday', inputMode: 'numeric', maxLength: 10 },
  password: { type: 'password', autoComplete: 'current-password' },
};

/** Props of `AccountForm.Field`: the `<input>`'s (its ref too), which field, and its label. */
export type AccountFormFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'type' | 'children'
> & {
  /** Which field; 'password' (the current one) shows only while the e-mail differs from the account's. */
  readonly name: AccountFormFieldName;
  /** The visible label; the widget's ('Nome', 'E-mail', 'Telefone'…) when `undefined`. */
  readonly label?: string | undefined;
};

/**
 * One field with its label and its message ('Informe o Nome', 'E-mail Inválido', 'Informe um Telefone Válido',
 * 'Informe uma Data de Nascimento Válida', 'Informe a Senha'), shown once the field is changed or left: the field
 * is then `aria-invalid` and described by it (`data-invalid` on the wrapper). The phone is a `PhoneInput`, the
 * birth date is masked DD/MM/AAAA, and the current password explains why it is asked.
 */
export function AccountFormField({
  name,
  label,
  className,
  onChange,
  onBlur,
  ...props
}: AccountFormFieldProps) {
  const { form, texts } = useAccountFormFields('Field');
  const field = form.getFieldProps(name);
  if (name === 'password' && !form.emailChanged) return null;
  const hintId = name === 'password' ? `${field.id}-hint` : undefined;
  const required = name !== 'birthDate';
  const common = {
    name: field.name,
    value: field.value ?? '',
    'aria-required': required || undefined,
    onBlur: composeEventHandlers(onBlur, field.onBlur),
    // PhoneInput brings its own `vt-input`.
    className: cx(name !== 'phone' && 'vt-input', 'vt-account-form__input', className),
  };
  return (
    <BoundField
      field={field}
      error={form.getErrorProps(name)}
      label={label ?? texts[labelKey[name]]}
      describedBy={hintId}
      hint={
        hintId ? (
          <p id={hintId} className="vt-account-form__hint">
            {texts.passwordHint}
          </p>
        ) : null
      }
      className="vt-account-form__field"
      labelClassName="vt-account-form__label"
      errorClassName="vt-account-form__error"
    >
      {name === 'phone' ? (
        <PhoneInput
          {...props}
          {...common}
          onChange={onChange}
          onValueChange={(value) => form.setValue('phone', value)}
        />
      ) : (
        <input
          placeholder={name === 'birthDate' ? texts.birthDatePlaceholder : undefined}
          {...inputAttributes[name]}
          {...props}
          {...common}
          onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
            form.setValue(
              name,
              name === 'birthDate' ? maskBirthDate(event.currentTarget.value) : event.currentTarget.value,
            ),
          )}
        />
      )}
    </BoundField>
  );
}

/** Props of `AccountForm.FormError`. */
export type AccountFormErrorProps = Omit<PartProps<'p'>, 'children'>;

const AccountFormErrorElement = part('p', 'AccountForm.Error', 'vt-account-form__form-error');

/** The store's text of the last failed save ('Senha incorreta.'), announced at once; empty otherwise. */
export function AccountFormError({ ...props }: AccountFormErrorProps) {
  const { form } = useAccountFormFields('FormError');
  return (
    <AccountFormErrorElement role="alert" {...props}>
      {form.submitError}
    </AccountFormErrorElement>
  );
}

/** Props of `AccountForm.Submit`. */
export type AccountFormSubmitProps = PartProps<'button'>;

const AccountFormSubmitElement = part('button', 'AccountForm.Submit', 'vt-button');

/**
 * 'Salvar alterações': always pressable (a wrong field then shows every message); while saving it is
 * `aria-disabled`, shows a spinner and `data-loading`, and a second press is ignored.
 */
export function AccountFormSubmit({ asChild, className, children, ...props }: AccountFormSubmitProps) {
  const { form, texts } = useAccountFormFields('Submit');
  return (
    <AccountFormSubmitElement
      asChild={asChild}
      type="submit"
      aria-disabled={form.isSubmitting || undefined}
      data-loading={dataFlag(form.isSubmitting)}
      {...props}
      className={cx('vt-account-form__submit', className)}
    >
      {asChild ? (
        children
      ) : (
        <>
          {form.isSubmitting ? (
            <span className="vt-spinner vt-account-form__spinner" aria-hidden="true" />
          ) : null}
          {children ?? texts.submit}
        </>
      )}
    </AccountFormSubmitElement>
  );
}

/** Props of the ready-made `<AccountForm />`: the Root's (every text is a prop). */
export type AccountFormProps = Omit<AccountFormRootProps, 'children' | 'asChild'>;

/**
 * The customer's account data, ready-made: 'Meus dados' with name, e-mail, phone and birth date prefilled from
 * the account (the current password is asked when the e-mail changes), 'Salvar alterações', the loading and
 * error states, and 'Dados salvos com sucesso.' once saved. A failure keeps what was typed with the store's text.
 */
export function AccountForm(props: AccountFormProps): ReactNode {
  return (
    <AccountFormRoot {...props}>
      <AccountFormTitle />
      <AccountFormStatus />
      <AccountFormLoading />
      <AccountFormLoadError />
      <AccountFormForm />
    </AccountFormRoot>
  );
}

AccountForm.Root = AccountFormRoot;
AccountForm.Title = AccountFormTitle;
AccountForm.Loading = AccountFormLoading;
AccountForm.LoadError = AccountFormLoadError;
AccountForm.Status = AccountFormStatus;
AccountForm.Form = AccountFormForm;
AccountForm.Field = AccountFormField;
AccountForm.FormError = AccountFormError;
AccountForm.Submit = AccountFormSubmit;
