import { createContext } from 'react';
import { usePartsContext } from '../internal/partsContext';
import type { LoginFormMessages } from './loginFormMessages';
import type { LoginFormBehaviour } from './useLoginFormBehaviour';

/** What `LoginForm.Root` gives its parts. */
export interface LoginFormContextValue extends LoginFormBehaviour {
  readonly texts: LoginFormMessages;
}

/** The context of `LoginForm.Root`. */
export const LoginFormContext = createContext<LoginFormContextValue | null>(null);

/** The Root's context; a part outside it throws '<LoginForm.Part> must be used inside <LoginForm.Root>.'. */
export function useLoginFormContext(part: string): LoginFormContextValue {
  return usePartsContext(LoginFormContext, 'LoginForm', part);
}
