import { type AntiBotTokenProvider, BRAZILIAN_STATES } from '@vitrine/core';
import { useContactForm, useStorefront } from '@vitrine/hooks';
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useMemo } from 'react';
import { BoundField, bindControl } from '../foundation/Field/Field';
import { part } from '../foundation/internal/createPart';
import { PhoneInput, type PhoneInputProps } from '../foundation/PhoneInput/PhoneInput';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';
import { useUiMessages } from '../messages/useUiMessages';
import { ContactFormContext, useContactFormContext } from './contactFormContext';
import { type ContactFormMessages, contactFormMessages } from './contactFormMessages';
import { useContactFailureCode } from './useContactFailureCode';
import { useContactFormField } from './useContactFormField';

/** Props of `ContactForm.Root`: the `<form>` running the contact flow. */
export type ContactFormRootProps = PartProps<'form'> & {
  /** The page's anti-bot token source; `undefined` sends an empty token. Read on mount. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The anti-bot action; 'Contact' when `undefined`. Read on mount. */
  readonly antiBotAction?: string | undefined;
  /** Replaces some texts for this form (over the provider's `messages.ui.contactForm`). */
  readonly texts?: Partial<ContactFormMessages> | undefined;
};

const ContactFormRootElement = part('form', 'ContactForm.Root', 'vt-contact-form');

/**
 * The form: runs `useContactForm` (the topics load at once). Submit validates: an invalid form shows every
 * message, focuses the first wrong field and sends nothing; a valid one asks the anti-bot source for a token
 * (only when the store lists the action) and sends. A consumer's `preventDefault()` in `onSubmit` cancels it.
 * Named by the 'Formulário de contato' text unless given `aria-label` or `aria-labelledby`.
 * `data-state` (the flow's status: idle, submitting, success, failure), `data-loading` while sending.
 */
export function ContactFormRoot({
  antiBot,
  antiBotAction,
  texts: textProps,
  asChild,
  className,
  ref,
  onSubmit,
  ...props
}: ContactFormRootProps) {
  const form = useContactForm({ antiBot, antiBotAction, isolateFields: true });
  const flowTexts = useStorefront().messages.formFlow.contact;
  // The outcome texts default to the flow's, so replacing those changes the banner and the form alike.
  const defaults = useMemo(
    () => ({ ...contactFormMessages, success: flowTexts.success, failure: flowTexts.failure }),
    [flowTexts],
  );
  const texts = useUiMessages('contactForm', defaults, textProps);
  const failureCode = useContactFailureCode(form.actor);
  const focusFirstInvalid = useFocusFirstInvalid(form.isSubmitting);
  const context = useMemo(() => ({ form, texts, failureCode }), [form, texts, failureCode]);
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <ContactFormContext.Provider value={context}>
      <ContactFormRootElement
        asChild={asChild}
        noValidate
        aria-label={named ? undefined : texts.title}
        data-state={form.status}
        data-loading={dataFlag(form.isSubmitting)}
        {...props}
        ref={ref}
        onSubmit={composeEventHandlers(onSubmit, (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          form.submit();
          focusFirstInvalid(event.currentTarget);
        })}
        className={className}
      />
    </ContactFormContext.Provider>
  );
}

/** The classes of a field's wrapper, label and message. */
const FIELD_CLASSES = {
  className: 'vt-contact-form__field',
  labelClassName: 'vt-contact-form__label',
  errorClassName: 'vt-contact-form__error',
};

/** The classes of the form's lists. */
const SELECT_CLASSES = 'vt-select vt-contact-form__select';

/** The one-line text fields of the form. */
export type ContactTextFieldName = 'name' | 'email' | 'city' | 'subject';

const textFieldLabel = {
  name: 'nameLabel',
  email: 'emailLabel',
  city: 'cityLabel',
  subject: 'subjectLabel',
} as const satisfies Record<ContactTextFieldName, keyof ContactFormMessages>;

const textFieldAutoComplete: Record<ContactTextFieldName, string> = {
  name: 'name',
  email: 'email',
  city: 'address-level2',
  subject: 'off',
};

/** Props of `ContactForm.Field`. */
export type ContactFormFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'checked' | 'type' | 'children'
> & {
  /** Which field: 'name' (Nome), 'email' (E-mail), 'city' (Cidade) or 'subject' (Assunto). */
  readonly name: ContactTextFieldName;
  /** The visible label; the form's ('Nome', 'E-mail', 'Cidade', 'Assunto') when `undefined`. */
  readonly label?: string | undefined;
};

/**
 * A text field with its label and its message ('Informe seu Nome', 'Informe ao menos 3 caracteres',
 * 'Informe o Email', 'E-mail Inválido', 'Informe a Cidade', 'Informe o assunto'); input props go on the input.
 */
export function ContactFormField({ name, label, ...props }: ContactFormFieldProps) {
  const { fieldProps: field, errorProps, texts } = useContactFormField(name, 'Field');
  return (
    <BoundField
      {...FIELD_CLASSES}
      field={field}
      error={errorProps}
      label={label ?? texts[textFieldLabel[name]]}
    >
      <input
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={textFieldAutoComplete[name]}
        inputMode={name === 'email' ? 'email' : undefined}
        required
        {...bindControl(field, props, 'vt-input vt-contact-form__input')}
      />
    </BoundField>
  );
}

/** Props of `ContactForm.PhoneField`: `PhoneInput`'s, except the value it takes from the form. */
export type ContactFormPhoneFieldProps = Omit<
  PhoneInputProps,
  'name' | 'value' | 'defaultValue' | 'onValueChange' | 'asChild' | 'children'
> & {
  /** The visible label; 'Telefone' when `undefined`. */
  readonly label?: string | undefined;
};

/**
 * Telefone: the `PhoneInput` foundation, masked as typed ('(11) 98765-4321', at most 15 characters) with pasting
 * blocked (`blockPaste`, true unless given), and its message ('Informe o Telefone', 'Informe um Telefone Válido').
 */
export function ContactFormPhoneField({
  label,
  className,
  ref,
  onBlur,
  blockPaste = true,
  ...props
}: ContactFormPhoneFieldProps) {
  const { fieldProps: field, errorProps, texts } = useContactFormField('phone', 'PhoneField');
  return (
    <BoundField {...FIELD_CLASSES} field={field} error={errorProps} label={label ?? texts.phoneLabel}>
      <PhoneInput
        required
        {...props}
        ref={ref}
        blockPaste={blockPaste}
        name={field.name}
        value={field.value ?? ''}
        onValueChange={field.onChange}
        onBlur={composeEventHandlers(onBlur, field.onBlur)}
        className={cx('vt-contact-form__input', 'vt-contact-form__phone', className)}
      />
    </BoundField>
  );
}

/** Props of `ContactForm.StateField` and `ContactForm.TopicField`: the `<select>`'s, but what the form gives it. */
export type ContactFormStateFieldProps = Omit<
  ComponentPropsWithRef<'select'>,
  'name' | 'value' | 'defaultValue' | 'children' | 'multiple'
> & {
  /** The visible label; the field's ('Estado', 'Descrição') when `undefined`. */
  readonly label?: string | undefined;
  /** The first, invalid choice; 'Selecione' when `undefined`. */
  readonly placeholder?: string | undefined;
};

/**
 * Estado: the 27 federative units by two-letter code ('SP', the name as the choice's `title`) after a first
 * choice that is not an answer, so the shopper must pick one ('Selecione o Estado' otherwise).
 */
export function ContactFormStateField({ label, placeholder, ...props }: ContactFormStateFieldProps) {
  const { fieldProps: field, errorProps, texts } = useContactFormField('state', 'StateField');
  return (
    <BoundField {...FIELD_CLASSES} field={field} error={errorProps} label={label ?? texts.stateLabel}>
      <select autoComplete="address-level1" required {...bindControl(field, props, SELECT_CLASSES)}>
        <option value="">{placeholder ?? texts.statePlaceholder}</option>
        {BRAZILIAN_STATES.map((state) => (
          <option key={state.code} value={state.code} title={state.name}>
            {texts.stateOption(state.code, state.name)}
          </option>
        ))}
      </select>
    </BoundField>
  );
}

/** Props of `ContactForm.TopicField`: the same as the state's. */
export type ContactFormTopicFieldProps = ContactFormStateFieldProps;

/**
 * Descrição: the store's contact topics (`contact.topics`, loaded with the form) after a first choice that is
 * not an answer ('Selecione a Descrição' otherwise). Busy (`aria-busy`, `data-loading`) while they load; when
 * they cannot be loaded, 'Não foi possível carregar as descrições.' shows beside it.
 */
export function ContactFormTopicField({ label, placeholder, ...props }: ContactFormTopicFieldProps) {
  const { form } = useContactFormContext('TopicField');
  const { fieldProps: field, errorProps, texts } = useContactFormField('topic', 'TopicField');
  const hintId = `${field.id}-hint`;
  const loading = form.topicsStatus === 'loading';
  const failed = form.topicsStatus === 'failed';
  return (
    <BoundField
      {...FIELD_CLASSES}
      field={field}
      error={errorProps}
      label={label ?? texts.topicLabel}
      data-loading={dataFlag(loading)}
      hint={
        failed ? (
          <p id={hintId} className="vt-contact-form__hint">
            {texts.topicsLoadError}
          </p>
        ) : null
      }
    >
      <select
        required
        aria-busy={loading || undefined}
        // The load failure is told after the field's message (the message is the first description).
        aria-describedby={failed ? hintId : undefined}
        {...bindControl(field, props, SELECT_CLASSES)}
      >
        <option value="">{placeholder ?? texts.topicPlaceholder}</option>
        {form.topics.map((topic) => (
          <option key={topic.idContactTopic} value={String(topic.idContactTopic)}>
            {topic.description}
          </option>
        ))}
      </select>
    </BoundField>
  );
}

/** Props of `ContactForm.MessageField`. */
export type ContactFormMessageFieldProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'name' | 'value' | 'defaultValue' | 'children'
> & {
  /** The visible label; 'Mensagem' when `undefined`. */
  readonly label?: string | undefined;
};

/** Mensagem (a `textarea`), with its message ('Informe o assunto', 'Informe ao menos 3 caracteres'). */
export function ContactFormMessageField({ label, ...props }: ContactFormMessageFieldProps) {
  const { fieldProps: field, errorProps, texts } = useContactFormField('message', 'MessageField');
  return (
    <BoundField {...FIELD_CLASSES} field={field} error={errorProps} label={label ?? texts.messageLabel}>
      <textarea rows={5} required {...bindControl(field, props, 'vt-input vt-contact-form__textarea')} />
    </BoundField>
  );
}

/** Props of `ContactForm.Submit`. */
export type ContactFormSubmitProps = PartProps<'button'>;

const ContactFormSubmitElement = part('button', 'ContactForm.Submit', 'vt-button');

/**
 * The submit button ('ENVIAR'): pressing it with a wrong field shows every message; while sending it is
 * disabled and busy (`aria-busy`, `data-loading`, a spinner; with `asChild` your element gets the attributes and
 * draws its own).
 */
export function ContactFormSubmit({
  asChild,
  className,
  children,
  disabled,
  ...props
}: ContactFormSubmitProps) {
  const { form, texts } = useContactFormContext('Submit');
  return (
    <ContactFormSubmitElement
      asChild={asChild}
      type="submit"
      {...props}
      disabled={disabled || form.isSubmitting}
      aria-busy={form.isSubmitting || undefined}
      data-loading={dataFlag(form.isSubmitting)}
      className={cx('vt-contact-form__submit', className)}
    >
      {asChild ? (
        children
      ) : (
        <>
          {form.isSubmitting ? (
            <span className="vt-spinner vt-contact-form__spinner" aria-hidden="true" />
          ) : null}
          {children ?? texts.submit}
        </>
      )}
    </ContactFormSubmitElement>
  );
}

/** Props of `ContactForm.Status`. */
export type ContactFormStatusProps = Omit<PartProps<'div'>, 'children'>;

const ContactFormStatusElement = part('div', 'ContactForm.Status', 'vt-contact-form__status');

/**
 * The outcome in a polite live region present from the start: 'Formulário enviado com sucesso' or
 * 'Erro ao enviar formulário (500)' (the code says what failed: the HTTP status, 'network', 'timeout',
 * 'recusado'…); `data-kind="success|error"`, empty otherwise. It clears once the shopper edits a field.
 */
export function ContactFormStatus({ ...props }: ContactFormStatusProps) {
  const { form, texts, failureCode } = useContactFormContext('Status');
  const kind = form.status === 'success' ? 'success' : form.status === 'failure' ? 'error' : undefined;
  const failure = failureCode === undefined ? texts.failure : `${texts.failure} (${failureCode})`;
  return (
    <ContactFormStatusElement role="status" data-kind={kind} {...props}>
      {kind === 'success' ? texts.success : kind === 'error' ? failure : null}
    </ContactFormStatusElement>
  );
}

/** Props of the ready-made `<ContactForm />`: the Root's, every text, and `showStatus`. */
export interface ContactFormProps
  extends Omit<ContactFormRootProps, 'children' | 'asChild' | 'texts' | 'title'>,
    Partial<ContactFormMessages> {
  /**
   * Shows the outcome inside the form (default true). The flow also publishes it as an alert on the bus: turn
   * this off when the page shows alerts elsewhere, so the shopper hears it once.
   */
  readonly showStatus?: boolean | undefined;
  /** Anything after the button (e.g. a privacy note). */
  readonly children?: ReactNode;
}

const textKeys = Object.keys(contactFormMessages) as (keyof ContactFormMessages)[];

/**
 * The contact page form: Nome, E-mail, Telefone (masked, no pasting), Estado (the 27 UFs), Cidade, Descrição
 * (the store's topics), Assunto and Mensagem, then 'ENVIAR'. Each message shows once its field is changed or
 * left; an invalid submit shows them all and sends nothing. Success says 'Formulário enviado com sucesso' and
 * empties the form (state and topic back to their first choice); failure says 'Erro ao enviar formulário' with
 * its code and keeps everything typed.
 */
export function ContactForm({ showStatus = true, children, ...rest }: ContactFormProps) {
  const [textProps, rootProps] = splitProps(rest, textKeys);
  return (
    <ContactFormRoot texts={textProps} {...rootProps}>
      <div className="vt-contact-form__fields">
        <ContactFormField name="name" />
        <ContactFormField name="email" />
        <ContactFormPhoneField />
        <ContactFormStateField />
        <ContactFormField name="city" />
        <ContactFormTopicField />
        <ContactFormField name="subject" />
        <ContactFormMessageField />
      </div>
      <ContactFormSubmit />
      {showStatus ? <ContactFormStatus /> : null}
      {children}
    </ContactFormRoot>
  );
}

ContactForm.Root = ContactFormRoot;
ContactForm.Field = ContactFormField;
ContactForm.PhoneField = ContactFormPhoneField;
ContactForm.StateField = ContactFormStateField;
ContactForm.TopicField = ContactFormTopicField;
ContactForm.MessageField = ContactFormMessageField;
ContactForm.Submit = ContactFormSubmit;
ContactForm.Status = ContactFormStatus;
