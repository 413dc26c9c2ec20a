import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { RegisterFormMessages } from './registerFormMessages';
import type { RegisterFormBehaviour } from './useRegisterFormBehaviour';

/** What `RegisterForm.Root` gives its parts: the form's behaviour and its texts. */
export interface RegisterFormContextValue {
  readonly register: RegisterFormBehaviour;
  readonly texts: RegisterFormMessages;
}

/** The registration form of the nearest `RegisterForm.Root`; `null` outside one. */
export const RegisterFormContext = createContext<RegisterFormContextValue | null>(null);

/** The nearest `RegisterForm.Root`'s form; throws, naming the fix, outside one. */
export function useRegisterFormContext(part: string): RegisterFormContextValue {
  return usePartsContext(RegisterFormContext, 'RegisterForm', part);
}
