import type { LoginValues } from '@vitrine/core';
import { type SocialLogin, useSocialLogin } from '@vitrine/hooks';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { Alert, type AlertProps } from '../foundation/Alert/Alert';
import { BoundField } from '../foundation/Field/Field';
import { part } from '../foundation/internal/createPart';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { LoginFormContext, useLoginFormContext } from './loginFormContext';
import { type LoginFormMessages, loginFormMessages } from './loginFormMessages';
import { type UseLoginFormBehaviourOptions, useLoginFormBehaviour } from './useLoginFormBehaviour';

/** Where the registration page is by default. */
const REGISTER_HREF = '/customer/register';
/** Where the password recovery is by default: `RecoverEmailForm`'s ready-made on the same page. */
const RECOVER_HREF = '#recuperar-senha';

/** Text props of the login form; each `undefined` keeps the provider's text, then the pt-BR default. */
export type LoginFormTextProps = {
  readonly [K in keyof LoginFormMessages]?: LoginFormMessages[K] | undefined;
};

/** Props of `LoginForm.Root`: the section holding the form, its links and the social buttons. */
export type LoginFormRootProps = PartProps<'section'> &
  UseLoginFormBehaviourOptions & {
    /** Replaces some of the widget's texts (the parts read them). */
    readonly messages?: LoginFormTextProps | undefined;
  };

const LoginFormRootElement = part('section', 'LoginForm.Root', 'vt-login-form');

/**
 * Runs the login behaviour (`useLoginFormBehaviour`) for its parts. `data-session` is the session's status
 * (`checking`, `anonymous`, `authenticated`, `loggingOut`), `data-state` the form's (`idle`, `submitting`,
 * `failure`…), `data-loading` while sending.
 */
export function LoginFormRoot({
  messages,
  onLoggedIn,
  redirectTo,
  redirectAfterLogin,
  navigate,
  ...props
}: LoginFormRootProps) {
  const texts = useUiMessages('loginForm', loginFormMessages, messages);
  const behaviour = useLoginFormBehaviour({ onLoggedIn, redirectTo, redirectAfterLogin, navigate });
  const context = useMemo(() => ({ ...behaviour, texts }), [behaviour, texts]);
  return (
    <LoginFormContext.Provider value={context}>
      <LoginFormRootElement
        data-session={behaviour.session.status}
        data-state={behaviour.form.status}
        data-loading={dataFlag(behaviour.form.isSubmitting)}
        {...props}
      />
    </LoginFormContext.Provider>
  );
}

/** Props of `LoginForm.Title`. */
export type LoginFormTitleProps = PartProps<'h2'>;

const LoginFormTitleElement = part('h2', 'LoginForm.Title', 'vt-login-form__title');

/** The heading ('Já sou cliente'); an `h2`, `asChild` for another level. */
export function LoginFormTitle({ children, ...props }: LoginFormTitleProps) {
  const { texts } = useLoginFormContext('Title');
  return <LoginFormTitleElement {...props}>{children ?? texts.title}</LoginFormTitleElement>;
}

/** Props of `LoginForm.Form`. */
export type LoginFormFormProps = PartProps<'form'>;

const LoginFormFormElement = part('form', 'LoginForm.Form', 'vt-login-form__form');

/**
 * The `<form>`: submit sends the e-mail (or CPF/CNPJ) and password with the anti-bot token; an invalid form shows
 * every message, focuses the first wrong field and sends nothing. A consumer's `preventDefault()` in `onSubmit`
 * cancels sending. `aria-busy` while the session is checked (the fields are read-only then); nothing once signed in.
 */
export function LoginFormForm({ onSubmit, ...props }: LoginFormFormProps) {
  const { session, form, isChecking, onSubmit: submit } = useLoginFormContext('Form');
  if (session.status === 'authenticated') return null;
  return (
    <LoginFormFormElement
      noValidate
      aria-busy={isChecking || form.isSubmitting || undefined}
      data-state={form.status}
      data-loading={dataFlag(form.isSubmitting)}
      {...props}
      onSubmit={composeEventHandlers(onSubmit, submit)}
    />
  );
}

/** Props of `LoginForm.Field`. */
export type LoginFormFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'type' | 'children'
> & {
  /** Which field: 'email' (the e-mail, CPF or CNPJ) or 'password'. */
  readonly name: keyof LoginValues & ('email' | 'password');
  /** The visible label; the widget's ('E-mail, CPF ou CNPJ', 'Senha') when `undefined`. */
  readonly label?: ReactNode | undefined;
};

/**
 * A field with its label and its message ('Informe o Email', 'E-mail Inválido', 'Informe a Senha'), shown once
 * the field is changed or left. The e-mail field masks a CPF (000.000.000-00) or CNPJ (00.000.000/0000-00) as
 * typed. Input props go on the `<input>`, whose handlers compose with the widget's.
 */
export function LoginFormField({
  name,
  label,
  className,
  ref,
  onChange,
  onBlur,
  ...props
}: LoginFormFieldProps) {
  const { form, texts, isChecking, onIdentifierChange, onIdentifierBlur } = useLoginFormContext('Field');
  const field = form.getFieldProps(name);
  const error = form.getErrorProps(name);
  const isIdentifier = name === 'email';
  return (
    <BoundField
      field={field}
      error={error}
      label={label ?? (isIdentifier ? texts.identifierLabel : texts.passwordLabel)}
      className="vt-login-form__field"
      labelClassName="vt-login-form__label"
      errorClassName="vt-login-form__error-text"
    >
      <input
        type={isIdentifier ? 'text' : 'password'}
        inputMode={isIdentifier ? 'email' : undefined}
        autoComplete={isIdentifier ? 'username' : 'current-password'}
        autoCapitalize={isIdentifier ? 'none' : undefined}
        spellCheck={isIdentifier ? false : undefined}
        required
        readOnly={isChecking}
        {...props}
        ref={ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={composeEventHandlers(onChange, isIdentifier ? onIdentifierChange : field.onChange)}
        onBlur={composeEventHandlers(onBlur, isIdentifier ? onIdentifierBlur : field.onBlur)}
        className={cx('vt-input', 'vt-login-form__input', className)}
      />
    </BoundField>
  );
}

/** Props of `LoginForm.Error`. */
export type LoginFormErrorProps = Omit<AlertProps, 'kind' | 'title' | 'detail'>;

/**
 * The server's text after a failed sign-in ('Usuário ou senha inválidos.') as an error banner (`role="alert"`,
 * the foundation `Alert`, staying until closed); nothing otherwise. It goes away as soon as the shopper types.
 */
export function LoginFormError({ timeoutMs = 0, className, ...props }: LoginFormErrorProps) {
  const { form } = useLoginFormContext('Error');
  if (!form.submitError) return null;
  return (
    <Alert
      kind="error"
      timeoutMs={timeoutMs}
      title={form.submitError}
      {...props}
      className={cx('vt-login-form__error', className)}
    />
  );
}

/** Props of `LoginForm.Submit`. */
export type LoginFormSubmitProps = PartProps<'button'>;

const LoginFormSubmitElement = part('button', 'LoginForm.Submit', 'vt-button');

/** The submit button ('Entrar'): disabled while the session is checked and busy while sending (`aria-busy`, a spinner). */
export function LoginFormSubmit({ className, children, disabled, ...props }: LoginFormSubmitProps) {
  const { form, texts, isChecking } = useLoginFormContext('Submit');
  return (
    <LoginFormSubmitElement
      type="submit"
      {...props}
      disabled={disabled || isChecking || form.isSubmitting}
      aria-busy={form.isSubmitting || undefined}
      data-loading={dataFlag(form.isSubmitting)}
      className={cx('vt-login-form__submit', className)}
    >
      {form.isSubmitting ? <span className="vt-spinner vt-login-form__spinner" aria-hidden="true" /> : null}
      {children ?? texts.submit}
    </LoginFormSubmitElement>
  );
}

/** Props of `LoginForm.RecoverLink`. */
export type LoginFormRecoverLinkProps = PartProps<'a'>;

const LoginFormRecoverLinkElement = part('a', 'LoginForm.RecoverLink', 'vt-link');

/** 'Esqueci minha senha', linking to the password recovery (`#recuperar-senha` unless `href` says otherwise). */
export function LoginFormRecoverLink({ className, children, href, ...props }: LoginFormRecoverLinkProps) {
  const { texts } = useLoginFormContext('RecoverLink');
  return (
    <LoginFormRecoverLinkElement
      href={href ?? RECOVER_HREF}
      {...props}
      className={cx('vt-login-form__recover', className)}
    >
      {children ?? texts.recoverLink}
    </LoginFormRecoverLinkElement>
  );
}

/** Props of `LoginForm.RegisterLink`. */
export type LoginFormRegisterLinkProps = PartProps<'a'>;

const LoginFormRegisterLinkElement = part('a', 'LoginForm.RegisterLink', 'vt-link');

/** 'Cadastre-se', linking to the registration ('/customer/register' unless `href` says otherwise). */
export function LoginFormRegisterLink({ className, children, href, ...props }: LoginFormRegisterLinkProps) {
  const { texts } = useLoginFormContext('RegisterLink');
  return (
    <LoginFormRegisterLinkElement
      href={href ?? REGISTER_HREF}
      {...props}
      className={cx('vt-login-form__register-link', className)}
    >
      {children ?? texts.registerLink}
    </LoginFormRegisterLinkElement>
  );
}

/** Props of `LoginForm.Social`. */
export type LoginFormSocialProps = Omit<PartProps<'div'>, 'children'> & {
  /** The group's visible name; 'Ou entre com' when `undefined`. */
  readonly label?: ReactNode | undefined;
  /**
   * The social providers' buttons. A function receives `useSocialLogin()`'s result: call its
   * `trigger({ appId, appName, nameCustomer, emailCustomer })` with the provider's answer; its failure text then
   * shows here. Plain children may call `useSocialLogin()` themselves.
   */
  readonly children?: ReactNode | ((social: SocialLogin) => ReactNode);
};

const LoginFormSocialElement = part('div', 'LoginForm.Social', 'vt-login-form__social');

/**
 * The hook-up point of social login (`/api/loginsocial`): a labelled group holding the providers' buttons,
 * outside the `<form>` so a provider's button never submits it. A social sign-in is followed like the form's
 * (`onLoggedIn`, then the redirect). `data-loading` while the store answers; nothing once signed in.
 */
export function LoginFormSocial({ className, label, children, ...props }: LoginFormSocialProps) {
  const { texts, session } = useLoginFormContext('Social');
  const social = useSocialLogin();
  const labelId = useId();
  if (session.status === 'authenticated') return null;
  return (
    <LoginFormSocialElement
      role="group"
      aria-labelledby={labelId}
      aria-busy={social.isMutating || undefined}
      data-loading={dataFlag(social.isMutating)}
      {...props}
      className={className}
    >
      <p id={labelId} className="vt-login-form__social-label">
        {label ?? texts.socialLabel}
      </p>
      <div className="vt-login-form__social-buttons">
        {typeof children === 'function' ? children(social) : children}
      </div>
      {social.error ? (
        <p role="alert" className="vt-field-error vt-login-form__social-error">
          {social.error.message}
        </p>
      ) : null}
    </LoginFormSocialElement>
  );
}

/** Props of `LoginForm.SignedIn`. */
export type LoginFormSignedInProps = PartProps<'div'>;

const LoginFormSignedInElement = part('div', 'LoginForm.SignedIn', 'vt-login-form__signed-in');

/**
 * Shown instead of the form once the shopper is signed in ('Você está conectado.' and 'Continuar' to where the
 * shopper was going), in a polite live region; it takes the focus the vanished form had. Nothing otherwise.
 */
export function LoginFormSignedIn({ className, ref, children, ...props }: LoginFormSignedInProps) {
  const { session, texts, target } = useLoginFormContext('SignedIn');
  const element = useRef<HTMLDivElement | null>(null);
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    // The form that had the focus is gone: keyboard users continue from here instead of the page's top.
    if (
      signedIn &&
      element.current &&
      element.current.ownerDocument.activeElement === element.current.ownerDocument.body
    ) {
      element.current.focus();
    }
  }, [signedIn]);
  if (!signedIn) return null;
  return (
    <LoginFormSignedInElement
      role="status"
      tabIndex={-1}
      {...props}
      ref={(node: HTMLDivElement | null) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className={className}
    >
      {children ?? (
        <>
          <p className="vt-login-form__signed-in-text">{texts.signedIn}</p>
          <a href={target} className="vt-link vt-login-form__continue">
            {texts.continue}
          </a>
        </>
      )}
    </LoginFormSignedInElement>
  );
}

/** Props of the ready-made `<LoginForm />`. */
export interface LoginFormProps
  extends Omit<LoginFormRootProps, 'children' | 'asChild' | 'messages' | 'title'>,
    LoginFormTextProps {
  /** The registration page; '/customer/register' when `undefined`. */
  readonly registerHref?: string | undefined;
  /** The password recovery; '#recuperar-senha' (`RecoverEmailForm`'s ready-made) when `undefined`. */
  readonly recoverHref?: string | undefined;
  /** The social login buttons (see `LoginForm.Social`); no social group when `undefined`. */
  readonly socialLogin?: LoginFormSocialProps['children'];
}

/**
 * The login page's form (/customer/login): e-mail, CPF or CNPJ (masked as typed) and password, 'Entrar' busy
 * while sending, the server's text as an error banner on failure (the fields keep what was typed), 'Esqueci minha
 * senha', the registration link and an optional social login group. Once signed in it calls `onLoggedIn` and,
 * unless `redirectAfterLogin` is false, sends the shopper to `redirectTo` when it is a path of this site, else to
 * '/customer'. A customer already signed in sees 'Você está conectado.' with 'Continuar'.
 */
export function LoginForm({
  title,
  identifierLabel,
  passwordLabel,
  submit,
  recoverLink,
  registerPrompt,
  registerLink,
  socialLabel,
  signedIn,
  continue: continueText,
  registerHref,
  recoverHref,
  socialLogin,
  ...rootProps
}: LoginFormProps) {
  const titleId = useId();
  const messages = {
    title,
    identifierLabel,
    passwordLabel,
    submit,
    recoverLink,
    registerPrompt,
    registerLink,
    socialLabel,
    signedIn,
    continue: continueText,
  };
  return (
    <LoginFormRoot aria-labelledby={titleId} messages={messages} {...rootProps}>
      <LoginFormTitle id={titleId} />
      <LoginFormSignedIn />
      <LoginFormForm aria-labelledby={titleId}>
        <LoginFormError />
        <LoginFormField name="email" />
        <LoginFormField name="password" />
        <div className="vt-login-form__actions">
          <LoginFormSubmit />
          <LoginFormRecoverLink href={recoverHref} />
        </div>
      </LoginFormForm>
      {socialLogin === undefined ? null : <LoginFormSocial>{socialLogin}</LoginFormSocial>}
      <RegisterInvite href={registerHref} />
    </LoginFormRoot>
  );
}

/** 'Ainda não tem cadastro? Cadastre-se' while the shopper is not signed in. */
function RegisterInvite({ href }: { readonly href: string | undefined }) {
  const { session, texts } = useLoginFormContext('RegisterLink');
  if (session.status === 'authenticated') return null;
  return (
    <p className="vt-login-form__register">
      {texts.registerPrompt} <LoginFormRegisterLink href={href} />
    </p>
  );
}

LoginForm.Root = LoginFormRoot;
LoginForm.Title = LoginFormTitle;
LoginForm.Form = LoginFormForm;
LoginForm.Field = LoginFormField;
LoginForm.Error = LoginFormError;
LoginForm.Submit = LoginFormSubmit;
LoginForm.RecoverLink = LoginFormRecoverLink;
LoginForm.RegisterLink = LoginFormRegisterLink;
LoginForm.Social = LoginFormSocial;
LoginForm.SignedIn = LoginFormSignedIn;
