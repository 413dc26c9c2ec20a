'use client';

// `@vitrine/ui/LoginForm`: what `@vitrine/ui` exports from this folder.
export type {
  LoginFormErrorProps,
  LoginFormFieldProps,
  LoginFormFormProps,
  LoginFormProps,
  LoginFormRecoverLinkProps,
  LoginFormRegisterLinkProps,
  LoginFormRootProps,
  LoginFormSignedInProps,
  LoginFormSocialProps,
  LoginFormSubmitProps,
  LoginFormTextProps,
  LoginFormTitleProps,
} from './LoginForm';
export {
  LoginForm,
  LoginFormError,
  LoginFormField,
  LoginFormForm,
  LoginFormRecoverLink,
  LoginFormRegisterLink,
  LoginFormRoot,
  LoginFormSignedIn,
  LoginFormSocial,
  LoginFormSubmit,
  LoginFormTitle,
} from './LoginForm';
export { type LoginFormMessages, loginFormMessages } from './loginFormMessages';
export { safeRedirectPath } from './safeRedirectPath';
export {
  type LoginFormBehaviour,
  type UseLoginFormBehaviourOptions,
  useLoginFormBehaviour,
} from './useLoginFormBehaviour';
