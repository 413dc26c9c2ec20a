import { type AntiBotTokenProvider, type RegisterValues, registerMachine } from '@vitrine/core';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useStorefront } from '../provider/useStorefront';
import type { FormActor, FormFlow, FormFlowOptions } from './FormFlow';
import { useFormFlow } from './useFormFlow';
import { useSessionActor } from './useSessionActor';

/** Options of `useRegisterForm`. */
export interface UseRegisterFormOptions extends FormFlowOptions {
  /** The page's anti-bot token source (action 'Register'); `undefined`: the provider's `antiBot`, else an empty token. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The clock of the birth-date age check; the real one when `undefined`. */
  readonly now?: (() => Date) | undefined;
}

/**
 * The registration form over core's `registerMachine`; on success the new customer signs the page's
 * session in (`useSession().status` becomes 'authenticated') and `status` is 'completed'. A failure keeps
 * the values and the server's text ('Já existe um cadastro com este e-mail.') in `submitError`.
 * @example
 * const register = useRegisterForm();
 * <><input {...register.getFieldProps('document')} /><p {...register.getErrorProps('document')} /></>
 */
export function useRegisterForm(options?: UseRegisterFormOptions): FormFlow<RegisterValues> {
  const { client, messages, antiBot } = useStorefront();
  const session = useSessionActor();
  const actor = useActorRef(registerMachine, {
    input: { client, antiBot: options?.antiBot ?? antiBot, now: options?.now, formMessages: messages.forms },
  });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) {
        session.send({ type: 'session.authenticated', customer: snapshot.output });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, session]);
  return useFormFlow(actor as unknown as FormActor<RegisterValues>, options);
}
