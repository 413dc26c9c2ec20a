'use client';

// `@vitrine/ui/RegisterForm`: what `@vitrine/ui` exports from this folder.
export type {
  RegisterFormFieldProps,
  RegisterFormFieldsProps,
  RegisterFormPersonTypeProps,
  RegisterFormProps,
  RegisterFormRootProps,
  RegisterFormStatusProps,
  RegisterFormSubmitProps,
  RegisterFormTitleProps,
} from './RegisterForm';
export {
  RegisterForm,
  RegisterFormField,
  RegisterFormFields,
  RegisterFormPersonType,
  RegisterFormRoot,
  RegisterFormStatus,
  RegisterFormSubmit,
  RegisterFormTitle,
} from './RegisterForm';
export type { RegisterFormMessages } from './registerFormMessages';
export { registerFormMessages } from './registerFormMessages';
export type {
  RegisterFieldName,
  RegisterFormBehaviour,
  RegisterPersonType,
  UseRegisterFormBehaviourOptions,
} from './useRegisterFormBehaviour';
export { useRegisterFormBehaviour } from './useRegisterFormBehaviour';
