import type { ContactValues } from '@vitrine/core';
import { type FormFieldBinding, useFormField } from '@vitrine/hooks';
import { useContactFormContext } from './contactFormContext';
import type { ContactFormMessages } from './contactFormMessages';

/** The fields of the contact form: Nome, E-mail, Telefone, Estado, Cidade, Descrição, Assunto, Mensagem. */
export type ContactFieldName = keyof ContactValues & string;

/** What `useContactFormField` returns: the field's binding plus the form's texts. */
export interface ContactFormFieldState<K extends ContactFieldName>
  extends FormFieldBinding<ContactValues[K]> {
  readonly texts: ContactFormMessages;
  /** True while the field's message shows (changed or left, or after a submit attempt, and wrong). */
  readonly invalid: boolean;
}

/**
 * One field of the nearest `ContactForm.Root`, for a control of your own: its value, its message (once the
 * field is changed or left, or after a submit attempt) and the props of the control and of the message. Only
 * this field's changes re-render the calling component.
 * @example
 * function CityField() {
 *   const { fieldProps, errorProps, texts } = useContactFormField('city');
 *   return <><label htmlFor={fieldProps.id}>{texts.cityLabel}</label><input {...fieldProps} /><p {...errorProps} /></>;
 * }
 */
export function useContactFormField<K extends ContactFieldName>(
  name: K,
  part = 'Field',
): ContactFormFieldState<K> {
  const { form, texts } = useContactFormContext(part);
  const binding = useFormField(form.actor, name);
  return { ...binding, texts, invalid: binding.error !== undefined };
}
