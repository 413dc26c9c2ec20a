'use client';

// `@vitrine/ui/PasswordForms`: what `@vitrine/ui` exports from this folder.
export type {
  PasswordChangeFieldName,
  PasswordChangeFormErrorProps,
  PasswordChangeFormFieldProps,
  PasswordChangeFormProps,
  PasswordChangeFormRootProps,
  PasswordChangeFormStatusProps,
  PasswordChangeFormSubmitProps,
  PasswordChangeFormTextProps,
  PasswordChangeFormTitleProps,
} from './PasswordChangeForm';
export {
  PasswordChangeForm,
  PasswordChangeFormError,
  PasswordChangeFormField,
  PasswordChangeFormRoot,
  PasswordChangeFormStatus,
  PasswordChangeFormSubmit,
  PasswordChangeFormTitle,
} from './PasswordChangeForm';
export {
  type PasswordChangeFormMessages,
  passwordChangeFormMessages,
  type RecoverEmailFormMessages,
  recoverEmailFormMessages,
} from './passwordFormsMessages';
export type {
  RecoverEmailFormDescriptionProps,
  RecoverEmailFormErrorProps,
  RecoverEmailFormFieldProps,
  RecoverEmailFormFormTitleProps,
  RecoverEmailFormLinkFormProps,
  RecoverEmailFormLookupFormProps,
  RecoverEmailFormProps,
  RecoverEmailFormRootProps,
  RecoverEmailFormStatusProps,
  RecoverEmailFormSubmitProps,
  RecoverEmailFormTextProps,
  RecoverEmailFormTitleProps,
} from './RecoverEmailForm';
export {
  RecoverEmailForm,
  RecoverEmailFormDescription,
  RecoverEmailFormError,
  RecoverEmailFormField,
  RecoverEmailFormFormTitle,
  RecoverEmailFormLinkForm,
  RecoverEmailFormLookupForm,
  RecoverEmailFormRoot,
  RecoverEmailFormStatus,
  RecoverEmailFormSubmit,
  RecoverEmailFormTitle,
} from './RecoverEmailForm';
