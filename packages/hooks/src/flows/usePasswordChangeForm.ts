import { type PasswordChangeValues, passwordChangeMachine } from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { browserWindow } from '../utilities/browserWindow';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useFlowSelector } from './useFlowSelector';
import { useFormFlow } from './useFormFlow';
import { useSessionActor } from './useSessionActor';

// The values and the extra field message are core's (the machine's); the hook's names stay exported from here.
export type { PasswordChangeValues } from '@vitrine/core';
export { passwordChangeFieldMessages } from '@vitrine/core';

/** The page's current path, read when the form is sent: the payload's `location` when none is given. */
const currentPath = () => browserWindow()?.location.pathname ?? '';

/** Options of `usePasswordChangeForm`. */
export interface UsePasswordChangeFormOptions extends FormFlowOptions {
  /** The key of a recovery link: the current password is then not asked. `undefined` (the account page) asks it. Read on mount. */
  readonly token?: string | undefined;
  /** The page the change comes from (`location` of the payload); the current path when `undefined`. */
  readonly location?: string | undefined;
  /** Replaces 'Informe a Senha Atual'; `undefined` keeps it. Read on mount. */
  readonly passwordOldRequired?: string | undefined;
}

/**
 * The password change form over core's `passwordChangeMachine`: the e-mail (filled with the signed-in customer's),
 * the current password, the new one and its confirmation ('Informe o Email', 'Informe a Senha Atual', 'Informe
 * a Senha', 'A senha deve ter ao menos 6 caracteres', 'As senhas não conferem'), then `customer.changePassword`.
 * From a recovery link (`token`) only the new password and its confirmation are asked. `status` is 'success'
 * once changed (the fields empty); a failure keeps them and the server's text ('Senha atual incorreta.') in
 * `submitError`. `usePasswordChange` is the same call without a form.
 * @example
 * const change = usePasswordChangeForm();
 * <><input type="password" {...change.getFieldProps('passwordOld')} /><p {...change.getErrorProps('passwordOld')} /></>
 */
export function usePasswordChangeForm(
  options?: UsePasswordChangeFormOptions,
): FormFlow<PasswordChangeValues> {
  const { client, messages } = useStorefront();
  const actor = useActorRef(passwordChangeMachine, {
    input: {
      client,
      token: options?.token ?? '',
      location: options?.location ?? currentPath,
      formMessages: messages.forms,
      passwordOldRequired: options?.passwordOldRequired,
    },
  });
  const customerEmail = useFlowSelector(useSessionActor(), (snapshot) => snapshot.context.customer?.email);
  const untouched = useFlowSelector(
    actor,
    ({ context, value }) =>
      // While a success shows, the emptied form waits: any change would leave the success.
      value !== 'success' &&
      context.values.userName === '' &&
      !context.dirty.userName &&
      !context.touched.userName,
  );
  const asksUserName = !options?.token;
  useEffect(() => {
    // The signed-in customer's e-mail fills the field the shopper has not used (again once the shopper types
    // after a success emptied it).
    if (asksUserName && customerEmail && untouched) {
      actor.send({ type: 'field.change', name: 'userName', value: customerEmail });
    }
  }, [actor, asksUserName, customerEmail, untouched]);
  return useFormFlow(actor as unknown as FormActor<PasswordChangeValues>, options);
}
