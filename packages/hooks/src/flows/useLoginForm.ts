import type { LoginValues } from '@vitrine/core';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';
import { useSessionActor } from './useSessionActor';

/**
 * The login form (e-mail and password) of the page's session: it exists while the shopper is anonymous; a
 * success signs the session in (every `useSession` sees the customer), a failure keeps the values and shows
 * the server's text ('Usuário ou senha inválidos.') in `submitError`. While signed in (or checking) the form
 * is empty and its commands do nothing.
 * @example
 * const login = useLoginForm();
 * <><input type="email" {...login.getFieldProps('email')} />{login.submitError && <p role="alert">{login.submitError}</p>}</>
 */
export function useLoginForm(options?: FormFlowOptions): FormFlow<LoginValues> {
  const session = useSessionActor();
  const form = useFlowSelector(session, (snapshot) => snapshot.children.loginForm);
  return useFormFlow(form as unknown as FormActor<LoginValues> | undefined, options);
}
