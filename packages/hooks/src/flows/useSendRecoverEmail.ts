import {
  type AntiBotTokenProvider,
  type SendRecoverEmailValues,
  sendRecoverEmailMachine,
} from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useFormFlow } from './useFormFlow';

// The values are core's (the machine's); the hook's name stays exported from here.
export type { SendRecoverEmailValues } from '@vitrine/core';

/** Options of `useSendRecoverEmail`. */
export interface UseSendRecoverEmailOptions extends FormFlowOptions {
  /** The page's anti-bot token source; `undefined`: the provider's `antiBot`, else an empty token. Read on mount. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The anti-bot action; 'RecoverEmail' when `undefined` (a token is asked only if the store lists it). */
  readonly antiBotAction?: string | undefined;
}

/**
 * 'Esqueci minha senha' over core's `sendRecoverEmailMachine`: the shopper's e-mail, the anti-bot token, then `customer.sendRecoverEmail`, which
 * e-mails a link to set a new password (the link's key goes to the password change as `token`). The field is the
 * registration form's e-mail ('Informe o Email', 'E-mail Inválido'); `status` is 'success' once the e-mail
 * is sent (the field empties); a failure keeps the e-mail and the server's text ('E-mail não cadastrado.') in
 * `submitError`.
 * @example
 * const recover = useSendRecoverEmail();
 * <><input type="email" {...recover.getFieldProps('email')} /><p {...recover.getErrorProps('email')} /></>
 */
export function useSendRecoverEmail(options?: UseSendRecoverEmailOptions): FormFlow<SendRecoverEmailValues> {
  const { client, messages, antiBot } = useStorefront();
  const actor = useActorRef(sendRecoverEmailMachine, {
    input: {
      client,
      antiBot: options?.antiBot ?? antiBot,
      antiBotAction: options?.antiBotAction ?? 'RecoverEmail',
      formMessages: messages.forms,
    },
  });
  return useFormFlow(actor as unknown as FormActor<SendRecoverEmailValues>, options);
}
