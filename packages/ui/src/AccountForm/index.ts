'use client';

// `@vitrine/ui/AccountForm`: what `@vitrine/ui` exports from this folder.
export type {
  AccountFormErrorProps,
  AccountFormFieldName,
  AccountFormFieldProps,
  AccountFormFormProps,
  AccountFormLoadErrorProps,
  AccountFormLoadingProps,
  AccountFormProps,
  AccountFormRootProps,
  AccountFormStatusProps,
  AccountFormSubmitProps,
  AccountFormTitleProps,
} from './AccountForm';
export {
  AccountForm,
  AccountFormError,
  AccountFormField,
  AccountFormForm,
  AccountFormLoadError,
  AccountFormLoading,
  AccountFormRoot,
  AccountFormStatus,
  AccountFormSubmit,
  AccountFormTitle,
} from './AccountForm';
export type { AccountFormMessages } from './accountFormMessages';
export { accountFormMessages } from './accountFormMessages';
