'use client';

// `@vitrine/ui/NewsletterForm`: what `@vitrine/ui` exports from this folder.
export type {
  NewsletterFormFieldProps,
  NewsletterFormProps,
  NewsletterFormRootProps,
  NewsletterFormStatusProps,
  NewsletterFormSubmitProps,
} from './NewsletterForm';
export {
  NewsletterForm,
  NewsletterFormField,
  NewsletterFormRoot,
  NewsletterFormStatus,
  NewsletterFormSubmit,
} from './NewsletterForm';
export type { NewsletterFormMessages } from './newsletterFormMessages';
export { newsletterFormMessages } from './newsletterFormMessages';
