import { type AntiBotTokenProvider, type FormValues, maskDocument } from '@vitrine/core';
import type { FormFlow } from '@vitrine/hooks';
import { useRecoverEmail, useSendRecoverEmail } from '@vitrine/hooks';
import { createContext, type FormEvent, type ReactNode, useId, useMemo } from 'react';
import { part } from '../foundation/internal/createPart';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';
import { useUiMessages } from '../messages/useUiMessages';
import {
  FieldFrame,
  type FieldInputProps,
  ServerError,
  type ServerErrorProps,
  StatusRegion,
  SubmitButton,
} from './formParts';
import { type RecoverEmailFormMessages, recoverEmailFormMessages } from './passwordFormsMessages';

/** Text props of the recovery; each `undefined` keeps the provider's text, then the pt-BR default. */
export type RecoverEmailFormTextProps = {
  readonly [K in keyof RecoverEmailFormMessages]?: RecoverEmailFormMessages[K] | undefined;
};

const TextsContext = createContext<RecoverEmailFormMessages | null>(null);

function useTexts(part: string): RecoverEmailFormMessages {
  return usePartsContext(TextsContext, 'RecoverEmailForm', part);
}

/** Which form a part sits in, with what it shows. */
interface RecoverFormContextValue {
  readonly kind: 'link' | 'lookup';
  readonly form: FormFlow<FormValues>;
  /** The outcome to announce: the e-mail sent, or the e-mail found; `undefined` before one. */
  readonly outcome: string | undefined;
  readonly submit: string;
  readonly titleId: string;
}

const RecoverFormContext = createContext<RecoverFormContextValue | null>(null);

function useRecoverFormContext(part: string): RecoverFormContextValue {
  return usePartsContext(
    RecoverFormContext,
    'RecoverEmailForm',
    part,
    'LinkForm> or <RecoverEmailForm.LookupForm',
  );
}

/** Props of `RecoverEmailForm.Root`: the section holding both recoveries. */
export type RecoverEmailFormRootProps = PartProps<'section'> & {
  /** Replaces some of the widget's texts (the parts read them). */
  readonly messages?: RecoverEmailFormTextProps | undefined;
};

const RecoverEmailFormRootElement = part(
  'section',
  'PasswordForms.RecoverEmailFormRoot',
  'vt-password-forms',
);

/** The section holding the recoveries; gives them its texts. */
export function RecoverEmailFormRoot({ messages, className, ...props }: RecoverEmailFormRootProps) {
  const texts = useUiMessages('recoverEmailForm', recoverEmailFormMessages, messages);
  return (
    <TextsContext.Provider value={texts}>
      <RecoverEmailFormRootElement {...props} className={cx('vt-recover-email-form', className)} />
    </TextsContext.Provider>
  );
}

/** Props of `RecoverEmailForm.Title`. */
export type RecoverEmailFormTitleProps = PartProps<'h2'>;

const RecoverEmailFormTitleElement = part(
  'h2',
  'PasswordForms.RecoverEmailFormTitle',
  'vt-password-forms__title',
);

/** The section's heading ('Recuperar acesso'); an `h2`, `asChild` for another level. */
export function RecoverEmailFormTitle({ children, ...props }: RecoverEmailFormTitleProps) {
  const texts = useTexts('Title');
  return <RecoverEmailFormTitleElement {...props}>{children ?? texts.title}</RecoverEmailFormTitleElement>;
}

const RecoverFormElementElement = part('form', 'PasswordForms.RecoverFormElement', 'vt-password-forms__form');

/** The `<form>` element shared by both recoveries, named by its heading (`RecoverEmailForm.FormTitle`). */
function RecoverFormElement({
  value,
  className,
  onSubmit,
  ...props
}: PartProps<'form'> & { readonly value: RecoverFormContextValue }) {
  const focusFirstInvalid = useFocusFirstInvalid(value.form.isSubmitting);
  return (
    <RecoverFormContext.Provider value={value}>
      <RecoverFormElementElement
        noValidate
        aria-labelledby={value.titleId}
        aria-busy={value.form.isSubmitting || undefined}
        data-kind={value.kind}
        data-state={value.form.status}
        data-loading={dataFlag(value.form.isSubmitting)}
        {...props}
        onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          value.form.submit();
          focusFirstInvalid(event.currentTarget);
        })}
        className={className}
      />
    </RecoverFormContext.Provider>
  );
}

/** Props of `RecoverEmailForm.LinkForm`. */
export type RecoverEmailFormLinkFormProps = PartProps<'form'> & {
  /** The page's anti-bot token source (action 'RecoverEmail'); `undefined` sends an empty token. Read on mount. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
};

/**
 * 'Esqueci minha senha' (`useSendRecoverEmail`): the e-mail, the anti-bot token, then `customer.sendRecoverEmail`,
 * which e-mails a link to set a new password. An invalid form shows its message, focuses the field and sends
 * nothing; a consumer's `preventDefault()` in `onSubmit` cancels sending. `data-kind="link"`, `data-state`,
 * `data-loading`.
 */
export function RecoverEmailFormLinkForm({ antiBot, ...props }: RecoverEmailFormLinkFormProps) {
  const texts = useTexts('LinkForm');
  const form = useSendRecoverEmail({ antiBot });
  const titleId = useId();
  const value = useMemo(
    () => ({
      kind: 'link' as const,
      form: form as unknown as FormFlow<FormValues>,
      outcome: form.status === 'success' ? texts.linkSent : undefined,
      submit: texts.linkSubmit,
      titleId,
    }),
    [form, texts, titleId],
  );
  return <RecoverFormElement value={value} {...props} />;
}

/** Props of `RecoverEmailForm.LookupForm`. */
export type RecoverEmailFormLookupFormProps = PartProps<'form'>;

/**
 * 'Esqueci meu e-mail' (`useRecoverEmail`): the CPF or CNPJ (masked as typed) and the password, then
 * `customer.recoverEmail`, which answers the account's e-mail (masked by the store). `data-kind="lookup"`,
 * `data-state`, `data-loading`.
 */
export function RecoverEmailFormLookupForm(props: RecoverEmailFormLookupFormProps) {
  const texts = useTexts('LookupForm');
  const form = useRecoverEmail();
  const titleId = useId();
  const value = useMemo(
    () => ({
      kind: 'lookup' as const,
      form: form as unknown as FormFlow<FormValues>,
      outcome: form.email === undefined ? undefined : texts.lookupFound.replace('{email}', form.email),
      submit: texts.lookupSubmit,
      titleId,
    }),
    [form, texts, titleId],
  );
  return <RecoverFormElement value={value} {...props} />;
}

/** Props of `RecoverEmailForm.FormTitle`. */
export type RecoverEmailFormFormTitleProps = PartProps<'h3'>;

const RecoverEmailFormFormTitleElement = part(
  'h3',
  'PasswordForms.RecoverEmailFormFormTitle',
  'vt-password-forms__form-title',
);

/** A recovery's heading, naming its form ('Esqueci minha senha', 'Esqueci meu e-mail'); an `h3`. */
export function RecoverEmailFormFormTitle({ children, ...props }: RecoverEmailFormFormTitleProps) {
  const texts = useTexts('FormTitle');
  const { kind, titleId } = useRecoverFormContext('FormTitle');
  return (
    <RecoverEmailFormFormTitleElement id={titleId} {...props}>
      {children ?? (kind === 'link' ? texts.linkTitle : texts.lookupTitle)}
    </RecoverEmailFormFormTitleElement>
  );
}

/** Props of `RecoverEmailForm.Description`. */
export type RecoverEmailFormDescriptionProps = PartProps<'p'>;

const RecoverEmailFormDescriptionElement = part(
  'p',
  'PasswordForms.RecoverEmailFormDescription',
  'vt-password-forms__description',
);

/** What a recovery asks for, under its heading. */
export function RecoverEmailFormDescription({ children, ...props }: RecoverEmailFormDescriptionProps) {
  const texts = useTexts('Description');
  const { kind } = useRecoverFormContext('Description');
  return (
    <RecoverEmailFormDescriptionElement {...props}>
      {children ?? (kind === 'link' ? texts.linkDescription : texts.lookupDescription)}
    </RecoverEmailFormDescriptionElement>
  );
}

const fieldSetup = {
  email: { label: 'emailLabel', type: 'email', autoComplete: 'email', inputMode: 'email' },
  cpfCnpj: { label: 'cpfCnpjLabel', type: 'text', autoComplete: 'off', inputMode: undefined },
  password: {
    label: 'passwordLabel',
    type: 'password',
    autoComplete: 'current-password',
    inputMode: undefined,
  },
} as const;

/** Props of `RecoverEmailForm.Field`. */
export type RecoverEmailFormFieldProps = FieldInputProps & {
  /** Which field: 'email' in the link form, 'cpfCnpj' or 'password' in the lookup form. */
  readonly name: keyof typeof fieldSetup;
  /** The visible label; the widget's ('E-mail', 'CPF ou CNPJ', 'Senha') when `undefined`. */
  readonly label?: ReactNode | undefined;
};

/**
 * A field of the nearest recovery form with its label and its message ('Informe o Email', 'E-mail Inválido',
 * 'Informe o CPF ou CNPJ', 'Informe um CPF ou CNPJ Válido', 'Informe a Senha'); the CPF or CNPJ is masked as typed.
 */
export function RecoverEmailFormField({ name, label, ...props }: RecoverEmailFormFieldProps) {
  const texts = useTexts('Field');
  const { form } = useRecoverFormContext('Field');
  const setup = fieldSetup[name];
  return (
    <FieldFrame
      field={form.getFieldProps(name)}
      error={form.getErrorProps(name)}
      label={label ?? texts[setup.label]}
      type={setup.type}
      autoComplete={setup.autoComplete}
      inputMode={setup.inputMode}
      format={name === 'cpfCnpj' ? maskDocument : undefined}
      {...props}
    />
  );
}

/** Props of `RecoverEmailForm.Error`. */
export type RecoverEmailFormErrorProps = ServerErrorProps;

/** The server's text after a failure of the nearest recovery ('E-mail não cadastrado.') as an error banner. */
export function RecoverEmailFormError(props: RecoverEmailFormErrorProps) {
  const { form } = useRecoverFormContext('Error');
  return <ServerError message={form.submitError} {...props} />;
}

/** Props of `RecoverEmailForm.Submit`. */
export type RecoverEmailFormSubmitProps = PartProps<'button'>;

/** The nearest recovery's button ('Enviar link', 'Recuperar e-mail'): busy and disabled while sending. */
export function RecoverEmailFormSubmit({ children, ...props }: RecoverEmailFormSubmitProps) {
  const { form, submit } = useRecoverFormContext('Submit');
  return (
    <SubmitButton busy={form.isSubmitting} {...props}>
      {children ?? submit}
    </SubmitButton>
  );
}

/** Props of `RecoverEmailForm.Status`. */
export type RecoverEmailFormStatusProps = Omit<PartProps<'div'>, 'children'>;

/**
 * The nearest recovery's outcome in a polite live region present from the start: 'Enviamos um e-mail com as
 * instruções para redefinir sua senha.' or 'O e-mail do seu cadastro é ma***@example.com'.
 */
export function RecoverEmailFormStatus(props: RecoverEmailFormStatusProps) {
  const { outcome } = useRecoverFormContext('Status');
  return <StatusRegion text={outcome} {...props} />;
}

/** Props of the ready-made `<RecoverEmailForm />`. */
export interface RecoverEmailFormProps
  extends Omit<RecoverEmailFormRootProps, 'children' | 'asChild' | 'messages' | 'title'>,
    RecoverEmailFormTextProps {
  /** Which recoveries to show: both (default), only 'password' (the link) or only 'email' (the lookup). */
  readonly show?: 'both' | 'password' | 'email' | undefined;
  /** The page's anti-bot token source for the link (action 'RecoverEmail'); `undefined` sends an empty token. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
}

/**
 * The access recovery, `id="recuperar-senha"` by default (the target of `LoginForm`'s 'Esqueci minha senha'):
 * 'Esqueci minha senha' e-mails a link to set a new password (with the anti-bot token); 'Esqueci meu e-mail' shows
 * the account's e-mail for its CPF or CNPJ and password. Each form shows its field messages, is busy while
 * sending, announces its outcome and, on a failure, shows the server's text and keeps what was typed.
 */
export function RecoverEmailForm({
  show = 'both',
  antiBot,
  id = 'recuperar-senha',
  title,
  linkTitle,
  linkDescription,
  emailLabel,
  linkSubmit,
  linkSent,
  lookupTitle,
  lookupDescription,
  cpfCnpjLabel,
  passwordLabel,
  lookupSubmit,
  lookupFound,
  ...rootProps
}: RecoverEmailFormProps) {
  const titleId = useId();
  const messages = {
    title,
    linkTitle,
    linkDescription,
    emailLabel,
    linkSubmit,
    linkSent,
    lookupTitle,
    lookupDescription,
    cpfCnpjLabel,
    passwordLabel,
    lookupSubmit,
    lookupFound,
  };
  return (
    <RecoverEmailFormRoot id={id} aria-labelledby={titleId} messages={messages} {...rootProps}>
      <RecoverEmailFormTitle id={titleId} />
      {show === 'email' ? null : (
        <RecoverEmailFormLinkForm antiBot={antiBot}>
          <RecoverEmailFormFormTitle />
          <RecoverEmailFormDescription />
          <RecoverEmailFormError />
          <RecoverEmailFormField name="email" />
          <RecoverEmailFormSubmit />
          <RecoverEmailFormStatus />
        </RecoverEmailFormLinkForm>
      )}
      {show === 'password' ? null : (
        <RecoverEmailFormLookupForm>
          <RecoverEmailFormFormTitle />
          <RecoverEmailFormDescription />
          <RecoverEmailFormError />
          <RecoverEmailFormField name="cpfCnpj" />
          <RecoverEmailFormField name="password" />
          <RecoverEmailFormSubmit />
          <RecoverEmailFormStatus />
        </RecoverEmailFormLookupForm>
      )}
    </RecoverEmailFormRoot>
  );
}

RecoverEmailForm.Root = RecoverEmailFormRoot;
RecoverEmailForm.Title = RecoverEmailFormTitle;
RecoverEmailForm.LinkForm = RecoverEmailFormLinkForm;
RecoverEmailForm.LookupForm = RecoverEmailFormLookupForm;
RecoverEmailForm.FormTitle = RecoverEmailFormFormTitle;
RecoverEmailForm.Description = RecoverEmailFormDescription;
RecoverEmailForm.Field = RecoverEmailFormField;
RecoverEmailForm.Error = RecoverEmailFormError;
RecoverEmailForm.Submit = RecoverEmailFormSubmit;
RecoverEmailForm.Status = RecoverEmailFormStatus;
