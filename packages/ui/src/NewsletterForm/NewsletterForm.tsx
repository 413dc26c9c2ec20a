import type { NewsletterValues } from '@vitrine/core';
import { useNewsletter, useStorefront } from '@vitrine/hooks';
import { type ComponentPropsWithRef, type FormEvent, useId, useMemo } from 'react';
import { BoundField, bindControl } from '../foundation/Field/Field';
import { part } from '../foundation/internal/createPart';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { NewsletterFormContext } from './NewsletterFormContext';
import { newsletterFormMessages } from './newsletterFormMessages';
import { useNewsletterFormContext } from './useNewsletterFormContext';

/** Props of `NewsletterForm.Root`: the `<form>` running the newsletter flow. */
export type NewsletterFormRootProps = PartProps<'form'> & {
  /** 'nameAndEmail' (default) asks for the name too; 'emailOnly' only for the e-mail. Read once, on mount. */
  readonly mode?: 'nameAndEmail' | 'emailOnly' | undefined;
};

const NewsletterFormRootElement = part('form', 'NewsletterForm.Root', 'vt-newsletter-form');

/** The form: runs `useNewsletter` and sends on submit (a consumer's `preventDefault()` in `onSubmit` cancels it). */
export function NewsletterFormRoot({
  mode = 'nameAndEmail',
  onSubmit,
  className,
  ...props
}: NewsletterFormRootProps) {
  const form = useNewsletter({ mode });
  const context = useMemo(() => ({ form, mode }), [form, mode]);
  return (
    <NewsletterFormContext.Provider value={context}>
      <NewsletterFormRootElement
        noValidate
        data-mode={mode}
        data-state={form.status}
        data-loading={dataFlag(form.isSubmitting)}
        {...props}
        onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          form.submit();
        })}
        className={className}
      />
    </NewsletterFormContext.Provider>
  );
}

/** Props of `NewsletterForm.Field`. */
export type NewsletterFormFieldProps = Omit<ComponentPropsWithRef<'input'>, 'name'> & {
  /** Which field: 'name' or 'email'. */
  readonly name: keyof NewsletterValues & ('name' | 'email');
  /** The visible label. */
  readonly label: string;
};

/** One field with its label and its message (shown once the field is dirty or touched), a foundation `Field`. */
export function NewsletterFormField({ name, label, id, ...props }: NewsletterFormFieldProps) {
  const { form } = useNewsletterFormContext('Field');
  const field = form.getFieldProps(name);
  const error = form.getErrorProps(name);
  return (
    <BoundField
      field={{ ...field, id: id ?? field.id }}
      error={error}
      label={label}
      className="vt-newsletter-form__field"
      labelClassName="vt-newsletter-form__label"
      errorClassName="vt-newsletter-form__error"
    >
      <input
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={name === 'email' ? 'email' : 'name'}
        inputMode={name === 'email' ? 'email' : undefined}
        {...bindControl(field, props, 'vt-input vt-newsletter-form__input')}
      />
    </BoundField>
  );
}

/** Props of `NewsletterForm.Submit`. */
export type NewsletterFormSubmitProps = PartProps<'button'>;

const NewsletterFormSubmitElement = part('button', 'NewsletterForm.Submit', 'vt-button');

/** The submit button: disabled while a field is invalid or the e-mail is being sent (`aria-busy`, `data-loading`). */
export function NewsletterFormSubmit({ className, children, disabled, ...props }: NewsletterFormSubmitProps) {
  const { form } = useNewsletterFormContext('Submit');
  return (
    <NewsletterFormSubmitElement
      type="submit"
      {...props}
      disabled={disabled || !form.canSubmit}
      aria-busy={form.isSubmitting || undefined}
      data-loading={dataFlag(form.isSubmitting)}
      className={cx('vt-newsletter-form__submit', className)}
    >
      {form.isSubmitting ? (
        <span className="vt-spinner vt-newsletter-form__spinner" aria-hidden="true" />
      ) : null}
      {children}
    </NewsletterFormSubmitElement>
  );
}

/** Props of `NewsletterForm.Status`. */
export type NewsletterFormStatusProps = Omit<PartProps<'div'>, 'children'>;

const NewsletterFormStatusElement = part('div', 'NewsletterForm.Status', 'vt-newsletter-form__status');

/**
 * The outcome, in a polite live region present from the start (so it is announced): the flow's success text
 * ('E-mail cadastrado com sucesso!') or failure texts ('Erro ao cadastrar email!' and its detail).
 */
export function NewsletterFormStatus({ className, ...props }: NewsletterFormStatusProps) {
  const { form } = useNewsletterFormContext('Status');
  const texts = useStorefront().messages.formFlow.newsletter;
  const kind = form.status === 'success' ? 'success' : form.status === 'failure' ? 'error' : undefined;
  return (
    <NewsletterFormStatusElement role="status" data-kind={kind} {...props} className={className}>
      {kind === 'success' ? <p className="vt-newsletter-form__status-title">{texts.success}</p> : null}
      {kind === 'error' ? (
        <>
          <p className="vt-newsletter-form__status-title">{texts.failure}</p>
          <p className="vt-newsletter-form__status-detail">{texts.failureDetail}</p>
        </>
      ) : null}
    </NewsletterFormStatusElement>
  );
}

/** Props of the ready-made `<NewsletterForm />`. */
export interface NewsletterFormProps extends Omit<NewsletterFormRootProps, 'children' | 'asChild' | 'title'> {
  /** The button's text; 'Cadastrar' when `undefined`. */
  readonly buttonText?: string | undefined;
  /** The form's name, shown as its heading when `showTitle`; 'Newsletter' when `undefined`. */
  readonly title?: string | undefined;
  /** Shows the title as a visible heading (it always names the form). */
  readonly showTitle?: boolean | undefined;
  readonly nameLabel?: string | undefined;
  readonly emailLabel?: string | undefined;
  /**
   * Shows the outcome inside the form (default true). The flow also publishes it as an alert on the bus:
   * turn this off when the page shows alerts elsewhere, so the shopper hears it once.
   */
  readonly showStatus?: boolean | undefined;
}

/**
 * The newsletter sign-up: name and e-mail, or e-mail only; 'Cadastrar' is disabled
 * while a field is invalid; field messages show once dirty or touched; submit loads the newsletter categories
 * then registers; success says 'E-mail cadastrado com sucesso!' and empties the form; failure says
 * 'Erro ao cadastrar email!' / 'Ocorreu um erro ao adicionar seu email.' and keeps what was typed.
 */
export function NewsletterForm({
  mode = 'nameAndEmail',
  buttonText,
  title,
  showTitle,
  nameLabel,
  emailLabel,
  showStatus = true,
  ...rootProps
}: NewsletterFormProps) {
  const text = useUiMessages('newsletterForm', newsletterFormMessages, {
    submit: buttonText,
    title,
    nameLabel,
    emailLabel,
  });
  const titleId = useId();
  return (
    <NewsletterFormRoot
      mode={mode}
      {...(showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': text.title })}
      {...rootProps}
    >
      {showTitle ? (
        <h2 id={titleId} className="vt-newsletter-form__title">
          {text.title}
        </h2>
      ) : null}
      <div className="vt-newsletter-form__fields">
        {mode === 'nameAndEmail' ? <NewsletterFormField name="name" label={text.nameLabel} /> : null}
        <NewsletterFormField name="email" label={text.emailLabel} />
        <NewsletterFormSubmit>{text.submit}</NewsletterFormSubmit>
      </div>
      {showStatus ? <NewsletterFormStatus /> : null}
    </NewsletterFormRoot>
  );
}

NewsletterForm.Root = NewsletterFormRoot;
NewsletterForm.Field = NewsletterFormField;
NewsletterForm.Submit = NewsletterFormSubmit;
NewsletterForm.Status = NewsletterFormStatus;
