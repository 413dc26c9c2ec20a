'use client';

// `@vitrine/ui/ContactForm`: what `@vitrine/ui` exports from this folder.
export type {
  ContactFormFieldProps,
  ContactFormMessageFieldProps,
  ContactFormPhoneFieldProps,
  ContactFormProps,
  ContactFormRootProps,
  ContactFormStateFieldProps,
  ContactFormStatusProps,
  ContactFormSubmitProps,
  ContactFormTopicFieldProps,
  ContactTextFieldName,
} from './ContactForm';
export {
  ContactForm,
  ContactFormField,
  ContactFormMessageField,
  ContactFormPhoneField,
  ContactFormRoot,
  ContactFormStateField,
  ContactFormStatus,
  ContactFormSubmit,
  ContactFormTopicField,
} from './ContactForm';
export type { ContactFormMessages } from './contactFormMessages';
export { contactFormMessages } from './contactFormMessages';
export type { ContactFieldName, ContactFormFieldState } from './useContactFormField';
export { useContactFormField } from './useContactFormField';
