import type { FormFlow } from '@vitrine/hooks';
import { type PasswordChangeValues, usePasswordChangeForm } from '@vitrine/hooks';
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
import { type PasswordChangeFormMessages, passwordChangeFormMessages } from './passwordFormsMessages';

interface PasswordChangeContextValue {
  readonly form: FormFlow<PasswordChangeValues>;
  readonly texts: PasswordChangeFormMessages;
  /** A recovery link's key was given: the e-mail and the current password are not asked. */
  readonly withToken: boolean;
}

const PasswordChangeContext = createContext<PasswordChangeContextValue | null>(null);

function usePasswordChangeContext(part: string): PasswordChangeContextValue {
  return usePartsContext(PasswordChangeContext, 'PasswordChangeForm', part);
}

/** Text props of the password change; each `undefined` keeps the provider's text, then the pt-BR default. */
export type PasswordChangeFormTextProps = {
  readonly [K in keyof PasswordChangeFormMessages]?: PasswordChangeFormMessages[K] | undefined;
};

/** Props of `PasswordChangeForm.Root`: the `<form>` running the change. */
export type PasswordChangeFormRootProps = PartProps<'form'> & {
  /** The key of a recovery link (from the e-mailed link's address): only the new password is then asked. Read on mount. */
  readonly token?: string | undefined;
  /** The page the change comes from, sent with it; the current path when `undefined`. */
  readonly location?: string | undefined;
  /** Replaces some of the widget's texts (the parts read them). */
  readonly messages?: PasswordChangeFormTextProps | undefined;
};

const PasswordChangeFormRootElement = part(
  'form',
  'PasswordForms.PasswordChangeFormRoot',
  'vt-password-forms',
);

/**
 * The form over `usePasswordChangeForm`: submit validates (an invalid form shows every message, focuses the first
 * wrong field and sends nothing), then sends `customer.changePassword`. A consumer's `preventDefault()` in
 * `onSubmit` cancels sending. `data-state` (the form's status), `data-loading` while sending, `data-mode`
 * ('account' or 'recovery').
 */
export function PasswordChangeFormRoot({
  token,
  location,
  messages,
  className,
  onSubmit,
  ...props
}: PasswordChangeFormRootProps) {
  const texts = useUiMessages('passwordChangeForm', passwordChangeFormMessages, messages);
  const form = usePasswordChangeForm({ token, location, passwordOldRequired: texts.passwordOldRequired });
  const focusFirstInvalid = useFocusFirstInvalid(form.isSubmitting);
  const withToken = Boolean(token);
  const context = useMemo(() => ({ form, texts, withToken }), [form, texts, withToken]);
  return (
    <PasswordChangeContext.Provider value={context}>
      <PasswordChangeFormRootElement
        noValidate
        aria-busy={form.isSubmitting || undefined}
        data-state={form.status}
        data-mode={withToken ? 'recovery' : 'account'}
        data-loading={dataFlag(form.isSubmitting)}
        {...props}
        onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          form.submit();
          focusFirstInvalid(event.currentTarget);
        })}
        className={cx('vt-password-change-form', className)}
      />
    </PasswordChangeContext.Provider>
  );
}

/** Props of `PasswordChangeForm.Title`. */
export type PasswordChangeFormTitleProps = PartProps<'h2'>;

const PasswordChangeFormTitleElement = part(
  'h2',
  'PasswordForms.PasswordChangeFormTitle',
  'vt-password-forms__title',
);

/** The heading ('Alterar senha'); an `h2`, `asChild` for another level. */
export function PasswordChangeFormTitle({ children, ...props }: PasswordChangeFormTitleProps) {
  const { texts } = usePasswordChangeContext('Title');
  return (
    <PasswordChangeFormTitleElement {...props}>{children ?? texts.title}</PasswordChangeFormTitleElement>
  );
}

/** The fields of the password change. */
export type PasswordChangeFieldName = 'userName' | 'passwordOld' | 'password' | 'passwordConfirm';

const fieldSetup = {
  userName: { label: 'userNameLabel', type: 'email', autoComplete: 'username' },
  passwordOld: { label: 'passwordOldLabel', type: 'password', autoComplete: 'current-password' },
  password: { label: 'passwordLabel', type: 'password', autoComplete: 'new-password' },
  passwordConfirm: { label: 'passwordConfirmLabel', type: 'password', autoComplete: 'new-password' },
} as const satisfies Record<
  PasswordChangeFieldName,
  { label: keyof PasswordChangeFormMessages; type: 'email' | 'password'; autoComplete: string }
>;

/** Props of `PasswordChangeForm.Field`. */
export type PasswordChangeFormFieldProps = FieldInputProps & {
  /** Which field: 'userName' (the e-mail), 'passwordOld', 'password' or 'passwordConfirm'. */
  readonly name: PasswordChangeFieldName;
  /** The visible label; the widget's ('E-mail', 'Senha atual', 'Nova senha'…) when `undefined`. */
  readonly label?: ReactNode | undefined;
};

/**
 * A field with its label and its message ('Informe o Email', 'Informe a Senha Atual', 'A senha deve ter ao menos 6
 * caracteres', 'As senhas não conferem'…). The e-mail starts as the signed-in customer's; with a recovery
 * `token` the e-mail and the current password render nothing. Input props go on the `<input>`.
 */
export function PasswordChangeFormField({ name, label, ...props }: PasswordChangeFormFieldProps) {
  const { form, texts, withToken } = usePasswordChangeContext('Field');
  const setup = fieldSetup[name];
  if (withToken && (name === 'userName' || name === 'passwordOld')) return null;
  return (
    <FieldFrame
      field={form.getFieldProps(name)}
      error={form.getErrorProps(name)}
      label={label ?? texts[setup.label]}
      type={setup.type}
      autoComplete={setup.autoComplete}
      {...props}
    />
  );
}

/** Props of `PasswordChangeForm.Error`. */
export type PasswordChangeFormErrorProps = ServerErrorProps;

/** The server's text after a refused change ('Senha atual incorreta.') as an error banner; nothing otherwise. */
export function PasswordChangeFormError(props: PasswordChangeFormErrorProps) {
  const { form } = usePasswordChangeContext('Error');
  return <ServerError message={form.submitError} {...props} />;
}

/** Props of `PasswordChangeForm.Submit`. */
export type PasswordChangeFormSubmitProps = PartProps<'button'>;

/** The submit button ('Alterar senha'): busy and disabled while sending (`aria-busy`, a spinner). */
export function PasswordChangeFormSubmit({ children, ...props }: PasswordChangeFormSubmitProps) {
  const { form, texts } = usePasswordChangeContext('Submit');
  return (
    <SubmitButton busy={form.isSubmitting} {...props}>
      {children ?? texts.submit}
    </SubmitButton>
  );
}

/** Props of `PasswordChangeForm.Status`. */
export type PasswordChangeFormStatusProps = Omit<PartProps<'div'>, 'children'>;

/** 'Senha alterada com sucesso.' in a polite live region present from the start; `data-kind="success"`. */
export function PasswordChangeFormStatus(props: PasswordChangeFormStatusProps) {
  const { form, texts } = usePasswordChangeContext('Status');
  return <StatusRegion text={form.status === 'success' ? texts.success : undefined} {...props} />;
}

/** Props of the ready-made `<PasswordChangeForm />`. */
export interface PasswordChangeFormProps
  extends Omit<PasswordChangeFormRootProps, 'children' | 'asChild' | 'messages' | 'title'>,
    PasswordChangeFormTextProps {}

/**
 * The password change: on the account page the e-mail (the signed-in customer's), the current password, the new
 * one and its confirmation; from a recovery link (`token`) only the new password and its confirmation. 'Alterar
 * senha' is busy while sending; 'Senha alterada com sucesso.' and the fields empty on success; a refused change
 * shows the server's text as an error banner and keeps what was typed.
 */
export function PasswordChangeForm({
  title,
  userNameLabel,
  passwordOldLabel,
  passwordLabel,
  passwordConfirmLabel,
  submit,
  success,
  passwordOldRequired,
  ...rootProps
}: PasswordChangeFormProps) {
  const titleId = useId();
  const messages = {
    title,
    userNameLabel,
    passwordOldLabel,
    passwordLabel,
    passwordConfirmLabel,
    submit,
    success,
    passwordOldRequired,
  };
  return (
    <PasswordChangeFormRoot aria-labelledby={titleId} messages={messages} {...rootProps}>
      <PasswordChangeFormTitle id={titleId} />
      <PasswordChangeFormError />
      <PasswordChangeFormField name="userName" />
      <PasswordChangeFormField name="passwordOld" />
      <PasswordChangeFormField name="password" />
      <PasswordChangeFormField name="passwordConfirm" />
      <PasswordChangeFormSubmit />
      <PasswordChangeFormStatus />
    </PasswordChangeFormRoot>
  );
}

PasswordChangeForm.Root = PasswordChangeFormRoot;
PasswordChangeForm.Title = PasswordChangeFormTitle;
PasswordChangeForm.Field = PasswordChangeFormField;
PasswordChangeForm.Error = PasswordChangeFormError;
PasswordChangeForm.Submit = PasswordChangeFormSubmit;
PasswordChangeForm.Status = PasswordChangeFormStatus;
